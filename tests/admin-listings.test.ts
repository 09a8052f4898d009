// The staff work list of listings (/admin/immobilien) against the real Worker: admin only, every
// listing with its Objektnr. and warnings, the GET filters (no JavaScript needed), 400 on junk.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

/** The table row (or phone card) of one listing, found by its title. */
function rowOf(html: string, title: string): string {
  const rows = html.split("<tr").filter((row) => row.includes(`>${title}</a>`));
  expect(rows, `one row for ${title}`).toHaveLength(1);
  return rows[0] as string;
}

let seeded: ReturnType<typeof seedOnce> | null = null;
/** The listings once per file: the database is shared by the tests of a file. */
function seedListings() {
  seeded ??= seedOnce();
  return seeded;
}

async function seedOnce() {
  const db = await worker.db();
  const complete = await insertProperty(db, {
    objektnr_intern: "L211346",
    objektnr_extern: "DE-2024-0100",
    objekttitel: "Altbauwohnung Schottengasse",
    source: "feed",
    titelbild_url: "/images/property-1.webp",
  });
  const noPhotos = await insertProperty(db, {
    objektnr_intern: "L211347",
    objektnr_extern: "DE-2024-0101",
    objekttitel: "Dachgeschoss ohne Bilder",
    titelbild_url: null,
    bilder_urls: "[]",
    source: "feed",
  });
  const noEnergy = await insertProperty(db, {
    objektnr_intern: "L211348",
    objektnr_extern: null,
    objekttitel: "Klassische Altbauwohnung Praterstraße",
    titelbild_url: "/images/property-2.webp",
    hwbwert: null,
    hwbklasse: null,
    fgeewert: null,
    fgeeklasse: null,
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietenetto: 1400,
    gesamtmietebrutto: 1600,
  });
  const withdrawn = await insertProperty(db, {
    objektnr_intern: "L211349",
    objekttitel: "Verkauftes Reihenhaus",
    titelbild_url: null,
    active: 0,
  });
  await insertInquiry(db, { id: "listing-lead-1", property_id: String(complete.id) });
  await insertInquiry(db, { id: "listing-lead-2", property_id: String(complete.id) });
  await insertInquiry(db, { id: "listing-system", kind: "verification", property_id: String(complete.id) });
  return { complete, noPhotos, noEnergy, withdrawn };
}

test("the Immobilien list is for admins only and shows every listing with its Objektnr., source and warnings", async () => {
  const { complete, noEnergy } = await seedListings();
  const roles = await staffRoles(worker);
  const res = await expectAdminOnly(roles, (client) => client.get("/admin/immobilien"), { method: "GET" });
  expect(res.status).toBe(200);
  const html = await text(res);
  expect(html).toContain("<h1>Immobilien</h1>");
  // The navigation names the section after "Anfragen".
  expect(html).toMatch(/href="\/admin\/inquiries"[\s\S]*?href="\/admin\/immobilien"[\s\S]*?href="\/admin\/besichtigungen"/);
  expect(html).toMatch(/\d+ Immobilien, davon \d+ online/);
  // Live ones first: the withdrawn listing comes after every live one (the four seeded share "L21134").
  const ours = await text(await roles.admin.get("/admin/immobilien?q=L21134"));
  expect(ours.indexOf(">Verkauftes Reihenhaus</a>")).toBeGreaterThan(ours.indexOf(">Altbauwohnung Schottengasse</a>"));
  expect(ours.indexOf(">Altbauwohnung Schottengasse</a>")).toBeGreaterThan(-1);

  const feedRow = rowOf(html, "Altbauwohnung Schottengasse");
  // The shown number, the one the public page and brokers use, not the internal one.
  expect(feedRow).toContain("DE-2024-0100");
  expect(feedRow).not.toContain("L211346<");
  // The list mixes sources, so Herkunft is a quiet column; a justimmo row has nothing to edit here.
  expect(feedRow).toContain(">justimmo<");
  expect(feedRow).not.toContain("Bearbeiten");
  expect(feedRow).toContain("Kauf");
  expect(feedRow).toMatch(/€\s300\.000/);
  expect(feedRow).not.toContain("ohne Fotos");
  // Its two leads (the system mail does not count) are one click away, and so is a viewing.
  expect(feedRow).toContain(`href="/admin/inquiries?objekt=${complete.id}"`);
  expect(feedRow).toContain("2 Anfragen");
  expect(feedRow).toContain(`href="/admin/besichtigungen?immobilie=${complete.id}#neues-fenster"`);
  expect(feedRow).toContain('href="/immobilien/L211346"');

  const photoRow = rowOf(html, "Dachgeschoss ohne Bilder");
  expect(photoRow).toContain("ohne Fotos");
  // No stock picture that would look like a photo of it: the empty place says so.
  expect(photoRow).toContain('<span class="staff-listing-nophoto">Kein Foto</span>');
  expect(photoRow).not.toContain("<img");
  expect(photoRow).toContain("Ergänzen Sie es in justimmo");
  expect(photoRow).toContain("keine Anfragen");

  const seedRow = rowOf(html, "Klassische Altbauwohnung Praterstraße");
  // Without an external number the internal one is the Objektnr.
  expect(seedRow).toContain("L211348");
  expect(seedRow).toContain(">Website<");
  expect(seedRow).not.toContain("nicht aus justimmo");
  expect(seedRow).toContain("ohne Energieausweis (HWB/fGEE)");
  expect(seedRow).toContain("Es fehlen HWB und fGEE.");
  // The fix is here: the edit page, named the same way as on Technik and the Übersicht.
  expect(seedRow).toContain(`href="/admin/immobilien/${noEnergy.id}">Werte eintragen</a>`);
  expect(seedRow).toContain(`href="/admin/immobilien/${noEnergy.id}#offline">Offline nehmen</a>`);
  expect(seedRow).toContain(`href="/admin/immobilien/${noEnergy.id}">Bearbeiten`);
  expect(seedRow).toContain("Miete");
  expect(seedRow).toContain(`immobilie=${noEnergy.id}`);

  const offRow = rowOf(ours, "Verkauftes Reihenhaus");
  expect(offRow).toContain("Nicht mehr online");
  // A withdrawn listing lacks nothing a visitor sees, and takes no new viewing.
  expect(offRow).not.toContain("ohne Fotos");
  expect(offRow).not.toContain("Besichtigung eintragen");
  // One truth for the picture: no photo of its own shows no stock thumbnail, online or not.
  expect(offRow).toContain('<span class="staff-listing-nophoto">Kein Foto</span>');
  expect(offRow).not.toContain("<img");
});

