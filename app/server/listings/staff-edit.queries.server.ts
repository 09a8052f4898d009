// Staff edits of a listing that is not from the justimmo feed: its Energieausweis values, its
// monthly costs, and taking it offline or back online. Offline is the feed's own withdrawal
// (active = 0, withdrawn_at set), so the public page, lists and sitemap treat it like any
// withdrawn listing. A feed listing is never written here: justimmo owns it.
import type { Db } from "~/db/client.server";
import type { PropertyTypeKey } from "~/lib/property-derive";

export const EDITABLE_COLUMNS = [
  "hwbwert",
  "hwbklasse",
  "fgeewert",
  "fgeeklasse",
  "energie_gueltig_bis",
  "betriebskostennetto",
  "heizkostennetto",
  "sonstigekostennetto",
  "reparaturruecklage_netto",
  "monatlichekostenbrutto",
] as const;

export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

export type ListingValues = {
  hwbwert: number | null;
  hwbklasse: string | null;
  fgeewert: number | null;
  fgeeklasse: string | null;
  energie_gueltig_bis: string | null;
  betriebskostennetto: number | null;
  heizkostennetto: number | null;
  sonstigekostennetto: number | null;
  reparaturruecklage_netto: number | null;
  monatlichekostenbrutto: number | null;
};

export type EditableListing = ListingValues & {
  id: number;
  objektnr_intern: string;
  objektnr_extern: string | null;
  objekttitel: string | null;
  objektart: string | null;
  property_type: PropertyTypeKey;
  source: "feed" | "seed";
  active: number;
};

export async function getEditableListing(db: Db, id: number): Promise<EditableListing | null> {
  const row = await db
    .selectFrom("immobilien")
    .select([
      "id",
      "objektnr_intern",
      "objektnr_extern",
      "objekttitel",
      "objektart",
      "property_type",
      "source",
      "active",
      ...EDITABLE_COLUMNS,
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/** Writes the values of a listing not from the feed; false when there is no such listing. */
export async function saveListingValues(db: Db, { id, values, now }: { id: number; values: ListingValues; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable("immobilien")
    .set({ ...values, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("source", "!=", "feed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Offline = the feed's withdrawal; online clears it. False when nothing changed (feed listing, or already so). */
export async function setListingOnline(db: Db, { id, online, now }: { id: number; online: boolean; now: Date }): Promise<boolean> {
  const iso = now.toISOString();
  const result = await db
    .updateTable("immobilien")
    .set(online ? { active: 1, withdrawn_at: null, updated_at: iso } : { active: 0, withdrawn_at: iso, updated_at: iso })
    .where("id", "=", id)
    .where("source", "!=", "feed")
    .where("active", "=", online ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
