// Active listings of a building whose advert lacks what the Energieausweis-Vorlage-Gesetz wants in every ad:
// the HWB and the fGEE (§ 3 EAVG 2012), each as a value or a class. The public page hides the
// empty certificate card as the spec says; the staff see the gap and fix it in justimmo, or on the staff edit page for a listing not from it.
import type { Db } from "~/db/client.server";
import { isPositiveNumber } from "~/lib/format";
import { listingKind } from "~/lib/listing-facts";
import { energyClass } from "~/lib/property-view";

export interface EnergyGap {
  id: number;
  objektnrIntern: string;
  objektnrExtern: string | null;
  title: string;
  missing: ("HWB" | "fGEE")[];
  /** From the justimmo feed (fixed there, the next sync brings it) or not (fixed at /admin/immobilien/{id}). */
  fromFeed: boolean;
}

/** What the detail page would show: a value above 0 or a known class (A++ … H). */
const shown = (value: number | null, grade: string | null) => isPositiveNumber(value) || energyClass(grade) !== null;

export async function listEnergyGaps(db: Db): Promise<EnergyGap[]> {
  const rows = await db
    .selectFrom("immobilien")
    .select([
      "id",
      "objektnr_intern",
      "objektnr_extern",
      "objekttitel",
      "objektart",
      "property_type",
      "hwbwert",
      "hwbklasse",
      "fgeewert",
      "fgeeklasse",
      "source",
    ])
    .where("active", "=", 1)
    .orderBy("objektnr_intern", "desc")
    .execute();
  return (
    rows
      // A plot has no building, so no certificate to state (§ 3 EAVG speaks of buildings).
      .filter((row) => listingKind(row.objektart, row.property_type) !== "land")
      .filter((row) => !shown(row.hwbwert, row.hwbklasse) || !shown(row.fgeewert, row.fgeeklasse))
      .map((row) => ({
        id: row.id,
        objektnrIntern: row.objektnr_intern,
        objektnrExtern: row.objektnr_extern,
        title: row.objekttitel ?? row.objektnr_intern,
        missing: [
          ...(shown(row.hwbwert, row.hwbklasse) ? [] : (["HWB"] as const)),
          ...(shown(row.fgeewert, row.fgeeklasse) ? [] : (["fGEE"] as const)),
        ],
        fromFeed: row.source === "feed",
      }))
  );
}
