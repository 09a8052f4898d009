// The staff-chosen look of the home and about pages: two pictures and the pinned listings.
// Reading never fails a page: without the table or row the defaults apply.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { shopWindow } from "~/lib/distinct-pictures";
import { CARD_COLUMNS, type CardRow, firstPictureOf, shownObjektnr } from "~/lib/property-view";
import { type ResponsivePhoto, responsivePhotos, type StoredPhoto } from "~/lib/responsive-image";

export const MAX_PINNED = 6;

export interface Appearance {
  hero: StoredPhoto | null;
  about: StoredPhoto | null;
  pinned: string[];
}

const EMPTY: Appearance = { hero: null, about: null, pinned: [] };

function storedPhoto(json: string | null): StoredPhoto | null {
  if (!json) return null;
  const [photo] = responsivePhotos(`[${json}]`);
  return photo ? (JSON.parse(json) as StoredPhoto) : null;
}

function pinnedList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").slice(0, MAX_PINNED) : [];
  } catch {
    return [];
  }
}

/** The stored look; throws when D1 cannot be read (the staff form must not save over it blind). */
export async function readAppearance(db: Db): Promise<Appearance> {
  const row = await db
    .selectFrom("site_appearance")
    .select(["hero_photo", "about_photo", "pinned_objektnrs"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) return { ...EMPTY };
  return { hero: storedPhoto(row.hero_photo), about: storedPhoto(row.about_photo), pinned: pinnedList(row.pinned_objektnrs) };
}

/** The look for the public pages: a failed read shows the defaults instead of failing the page. */
export async function loadAppearance(db: Db): Promise<Appearance> {
  try {
    return await readAppearance(db);
  } catch (error) {
    console.warn(JSON.stringify({ model: "site-appearance", error: String(error) }));
    return { ...EMPTY };
  }
}

export async function saveAppearance(db: Db, appearance: Appearance, { user, now }: { user: string; now: Date }): Promise<void> {
  const values = {
    hero_photo: appearance.hero ? JSON.stringify(appearance.hero) : null,
    about_photo: appearance.about ? JSON.stringify(appearance.about) : null,
    pinned_objektnrs: JSON.stringify(appearance.pinned.slice(0, MAX_PINNED)),
    updated_at: now.toISOString(),
    updated_by: user,
  };
  await db
    .insertInto("site_appearance")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** The picture as <img> attributes: the largest variant plus a srcset of all. */
export function appearancePhoto(photo: StoredPhoto | null): ResponsivePhoto | null {
  return photo ? (responsivePhotos(JSON.stringify([photo]))[0] ?? null) : null;
}

/** Which of the given object numbers are published listings (for the staff form's check). */
/**
 * Typed numbers → the internal Objektnr. the pins store: the number staff see (objektnr_extern)
 * and the old internal one both count; a number that matches no published listing is absent.
 */
export async function resolvePublishedObjektnrs(db: Db, typed: readonly string[]): Promise<Map<string, string>> {
  const resolved = new Map<string, string>();
  if (typed.length === 0) return resolved;
  const rows = await db
    .selectFrom("immobilien")
    .select(["objektnr_intern", "objektnr_extern"])
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("objektnr_intern", "in", [...typed]), eb("objektnr_extern", "in", [...typed])]))
    .execute();
  for (const value of typed) {
    // The internal number first: it is unique, an external one is the feed's and could repeat.
    const row =
      rows.find((candidate) => candidate.objektnr_intern === value) ?? rows.find((candidate) => candidate.objektnr_extern === value);
    if (row) resolved.set(value, row.objektnr_intern);
  }
  return resolved;
}

/** The published listings for the Darstellung picker: the shown Objektnr., the stored one, title and place, newest first. */
export async function listPublishedChoices(db: Db): Promise<{ objektnr: string; intern: string; title: string; place: string }[]> {
  const rows = await db
    .selectFrom("immobilien")
    .select(["objektnr_intern", "objektnr_extern", "objekttitel", "plz", "ort"])
    .where("active", "=", 1)
    .orderBy("objektnr_intern", "desc")
    .limit(2000)
    .execute();
  return rows.map((row) => ({
    objektnr: shownObjektnr(row),
    intern: row.objektnr_intern,
    title: row.objekttitel ?? "",
    place: [row.plz, row.ort].filter(Boolean).join(" "),
  }));
}

/** Vienna by state, or by its postcodes 1010-1230 when the feed names no state. */
const IN_VIENNA = sql<boolean>`COALESCE(bundesland = 'Wien' OR (bundesland IS NULL AND plz GLOB '1[0-2][0-9]0'), 0)`;

/**
 * "Aktuelle Immobilien": the pinned listings that are still published, in the staff's
 * order; the rest of the `limit` places go to the newest listings (newest as the search's
 * "Neueste" and the "Neu" badge count it: first stored), alternating Wien and
 * Niederösterreich (and the rest of the region) so that one area never fills the row, from the
 * area that holds the newest one. Of those, a card whose first picture is already in the row, and
 * an empty plot, give way to the next newest; a repeat fills a place only when nothing else is
 * left, and never beside its twin when it can be helped (lib/distinct-pictures).
 */
export async function listFeaturedProperties(db: Db, { pinned, limit }: { pinned: readonly string[]; limit: number }): Promise<CardRow[]> {
  const chosen: CardRow[] = [];
  if (pinned.length > 0) {
    const rows = await db
      .selectFrom("immobilien")
      .select(CARD_COLUMNS)
      .where("active", "=", 1)
      .where("objektnr_intern", "in", [...pinned])
      .execute();
    for (const objektnr of pinned) {
      const row = rows.find((candidate) => candidate.objektnr_intern === objektnr);
      if (row && chosen.length < limit) chosen.push(row);
    }
  }
  const open = limit - chosen.length;
  if (open <= 0) return chosen;
  const taken = chosen.map((row) => row.id);
  // More than the open places, so a repeated picture or a plot can give way to the next newest.
  const candidates = open + FEATURED_SPARE;
  const newest = (vienna: boolean) => {
    let query = db.selectFrom("immobilien").select(CARD_COLUMNS).where("active", "=", 1);
    if (taken.length > 0) query = query.where("id", "not in", taken);
    query = query.where(vienna ? IN_VIENNA : sql<boolean>`NOT ${IN_VIENNA}`);
    return query.orderBy("created_at", "desc").orderBy("objektnr_intern", "desc").limit(candidates).execute();
  };
  const [vienna, region] = await Promise.all([newest(true), newest(false)]);
  const [first, second] = newer(region[0], vienna[0]) ? [region, vienna] : [vienna, region];
  const alternating: CardRow[] = [];
  for (let i = 0; i < first.length || i < second.length; i++) {
    const a = first[i];
    const b = second[i];
    if (a) alternating.push(a);
    if (b) alternating.push(b);
  }
  // Each picture once where the newest allow it, and a building before an empty plot.
  const automatic = shopWindow(alternating, firstPictureOf, {
    limit: open,
    before: chosen,
    preferred: (row) => row.property_type !== "land",
  });
  return [...chosen, ...automatic];
}

/** Candidates beyond the open places of "Aktuelle Immobilien", from each area. */
const FEATURED_SPARE = 8;

/** Whether `a` was stored after `b` (the object number decides a tie, as in "Neueste"). */
function newer(a: CardRow | undefined, b: CardRow | undefined): boolean {
  if (!a || !b) return Boolean(a);
  return a.created_at === b.created_at ? a.objektnr_intern > b.objektnr_intern : (a.created_at ?? "") > (b.created_at ?? "");
}
