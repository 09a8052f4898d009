// Merkliste without an account: the heart posts to /merkliste, the ids
// live in the `merkliste` cookie, /merkliste renders on the server and keeps withdrawn listings as
// "nicht mehr verfügbar"; a broken cookie or form is a 4xx or an empty list, never a 500.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";

const worker = startWorker();
let activeId = 0;
let withdrawnId = 0;

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  activeId = (await insertProperty(db, { objektnr_intern: "W1", objekttitel: "Altbauwohnung am Augarten" })).id;
  withdrawnId = (
    await insertProperty(db, {
      objektnr_intern: "W2",
      objekttitel: "Verkaufte Maisonette",
      active: 0,
      withdrawn_at: "2026-01-01T00:00:00Z",
    })
  ).id;
});

const sameOrigin = () => ({ Origin: worker.url().origin });
const heart = (fields: Record<string, string>, headers: Record<string, string> = sameOrigin()) =>
  worker.fetch("/merkliste", formPost(fields, headers));

test("the heart saves a listing in the merkliste cookie and goes back to the page", async () => {
  const res = await heart({ id: String(activeId), intent: "add", redirectTo: "/immobilien?page=2" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/immobilien?page=2");
  const cookie = res.headers.get("Set-Cookie") ?? "";
  expect(cookie).toMatch(new RegExp(`^merkliste=${activeId}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");

  const again = await heart(
    { id: String(withdrawnId), intent: "add", redirectTo: "/merkliste" },
    { ...sameOrigin(), Cookie: `merkliste=${activeId}` },
  );
  expect(again.headers.get("Set-Cookie")).toMatch(new RegExp(`^merkliste=${withdrawnId}\\.${activeId};`));
});

test("removing the last listing deletes the cookie", async () => {
  const res = await heart(
    { id: String(activeId), intent: "remove", redirectTo: "/merkliste" },
    { ...sameOrigin(), Cookie: `merkliste=${activeId}` },
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Set-Cookie")).toMatch(/^merkliste=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
});

test("the page shows saved listings and withdrawn ones as nicht mehr verfügbar", async () => {
  const res = await worker.fetch("/merkliste", { headers: { Cookie: `merkliste=${activeId}.${withdrawnId}.999999` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = (await res.text()).replace(/<!-- -->/g, "");
  expect(html).toContain("<h1");
  expect(html).toContain("Altbauwohnung am Augarten");
  expect(html).toContain('href="/immobilien/W1"');
  expect(html).toContain("Verkaufte Maisonette – <strong>nicht mehr verfügbar</strong>");
  expect(html).toContain("Immobilie – <strong>nicht mehr verfügbar</strong>");
  // A withdrawn listing is not linked: its page is a 410.
  expect(html).not.toContain('href="/immobilien/W2"');
  // The saved card's heart removes it.
  expect(html).toContain("Altbauwohnung am Augarten von der Merkliste entfernen");
});

test("a saved card says 'Preis gesenkt' after a recent reduction; a withdrawn one names its place (ADR 0363)", async () => {
  const db = await worker.db();
  const reduced = await insertProperty(db, {
    objektnr_intern: "W3",
    objekttitel: "Reihenhaus am Waldrand",
    ort: "Klosterneuburg",
    plz: "3400",
    price_reduced_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  });
  const earlier = await insertProperty(db, {
    objektnr_intern: "W4",
    objekttitel: "Stadtwohnung am Ring",
    price_reduced_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
  });
  const gone = await insertProperty(db, {
    objektnr_intern: "W5",
    objekttitel: "Vermietetes Büro",
    ort: "Mödling",
    plz: "2340",
    active: 0,
    withdrawn_at: "2026-01-01T00:00:00Z",
  });
  const res = await worker.fetch("/merkliste", { headers: { Cookie: `merkliste=${reduced.id}.${earlier.id}.${gone.id}` } });
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  const cardOf = (id: string) => {
    const start = html.indexOf(`href="/immobilien/${id}"`);
    expect(start, id).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf("</article>", start));
  };
  expect(cardOf("W3")).toContain('class="property-badge price-reduced-badge">Preis gesenkt<');
  // A reduction three months ago is no news.
  expect(cardOf("W4")).not.toContain("Preis gesenkt");
  expect(html).toContain(
    'Vermietetes Büro – <strong>nicht mehr verfügbar</strong><span class="watchlist-unavailable-place">Mödling</span>',
  );
});

test("an empty or broken cookie shows the empty list, not an error", async () => {
  for (const cookie of [
    "",
    "merkliste=",
    "merkliste=abc.-1.0.%00.99999999999999999",
    `merkliste=${"424242.".repeat(3000)}`,
    "merkliste=%E0%A4%A",
  ]) {
    const res = await worker.fetch("/merkliste", { headers: cookie ? { Cookie: cookie } : {} });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(cookie.startsWith("merkliste=4") ? "nicht mehr verfügbar" : "Ihre Merkliste ist leer.");
  }
});

test("an empty list says how to start and suggests current listings; a filled one does not", async () => {
  const empty = await (await worker.fetch("/merkliste")).text();
  expect(empty).toContain("<h2>Noch nichts gemerkt</h2>");
  expect(empty).toContain("<h2>Aktuelle Immobilien</h2>");
  expect(empty).toContain("Altbauwohnung am Augarten");
  // A withdrawn listing is never suggested.
  expect(empty).not.toContain("Verkaufte Maisonette");
  const filled = await (await worker.fetch("/merkliste", { headers: { Cookie: `merkliste=${activeId}` } })).text();
  expect(filled).not.toContain("Noch nichts gemerkt");
  expect(filled).not.toContain("<h2>Aktuelle Immobilien</h2>");
});

test("cards and the detail page show what is saved", async () => {
  const cookie = { Cookie: `merkliste=${activeId}` };
  const listing = await (await worker.fetch("/immobilien", { headers: cookie })).text();
  expect(listing).toContain("Altbauwohnung am Augarten von der Merkliste entfernen");
  const fresh = await (await worker.fetch("/immobilien")).text();
  expect(fresh).toContain("Altbauwohnung am Augarten merken");
  const detail = await (await worker.fetch("/immobilien/W1", { headers: cookie })).text();
  expect(detail).toContain("Gemerkt – von der Merkliste entfernen");
  expect(detail).toMatch(
    /<form [^>]*action="\/merkliste" method="post"><input type="hidden" name="id" value="\d+"\/><input type="hidden" name="intent" value="remove"\/>/,
  );
});

test("bad form input is a 400 with a German message", async () => {
  for (const fields of <Record<string, string>[]>[
    { id: "abc", intent: "add" },
    { id: "1", intent: "toggle" },
    { id: "0", intent: "add" },
    { intent: "add" },
  ]) {
    const res = await heart(fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Ungültige Anfrage: Diese Immobilie kann nicht gemerkt werden.");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  }
});

test("the way back must be a path on this site", async () => {
  for (const redirectTo of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
    const res = await heart({ id: String(activeId), intent: "add", redirectTo });
    expect(res.headers.get("Location")).toBe("/merkliste");
  }
});

test("another site cannot fill a visitor's Merkliste", async () => {
  const res = await heart({ id: String(activeId), intent: "add" }, { Origin: "https://evil.example" });
  expect(res.status).toBe(403);
  expect(res.headers.get("Set-Cookie")).toBeNull();
  const fetchMeta = await heart({ id: String(activeId), intent: "add" }, { "Sec-Fetch-Site": "cross-site" });
  expect(fetchMeta.status).toBe(403);
});
