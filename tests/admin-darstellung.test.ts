// /admin/darstellung in the admin matrix (tests/admin-matrix.ts): admin only for the
// page and the save; an uploaded hero picture goes through the staff image pipeline and shows on
// the home page under the scrim; pinned listings lead "Aktuelle Immobilien"; without pins the
// newest alternate Wien and Niederösterreich; bad input answers 400 in German and changes nothing.
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { expectAdminOnly, type StaffRoles, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
let roles: StaffRoles;
let jpegBytes: Buffer;

beforeAll(async () => {
  roles = await staffRoles(worker);
  jpegBytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 190, b: 170 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const db = await worker.db();
  // Newest first (first stored, as "Neueste"): four from Baden, then two in Vienna (the case that
  // once showed only Baden); D100 and D895 were stored on the same day, the number decides.
  for (const [n, bundesland, plz, ort, day] of [
    ["D900", "Niederösterreich", "2500", "Baden", "06"],
    ["D899", "Niederösterreich", "2500", "Baden", "05"],
    ["D898", "Niederösterreich", "2500", "Baden", "04"],
    ["D897", "Niederösterreich", "2500", "Baden", "03"],
    ["D896", "Wien", "1190", "Wien", "02"],
    ["D895", "Wien", "1080", "Wien", "01"],
    ["D100", "Wien", "1010", "Wien", "01"],
  ] as const) {
    const created_at = `2026-11-${day}T09:00:00.000Z`;
    await insertProperty(db, {
      objektnr_intern: n,
      objektnr_extern: shown(n),
      bundesland,
      plz,
      ort,
      objekttitel: `Objekt ${n}`,
      created_at,
    });
  }
  await insertProperty(db, { objektnr_intern: "D050", objektnr_extern: shown("D050"), active: 0, objekttitel: "Objekt D050" });
});

/** The Objektnr. staff and visitors see for a stored number: D896 → DE-2024-0896. */
function shown(objektnr: string): string {
  return `DE-2024-0${objektnr.slice(1)}`;
}

type Upload = { bytes: Uint8Array; name: string; type: string };

function form(fields: Record<string, string>, hero?: Upload, about?: Upload): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const file = (upload?: Upload) =>
    upload ? new File([new Uint8Array(upload.bytes)], upload.name, { type: upload.type }) : new File([], "");
  body.append("hero_bild", file(hero));
  body.append("about_bild", file(about));
  return body;
}

