// The one error boundary: root and every route render the same page with their own
// texts per status, server-rendered so that it works without JavaScript.
import { expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

test("a 404 below a route without its own boundary shows the site's not-found page from root", async () => {
  const res = await worker.fetch("/immobilien/makler-beauftragen/gibt-es-nicht");
  expect(res.status).toBe(404);
  const html = await res.text();
  // The spec's words above a German heading (ADR 0013).
  expect(html).toMatch(
    /<section class="container error-page"><p class="error-page-code">404<span lang="en"> · <!-- -->Oops! Page not found<\/span><\/p><h1>Seite nicht gefunden<\/h1>/,
  );
  expect(html).toContain('<a class="button" href="/" data-discover="true">Zurück zur Startseite</a>');
  expect(html).not.toContain(">Immobilien ansehen</a>");
});

test("the not-found page offers a property search and the most visited pages", async () => {
  const res = await worker.fetch("/gibt-es-nicht");
  expect(res.status).toBe(404);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  // A plain GET form to the results' keyword search: works without JavaScript.
  const form = /<form[^>]*class="error-page-search"[^>]*>/.exec(html)?.[0] ?? "";
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/immobilien"');
  const input = /<input[^>]*id="not-found-keyword"[^>]*>/.exec(html)?.[0] ?? "";
  expect(input).toContain('type="search"');
  expect(input).toContain('name="keyword"');
  expect(html).toContain('<label for="not-found-keyword">Suchen Sie eine Immobilie?</label>');
  const popular = /<nav class="error-page-popular"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
  const links = [...popular.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, "&"));
  expect(links).toEqual(["/immobilien?status=SALE", "/immobilien?status=RENT", "/immobilien/bewertung", "/kontakt"]);
  // One button home: "Immobilien ansehen" would repeat the search and the first card.
  const actions = /<p class="error-page-actions">(.*?)<\/p>/s.exec(html)?.[1] ?? "";
  expect([...actions.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(["/"]);
  // The search leads somewhere real.
  const search = await worker.fetch("/immobilien?keyword=Altbau");
  expect(search.status).toBe(200);
});

test("the not-found page offers the newest listings in the site's card; without listings, none", async () => {
  const empty = (await (await worker.fetch("/gibt-es-auch-nicht")).text()).replace(/<!-- -->/g, "");
  expect(empty).not.toContain("Neu im Angebot");
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "NF1", objekttitel: "Neue Wohnung am Naschmarkt" });
  const res = await worker.fetch("/gibt-es-nicht");
  expect(res.status).toBe(404);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  const newest = /<section class="error-page-newest"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? "";
  expect(newest).toContain('<h2 id="not-found-newest">Neu im Angebot</h2>');
  expect(newest).toContain('<h3 class="property-card-title">Neue Wohnung am Naschmarkt</h3>');
  expect(newest).toMatch(/href="\/immobilien\/NF1"/);
  // The card's stylesheet comes with the page, or the cards would render unstyled.
  expect(html).toMatch(/<link[^>]* rel="stylesheet" href="[^"]*property-card[^"]*\.css"/);
});

test("a staff page's error is German and says the server's reason", async () => {
  const res = await worker.fetch("/login", {
    method: "POST",
    body: "kein Formular",
    headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: worker.url().origin },
  });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain('<section class="container error-page staff-page">');
  expect(html).toContain("<h1>Der Verwaltungsbereich ist nicht verfügbar</h1><p>Ungültige Anfrage.</p>");
  expect(html).toContain('<a class="button" href="/" data-discover="true">Zur Startseite</a>');
});
