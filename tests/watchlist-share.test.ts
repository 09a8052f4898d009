// Merkliste teilen und vergleichen: the share link carries only listing ids and
// an HMAC under the site key; a changed id or signature is a 404. The comparison is a GET form
// from the list, server-rendered; a wrong choice goes back to the list with a German message
// there, never an error page or a 500.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const ids: number[] = [];
let withdrawnId = 0;

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  ids.push(
    (
      await insertProperty(db, {
        objektnr_intern: "S1",
        objekttitel: "Dachgeschoß am Karmelitermarkt",
        kaufpreis: 450000,
        wohnflaeche: 90,
        etage: "5",
        betriebskostennetto: 463.6,
        reparaturruecklage_netto: 184.51,
      })
    ).id,
  );
  ids.push(
    (
      await insertProperty(db, {
        objektnr_intern: "S2",
        objekttitel: "Gartenwohnung in Hietzing",
        kaufpreis: 690000,
        wohnflaeche: 115,
        aussen_courtage: "3 % zzgl. 20 % USt.",
      })
    ).id,
  );
  ids.push(
    (
      await insertProperty(db, {
        objektnr_intern: "S3",
        objekttitel: "Mietwohnung beim Naschmarkt",
        angebot_typ: "Miete",
        kaufpreis: null,
        gesamtmietebrutto: 1450,
        betriebskostennetto: 210,
        wohnflaeche: 72,
        hwbwert: 38.4,
        hwbklasse: "B",
      })
    ).id,
  );
  withdrawnId = (await insertProperty(db, { objektnr_intern: "S4", objekttitel: "Verkauftes Penthouse", active: 0 })).id;
});

const cookie = () => ({ Cookie: `merkliste=${ids.join(".")}.${withdrawnId}` });

async function shareLink(): Promise<URL> {
  const html = await (await worker.fetch("/merkliste", { headers: cookie() })).text();
  const match = /<input id="watchlist-share-url" type="url" readOnly="" value="([^"]+)"/.exec(html);
  expect(match, "the Merkliste offers a share link").not.toBeNull();
  return new URL((match?.[1] ?? "").replace(/&amp;/g, "&"));
}

test("the share link holds only the available ids and a signature, and shows the same listings to anyone", async () => {
  const link = await shareLink();
  expect(link.pathname).toBe("/merkliste/geteilt");
  expect([...link.searchParams.keys()]).toEqual(["ids", "sig"]);
  expect(link.searchParams.get("ids")).toBe(ids.join("."));
  expect(link.searchParams.get("sig")).toMatch(/^[A-Za-z0-9_-]{22}$/);

  // A fresh visitor: no cookie at all.
  const res = await worker.fetch(link.pathname + link.search);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = (await res.text()).replace(/<!-- -->/g, "");
  expect(html).toContain("Geteilte Merkliste");
  for (const title of ["Dachgeschoß am Karmelitermarkt", "Gartenwohnung in Hietzing", "Mietwohnung beim Naschmarkt"])
    expect(html).toContain(title);
  expect(html).not.toContain("Verkauftes Penthouse");
  expect(html).toContain('action="/merkliste/vergleich"');
});

test("a tampered share link is a German 404", async () => {
  const link = await shareLink();
  const signature = link.searchParams.get("sig") ?? "";
  const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
  const variants = [
    `ids=${ids.join(".")}&sig=${flipped}`,
    `ids=${[...ids, withdrawnId].join(".")}&sig=${signature}`,
    `ids=${ids.slice(0, 2).join(".")}&sig=${signature}`,
    `ids=${[...ids].reverse().join(".")}&sig=${signature}`,
    `ids=${ids.join(".")}`,
    `sig=${signature}`,
    `ids=abc&sig=${signature}`,
    `ids=${"1.".repeat(2000)}1&sig=${signature}`,
  ];
  for (const query of variants) {
    const res = await worker.fetch(`/merkliste/geteilt?${query}`);
    expect(res.status, query.slice(0, 60)).toBe(404);
    const html = await res.text();
    expect(html).toContain("Merkliste nicht gefunden");
    expect(html).not.toContain("Dachgeschoß am Karmelitermarkt");
  }
});