test("the list pages by 25 with plain links and sorts by Neueste, Preis or Objektnr.", async () => {
  const db = await worker.db();
  for (let n = 0; n < 27; n++) {
    await insertProperty(db, {
      objektnr_intern: `P3000${String(n).padStart(2, "0")}`,
      objekttitel: `Seitenprobe ${n}`,
      kaufpreis: 500_000 - n * 1000,
      price_value: 500_000 - n * 1000,
    });
  }
  const { admin } = await staffRoles(worker);
  const titles = (html: string) => [...html.matchAll(/>(Seitenprobe \d+)<\/a>/g)].map((m) => m[1]);
  const first = await text(await admin.get("/admin/immobilien?q=Seitenprobe"));
  expect(titles(first)).toHaveLength(25);
  expect(first).toContain("27 von ");
  expect(first).toContain("gezeigt 1–25");
  expect(first).toContain('href="/admin/immobilien?q=Seitenprobe&amp;seite=2"');
  const second = await text(await admin.get("/admin/immobilien?q=Seitenprobe&seite=2"));
  expect(titles(second)).toHaveLength(2);
  expect(second).toContain("gezeigt 26–27");
  // Neueste: the last stored first; Preis: the cheapest first; Objektnr.: ascending.
  expect(titles(first)[0]).toBe("Seitenprobe 26");
  const byPrice = titles(await text(await admin.get("/admin/immobilien?q=Seitenprobe&sort=preis")));
  expect(byPrice[0]).toBe("Seitenprobe 26");
  expect(byPrice[24]).toBe("Seitenprobe 2");
  const byNumber = titles(await text(await admin.get("/admin/immobilien?q=Seitenprobe&sort=nummer")));
  expect(byNumber[0]).toBe("Seitenprobe 0");
  // A page out of range shows the nearest one and says so; junk is a 400 with a German message.
  const past = await text(await admin.get("/admin/immobilien?q=Seitenprobe&seite=9"));
  expect(titles(past)).toHaveLength(2);
  expect(past).toContain("Seite 9 gibt es nicht; gezeigt wird Seite 2 von 2.");
  const zero = await text(await admin.get("/admin/immobilien?q=Seitenprobe&seite=0"));
  expect(titles(zero)).toHaveLength(25);
  expect(zero).toContain("Seite 0 gibt es nicht; gezeigt wird Seite 1 von 2.");
  expect(second).not.toContain("gibt es nicht");
  for (const query of ["?sort=zufall", "?seite=-1", "?seite=abc"]) {
    const res = await admin.get(`/admin/immobilien${query}`);
    expect(res.status, query).toBe(400);
  }
});

test("sorting by price keeps purchase prices and monthly rents apart: Kauf first, then Miete", async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "P310001", objekttitel: "Preisprobe Kauf", kaufpreis: 320_000, price_value: 320_000 });
  await insertProperty(db, {
    objektnr_intern: "P310002",
    objekttitel: "Preisprobe Miete",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1250,
    status: "RENT",
    price_value: 1250,
  });
  const { admin } = await staffRoles(worker);
  const html = await text(await admin.get("/admin/immobilien?q=Preisprobe&sort=preis"));
  const order = [...html.matchAll(/>(Preisprobe \w+)<\/a>/g)].map((m) => m[1]);
  expect(order).toEqual(["Preisprobe Kauf", "Preisprobe Miete"]);
});

