// A feed with one huge object (a 60 MB text node in a 61 KB ZIP) through the real Worker: the run
// completes, the object is skipped and counted, and the listing it stands for is not withdrawn.
// ASVS 5.0 V15.2.2 (resource limits on parsed input).
import { zipSync } from "fflate";
import { expect, test } from "vitest";
import { startWorker } from "./harness";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker();
let body: Uint8Array | string = "";
let type = "application/xml";
serveLocalFeed(worker, (_req, res) => {
  res.writeHead(200, { "Content-Type": type });
  res.end(body);
});

function object(n: number, description: string): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <kontaktperson><name>Huber</name><email_direkt>huber@example.at</email_direkt></kontaktperson>
    <preise><kaufpreis>350000</kaufpreis></preise>
    <flaechen><wohnflaeche>60</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>Wohnung ${n}</objekttitel><objektbeschreibung>${description}</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_intern>${8800 + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>CAP${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

const feed = (second: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="VOLL"/><anbieter><firma>F</firma>${object(1, "Eins")}${object(2, second)}${object(3, "Drei")}</anbieter></openimmo>`;

async function sync() {
  const env = await worker.env();
  const before = await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM sync_runs").first<{ id: number }>();
  await worker.scheduled("0 * * * *");
  for (let i = 0; i < 300; i++) {
    const run = await env.DB.prepare("SELECT * FROM sync_runs WHERE id > ? AND status != 'running' ORDER BY id DESC LIMIT 1")
      .bind(before?.id ?? 0)
      .first<{ status: string; items_skipped: number; items_withdrawn: number; error_message: string | null }>();
    if (run) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no sync run");
}

test("a 60 MB text node in a small ZIP is skipped and counted; its listing stays online", async () => {
  body = feed("Zwei");
  expect((await sync()).status).toBe("success");
  const xml = feed(`${"A".repeat(60 * 1024 * 1024)}`);
  body = zipSync({ "feed.xml": new TextEncoder().encode(xml) });
  type = "application/zip";
  expect(body.byteLength).toBeLessThan(200_000);
  const run = await sync();
  // A skipped object makes the run partial, as every bad object does (DESIGN.md section 5 step 6).
  expect(run.status, run.error_message ?? "").toBe("partial");
  expect(run.items_skipped).toBe(1);
  expect(run.items_withdrawn).toBe(0);
  const db = await worker.db();
  const rows = await db
    .selectFrom("immobilien")
    .select(["objektnr_intern", "active"])
    .where("objektnr_intern", "in", ["8801", "8802", "8803"])
    .execute();
  expect(rows.map((row) => [row.objektnr_intern, row.active]).sort()).toEqual([
    ["8801", 1],
    ["8802", 1],
    ["8803", 1],
  ]);
});