test("every card on the list holds a Vergleichen toggle tied to the GET form", async () => {
  const html = await (await worker.fetch("/merkliste", { headers: cookie() })).text();
  expect(html).toContain('<form id="watchlist-compare" class="watchlist-compare-bar" action="/merkliste/vergleich" method="get">');
  for (const id of ids) {
    const card = new RegExp(`<article class="property-card">((?:(?!</article>).)*value="${id}"(?:(?!</article>).)*)</article>`, "s").exec(
      html,
    )?.[1];
    expect(compareBox(card ?? "", id), `card ${id} holds its toggle`).toContain('form="watchlist-compare"');
  }
  // Without JavaScript the button is enabled; the server checks the count.
  expect(html).toMatch(/<button type="submit" class="button">Vergleichen<\/button>/);
});

test("with two to four saved, one link compares them all; the instruction is said once, for any device", async () => {
  const html = (await (await worker.fetch("/merkliste", { headers: cookie() })).text()).replace(/<!-- -->/g, "");
  // Two sales and a rental: the two sales lead, filled (ADR 0349); "Alle 3 vergleichen" closes the
  // mix line as a link, so one button comes before the first card (ADR 0366).
  const lead = /<a class="button watchlist-compare-lead" href="([^"]+)">([^<]+)<\/a>/.exec(html);
  expect(lead?.[2]).toBe("2 Wohnimmobilien zum Kauf vergleichen");
  expect(lead?.[1]?.replaceAll("&amp;", "&")).toBe(`/merkliste/vergleich?id=${ids[0]}&id=${ids[1]}`);
  expect(html.match(/<a class="button[^"]*"[^>]*>[^<]*vergleichen<\/a>/g)).toHaveLength(1);
  const all = /<a class="watchlist-compare-all-link" href="([^"]+)">([^<]+)<\/a>/.exec(html);
  expect(all?.[2]).toBe("Alle 3 vergleichen");
  expect(all?.[1]?.replaceAll("&amp;", "&")).toBe(`/merkliste/vergleich?${ids.map((id) => `id=${id}`).join("&")}`);
  // The other way beside it, said once: ticking "Vergleichen" in the cards.
  expect(html.match(/Oder wählen Sie in den Karten „Vergleichen“ \(2\u00a0bis\u00a04\)\./g)).toHaveLength(1);
  expect(html).not.toContain("Wählen Sie bei 2 bis 4 Immobilien");
  expect(html).not.toContain("Tippen Sie");
  // "Merkliste teilen" sits in the page head, before the first card.
  expect(html.indexOf("<summary>Merkliste teilen</summary>")).toBeGreaterThan(0);
  expect(html.indexOf("<summary>Merkliste teilen</summary>")).toBeLessThan(html.indexOf('<article class="property-card">'));
});

test("each column of a comparison has a link that removes it; with one left it leads back to the list", async () => {
  const [a = 0, b = 0, c = 0] = ids;
  const removeLinks = async (query: string) => {
    const html = await (await worker.fetch(`/merkliste/vergleich?${query}`)).text();
    const links = [...html.matchAll(/<a[^>]*class="compare-remove"[^>]*>/g)];
    return links.map((link) => /href="([^"]+)"/.exec(link[0])?.[1]?.replaceAll("&amp;", "&"));
  };
  expect(await removeLinks(`id=${a}&id=${b}&id=${c}`)).toEqual([
    `/merkliste/vergleich?id=${b}&id=${c}`,
    `/merkliste/vergleich?id=${a}&id=${c}`,
    `/merkliste/vergleich?id=${a}&id=${b}`,
  ]);
  expect(await removeLinks(`id=${a}&id=${b}`)).toEqual(["/merkliste", "/merkliste"]);
  // From a shared list: the way back to it stays, and the last step leads there.
  const shared = `/merkliste/geteilt?ids=${a}.${b}.${c}&sig=abc`;
  const back = encodeURIComponent(shared);
  expect(await removeLinks(`id=${a}&id=${b}&id=${c}&zurueck=${back}`)).toContain(`/merkliste/vergleich?id=${a}&id=${b}&zurueck=${back}`);
  expect(await removeLinks(`id=${a}&id=${b}&zurueck=${back}`)).toEqual([shared, shared]);
  // The way back to the list is the first line above the title (review 54: it was only at the very bottom).
  const html = await (await worker.fetch(`/merkliste/vergleich?id=${a}&id=${b}`)).text();
  expect(html).toContain(
    '<p class="page-head-eyebrow"><a class="page-head-back" href="/merkliste" data-discover="true">Zurück zur Merkliste</a></p>',
  );
  const fromShared = await (await worker.fetch(`/merkliste/vergleich?id=${a}&id=${b}&zurueck=${back}`)).text();
  expect(fromShared).toContain(`>Zurück zur geteilten Merkliste</a></p>`);
  expect(fromShared.match(/Zurück zur (geteilten )?Merkliste/g)).toHaveLength(1);
});

