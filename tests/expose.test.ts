// The PDF exposé through the REAL Worker: the first request queues it
// and says "wird erstellt" (202); the photo-jobs consumer renders it with pdf-lib (Noto Sans
// subsets, the seed photos as JPEG through the Images binding) into R2; the route then serves it.
// Its text is read back with poppler's pdftotext. A changed listing is never served the old PDF.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { insertAgent, insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const dir = mkdtempSync(join(tmpdir(), "expose-"));
let propertyId = 0;

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  // The listing's contact is on the team page as "Frau": the PDF's heading follows the detail page's.
  await insertAgent(db, { name: "Maria Muster", slug: "maria-muster", email: "Maria.Muster@donau-estate.example", anrede: "Frau" });
  propertyId = (
    await insertProperty(db, {
      objektnr_intern: "E1",
      objektnr_extern: "EXP-1",
      objekttitel: "Stilaltbau mit Balkon am Augarten",
      objektbeschreibung: "<p>Helle Altbauwohnung mit Flügeltüren und Fischgrätparkett.</p>",
      kaufpreis: 1234567,
      wohnflaeche: 98.5,
      hwbwert: 45.2,
      hwbklasse: "B",
      fgeewert: 0.82,
      fgeeklasse: "A",
      aussen_courtage: "3 % zzgl. 20 % USt.",
      kontakt_vorname: "Maria",
      kontakt_name: "Muster",
      titelbild_url: "/images/properties/altbau-1.webp",
      bilder_urls: JSON.stringify(["/images/properties/altbau-1.webp", "/images/properties/living-1.webp"]),
    })
  ).id;
  // A rental with one photo and a description longer than a page, with a list and long words.
  const paragraph =
    "Die Grundrissgestaltung mit Durchgangszimmerfreiheit und Einbauküchenausstattung überzeugt; " +
    "Donaudampfschifffahrtsgesellschaftskapitänswohnung heißt sie im Haus, weil ihr Erker zur Donau schaut. ";
  await insertProperty(db, {
    objektnr_intern: "E3",
    objekttitel: "Mietwohnung mit Erker und Donaublick in der Leopoldstadt",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1480,
    objektbeschreibung: `<p>Die Highlights auf einen Blick:</p><ul><li>Balkon mit ca. 11,5 m²</li><li>Personenaufzug</li></ul>${Array.from(
      { length: 14 },
      (_, index) => `<p>${index + 1}. Absatz. ${paragraph.repeat(3)}</p>`,
    ).join("")}`,
    titelbild_url: "/images/properties/living-1.webp",
    bilder_urls: JSON.stringify(["/images/properties/living-1.webp"]),
  });
  // No photos at all (the fallback picture is never printed).
  // Its contact has no team entry, so no Anrede.
  await insertProperty(db, {
    objektnr_intern: "E4",
    objekttitel: "Baugrund ohne Fotos",
    objektbeschreibung: null,
    lage: null,
    kontakt_email: "feed.kontakt@example.at",
  });
  await insertProperty(db, { objektnr_intern: "E2", objekttitel: "Verkaufte Wohnung", active: 0, withdrawn_at: new Date().toISOString() });
});

/** Ask until the consumer has made it: 202 "wird erstellt" meanwhile, then the PDF. */
async function fetchPdf(path: string): Promise<{ bytes: Buffer; response: Response }> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await worker.fetch(path);
    if (response.status === 200) return { bytes: Buffer.from(await response.arrayBuffer()), response };
    expect(response.status).toBe(202);
    const html = await response.text();
    expect(html).toContain("Das Exposé wird erstellt");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the exposé was never generated");
}

