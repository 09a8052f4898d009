// The staff edit page of a listing not from justimmo (/admin/immobilien/{id}) against the real
// Worker: admin only with the origin check, German messages for bad input, the values on the
// public page, an audit entry and a purge per change, and "Offline nehmen" as the feed's own
// withdrawal: the public page answers 410 and the sitemap drops it, until it is back online.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

const VALID = {
  intent: "werte",
  hwbwert: "52,4",
  hwbklasse: "C",
  fgeewert: "1,12",
  fgeeklasse: "C",
  energie_gueltig_bis: "2033-05-31",
  betriebskostennetto: "210,40",
  heizkostennetto: "78",
};

let seeded: Promise<{ own: { id: number }; feed: { id: number } }> | null = null;
function seed() {
  seeded ??= (async () => {
    const db = await worker.db();
    const own = await insertProperty(db, {
      objektnr_intern: "L210260",
      objekttitel: "Altbauwohnung Praterstraße ohne Energieausweis",
      hwbwert: null,
      hwbklasse: null,
      fgeewert: null,
      fgeeklasse: null,
      energie_gueltig_bis: null,
      heizkostennetto: null,
      betriebskostennetto: null,
    });
    const feed = await insertProperty(db, { objektnr_intern: "L210261", objekttitel: "Feedwohnung Mariahilf", source: "feed" });
    return { own, feed };
  })();
  return seeded;
}

async function auditOf(id: number) {
  const db = await worker.db();
  return db
    .selectFrom("audit_log")
    .select(["action", "summary", "actor_email"])
    .where("entity", "=", "listing")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();
}

/** Tags purged at or after `since` (ms): one row per tag, its time moved on by each purge. */
async function purgedSince(since: number) {
  const db = await worker.db();
  return (await db.selectFrom("edge_cache_purges").select("tag").where("purged_at", ">=", since).execute()).map((row) => row.tag);
}

test("the list offers 'Bearbeiten' and the fix for a listing not from justimmo, nothing editable for a feed one", async () => {
  const { own, feed } = await seed();
  const roles = await staffRoles(worker);
  const html = await text(await roles.admin.get("/admin/immobilien?fehlt=energieausweis&q=Praterstra%C3%9Fe"));
  expect(html).toContain(`href="/admin/immobilien/${own.id}"`);
  expect(html).toContain(">Werte eintragen</a>");
  expect(html).toContain(">Offline nehmen</a>");
  expect(html).not.toContain("lässt sich weder hier noch in justimmo ändern");
  const all = await text(await roles.admin.get("/admin/immobilien?q=Feedwohnung"));
  expect(all).not.toContain(`href="/admin/immobilien/${feed.id}"`);
  // The edit page of a feed listing says where it is edited and has no form.
  const feedPage = await text(await roles.admin.get(`/admin/immobilien/${feed.id}`));
  expect(feedPage).toContain("kommt aus justimmo und wird dort bearbeitet");
  expect(feedPage).not.toContain('name="hwbwert"');
  const refused = await roles.admin.post(`/admin/immobilien/${feed.id}`, VALID);
  expect(refused.status).toBe(409);
});