/** The object numbers of the home page's "Aktuelle Immobilien", in order. */
async function featured(): Promise<string[]> {
  const html = await (await worker.fetch("/")).text();
  const section = html.slice(html.indexOf('id="featured-title"'), html.indexOf('id="services-title"'));
  return [...section.matchAll(/href="\/immobilien\/([^"?#]+)"/g)]
    .map((match) => match[1] as string)
    .filter((v, i, a) => a.indexOf(v) === i);
}

async function appearanceRow() {
  const db = await worker.db();
  return db.selectFrom("site_appearance").selectAll().executeTakeFirstOrThrow();
}

test("the page is admin only", async () => {
  const res = await expectAdminOnly(roles, (client) => client.get("/admin/darstellung"), { method: "GET" });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  expect(html).toContain("<h1>Darstellung</h1>");
  expect(html).toContain("Standardgestaltung ohne Bild");
});

test("without pins, Aktuelle Immobilien alternates Wien and Niederösterreich, newest first", async () => {
  const numbers = await featured();
  // The newest (D900) is first, as at the top of the search's "Neueste", whatever its area.
  expect(numbers).toEqual(["D900", "D896", "D899", "D895", "D898", "D100"]);
  // Without a staff picture the hero shows the rendered street (ADR 0172), none of the old cartoon skyline.
  const html = await (await worker.fetch("/")).text();
  expect(html).not.toContain("hero-desktop.webp");
  expect(html).toContain("home-hero-image-default");
});

test("the default hero picture: a phone crop and a wide crop, sized, eager and fetched first", async () => {
  const html = await (await worker.fetch("/")).text();
  const picture = html.match(/<picture>[\s\S]*?<\/picture>/)?.[0] ?? "";
  // The wide street from 900 px on, the upright crop below; both as real files.
  expect(picture).toMatch(
    /<source media="\(min-width: 900px\)" srcSet="\/images\/hero\/strasse-800\.webp 800w, \/images\/hero\/strasse-1200\.webp 1200w"/i,
  );
  const img = picture.match(/<img[^>]*>/)?.[0] ?? "";
  expect(img).toContain('src="/images/hero/strasse-hoch-534.webp"');
  expect(img).toMatch(/width="534"/);
  expect(img).toMatch(/height="800"/);
  expect(img).toMatch(/fetchpriority="high"/i);
  expect(img).not.toContain('loading="lazy"');
  expect(img).toContain('alt=""');
  for (const file of ["strasse-800.webp", "strasse-1200.webp", "strasse-hoch-400.webp", "strasse-hoch-534.webp"]) {
    const res = await worker.fetch(`/images/hero/${file}`);
    expect(res.status, file).toBe(200);
    expect(res.headers.get("content-type"), file).toBe("image/webp");
    // Small enough for a fast LCP on a phone (the largest is the 1200 px street).
    expect((await res.arrayBuffer()).byteLength, file).toBeLessThan(90_000);
  }
});

test("the hero's heading is German; the spec's claim is the small line above it, the subline under it", async () => {
  const html = await (await worker.fetch("/")).text();
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  expect(h1).toBe("Wohnungen und Häuser, die zu Ihnen passen");
  expect(html).toContain('<p class="home-hero-claim" lang="en">OUR MISSION: YOUR REAL ESTATE</p><h1 id="home-title">');
  expect(html.indexOf("Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich")).toBeGreaterThan(html.indexOf("<h1"));
});

test("saving is admin only; the picture and the pins apply at once and are audited", async () => {
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.postMultipart(
      "/admin/darstellung",
      form({ objektnummern: "D100, D897" }, { bytes: jpegBytes, name: "wien.jpg", type: "image/jpeg" }),
      headers,
    ),
  );
  expect(res.status).toBe(303);
  const row = await appearanceRow();
  expect(JSON.parse(row.pinned_objektnrs)).toEqual(["D100", "D897"]);
  const hero = JSON.parse(row.hero_photo ?? "null") as { k: string; v: number[] };
  expect(hero.k).toMatch(/^[0-9a-f]{32}$/);
  const numbers = await featured();
  expect(numbers.slice(0, 2)).toEqual(["D100", "D897"]);
  expect(numbers).toHaveLength(6);
  const html = await (await worker.fetch("/")).text();
  expect(html).toContain(`/bilder/${hero.k}-`);
  // The staff picture replaces the rendered street; it is the home page's LCP element: eager and fetched first.
  expect(html).not.toContain("home-hero-image-default");
  const heroImg = html.match(/<img[^>]*class="home-hero-image"[^>]*>/)?.[0] ?? "";
  expect(heroImg).toMatch(/fetchpriority="high"/i);
  expect(heroImg).not.toContain('loading="lazy"');
  const db = await worker.db();
  const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "appearance.update").execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]?.summary).toContain("Startseitenbild");
  expect(audit[0]?.summary).toContain("Aktuelle Immobilien");
  // The Protokoll names the area in German, not by its table.
  const protokoll = await (await roles.admin.get("/admin/protokoll")).text();
  expect(protokoll).toContain('<td data-label="Bereich">Darstellung</td>');
  expect(protokoll).not.toContain(">site_appearance<");

  // Removing the picture brings the rendered street back (ADR 0172); the pins stay.
  const removed = await roles.admin.postMultipart("/admin/darstellung", form({ objektnummern: "D100, D897", hero_entfernen: "1" }));
  expect(removed.status).toBe(303);
  expect((await appearanceRow()).hero_photo).toBeNull();
  const after = await (await worker.fetch("/")).text();
  expect(after).not.toContain(`/bilder/${hero.k}-`);
  expect(after).toContain("home-hero-image-default");
});

