// /admin/immobilien/{id}: staff complete a listing that is not from justimmo (Energieausweis,
// monthly costs) or take it offline and back. Admin only; every action checks the origin, writes
// an audit entry and purges the cached pages that show the listing (lists, sitemap, its page).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { listingKind } from "~/lib/listing-facts";
import { shownObjektnr } from "~/lib/property-view";
import type { RequestContext } from "~/load-context";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, readStaffForm, requireAdmin, requireAdminAction, type StaffUser } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { edgePurger, listingPurgeTags } from "~/server/edge-cache/purge.server";
import { type EditableListing, getEditableListing, saveListingValues, setListingOnline } from "~/server/listings/staff-edit.queries.server";
import { listingValuesSchema } from "./schema";

const NOT_FOUND = "Immobilie nicht gefunden.";

/** The id from the URL; anything else is the same 404 as an unknown listing. */
function listingId(value: string | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw httpError(404, NOT_FOUND);
  return Number(value);
}

async function loadListing(context: RequestContext, raw: string | undefined): Promise<EditableListing> {
  const listing = await getEditableListing(context.db, listingId(raw));
  if (!listing) throw httpError(404, NOT_FOUND);
  return listing;
}

const text = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const listing = await loadListing(context, params.id);
  return data({
    listing: {
      id: listing.id,
      objektnr: shownObjektnr(listing),
      title: listing.objekttitel?.trim() || "Ohne Titel",
      href: `/immobilien/${encodeURIComponent(listing.objektnr_intern)}`,
      fromFeed: listing.source === "feed",
      live: listing.active === 1,
      building: listingKind(listing.objektart, listing.property_type) !== "land",
    },
    values: {
      hwbwert: text(listing.hwbwert),
      hwbklasse: listing.hwbklasse?.trim().toUpperCase() ?? "",
      fgeewert: text(listing.fgeewert),
      fgeeklasse: listing.fgeeklasse?.trim().toUpperCase() ?? "",
      energie_gueltig_bis: listing.energie_gueltig_bis?.slice(0, 10) ?? "",
      betriebskostennetto: text(listing.betriebskostennetto),
      heizkostennetto: text(listing.heizkostennetto),
      sonstigekostennetto: text(listing.sonstigekostennetto),
      reparaturruecklage_netto: text(listing.reparaturruecklage_netto),
      monatlichekostenbrutto: text(listing.monatlichekostenbrutto),
    },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const listing = await loadListing(context, params.id);
  const formData = await readStaffForm(request);
  if (listing.source === "feed") {
    return data({ message: "Diese Immobilie kommt aus justimmo und wird dort bearbeitet." }, { status: 409 });
  }
  const intent = formData.get("intent");
  if (intent === "offline" || intent === "online") return switchOnline(context, request, user, listing, intent === "online");
  if (intent !== "werte") return data({ message: "Diese Aktion gibt es nicht." }, { status: 400 });
  const building = listingKind(listing.objektart, listing.property_type) !== "land";
  const submission = parseWithZod(formData, { schema: listingValuesSchema({ building }) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent: _intent, ...value } = submission.value;
  const values = {
    hwbwert: value.hwbwert ?? null,
    hwbklasse: value.hwbklasse ?? null,
    fgeewert: value.fgeewert ?? null,
    fgeeklasse: value.fgeeklasse ?? null,
    energie_gueltig_bis: value.energie_gueltig_bis ?? null,
    betriebskostennetto: value.betriebskostennetto ?? null,
    heizkostennetto: value.heizkostennetto ?? null,
    sonstigekostennetto: value.sonstigekostennetto ?? null,
    reparaturruecklage_netto: value.reparaturruecklage_netto ?? null,
    monatlichekostenbrutto: value.monatlichekostenbrutto ?? null,
  };
  await saveListingValues(context.db, { id: listing.id, values, now: context.now() });
  await finish(context, user, listing, "listing.update", "Energieausweis und Kosten gespeichert");
  return redirectWithToast(context.env, request, `/admin/immobilien/${listing.id}`, {
    type: "success",
    title: "Gespeichert",
    description: "Die Werte stehen ab sofort auf der Seite der Immobilie.",
  });
}

async function switchOnline(context: RequestContext, request: Request, user: StaffUser, listing: EditableListing, online: boolean) {
  const changed = await setListingOnline(context.db, { id: listing.id, online, now: context.now() });
  if (changed)
    await finish(
      context,
      user,
      listing,
      online ? "listing.online" : "listing.offline",
      online ? "Wieder online gestellt" : "Offline genommen",
    );
  return redirectWithToast(context.env, request, `/admin/immobilien/${listing.id}`, {
    type: "success",
    title: online ? "Wieder online" : "Offline genommen",
    description: online
      ? "Die Immobilie steht wieder auf der Website und in der Sitemap."
      : "Die Immobilie ist nicht mehr auf der Website; ihre Seite meldet sie als nicht mehr verfügbar.",
  });
}

/** The audit entry and the purge of every cached page that shows the listing. */
async function finish(context: RequestContext, user: StaffUser, listing: EditableListing, action: string, what: string) {
  await recordAudit(context.db, {
    actor: { id: user.id, email: user.email },
    action,
    entity: "listing",
    entityId: String(listing.id),
    summary: `${what}: ${listing.objekttitel?.trim() || "Ohne Titel"} (Objektnr. ${shownObjektnr(listing)})`,
    now: context.now(),
  });
  await edgePurger(context)(listingPurgeTags([listing.id], { created: false }));
}