test("three listings side by side: price, € per m², area, floor, energy, Provision and costs once and monthly", async () => {
  const res = await worker.fetch(`/merkliste/vergleich?${ids.map((id) => `id=${id}`).join("&")}`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  expect(html).toContain("Immobilien vergleichen");
  expect(html.match(/<th scope="col">/g)).toHaveLength(3);
  for (const label of ["Preis", "Preis pro m²", "Fläche", "Zimmer", "Etage", "HWB", "fGEE", "Provision", "Einmalig", "Monatlich"])
    expect(html).toContain(`<th scope="row"><span class="compare-row-label">${label}</span></th>`);
  expect(rowCells(html, "Preis")[0]).toMatch(/^€\u00a0450\.000/);
  expect(rowCells(html, "Preis")[2]).toBe("Gesamtmiete €\u00a01.450 / Monat");
  expect(rowCells(html, "Preis pro m²")[0]).toMatch(/^€\u00a05\.000 \/ m²/);
  expect(rowCells(html, "Preis pro m²")[2]).toBe("€\u00a020,14 / m² mtl.");
  expect(html).toContain("<td>3 % zzgl. 20 % USt.</td>");
  expect(html).toContain("38,4\u00a0kWh/m²a, Klasse B");
  // A buyer's monthly costs beside the rent's parts, apart from what is paid once (review 58).
  expect(rowCells(html, "Monatlich")[0]).toBe("€\u00a0648,11 / Monat (Betriebskosten €\u00a0463,60 netto, Rücklage €\u00a0184,51)");
  expect(rowCells(html, "Monatlich")[1]).toBe("–keine Angabe");
  expect(rowCells(html, "Monatlich")[2]).toBe("darin Betriebskosten €\u00a0210");
  // 450.000: 3,5 % + 1,1 % + 3,6 % (no Provision stated) + 1,5 % with 20 % USt. (1,8 %) = 10 % = 45.000.
  expect(rowCells(html, "Einmalig")[0]).toBe("ca. €\u00a045.000 Kaufnebenkosten");
  expect(rowCells(html, "Einmalig")[2]).toBe("–keine Angabe");
  // Long words carry soft hyphens, so a narrow column breaks them with a hyphen.
  expect(html).toContain("Kauf\u00adneben\u00adkosten");
  // Only the first states its floor; the others say so in words behind the dash.
  expect(rowCells(html, "Etage")).toEqual(["5. OG", "–keine Angabe", "–keine Angabe"]);
  expect(html).toContain('<span aria-hidden="true">–</span><span class="visually-hidden">keine Angabe</span>');
});

/** The compare checkbox of one listing, as its tag. */
function compareBox(html: string, id: number): string {
  return [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(`value="${id}"`)) ?? "";
}

/** The cells of one row of the comparison, as text, with their best-value mark. */
function rowCells(html: string, label: string): string[] {
  const row = new RegExp(`<th scope="row"><span class="compare-row-label">${label}</span></th>(.*?)</tr>`, "s").exec(html)?.[1] ?? "";
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) =>
    (cell[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/\u00ad/g, "")
      .trim(),
  );
}