test("the about picture shows on /uber-uns once staff chose one", async () => {
  expect(await (await worker.fetch("/uber-uns")).text()).not.toContain('class="content-photo"');
  const saved = await roles.admin.postMultipart(
    "/admin/darstellung",
    form({ objektnummern: "" }, undefined, { bytes: jpegBytes, name: "buero.jpg", type: "image/jpeg" }),
  );
  expect(saved.status).toBe(303);
  const about = JSON.parse((await appearanceRow()).about_photo ?? "null") as { k: string };
  expect(about.k).toMatch(/^[0-9a-f]{32}$/);
  const html = await (await worker.fetch("/uber-uns")).text();
  expect(html).toMatch(
    new RegExp(`<img class="content-photo" src="/bilder/${about.k}-[^"]+"[^>]* alt="Das Team von Donau Estate in seinem Büro"`),
  );
});

test("bad input answers 400 in German and changes nothing", async () => {
  const before = await appearanceRow();
  const cases: Array<{ body: FormData; message: string }> = [
    { body: form({ objektnummern: "1, 2, 3, 4, 5, 6, 7" }), message: "Bitte höchstens 6 Immobilien angeben." },
    { body: form({ objektnummern: "D100, <script>" }), message: "ist keine Objektnr." },
    {
      body: form({ objektnummern: "D100, GIBTSNICHT" }),
      message: "Die Objektnr. GIBTSNICHT gehört zu keiner veröffentlichten Immobilie.",
    },
    // Withdrawn listings cannot be pinned either.
    { body: form({ objektnummern: "D050" }), message: "Die Objektnr. D050 gehört zu keiner veröffentlichten Immobilie." },
    {
      body: form({ objektnummern: "" }, { bytes: new TextEncoder().encode("kein Bild"), name: "foto.jpg", type: "image/jpeg" }),
      message: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.",
    },
  ];
  for (const { body, message } of cases) {
    const res = await roles.admin.postMultipart("/admin/darstellung", body);
    expect(res.status, message).toBe(400);
    const html = (await res.text()).replaceAll("&quot;", '"');
    expect(html, message).toContain(message);
    expect(html).toContain("Es wurde nichts geändert.");
  }
  expect(await appearanceRow()).toEqual(before);
  // A form without the file fields (no JavaScript, old form) saves the pins alone.
  const plain = await roles.admin.post("/admin/darstellung", { objektnummern: "D100" });
  expect(plain.status).toBe(303);
  expect(JSON.parse((await appearanceRow()).pinned_objektnrs)).toEqual(["D100"]);
});

test("a form over the size limit answers 413 in German and keeps the saved pins in the field", async () => {
  expect((await roles.admin.postMultipart("/admin/darstellung", form({ objektnummern: "D100" }))).status).toBe(303);
  const huge = { bytes: new Uint8Array(11 * 1024 * 1024), name: "riesig.jpg", type: "image/jpeg" };
  const res = await roles.admin.postMultipart("/admin/darstellung", form({ objektnummern: "D100" }, huge));
  expect(res.status).toBe(413);
  const html = await res.text();
  expect(html).toContain("Das Formular ist größer als 10 MB.");
  // The saved pin, as the Objektnr. staff see everywhere.
  expect(html).toMatch(/id="platz-1"[^>]*value="DE-2024-0100"|value="DE-2024-0100"[^>]*id="platz-1"/);
  expect(JSON.parse((await appearanceRow()).pinned_objektnrs)).toEqual(["D100"]);
});

