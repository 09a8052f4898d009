// The home hero: a German headline under the spec's claim, the subline, the quick search, the three
// actions, and the staff's photo from /admin/darstellung or else the rendered Gründerzeit street.
import { Link, type useLoaderData } from "react-router";
import { QuickSearch } from "./quick-search";
import type { loader } from "./route.server";

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * The default picture's two crops (scripts/generate-images.mjs). Width and height are the
 * phone crop's, so the browser reserves the box before the file arrives (CSS covers the hero).
 */
const DEFAULT_HERO = {
  wide: "/images/hero/strasse-800.webp 800w, /images/hero/strasse-1200.webp 1200w",
  upright: "/images/hero/strasse-hoch-400.webp 400w, /images/hero/strasse-hoch-534.webp 534w",
  src: "/images/hero/strasse-hoch-534.webp",
  width: 534,
  height: 800,
} as const;

/** The picture is the page's LCP element on wide screens: eager, high priority, sized. */
function HeroPicture({ hero }: { hero: HomeData["hero"] }) {
  if (hero) {
    return (
      <img
        className="home-hero-image"
        src={hero.src}
        srcSet={hero.srcSet}
        sizes="100vw"
        alt=""
        width={hero.width}
        height={hero.height}
        decoding="async"
        fetchPriority="high"
      />
    );
  }
  return (
    <picture>
      <source media="(min-width: 900px)" srcSet={DEFAULT_HERO.wide} sizes="100vw" width={1200} height={800} />
      <img
        className="home-hero-image home-hero-image-default"
        src={DEFAULT_HERO.src}
        srcSet={DEFAULT_HERO.upright}
        sizes="100vw"
        alt=""
        width={DEFAULT_HERO.width}
        height={DEFAULT_HERO.height}
        decoding="async"
        fetchPriority="high"
      />
    </picture>
  );
}

export function HomeHero({ hero, quickSearch }: Pick<HomeData, "hero" | "quickSearch">) {
  return (
    <section className="home-hero home-hero-photo" aria-labelledby="home-title">
      <HeroPicture hero={hero} />
      <div className="home-hero-content container">
        {/* The spec's claim as the small line above the German headline (ADR 0172); subline and actions as public-site.md section 2 words them. */}
        <p className="home-hero-claim" lang="en">
          OUR MISSION: YOUR REAL ESTATE
        </p>
        <h1 id="home-title">Wohnungen und Häuser, die zu Ihnen passen</h1>
        <p className="home-hero-lead">Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich</p>
        <QuickSearch options={quickSearch} />
        {/* The search first; of the spec's three actions the seller's is drawn as a pill, the others quiet links. */}
        <div className="home-hero-actions">
          <Link className="home-hero-link" to="/immobilien">
            Immobilien entdecken
          </Link>
          <Link className="home-hero-link home-hero-seller" to="/immobilien/vermarktung">
            Immobilie vermarkten
          </Link>
          <Link className="home-hero-link" to="/kontakt">
            Kontakt
          </Link>
        </div>
      </div>
    </section>
  );
}