test("the best value is marked in words: the € per m², only among offers of one kind; price and area are not ranked", async () => {
  const sale = await worker.fetch(`/merkliste/vergleich?id=${ids[0]}&id=${ids[1]}`);
  const saleHtml = (await sale.text()).replace(/<!-- -->/g, "");
  // Two sales: 5.000 €/m² (vs 6.000) is the lower price per m². The lower price and the larger
  // area are no better offer in themselves (a smaller flat costs less): no ✓ there.
  expect(rowCells(saleHtml, "Preis")).toEqual(["€\u00a0450.000", "€\u00a0690.000"]);
  expect(rowCells(saleHtml, "Preis pro m²")).toEqual(["€\u00a05.000 / m² ✓ niedrigster Preis pro m²", "€\u00a06.000 / m²"]);
  expect(rowCells(saleHtml, "Fläche")).toEqual(["90\u00a0m² Wohnfläche", "115\u00a0m² Wohnfläche"]);
  // Both state class C: a "best" among equals says nothing.
  expect(rowCells(saleHtml, "HWB").join("")).not.toContain("✓");
  expect(saleHtml).not.toContain("Miete und Kauf gemischt");

  const mixed = (await (await worker.fetch(`/merkliste/vergleich?${ids.map((id) => `id=${id}`).join("&")}`)).text()).replace(
    /<!-- -->/g,
    "",
  );
  expect(mixed).toContain("Miete und Kauf gemischt.");
  expect(mixed).toContain("Preise pro m² sind nur unter gleichartigen Angeboten vergleichbar.");
  // The note links the like-with-like comparison among these three: the two sales.
  expect(mixed).toContain(
    `<a href="/merkliste/vergleich?id=${ids[0]}&amp;id=${ids[1]}" data-discover="true">2 Wohnimmobilien zum Kauf vergleichen</a>`,
  );
  // A monthly rent is not "cheaper" than a price: a ✓ ranks the sales among themselves and leaves
  // the one rental, alone in its group, unmarked; the mark says which group it ranks.
  expect(rowCells(mixed, "Preis pro m²")[0]).toBe("€\u00a05.000 / m² ✓ niedrigster Preis pro m² (Kauf)");
  expect(rowCells(mixed, "Preis pro m²")[2]).not.toContain("✓");
  expect(rowCells(mixed, "Preis")).toEqual(["€\u00a0450.000", "€\u00a0690.000", "Gesamtmiete €\u00a01.450 / Monat"]);
  // Energy demand is the building's, whatever the deal: the rental's 38,4 kWh/m²a wins (ADR 0349).
  expect(rowCells(mixed, "HWB")).toEqual([
    "50\u00a0kWh/m²a, Klasse C",
    "50\u00a0kWh/m²a, Klasse C",
    "38,4\u00a0kWh/m²a, Klasse B ✓ niedrigster HWB",
  ]);
  // The legend says what ✓ means, in one line.
  expect(mixed).toContain(
    '<p class="compare-legend">✓ = niedrigster Preis pro m² (nur unter Angeboten gleicher Art) und niedrigster Energiebedarf.</p>',
  );
});

test("an office's Nutzfläche is never ranked against a flat's Wohnfläche: each kind is named and ranked on its own", async () => {
  const db = await worker.db();
  const office = (
    await insertProperty(db, {
      objektnr_intern: "S5",
      objekttitel: "Büro am Schwedenplatz",
      objektart: "Büro/Praxis",
      kaufpreis: 900000,
      wohnflaeche: null,
      nutzflaeche: 240,
    })
  ).id;
  const url = (chosen: number[]) => `/merkliste/vergleich?${chosen.map((id) => `id=${id}`).join("&")}`;
  const read = async (chosen: number[]) => (await (await worker.fetch(url(chosen))).text()).replace(/<!-- -->/g, "");

  // A flat and an office: 240 m² of office space is not "more" than 90 m² to live in, nor is the
  // flat's price "lower" than an office's. Each cell says which area it is; with one of each kind
  // there is nothing to rank, so there is no ✓ and no legend, and the mix is said above the table.
  const pair = await read([ids[0] ?? 0, office]);
  expect(rowCells(pair, "Fläche")).toEqual(["90\u00a0m² Wohnfläche", "240\u00a0m² Nutzfläche"]);
  expect(rowCells(pair, "Preis pro m²")).toEqual(["€\u00a05.000 / m²", "€\u00a03.750 / m²"]);
  expect(rowCells(pair, "Preis")).toEqual(["€\u00a0450.000", "€\u00a0900.000"]);
  expect(pair).toContain("Wohnen und Gewerbe gemischt.");
  expect(pair).not.toContain("compare-legend");
  // The office's rooms (the factory gives every row 3) are no fact of an office: a dash with words.
  expect(rowCells(pair, "Zimmer")).toEqual(["3", "–entfällt bei Gewerbeimmobilien"]);

  // Two flats and the office: the flats are ranked among themselves, the office's lower € per m²
  // takes no mark, and the marks name the group they rank.
  const three = await read([ids[0] ?? 0, ids[1] ?? 0, office]);
  expect(rowCells(three, "Fläche")).toEqual(["90\u00a0m² Wohnfläche", "115\u00a0m² Wohnfläche", "240\u00a0m² Nutzfläche"]);
  expect(rowCells(three, "Preis pro m²")).toEqual([
    "€\u00a05.000 / m² ✓ niedrigster Preis pro m² (Wohnen)",
    "€\u00a06.000 / m²",
    "€\u00a03.750 / m²",
  ]);
});