test("saving energy values and costs is admin only, audited, purged and shown on the public page", async () => {
  const { own } = await seed();
  const roles = await staffRoles(worker);
  const page = await expectAdminOnly(roles, (client) => client.get(`/admin/immobilien/${own.id}`), { method: "GET" });
  expect(page.status).toBe(200);
  expect(await text(page)).toContain('name="hwbwert"');

  const started = Date.now() - 1000;
  const res = await expectAdminOnly(roles, (client, headers) => client.post(`/admin/immobilien/${own.id}`, VALID, headers));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/immobilien/${own.id}`);

  const db = await worker.db();
  const row = await db.selectFrom("immobilien").selectAll().where("id", "=", own.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ hwbwert: 52.4, hwbklasse: "C", fgeewert: 1.12, fgeeklasse: "C", energie_gueltig_bis: "2033-05-31" });
  expect(row).toMatchObject({ betriebskostennetto: 210.4, heizkostennetto: 78 });
  const audit = await auditOf(own.id);
  expect(audit.map((entry) => entry.action)).toEqual(["listing.update"]);
  expect(audit[0]?.summary).toContain("Praterstraße");
  const tags = await purgedSince(started);
  expect(tags).toEqual(expect.arrayContaining(["listings", `listing:${own.id}`]));

  const detail = await text(await worker.fetch("/immobilien/L210260"));
  expect(detail).toMatch(/52,4/);
  expect(detail).toMatch(/1,12/);
  // The gap is gone from the list's EAVG filter.
  const gaps = await text(await roles.admin.get("/admin/immobilien?fehlt=energieausweis&q=Praterstra%C3%9Fe"));
  expect(gaps).toContain("Keine Immobilie passt zu diesen Filtern.");
});

test("bad input is refused with German messages at the fields and changes nothing", async () => {
  const { own } = await seed();
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const before = await db.selectFrom("immobilien").select(["hwbwert", "updated_at"]).where("id", "=", own.id).executeTakeFirstOrThrow();
  const cases: [Record<string, string>, string][] = [
    [{ ...VALID, hwbwert: "viel", hwbklasse: "" }, "Bitte geben Sie den HWB als Zahl ein, z. B. 45,2."],
    [{ ...VALID, hwbklasse: "Z" }, "Bitte wählen Sie die HWB-Klasse aus der Liste (A++ bis G)."],
    // An Austrian Energieausweis ends at G (OIB-Richtlinie 6).
    [{ ...VALID, fgeeklasse: "H" }, "Bitte wählen Sie die fGEE-Klasse aus der Liste (A++ bis G)."],
    [{ ...VALID, hwbwert: "1200" }, "Der HWB darf höchstens 1000 betragen."],
    [{ intent: "werte", fgeewert: "0,9" }, "Bitte geben Sie den HWB-Wert oder die HWB-Klasse an (§ 3 EAVG)."],
    [{ ...VALID, fgeewert: "", fgeeklasse: "" }, "Bitte geben Sie den fGEE-Wert oder die fGEE-Klasse an (§ 3 EAVG)."],
    [{ ...VALID, energie_gueltig_bis: "Mai 2033" }, "Bitte geben Sie das Datum als TT.MM.JJJJ an, z. B. 31.12.2032."],
    [{ ...VALID, energie_gueltig_bis: "2025-02-30" }, "Dieses Datum gibt es nicht."],
    [{ ...VALID, energie_gueltig_bis: "31.04.2033" }, "Dieses Datum gibt es nicht."],
    [{ ...VALID, heizkostennetto: "-5" }, "Bitte geben Sie die Heizkosten als Zahl ein, z. B. 65."],
    [{ ...VALID, hwbwert: "0" }, "Der HWB muss größer als 0 sein."],
  ];
  for (const [fields, message] of cases) {
    const res = await roles.admin.post(`/admin/immobilien/${own.id}`, fields);
    expect(res.status, JSON.stringify(fields)).toBe(400);
    expect(await text(res)).toContain(message);
  }
  const unknown = await roles.admin.post(`/admin/immobilien/${own.id}`, { intent: "loeschen" });
  expect(unknown.status).toBe(400);
  expect(await text(unknown)).toContain("Diese Aktion gibt es nicht.");
  expect((await roles.admin.get("/admin/immobilien/abc")).status).toBe(404);
  expect((await roles.admin.post("/admin/immobilien/99999999", VALID)).status).toBe(404);
  const after = await db.selectFrom("immobilien").select(["hwbwert", "updated_at"]).where("id", "=", own.id).executeTakeFirstOrThrow();
  expect(after).toEqual(before);
});

test("a date typed as TT.MM.JJJJ is stored; a plot saves its costs without an Energieausweis", async () => {
  const { own } = await seed();
  const roles = await staffRoles(worker);
  const typed = await roles.admin.post(`/admin/immobilien/${own.id}`, { ...VALID, energie_gueltig_bis: "1.6.2033" });
  expect(typed.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("immobilien").select("energie_gueltig_bis").where("id", "=", own.id).executeTakeFirstOrThrow();
  expect(row.energie_gueltig_bis).toBe("2033-06-01");

  // § 3 EAVG speaks of buildings: a plot has no certificate to state.
  const plot = await insertProperty(db, {
    objektnr_intern: "L210262",
    objekttitel: "Baugrund Perchtoldsdorf",
    objektart: "grundstueck",
    property_type: "land",
    hwbwert: null,
    hwbklasse: null,
    fgeewert: null,
    fgeeklasse: null,
  });
  const page = await text(await roles.admin.get(`/admin/immobilien/${plot.id}`));
  expect(page).toContain("Ein Grundstück braucht keinen Energieausweis");
  const saved = await roles.admin.post(`/admin/immobilien/${plot.id}`, { intent: "werte", sonstigekostennetto: "35" });
  expect(saved.status).toBe(303);
  const stored = await db
    .selectFrom("immobilien")
    .select(["sonstigekostennetto", "hwbwert"])
    .where("id", "=", plot.id)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ sonstigekostennetto: 35, hwbwert: null });
});

test("'Offline nehmen' withdraws like the feed: 410, out of the sitemap, audited; 'Wieder online stellen' undoes it", async () => {
  const { own } = await seed();
  const roles = await staffRoles(worker);
  expect((await worker.fetch("/immobilien/L210260")).status).toBe(200);
  expect(await text(await worker.fetch("/sitemap.xml"))).toContain("/immobilien/L210260<");

  const off = await expectAdminOnly(roles, (client, headers) => client.post(`/admin/immobilien/${own.id}`, { intent: "offline" }, headers));
  expect(off.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("immobilien").select(["active", "withdrawn_at"]).where("id", "=", own.id).executeTakeFirstOrThrow();
  expect(row.active).toBe(0);
  expect(row.withdrawn_at).not.toBeNull();
  expect((await worker.fetch("/immobilien/L210260")).status).toBe(410);
  expect(await text(await worker.fetch("/sitemap.xml"))).not.toContain("/immobilien/L210260<");
  const page = await text(await roles.admin.get(`/admin/immobilien/${own.id}`));
  expect(page).toContain("Wieder online stellen");

  const on = await roles.admin.post(`/admin/immobilien/${own.id}`, { intent: "online" });
  expect(on.status).toBe(303);
  expect((await worker.fetch("/immobilien/L210260")).status).toBe(200);
  expect(await text(await worker.fetch("/sitemap.xml"))).toContain("/immobilien/L210260<");
  const actions = (await auditOf(own.id)).map((entry) => entry.action);
  expect(actions.slice(-2)).toEqual(["listing.offline", "listing.online"]);
});