test("the filters work as plain GET links: fehlt=fotos, fehlt=energieausweis, angebot and q in any number shape", async () => {
  await seedListings();
  const { admin } = await staffRoles(worker);
  // Every page of the answer: the list shows 25 rows a page.
  const titles = async (query: string) => {
    const found: (string | undefined)[] = [];
    for (let page = 1; page < 20; page++) {
      const res = await admin.get(`/admin/immobilien${query}${query ? "&" : "?"}seite=${page}`);
      expect(res.status, query).toBe(200);
      const html = await text(res);
      found.push(
        ...[...html.matchAll(/<td data-label="Immobilie" class="staff-listing-title"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]),
      );
      if (!html.includes(">Weiter</a>")) break;
    }
    return found;
  };
  const noPhotos = await titles("?fehlt=fotos");
  // "fehlt" looks at live adverts only, and the count says so against the live total.
  const live = (await text(await admin.get("/admin/immobilien"))).match(/(\d+) Immobilien, davon (\d+) online/)?.[2];
  expect(await text(await admin.get("/admin/immobilien?fehlt=fotos"))).toContain(`${noPhotos.length} von ${live} Immobilien online`);
  expect(noPhotos).toContain("Dachgeschoss ohne Bilder");
  expect(noPhotos).not.toContain("Altbauwohnung Schottengasse");
  expect(noPhotos).not.toContain("Verkauftes Reihenhaus");
  const noEnergy = await titles("?fehlt=energieausweis");
  expect(noEnergy).toContain("Klassische Altbauwohnung Praterstraße");
  expect(noEnergy).not.toContain("Altbauwohnung Schottengasse");
  const rent = await titles("?angebot=miete");
  expect(rent).toContain("Klassische Altbauwohnung Praterstraße");
  expect(rent).not.toContain("Dachgeschoss ohne Bilder");
  expect(await titles("?angebot=kauf")).not.toContain("Klassische Altbauwohnung Praterstraße");
  // The Objektnr. as the public page shows it, without its dashes, or the internal number.
  for (const q of ["DE-2024-0100", "de 2024 0100", "de20240100", "L211346"]) {
    expect(await titles(`?q=${encodeURIComponent(q)}`), q).toEqual(["Altbauwohnung Schottengasse"]);
  }
  // Words of the title, in any order and case.
  expect(await titles(`?q=${encodeURIComponent("praterstraße altbau")}`)).toEqual(["Klassische Altbauwohnung Praterstraße"]);
  // Filters combine; the empty values a GET form sends mean "all".
  expect(await titles("?q=altbau&fehlt=energieausweis&angebot=")).toEqual(["Klassische Altbauwohnung Praterstraße"]);
  const html = await text(await admin.get("/admin/immobilien?q=altbau&fehlt=&angebot="));
  expect(html).toMatch(/\d+ von \d+ Immobilien/);
  // The form itself is a GET form with those names: it needs no JavaScript.
  expect(html).toMatch(
    /<form [^>]*method="get"[^>]*aria-label="Immobilien filtern"|<form [^>]*aria-label="Immobilien filtern"[^>]*method="get"/,
  );
  expect(html).toContain('name="fehlt"');
  expect(html).toContain('name="angebot"');
  expect(html).toContain('name="q"');
});

test("a filter value that does not exist answers 400 with a German message, never a 500", async () => {
  const { admin } = await staffRoles(worker);
  for (const query of ["?fehlt=grundriss", "?angebot=pacht", "?fehlt=%00%27", "?angebot[]=x&angebot=1"]) {
    const res = await admin.get(`/admin/immobilien${query}`);
    expect(res.status, query).toBe(400);
    const html = await text(res);
    expect(html).toContain("Diesen Filter gibt es nicht");
    expect(html).toContain('href="/admin/immobilien"');
  }
  // A very long search is cut, not refused.
  const long = await admin.get(`/admin/immobilien?q=${"x".repeat(5000)}`);
  expect(long.status).toBe(200);
});

test("an inbox row names its listing by Objektnr. with a small picture, linking to the list narrowed to it", async () => {
  await seedListings();
  const { admin } = await staffRoles(worker);
  const inbox = await text(await admin.get("/admin/inquiries?sortierung=neueste"));
  const row = inbox.split("<tr").find((part) => part.includes('href="/admin/inquiries/listing-lead-1"')) ?? "";
  expect(row).toContain('<a class="staff-row-listing" href="/admin/immobilien?q=DE-2024-0100" title="Altbauwohnung Schottengasse">');
  expect(row).toContain("<span>Objektnr. DE-2024-0100</span>");
  expect(row).toMatch(/<img src="[^"]+" alt="" width="40" height="28"/);
  // A lead about no listing has no listing cell.
  const db = await worker.db();
  await insertInquiry(db, { id: "listing-none", subject: "Ohne Objekt" });
  const again = await text(await admin.get("/admin/inquiries?sortierung=neueste"));
  const plain = again.split("<tr").find((part) => part.includes('href="/admin/inquiries/listing-none"')) ?? "";
  expect(plain).toContain("Ohne Objekt");
  expect(plain).not.toContain("staff-row-listing");
  // The link finds exactly that listing.
  const list = await text(await admin.get("/admin/immobilien?q=DE-2024-0100"));
  expect(list).toContain(">Altbauwohnung Schottengasse</a>");
  expect(list).toContain("1 von ");
});
