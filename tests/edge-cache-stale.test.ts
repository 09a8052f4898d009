// Stale-while-revalidate at the edge, through the real Worker with copies fresh for one
// second (five minutes in production): a copy past its fresh time is served at once, and the
// next visitor gets the copy rendered behind the first one; a copy whose tag was purged is never
// served stale.
import { expect, test } from "vitest";
import { cacheState } from "./edge-cache-helpers";
import { insertBlogPost } from "./factories";
import { startWorker } from "./harness";
import { waitFor } from "./leads-helpers";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker({ vars: { EDGE_CACHE: "on", EDGE_CACHE_FRESH_SECONDS: "1" } });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a copy past its fresh time is served at once while a new one renders behind the visitor", async () => {
  const db = await worker.db();
  await insertBlogPost(db, { id: "erster", title: "Erster Beitrag zum Wohnen" });
  await worker.fetch("/blog");
  const hit = await worker.fetch("/blog");
  expect(cacheState(hit)).toBe("hit");
  await hit.body?.cancel();

  // A post that appears without a staff edit (a scheduled publication date): no purge.
  await insertBlogPost(db, { id: "zweiter", title: "Zweiter Beitrag zum Kaufen" });
  await pause(1_100);
  const stale = await worker.fetch("/blog");
  expect(cacheState(stale)).toBe("stale");
  const staleHtml = await stale.text();
  expect(staleHtml).toContain("Erster Beitrag zum Wohnen");
  expect(staleHtml).not.toContain("Zweiter Beitrag zum Kaufen");

  // The replacement is stored behind that answer: a later visitor gets it from the cache.
  const refreshed = await waitFor(async () => {
    const res = await worker.fetch("/blog");
    const html = await res.text();
    return cacheState(res) === "hit" && html.includes("Zweiter Beitrag zum Kaufen") ? html : null;
  }, 10_000);
  expect(refreshed).toContain("Erster Beitrag zum Wohnen");
});

test("a copy whose listings a sync changed is rendered again, never served stale", async () => {
  feedXml = feed(250000);
  await worker.scheduled("0 * * * *");
  await (await worker.fetch("/immobilien/7801")).body?.cancel();
  await pause(1_100);
  feedXml = feed(239000);
  await worker.scheduled("0 * * * *");
  const res = await worker.fetch("/immobilien/7801");
  expect(cacheState(res)).toBe("miss");
  expect(await res.text()).toContain("239.000");
});

let feedXml = "";
serveLocalFeed(worker, (_req, res) => {
  res.writeHead(200, { "Content-Type": "application/xml" });
  res.end(feedXml);
});

function feed(price: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="TEIL" version="1.2.7"/><anbieter><firma>Donau Estate</firma><immobilie>
  <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
  <geo><plz>1160</plz><ort>Wien</ort></geo>
  <preise><kaufpreis>${price}</kaufpreis></preise>
  <flaechen><wohnflaeche>48</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
  <freitexte><objekttitel>Wohnung am Brunnenmarkt</objekttitel><objektbeschreibung>Ruhig.</objektbeschreibung></freitexte>
  <verwaltung_techn><objektnr_intern>7801</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>STALE7801</openimmo_obid></verwaltung_techn>
</immobilie></anbieter></openimmo>`;
}
