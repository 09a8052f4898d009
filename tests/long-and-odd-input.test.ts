// Input that answered 500 or 503 in a review by hand, each now a German message or a normal page:
// a forged form token, LIKE patterns past D1's 50-byte limit (blog slugs, the inbox search and its
// CSV), and a NUL byte in the search keyword. ASVS 5.0 V2.2.1 (input validated), V16.5.3
// (graceful failure).
import { beforeAll, expect, test } from "vitest";
import { type StaffRoles, staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { validContactForm } from "./leads-helpers";

const worker = startWorker();
let roles: StaffRoles;

beforeAll(async () => {
  roles = await staffRoles(worker);
  await insertProperty(await worker.db(), { objektnr_intern: "NUL1", objekttitel: "Wohnung am Donaukanal" });
});

test("a forged form token (`123.A`) is refused with the German message, on every lead form", async () => {
  const forms: [string, Record<string, string>][] = [
    ["/kontakt", await validContactForm({ formStartedAt: "123.A" })],
    ["/immobilien/suchauftrag", { formStartedAt: "123.A", name: "Eva", email: "eva@example.at" }],
    ["/suchauftrag/speichern", { formStartedAt: "123.A", email: "eva@example.at" }],
    ["/uber-uns/selbststandige-makler", { formStartedAt: "123.AB", name: "Eva", email: "eva@example.at" }],
    ["/immobilien/NUL1", { formStartedAt: "999.A", intent: "inquiry", name: "Eva", email: "eva@example.at" }],
  ];
  for (const [path, values] of forms) {
    const res = await worker.fetch(path, formPost(values));
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.status, path).toBeLessThan(500);
    expect(await res.text(), path).toContain("Das Formular ist abgelaufen");
  }
});

test("a blog title with a slug of 60+ characters is saved, twice, with distinct addresses", async () => {
  const titel = "Wohnen im zweiten Bezirk zwischen Prater Augarten und dem Donaukanal im Herbst";
  const form = () => {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      intent: "save",
      titel,
      teaser: "T",
      kategorie: "Wohnen",
      datum: "2026-03-01",
      inhalt: "Text",
    }))
      body.append(key, value);
    body.append("bild", new File([], "", { type: "application/octet-stream" }));
    return body;
  };
  const db = await worker.db();
  // Other posts exist, so the id check has rows to compare with.
  for (const id of ["aeltere-nachricht", "wohnen-im-zweiten-bezirk"]) {
    await db
      .insertInto("blog_posts")
      .values({
        id,
        title: id,
        teaser: "T",
        category: "Wohnen",
        image_url: null,
        content: "<p>x</p>",
        published_at: "2026-01-01",
        status: "published",
      })
      .execute();
  }
  const first = await roles.admin.postMultipart("/admin/blog/neu", form());
  const second = await roles.admin.postMultipart("/admin/blog/neu", form());
  expect([first.status, second.status]).toEqual([303, 303]);
  const ids = (await db.selectFrom("blog_posts").select("id").where("title", "=", titel).execute()).map((row) => row.id).sort();
  expect(ids).toHaveLength(2);
  expect(ids[0]?.length).toBeGreaterThan(49);
  expect(ids[1]).toBe(`${ids[0]}-2`);
});

test("the inbox search and its CSV take 100 characters with ä, % and _ literally", async () => {
  const name = `Müller_%Überlänge ${"ä".repeat(30)} Weißgerber-Straßenbahnhaltestelle`;
  await insertInquiry(await worker.db(), { id: "long-search-1", subject: "Suche", sender_name: name, sender_email: "lang@example.at" });
  const q = encodeURIComponent(name.slice(0, 100));
  const list = await roles.admin.get(`/admin/inquiries?q=${q}`);
  expect(list.status).toBe(200);
  expect(await list.text()).toContain("lang@example.at");
  const csv = await roles.admin.get(`/admin/inquiries.csv?q=${q}`);
  expect(csv.status).toBe(200);
  expect(await csv.text()).toContain("lang@example.at");
  // % and _ are literal: a search for "_%" does not match every row.
  const literal = await (await roles.admin.get(`/admin/inquiries.csv?q=${encodeURIComponent("x_%y")}`)).text();
  expect(literal).not.toContain("lang@example.at");
});

test("a NUL byte or other control character in the keyword gives the normal result pages", async () => {
  for (const path of [
    "/immobilien?keyword=Donau%00kanal",
    "/immobilien/karte.json?keyword=%00",
    "/immobilien?keyword=%07%1B%7F&location=%00",
  ]) {
    const res = await worker.fetch(path);
    expect(res.status, path).toBe(200);
  }
});