function pdfText(bytes: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

test("the detail page links the exposé", async () => {
  const html = await (await worker.fetch("/immobilien/E1")).text();
  expect(html).toContain('<a href="/immobilien/E1/expose.pdf" type="application/pdf">Exposé als PDF</a>');
});

test("the exposé is made in the queue, not on the request, and holds the listing's facts", async () => {
  const first = await worker.fetch("/immobilien/E1/expose.pdf");
  expect(first.status).toBe(202);
  expect(first.headers.get("Retry-After")).toBe("15");
  // The waiting page is in the site's frame: its stylesheet, header and footer (ADR 0157).
  const waiting = await first.text();
  expect(waiting).toContain('<html lang="de-AT">');
  expect(waiting).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/);
  expect(waiting).toContain('<header class="site-header" id="site-header"><div class="site-header-inner">');
  expect(waiting).toContain('<footer class="site-footer" id="site-footer">');
  expect(waiting).toContain('<a class="button" href="/immobilien/E1/expose.pdf">Jetzt erneut versuchen</a>');
  expect(waiting).toContain('<meta http-equiv="refresh" content="15"/>');
  // The footer's legal links, the withdrawal function among them (ADR 0135).
  expect(waiting).toMatch(/<ul class="footer-legal">.*<a href="\/widerruf">Vertrag widerrufen<\/a>/s);

  const { bytes, response } = await fetchPdf("/immobilien/E1/expose.pdf");
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Content-Disposition")).toBe('inline; filename="Expose-E1.pdf"');
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const text = pdfText(bytes, "e1.pdf");
  expect(text).toContain("Stilaltbau mit Balkon am Augarten");
  expect(text).toContain("Ihre Ansprechpartnerin");
  expect(text).not.toContain("Ihr Ansprechpartner\n");
  // de-AT price format, the facts and the Preisdetails ("€" and amount joined by a no-break space).
  expect(text).toMatch(/€\s1\.234\.567/);
  expect(text).toMatch(/98,5\sm²/);
  expect(text).toMatch(/HWB\s+45,2\skWh\/m²a/);
  expect(text).toContain("fGEE");
  expect(text).toContain("0,82");
  // The broker with contact.
  expect(text).toContain("Maria Muster");
  expect(text).toContain("maria.muster@donau-estate.example");
  // The one-off costs with the stated commission: 3 % + 20 % USt. = 3,6 % of the price, in one row.
  expect(text).toContain("Einmalige Kosten");
  expect(text).toContain("Preis und monatliche Kosten");
  expect(text).toMatch(/Grunderwerbsteuer \(3,5\s%\)\s+€\s43\.209,85/);
  expect(text).toMatch(/Provision \(3\s% zzgl\. 20\s% USt\.\).*\s+€\s44\.444,41/);
  expect(text).not.toContain("Maklerprovision");
  // The description, the page URL (also in the QR code) and the imprint line.
  expect(text).toContain("Fischgrätparkett");
  expect(text).toContain("http://localhost:8787/immobilien/E1");
  expect(text).toContain("FN 000000x, Handelsgericht Wien");

  // A4, the brand typeface embedded as subsets, the photos as JPEG.
  const file = join(dir, "e1.pdf");
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
  // pdf-lib names its subsets "NotoSans-Regular-1234" (no "ABCDEF+" tag, so pdffonts says sub "no");
  // the file size below proves the subsetting: each full font alone is 630 KB.
  expect(fonts).toMatch(/NotoSans-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
  expect(fonts).toMatch(/NotoSans-SemiBold\S*\s+CID TrueType\s+Identity-H\s+yes/);
  const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
  expect(images.split("\n").filter((line) => /\bjpeg\b/.test(line))).toHaveLength(2);
  // Small enough to mail: two photos and two font subsets.
  expect(bytes.length).toBeLessThan(300_000);
});

test("a rental with one photo and a description longer than a page: list items, whole blocks", async () => {
  const { bytes } = await fetchPdf("/immobilien/E3/expose.pdf");
  const file = join(dir, "e3.pdf");
  const text = pdfText(bytes, "e3.pdf");
  expect(text).toMatch(/€\s1\.480 \/ Monat/);
  expect(text).toContain("MIETE");
  expect(text).toContain("Einmalige Kosten");
  // List items stay lines of their own, with a bullet.
  expect(text).toMatch(/Die Highlights auf einen Blick:\s*\n\s*• Balkon mit ca\. 11,5 m²\s*\n\s*• Personenaufzug/);
  expect(text).toContain("14. Absatz.");
  // The over-long compound is cut with a hyphen, never lost: its two parts join again.
  expect(text.replace(/-\n\s*/g, "")).toContain("Donaudampfschifffahrtsgesellschaftskapitänswohnung");
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  // Blocks never cut: each page's text holds both energy scales or neither, and the one-off costs'
  // heading stands on the page of their note.
  for (let page = 1; page <= pages; page++) {
    const pageText = execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-layout", file, "-"], { encoding: "utf8" });
    expect(pageText.includes("Heizwärmebedarf")).toBe(pageText.includes("Gesamtenergieeffizienz-Faktor"));
    expect(pageText.includes("Energieausweis")).toBe(pageText.includes("Heizwärmebedarf"));
    expect(pageText.includes("Einmalige Kosten")).toBe(pageText.includes("Unverbindliche Nebenkostenübersicht"));
  }
  expect(
    execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .split("\n")
      .filter((line) => /\bjpeg\b/.test(line)),
  ).toHaveLength(1);
});

test("a listing without photos still makes a complete exposé", async () => {
  const { bytes } = await fetchPdf("/immobilien/E4/expose.pdf");
  const file = join(dir, "e4.pdf");
  const text = pdfText(bytes, "e4.pdf");
  expect(text).toContain("Baugrund ohne Fotos");
  expect(text).toContain("Keine Beschreibung verfügbar.");
  // A contact without a team entry: the neutral heading, as on the detail page (ADR 0332).
  expect(text).toContain("Ihre Ansprechperson");
  expect(execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })).not.toMatch(/\bjpeg\b/);
  expect(bytes.length).toBeLessThan(80_000);
});