test("each column has its Anfrage, to the listing's inquiry form", async () => {
  const html = (await (await worker.fetch(`/merkliste/vergleich?id=${ids[0]}&id=${ids[2]}`)).text()).replace(/<!-- -->/g, "");
  const inquiries = [
    ...html.matchAll(
      /<a class="button button-secondary compare-inquiry" href="([^"]+)"[^>]*>Anfrage<span class="visually-hidden">: ([^<]+)<\/span><\/a>/g,
    ),
  ];
  expect(inquiries.map((match) => match[2])).toEqual(["Dachgeschoß am Karmelitermarkt", "Mietwohnung beim Naschmarkt"]);
  for (const match of inquiries) expect(match[1]).toMatch(/^\/immobilien\/[^#"]+#anfrage$/);
});

test("a choice of one goes back to the Merkliste, still ticked, with a German message there", async () => {
  const res = await worker.fetch(`/merkliste/vergleich?id=${ids[0]}`, { redirect: "manual" });
  expect(res.status).toBe(303);
  const location = res.headers.get("Location") ?? "";
  expect(location).toBe(`/merkliste?id=${ids[0]}&hinweis=anzahl#vergleichen`);
  const page = await worker.fetch(location.replace(/#.*$/, ""), { headers: cookie() });
  expect(page.status).toBe(200);
  const html = (await page.text()).replace(/<!-- -->/g, "");
  expect(html).toContain(
    'role="alert">Bitte wählen Sie noch mindestens eine weitere Immobilie aus: Verglichen werden 2 bis 4 Immobilien.</p>',
  );
  expect(compareBox(html, ids[0] ?? 0)).toContain('checked=""');
  expect(compareBox(html, ids[1] ?? 0)).not.toContain("checked");
});

test("every other wrong choice also answers on the list, never with an error page", async () => {
  const cases: [string, string][] = [
    ["", "Bitte wählen Sie 2 bis 4 Immobilien zum Vergleichen aus."],
    ["id=1&id=2&id=3&id=4&id=5", "Bitte wählen Sie höchstens 4 Immobilien zum Vergleichen aus (gewählt: 5)."],
    [`id=${ids[0]}&id=abc`, "Ungültige Auswahl: Bitte wählen Sie die Immobilien auf Ihrer Merkliste aus."],
    [`id=${ids[0]}&id=${withdrawnId}`, "Von den gewählten Immobilien sind weniger als zwei noch verfügbar."],
  ];
  for (const [query, message] of cases) {
    const res = await worker.fetch(`/merkliste/vergleich?${query}`, { redirect: "manual" });
    expect(res.status, query).toBe(303);
    const location = res.headers.get("Location") ?? "";
    expect(location, query).toMatch(/^\/merkliste\?.*hinweis=/);
    const html = (await (await worker.fetch(location.replace(/#.*$/, ""), { headers: cookie() })).text()).replace(/<!-- -->/g, "");
    expect(html, query).toContain(message);
  }
  // A made-up code or a foreign way back changes nothing: no message, the own list.
  const odd = (await (await worker.fetch("/merkliste?hinweis=kaputt", { headers: cookie() })).text()).replace(/<!-- -->/g, "");
  expect(odd).not.toContain('role="alert"');
  const foreign = await worker.fetch(`/merkliste/vergleich?id=${ids[0]}&zurueck=https://evil.example/`, { redirect: "manual" });
  expect(foreign.headers.get("Location")).toMatch(/^\/merkliste\?/);
});

test("a choice of one on a shared list goes back to that shared list", async () => {
  const link = await shareLink();
  const html = (await (await worker.fetch(`${link.pathname}${link.search}`)).text()).replace(/&amp;/g, "&");
  const back = /<input type="hidden" name="zurueck" value="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(back).toBe(`${link.pathname}${link.search}`);
  const res = await worker.fetch(`/merkliste/vergleich?zurueck=${encodeURIComponent(back)}&id=${ids[1]}`, { redirect: "manual" });
  const location = res.headers.get("Location") ?? "";
  expect(location.startsWith(`${back}&id=${ids[1]}&hinweis=anzahl`)).toBe(true);
  const shared = (await (await worker.fetch(location.replace(/#.*$/, ""))).text()).replace(/<!-- -->/g, "");
  expect(shared).toContain("Geteilte Merkliste");
  expect(shared).toContain("Bitte wählen Sie noch mindestens eine weitere Immobilie aus");
});

test("'Alle in meine Merkliste übernehmen' adds the shared listings to the visitor's own; another site or a changed link cannot", async () => {
  const link = await shareLink();
  const take = (url: string, headers: Record<string, string>) =>
    worker.fetch(url, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } });
  const origin = worker.url().origin;

  // A visitor with one listing of their own: the shared ones join it, their own stays.
  const res = await take(link.pathname + link.search, { Origin: origin, Cookie: `merkliste=${withdrawnId}` });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/merkliste");
  const saved = /merkliste=([^;]*)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
  // The shared list's order on top, the own listing after it.
  expect(decodeURIComponent(saved).split(".").map(Number)).toEqual([...ids, withdrawnId]);

  // From another site: refused, nothing set.
  const evil = await take(link.pathname + link.search, { Origin: "https://evil.example" });
  expect(evil.status).toBe(403);
  expect(evil.headers.get("Set-Cookie")).toBeNull();

  // A changed id: the signature no longer holds, a 404 and nothing set.
  const changed = new URL(link);
  changed.searchParams.set("ids", `${ids[0]}.${withdrawnId}`);
  const forged = await take(changed.pathname + changed.search, { Origin: origin });
  expect(forged.status).toBe(404);
  expect(forged.headers.get("Set-Cookie")).toBeNull();
});

test("taking over into a nearly full Merkliste keeps every own listing and says how many did not fit", async () => {
  const link = await shareLink();
  // 49 own listings (the limit is 50), one of them also on the shared list: of the two shared
  // listings not yet saved, one fits.
  const own = [ids[1] ?? 0, ...Array.from({ length: 48 }, (_, index) => 900001 + index)];
  const res = await worker.fetch(link.pathname + link.search, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.url().origin, Cookie: `merkliste=${own.join(".")}` },
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/merkliste");
  const cookies = res.headers.getSetCookie();
  const saved = decodeURIComponent(/^merkliste=([^;]*)/.exec(cookies.find((c) => c.startsWith("merkliste=")) ?? "")?.[1] ?? "")
    .split(".")
    .map(Number);
  // The first shared listing fits, the third does not; the one already saved moves up in the shared order.
  expect(saved).toEqual([ids[0], ids[1], ...own.slice(1)]);
  expect(saved).toHaveLength(50);

  const session = cookies.find((c) => c.startsWith("session="))?.split(";")[0] ?? "";
  const page = (
    await (await worker.fetch("/merkliste", { headers: { Cookie: `${session}; merkliste=${saved.join(".")}` } })).text()
  ).replace(/<!-- -->/g, "");
  const toast = /<div role="status" class="toast toast-info">([\s\S]*?)<\/div>/.exec(page)?.[1] ?? "";
  expect(toast).toContain("<strong>1 Immobilie wurde nicht übernommen</strong>");
  expect(toast).toContain("<p>Ihre Merkliste ist voll (höchstens 50).</p>");
});
