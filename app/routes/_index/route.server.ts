// The home page's server half: loader and meta texts, the staff-chosen hero picture and listings
// and the quick search's choices. The sections' copy is in lib/content/home.ts.
import type { LoaderFunctionArgs } from "react-router";
import { type HomeCounts, homeFigures } from "~/lib/content/home";
import { parseSearchParams, SENTINELS } from "~/lib/property-filters";
import { toPropertyCardView } from "~/lib/property-view";
import { filterOptionGroups } from "~/lib/search-options";
import { absoluteUrl, site } from "~/lib/site";
import { appearancePhoto, listFeaturedProperties, loadAppearance } from "~/server/appearance/queries.server";
import { countSearches, loadFilterOptions } from "~/server/listings/queries.server";
import { listAgents } from "~/server/team/queries.server";

const FEATURED_COUNT = 6;

export async function loader({ context }: LoaderFunctionArgs) {
  // The figures' counts run beside the page's other reads, not after them (homeCounts never throws).
  const counts = homeCounts(context);
  const appearance = await loadAppearance(context.db);
  // Spec section 8: a failed list query yields an empty list; the home page still renders.
  // "Aktuelle Immobilien": the staff's pinned listings, else the newest, Wien and NÖ mixed.
  const [rows, options] = await Promise.all([
    listFeaturedProperties(context.db, { pinned: appearance.pinned, limit: FEATURED_COUNT }).catch((error: unknown) => {
      console.error("featured properties failed", error);
      return [];
    }),
    loadFilterOptions(context.db),
  ]);
  const hero = appearancePhoto(appearance.hero);
  return {
    featured: rows.map(toPropertyCardView),
    figures: homeFigures(await counts),
    hero,
    quickSearch: {
      ...filterOptionGroups(options),
      sentinels: { location: SENTINELS.location, propertyType: SENTINELS.propertyType },
    },
    seo: {
      title: `${site.brand} – Immobilien in Wien und Niederösterreich`,
      description: `Kaufen, mieten, verkaufen oder vermieten in Wien und Niederösterreich: persönliche Beratung, aktuelle Immobilienangebote und kostenlose Bewertung von ${site.brand}.`,
      ogTitle: `${site.brand} – Immobilien in Wien und Niederösterreich`,
      ogImage: absoluteUrl(context.env.SITE_URL, hero?.src ?? "/og/donau-estate.png"),
      canonical: absoluteUrl(context.env.SITE_URL, "/"),
    },
  };
}

/** The live figures: active listings to buy and to rent (the search's own count), the team. */
async function homeCounts(context: LoaderFunctionArgs["context"]): Promise<HomeCounts | null> {
  const offer = (status: "SALE" | "RENT") => parseSearchParams(new URLSearchParams({ status }), context.now()).filters;
  try {
    const [[sale = 0, rent = 0], agents] = await Promise.all([
      countSearches(context.db, [offer("SALE"), offer("RENT")]),
      listAgents(context.db),
    ]);
    return { sale, rent, agents: agents.length };
  } catch (error) {
    // The figures are decoration: a failed count shows the tiles' words, never a 500.
    console.error("home figures failed", error);
    return null;
  }
}
