// /immobilien: states (missing credentials, empty) and pagination edges (spec sections 5, 8, 9).
import { sql } from "kysely";
import { expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

async function page(query: string) {
  const res = await worker.fetch(`/immobilien${query}`);
  const html = await res.text();
  const cards = [...html.matchAll(/href="\/immobilien\/(P\d{3})"/g)].map((match) => match[1]);
  const nav = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  const labels = [...nav.matchAll(/aria-label="Seite (\d+)"|class="pagination-gap"/g)].map((match) => (match[1] ? Number(match[1]) : "…"));
  const current = /aria-current="page"[^>]*>(\d+)</.exec(nav)?.[1] ?? /aria-label="Seite (\d+)"[^>]*aria-current="page"/.exec(nav)?.[1];
  return { status: res.status, html, cards, nav, labels, current: current ? Number(current) : null };
}

test("with no feed credentials and no properties the setup notice shows", async () => {
  const result = await page("");
  expect(result.status).toBe(200);
  expect(result.html).toContain("API-Zugangsdaten fehlen");
  expect(result.html).not.toContain("Keine Immobilien gefunden");
});

test("without feed credentials the setup notice shows even when properties are listed", async () => {
  const db = await worker.db();
  const listed = await insertProperty(db, { objektnr_intern: "P999", objekttitel: "Wohnung ohne Feed" });
  const result = await page("");
  await db.deleteFrom("immobilien_amenities").where("immobilie_id", "=", listed.id).execute();
  await db.deleteFrom("immobilien").where("id", "=", listed.id).execute();
  expect(result.status).toBe(200);
  expect(result.html).toContain("API-Zugangsdaten fehlen");
  expect(result.cards).toEqual([]);
});

test("with credentials but no properties the empty state shows", async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  const result = await page("");
  expect(result.html).toContain("Keine Immobilien gefunden");
  expect(result.html).not.toContain("API-Zugangsdaten fehlen");
  expect(result.nav).toBe("");
});

test("61 properties make 6 pages of 12: every page number, 'Zurück' and 'Weiter' as links", async () => {
  const db = await worker.db();
  for (let i = 1; i <= 61; i++) {
    await insertProperty(db, {
      objektnr_intern: `P${String(i).padStart(3, "0")}`,
      angebot_typ: i % 2 === 0 ? "Miete" : "Kauf",
      gesamtmietebrutto: i % 2 === 0 ? 1000 + i : null,
    });
  }
  const first = await page("");
  expect(first.html).toContain("Gefunden: 61 Immobilien");
  expect(first.cards).toHaveLength(12);
  expect(first.cards[0]).toBe("P061");
  // Six pages: no ellipsis hides any of them (ADR 0322).
  expect(first.labels).toEqual([1, 2, 3, 4, 5, 6]);
  expect(first.current).toBe(1);
  expect(first.nav).not.toContain('rel="prev"');
  expect(first.nav).toMatch(/<a [^>]*href="\/immobilien\?page=2"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/immobilien\?page=2"/);

  const fourth = await page("?page=4");
  expect(fourth.labels).toEqual([1, 2, 3, 4, 5, 6]);
  expect(fourth.cards[0]).toBe("P025");
  expect(fourth.current).toBe(4);
  expect(fourth.nav).toMatch(/<a [^>]*href="\/immobilien\?page=3"[^>]*rel="prev"|<a [^>]*rel="prev"[^>]*href="\/immobilien\?page=3"/);
  expect(fourth.nav).toMatch(/<a [^>]*href="\/immobilien\?page=5"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/immobilien\?page=5"/);
  expect(fourth.nav).toContain("Zurück");
  expect(fourth.nav).toContain("Weiter");

  const last = await page("?page=6");
  expect(last.cards).toEqual(["P001"]);
  expect(last.nav).toContain('rel="prev"');
  expect(last.nav).not.toContain('rel="next"');

  // On the map the list's pages stay on the map, and a line says that the map shows all pages.
  const map = await page("?ansicht=karte&page=2");
  expect(map.nav).toContain('href="/immobilien?page=3&amp;ansicht=karte"');
  expect(map.nav).toContain('href="/immobilien?ansicht=karte"');
  expect(map.nav).toContain("Seite 2 von 6 · die Karte zeigt die Treffer aller Seiten");
  expect(first.nav).not.toContain("die Karte zeigt");
});

test("out-of-range and nonsense pages are clamped, never a 500", async () => {
  const beyond = await page("?page=99999");
  expect(beyond.status).toBe(200);
  expect(beyond.cards).toEqual(["P001"]);
  expect(beyond.current).toBe(6);
  for (const bad of ["-1", "0", "abc", "1.5", "99999999999999999999"]) {
    const result = await page(`?page=${bad}`);
    expect(result.status, bad).toBe(200);
    expect(result.current, bad).toBe(1);
    expect(result.cards[0], bad).toBe("P061");
  }
});

test("pagination links keep the filters, and one page hides the pagination", async () => {
  const rent = await page("?status=RENT&page=2");
  expect(rent.html).toContain("Gefunden: 30 Immobilien");
  expect(rent.nav).toContain('href="/immobilien?status=RENT&amp;page=3"');
  expect(rent.nav).toContain('href="/immobilien?status=RENT"');
  const few = await page("?status=RENT&priceMin=1050");
  expect(few.html).toContain("Gefunden: 6 Immobilien");
  expect(few.nav).toBe("");
});

// Last in this file: it removes a table. Spec section 8, list fetch failure.
test("a failing search explains itself with the spec's texts and a 503, never a 500", async () => {
  const db = await worker.db();
  await sql`DROP TABLE immobilien_amenities`.execute(db);
  const result = await page("?amenities=balkon");
  expect(result.status).toBe(503);
  expect(result.html).toContain("Es ist ein Fehler aufgetreten");
  expect(result.html).toContain("Fehler beim Laden der Immobilien. Bitte versuchen Sie es später erneut.");
  expect(result.html).toMatch(
    /class="toast toast-error"[\s\S]*?<strong>Fehler<\/strong><p>Die Immobilien konnten nicht geladen werden\.<\/p>/,
  );
  // Count error: the count line is hidden (spec section 8).
  expect(result.html).not.toContain("Gefunden:");
  expect(result.cards).toEqual([]);
});