test("a changed listing is never served its old PDF: it is made again", async () => {
  const db = await worker.db();
  await db
    .updateTable("immobilien")
    .set({ kaufpreis: 1190000, price_value: 1190000, updated_at: new Date(Date.now() + 1000).toISOString() })
    .where("id", "=", propertyId)
    .execute();
  const stale = await worker.fetch("/immobilien/E1/expose.pdf");
  expect(stale.status).toBe(202);
  const { bytes } = await fetchPdf("/immobilien/E1/expose.pdf");
  const text = pdfText(bytes, "e1-changed.pdf");
  expect(text).toMatch(/€\s1\.190\.000/);
  expect(text).not.toMatch(/€\s1\.234\.567/);
});

test("unknown and withdrawn listings have no exposé: German 404 and 410 pages", async () => {
  const unknown = await worker.fetch("/immobilien/gibt-es-nicht/expose.pdf");
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain("Exposé nicht gefunden");
  const withdrawn = await worker.fetch("/immobilien/E2/expose.pdf");
  expect(withdrawn.status).toBe(410);
  expect(await withdrawn.text()).toContain("Immobilie nicht mehr verfügbar");
  const db = await worker.db();
  const requested = await db.selectFrom("listing_exposes").select("property_id").execute();
  expect(requested.map((row) => row.property_id)).not.toContain(
    (await db.selectFrom("immobilien").select("id").where("objektnr_intern", "=", "E2").executeTakeFirstOrThrow()).id,
  );
});

test("the exposé is deleted with the listing's photos, 30 days after withdrawal", async () => {
  const env = await worker.env();
  const key = `expose/${propertyId}.pdf`;
  expect(await env.PHOTOS.head(key)).not.toBeNull();
  const withdrawnAt = new Date();
  const db = await worker.db();
  await db.updateTable("immobilien").set({ active: 0, withdrawn_at: withdrawnAt.toISOString() }).where("id", "=", propertyId).execute();
  await worker.scheduled("0 * * * *", new Date(withdrawnAt.getTime() + 29 * 86_400_000));
  expect(await env.PHOTOS.head(key)).not.toBeNull();
  await worker.scheduled("0 * * * *", new Date(withdrawnAt.getTime() + 31 * 86_400_000));
  expect(await env.PHOTOS.head(key)).toBeNull();
  expect(await db.selectFrom("listing_exposes").select("property_id").where("property_id", "=", propertyId).execute()).toEqual([]);
});

test("a queue that refuses the job gives the claim back: the next request queues it", async () => {
  const { requestExpose } = await import("~/server/expose/generate.server");
  const db = await worker.db();
  const property = await db.selectFrom("immobilien").select("id").where("objektnr_intern", "=", "E4").executeTakeFirstOrThrow();
  const args = { propertyId: property.id, routeId: "E4", version: "v-queue-test", now: new Date() };
  const refusing = { send: async () => Promise.reject(new Error("queue down")) } as unknown as Queue<unknown>;
  expect(await requestExpose({ db, queue: refusing }, args)).toBe(false);
  const sent: unknown[] = [];
  const working = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue<unknown>;
  expect(await requestExpose({ db, queue: working }, args)).toBe(true);
  expect(sent).toEqual([{ expose: "E4" }]);
});
