// One flat per <immobilie> in a partial OpenImmo feed (TEIL: listings not in it stay as they
// are), synced through the real feed code: the price tests change a price between two syncs and
// read what the trigger of migrations 0074/0095 recorded.
import { expect } from "vitest";
import { syncFeed } from "~/server/feed/sync.server";
import { insertFeedCredentials } from "./factories";
import type { TestWorker } from "./harness";

export const PRICE_FEED_URL = "https://feed.example/openimmo.xml";

export interface PriceListing {
  n: number;
  price: number;
  title?: string;
  /** A rent: its Gesamtmiete brutto ('warm') or netto. */
  rent?: "warm" | "netto";
}

/** Each test file numbers its flats from its own `base` and `prefix`, so files never share one. */
export interface PriceFeedIds {
  base: number;
  prefix: string;
}

function object({ n, price, title, rent }: PriceListing, ids: PriceFeedIds): string {
  const offer = rent ? `<vermarktungsart KAUF="0" MIETE_PACHT="1"/>` : `<vermarktungsart KAUF="1" MIETE_PACHT="0"/>`;
  const prices =
    rent === "warm"
      ? `<warmmiete>${price}</warmmiete>`
      : rent === "netto"
        ? `<gesamtmietenetto>${price}</gesamtmietenetto>`
        : `<kaufpreis>${price}</kaufpreis>`;
  return `<immobilie>
    <objektkategorie>${offer}<objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <preise>${prices}</preise>
    <flaechen><wohnflaeche>60</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>${title ?? `Preiswohnung ${n}`}</objekttitel><objektbeschreibung>Wohnung ${n}</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_intern>${ids.base + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>${ids.prefix}${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

/** Syncs `listings` as a partial feed at `at`; the sync must succeed. */
export async function syncPriceFeed(worker: TestWorker, ids: PriceFeedIds, listings: PriceListing[], at: Date): Promise<void> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung art="ONLINE" umfang="TEIL" version="1.2.7"/><anbieter><firma>Donau Estate</firma>${listings.map((listing) => object(listing, ids)).join("")}</anbieter></openimmo>`;
  const db = await worker.db();
  await insertFeedCredentials(db, PRICE_FEED_URL);
  const result = await syncFeed({
    db,
    fetch: async () => new Response(xml, { headers: { "Content-Type": "application/xml" } }),
    now: at,
    trigger: "test",
  });
  expect(result.status).toBe("success");
}
