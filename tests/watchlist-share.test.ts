// Merkliste teilen und vergleichen (ADRs 0155, 0156): the share link carries only listing ids and
// an HMAC under the site key; a changed id or signature is a 404. The comparison is a GET form
// from the list, server-rendered; a wrong choice is a German 400, never a 500.
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

test("the list offers a compare checkbox per listing, tied to the GET form", async () => {
  const html = await (await worker.fetch("/merkliste", { headers: cookie() })).text();
  expect(html).toContain('<form id="watchlist-compare" class="watchlist-compare-form" action="/merkliste/vergleich" method="get">');
  for (const id of ids) expect(html).toMatch(new RegExp(`<input type="checkbox" form="watchlist-compare"[^>]* name="id" value="${id}"/>`));
});

test("three listings side by side: price, € per m², area, floor, energy, Provision and costs", async () => {
  const res = await worker.fetch(`/merkliste/vergleich?${ids.map((id) => `id=${id}`).join("&")}`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  expect(html).toContain("Immobilien vergleichen");
  expect(html.match(/<th scope="col">/g)).toHaveLength(3);
  for (const label of ["Preis", "Preis pro m²", "Fläche", "Zimmer", "Etage", "HWB", "fGEE", "Provision", "Kosten"])
    expect(html).toContain(`<th scope="row">${label}</th>`);
  expect(html).toContain("<td>€ 450.000</td>");
  expect(html).toContain("<td>€ 5.000 / m²</td>");
  expect(html).toContain("<td>€ 1.450 / Monat</td>");
  expect(html).toContain("<td>€ 20,14 / m² mtl.</td>");
  expect(html).toContain("<td>3 % zzgl. 20 % USt.</td>");
  expect(html).toContain("<td>38,4 kWh/m²a, Klasse B</td>");
  expect(html).toContain("<td>Betriebskosten € 210</td>");
  // 450.000: 3,5 % + 1,1 % + 3,6 % (no Provision stated) + 1,5 % = 9,7 % = 43.650.
  expect(html).toContain("<td>ca. € 43.650 Kaufnebenkosten</td>");
  expect(html).toContain("<td>5</td>");
});

test("a wrong choice is a German 400", async () => {
  const cases: [string, string][] = [
    [`id=${ids[0]}`, "Bitte wählen Sie 2 bis 4 Immobilien zum Vergleichen aus (gewählt: 1)."],
    ["", "Bitte wählen Sie 2 bis 4 Immobilien zum Vergleichen aus (gewählt: 0)."],
    ["id=1&id=2&id=3&id=4&id=5", "Bitte wählen Sie 2 bis 4 Immobilien zum Vergleichen aus (gewählt: 5)."],
    [`id=${ids[0]}&id=abc`, "Ungültige Auswahl"],
    [`id=${ids[0]}&id=${withdrawnId}`, "weniger als zwei noch verfügbar"],
  ];
  for (const [query, message] of cases) {
    const res = await worker.fetch(`/merkliste/vergleich?${query}`);
    expect(res.status, query).toBe(400);
    expect((await res.text()).replace(/<!-- -->/g, "")).toContain(message);
  }
});