test("the page offers six places with the published listings to pick from", async () => {
  const db = await worker.db();
  await db
    .updateTable("site_appearance")
    .set({ pinned_objektnrs: JSON.stringify(["D896", "D100"]) })
    .execute();
  const html = (await (await roles.admin.get("/admin/darstellung")).text()).replaceAll("<!-- -->", "");
  // Three settings, three headed sections; the two file fields carry their own labels (ADR 0357).
  expect(html).toContain('<h2 id="pinned-title">Aktuelle Immobilien auf der Startseite</h2>');
  expect(html).toContain('<h2 id="hero-title">Bild der Startseite</h2>');
  expect(html).toContain('<h2 id="about-title">Bild der Seite „Über uns“</h2>');
  expect(html).toMatch(/<label for="hero-bild">(Neues )?Startseite-Bild \(JPEG/);
  expect(html).toMatch(/<label for="about-bild">(Neues )?Über-uns-Bild \(JPEG/);
  expect(html).toContain("Derzeit 2 von 6 Plätzen belegt.");
  // Six places in the stored order, each suggesting the published listings (not the withdrawn D050).
  for (let place = 1; place <= 6; place++) expect(html).toContain(`<label for="platz-${place}">Platz ${place}</label>`);
  // The places show the Objektnr. the public page shows, not the internal number stored.
  expect(html).toMatch(/id="platz-1"[^>]*value="DE-2024-0896"|value="DE-2024-0896"[^>]*id="platz-1"/);
  expect(html).toMatch(/id="platz-2"[^>]*value="DE-2024-0100"|value="DE-2024-0100"[^>]*id="platz-2"/);
  expect(html).not.toMatch(/value="D896"/);
  // Each filled place names its listing under the field; an empty one says it fills itself.
  expect(html).toMatch(/<small id="platz-1-name" class="appearance-place-name">Objekt D896 · [^<]+<\/small>/);
  expect(html).not.toContain('id="platz-3-name"');
  expect(html).toMatch(/id="platz-3"[^>]*placeholder="leer: automatisch"|placeholder="leer: automatisch"[^>]*id="platz-3"/);
  expect(html).toContain('<a href="/immobilien/D896">Objektnr. DE-2024-0896</a>');
  expect(html.match(/list="veroeffentlichte-immobilien"/g)).toHaveLength(6);
  expect(html).toContain('<option value="DE-2024-0897">Objekt D897 · 2500 Baden</option>');
  expect(html).not.toContain('<option value="DE-2024-0050">');

  // With none chosen the note says what the home page shows instead.
  await db.updateTable("site_appearance").set({ pinned_objektnrs: "[]" }).execute();
  const empty = (await (await roles.admin.get("/admin/darstellung")).text()).replaceAll("<!-- -->", "");
  expect(empty).toContain("Keine gewählt: die Startseite zeigt 6 automatisch gewählte Immobilien.");
});

test("the picked places are saved in their order, empty ones left out; an unknown pick changes nothing", async () => {
  const picked = new FormData();
  // The shown Objektnr. and the old internal one are both understood; the pins keep the internal one.
  for (const value of ["DE-2024-0897", "", "D100", "", "", ""]) picked.append("platz", value);
  expect((await roles.admin.postMultipart("/admin/darstellung", picked)).status).toBe(303);
  expect(JSON.parse((await appearanceRow()).pinned_objektnrs)).toEqual(["D897", "D100"]);
  expect((await featured()).slice(0, 2)).toEqual(["D897", "D100"]);

  const before = await appearanceRow();
  const wrong = new FormData();
  for (const value of ["D897", "GIBTSNICHT", "", "", "", ""]) wrong.append("platz", value);
  const res = await roles.admin.postMultipart("/admin/darstellung", wrong);
  expect(res.status).toBe(400);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Die Objektnr. GIBTSNICHT gehört zu keiner veröffentlichten Immobilie.");
  // The places keep what was typed, to be corrected.
  expect(html).toMatch(/id="platz-2"[^>]*value="GIBTSNICHT"|value="GIBTSNICHT"[^>]*id="platz-2"/);
  expect(await appearanceRow()).toEqual(before);
});
