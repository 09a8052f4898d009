// The team editor: every page and action tried as anonymous, signed-in
// non-admin and admin; German field messages for bad input and bad uploads with nothing changed;
// the slug rule and the old-slug redirect on create and rename; reorder; removal with nothing
// answering 500 afterwards; an audit entry for every change.
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { expectAdminOnly, type StaffRoles, staffRoles } from "./admin-matrix";
import { insertAgent, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
let roles: StaffRoles;
let jpegBytes: Buffer;
let pngBytes: Buffer;

beforeAll(async () => {
  roles = await staffRoles(worker);
  jpegBytes = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  pngBytes = await sharp({ create: { width: 500, height: 600, channels: 3, background: { r: 140, g: 90, b: 30 } } })
    .png()
    .toBuffer();
});

type Fields = Record<string, string>;

function agentForm(fields: Fields, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("bild", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  else form.append("bild", new File([], "", { type: "application/octet-stream" }));
  return form;
}

const BASE: Fields = { name: "", position: "Immobilienberaterin", email: "", phone: "", education: "", description: "" };

async function agentByName(name: string) {
  const db = await worker.db();
  return db.selectFrom("agents").selectAll().where("name", "=", name).executeTakeFirst();
}

async function auditFor(agentId: string) {
  const db = await worker.db();
  return db.selectFrom("audit_log").selectAll().where("entity", "=", "agent").where("entity_id", "=", agentId).orderBy("id").execute();
}

async function counts() {
  const db = await worker.db();
  const [audit, images, agents] = await Promise.all([
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("staff_images")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("agents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { audit: Number(audit.n), images: Number(images.n), agents: Number(agents.n) };
}

const location = (res: Response) => new URL(res.headers.get("Location") ?? "", "http://x").pathname;

describe("pages", () => {
  test("the list, new, edit and remove pages are for admins only", async () => {
    const db = await worker.db();
    const id = await insertAgent(db, { name: "Petra Seiten", slug: "petra-seiten", sortOrder: 1 });
    for (const path of ["/admin/team", "/admin/team/neu", `/admin/team/${id}`, `/admin/team/${id}/entfernen`]) {
      const res = await expectAdminOnly(roles, (client) => client.get(path), { method: "GET" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toContain("no-store");
    }
    await insertAgent(db, { name: "Mag. Jürgen Seitenweg", slug: "juergen-seitenweg", sortOrder: 2 });
    const list = await (await roles.admin.get("/admin/team")).text();
    expect(list).toContain("Petra Seiten");
    // A broker without a photo shows the public pages' monogram: first and last name, no title.
    expect(list).toContain('<span class="team-thumb team-initial" aria-hidden="true">PS</span>');
    expect(list).toContain('<span class="team-thumb team-initial" aria-hidden="true">JS</span>');
    const unknown = await roles.admin.get("/admin/team/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Makler nicht gefunden");
  });
});

describe("add", () => {
  test("adding a broker with a photo: admin only, slug by the rule, photo on the public pages, audited", async () => {
    const before = await counts();
    const form = agentForm(
      {
        ...BASE,
        name: "Jürgen Öller",
        email: "J.Oeller@Donau-Estate.example",
        phone: "+43 1 234 56 78",
        description: "Erster Absatz.\nZweiter Absatz.",
      },
      { bytes: jpegBytes, name: "portrait.jpg", type: "image/jpeg" },
    );
    const res = await expectAdminOnly(roles, (client, headers) => client.postMultipart("/admin/team/neu", form, headers));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/team");
    const agent = await agentByName("Jürgen Öller");
    expect(agent?.slug).toBe("juergen-oeller");
    expect(agent?.email).toBe("j.oeller@donau-estate.example");
    expect(agent?.image).toMatch(/^\/bilder\/[0-9a-f]{32}-960\.webp$/);
    expect((await counts()).agents).toBe(before.agents + 1);
    const photo = await worker.fetch(agent?.image ?? "");
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/webp");

    const page = await worker.fetch("/uber-uns/team/juergen-oeller");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`src="${agent?.image}"`);
    expect(html).toContain("Zweiter Absatz.");
    expect(await (await worker.fetch("/uber-uns")).text()).toContain("/uber-uns/team/juergen-oeller");
    expect(await (await worker.fetch("/sitemap.xml")).text()).toContain("/uber-uns/team/juergen-oeller</loc>");

    const audit = await auditFor(agent?.id ?? "");
    expect(audit.map((entry) => entry.action)).toEqual(["team.create", "team.photo"]);
    expect(audit[0]?.actor_email).toMatch(/^admin-/);
    expect(audit[0]?.summary).toContain("Jürgen Öller");
  });

  test("a second broker of the same name gets a suffixed slug; a PNG without photo fields works too", async () => {
    const res = await roles.admin.postMultipart(
      "/admin/team/neu",
      agentForm({ ...BASE, name: "Jürgen Öller" }, { bytes: pngBytes, name: "b.png", type: "image/png" }),
    );
    expect(res.status).toBe(303);
    const db = await worker.db();
    const rows = await db.selectFrom("agents").select(["slug", "image"]).where("name", "=", "Jürgen Öller").orderBy("sort_order").execute();
    expect(rows.map((row) => row.slug)).toEqual(["juergen-oeller", "juergen-oeller-2"]);
    // Narrower than 960 px: the largest variant it has.
    expect(rows[1]?.image).toMatch(/^\/bilder\/[0-9a-f]{32}-500\.webp$/);
    await db.deleteFrom("agents").where("slug", "=", "juergen-oeller-2").execute();
  });

  test("three brokers of one name saved at the same moment all get their own slug, none a 500", async () => {
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        roles.admin.postMultipart("/admin/team/neu", agentForm({ ...BASE, name: "Zora Gleich", email: `zora${n}@example.at` })),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual([303, 303, 303]);
    const db = await worker.db();
    const slugs = (await db.selectFrom("agents").select("slug").where("name", "=", "Zora Gleich").execute()).map((row) => row.slug).sort();
    expect(slugs).toEqual(["zora-gleich", "zora-gleich-2", "zora-gleich-3"]);
    await db.deleteFrom("agents").where("name", "=", "Zora Gleich").execute();
  });

  test("missing name, bad e-mail and bad phone answer 400 with German messages and store nothing", async () => {
    const before = await counts();
    const res = await roles.admin.postMultipart(
      "/admin/team/neu",
      agentForm(
        { ...BASE, name: "  ", email: "keine-adresse", phone: "ruf mich an" },
        { bytes: jpegBytes, name: "a.jpg", type: "image/jpeg" },
      ),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Bitte geben Sie den Namen ein.");
    expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    expect(html).toContain("Bitte geben Sie eine gültige Telefonnummer ein");
    expect(html).toContain('value="keine-adresse"');
    expect(await counts()).toEqual(before);
    const tooShort = await roles.admin.postMultipart("/admin/team/neu", agentForm({ ...BASE, name: "Kurz", phone: "12-3" }));
    expect(tooShort.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  test("a POST that is not a form answers 4xx, not 500", async () => {
    const res = await roles.admin.post("/admin/team/neu", {}, { "Content-Type": "application/json" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const list = await roles.admin.post("/admin/team?index", { intent: "sideways", id: "x" });
    expect(list.status).toBe(400);
    const gone = await roles.admin.post("/admin/team?index", { intent: "up", id: "00000000-0000-4000-8000-000000000000" });
    expect(gone.status).toBe(404);
  });
});

describe("edit", () => {
  test("bad uploads (GIF, over 10 MB, text named .png, corrupt JPEG) get a German message and change nothing", async () => {
    const agent = await agentByName("Jürgen Öller");
    const id = agent?.id ?? "";
    const gif = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("kein echtes Bild ".repeat(100))]);
    const cases = [
      { file: { bytes: gif, name: "bild.gif", type: "image/gif" }, message: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP." },
      { file: { bytes: big, name: "gross.jpg", type: "image/jpeg" }, message: "Das Bild ist größer als 10 MB." },
      {
        file: { bytes: Buffer.from("Das ist Text."), name: "foto.png", type: "image/png" },
        message: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.",
      },
      { file: { bytes: corrupt, name: "kaputt.jpg", type: "image/jpeg" }, message: "Das Bild konnte nicht gelesen werden." },
    ];
    for (const { file, message } of cases) {
      const before = await counts();
      const res = await roles.admin.postMultipart(`/admin/team/${id}`, agentForm({ ...BASE, name: "Jürgen Neu" }, file));
      expect(res.status, file.name).toBe(400);
      const html = await res.text();
      expect(html, file.name).toContain(message);
      expect(html, file.name).toMatch(/id="agent-bild-error"/);
      expect(await counts(), file.name).toEqual(before);
      const after = await agentByName("Jürgen Öller");
      expect(after?.image, file.name).toBe(agent?.image);
      expect(after?.slug, file.name).toBe("juergen-oeller");
    }
    // Far over the limit: the body is refused before it is parsed, still with the field message.
    const before = await counts();
    const huge = Buffer.alloc(11 * 1024 * 1024, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await roles.admin.postMultipart(
      `/admin/team/${id}`,
      agentForm({ ...BASE, name: "Jürgen Neu" }, { bytes: huge, name: "riesig.jpg", type: "image/jpeg" }),
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Das Bild ist größer als 10 MB.");
    expect(await counts()).toEqual(before);
    expect((await agentByName("Jürgen Öller"))?.slug).toBe("juergen-oeller");
  });

  test("saving without a file keeps the photo; the checkbox removes it; both admin only and audited", async () => {
    const agent = await agentByName("Jürgen Öller");
    const id = agent?.id ?? "";
    const form = agentForm({ ...BASE, name: "Jürgen Öller", position: "Teamleiter", phone: "+43 660 123 45 67" });
    const res = await expectAdminOnly(roles, (client, headers) => client.postMultipart(`/admin/team/${id}`, form, headers));
    expect(res.status).toBe(303);
    const kept = await agentByName("Jürgen Öller");
    expect(kept?.image).toBe(agent?.image);
    expect(kept?.position).toBe("Teamleiter");
    expect(kept?.slug).toBe("juergen-oeller");
    const update = (await auditFor(id)).at(-1);
    expect(update?.action).toBe("team.update");
    expect(update?.summary).toContain("Position");

    const removed = await roles.admin.postMultipart(
      `/admin/team/${id}`,
      agentForm({ ...BASE, name: "Jürgen Öller", position: "Teamleiter", phone: "+43 660 123 45 67", foto_entfernen: "1" }),
    );
    expect(removed.status).toBe(303);
    expect((await agentByName("Jürgen Öller"))?.image).toBeNull();
    const photo = (await auditFor(id)).at(-1);
    expect(photo?.action).toBe("team.photo");
    expect(photo?.summary).toContain("entfernt");
    expect(await (await worker.fetch("/uber-uns/team/juergen-oeller")).text()).toContain("content-agent-initial");
  });

  test("a rename gives a new slug, the old URL answers 301 to it, and the audit names old -> new", async () => {
    const agent = await agentByName("Jürgen Öller");
    const id = agent?.id ?? "";
    const res = await roles.admin.postMultipart(`/admin/team/${id}`, agentForm({ ...BASE, name: "Jürgen Österreicher" }));
    expect(res.status).toBe(303);
    expect((await agentByName("Jürgen Österreicher"))?.slug).toBe("juergen-oesterreicher");
    const old = await worker.fetch("/uber-uns/team/juergen-oeller");
    expect(old.status).toBe(301);
    expect(location(old)).toBe("/uber-uns/team/juergen-oesterreicher");
    // Browsers keep it an hour, not forever: the slug may be given away once the broker leaves.
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect((await worker.fetch("/uber-uns/team/juergen-oesterreicher")).status).toBe(200);
    const byId = await worker.fetch(`/uber-uns/team/${id}`);
    expect(location(byId)).toBe("/uber-uns/team/juergen-oesterreicher");
    const sitemap = await (await worker.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/uber-uns/team/juergen-oesterreicher</loc>");
    expect(sitemap).not.toContain("/uber-uns/team/juergen-oeller</loc>");
    const update = (await auditFor(id)).at(-1);
    expect(update?.action).toBe("team.update");
    expect(update?.summary).toContain("„Jürgen Öller“ → „Jürgen Österreicher“");

    // A new colleague may not take the slug that still redirects: they get a suffix.
    await roles.admin.postMultipart("/admin/team/neu", agentForm({ ...BASE, name: "Jürgen Öller" }));
    expect((await agentByName("Jürgen Öller"))?.slug).toBe("juergen-oeller-2");
    expect(location(await worker.fetch("/uber-uns/team/juergen-oeller"))).toBe("/uber-uns/team/juergen-oesterreicher");
  });
});

describe("reorder", () => {
  test("move up / move down rewrite sort_order for the whole team, show on /uber-uns, admin only, audited", async () => {
    const db = await worker.db();
    await db.deleteFrom("agents").execute();
    const a = await insertAgent(db, { name: "Anna Erste", slug: "anna-erste", sortOrder: 1000 });
    const b = await insertAgent(db, { name: "Bernd Zweiter", slug: "bernd-zweiter", sortOrder: 1000 });
    const c = await insertAgent(db, { name: "Clara Dritte", slug: "clara-dritte", sortOrder: 1000 });
    const res = await expectAdminOnly(roles, (client, headers) => client.post("/admin/team?index", { intent: "up", id: c }, headers));
    expect(res.status).toBe(303);
    const order = async () =>
      (await db.selectFrom("agents").select(["id", "sort_order"]).orderBy("sort_order").orderBy("name").execute()).map((row) => [
        row.id,
        row.sort_order,
      ]);
    expect(await order()).toEqual([
      [a, 10],
      [c, 20],
      [b, 30],
    ]);
    await roles.admin.post("/admin/team?index", { intent: "down", id: a });
    expect((await order()).map(([id]) => id)).toEqual([c, a, b]);
    // At the ends nothing moves.
    await roles.admin.post("/admin/team?index", { intent: "up", id: c });
    await roles.admin.post("/admin/team?index", { intent: "down", id: b });
    expect((await order()).map(([id]) => id)).toEqual([c, a, b]);
    const about = await (await worker.fetch("/uber-uns")).text();
    expect(about.indexOf("Clara Dritte")).toBeLessThan(about.indexOf("Anna Erste"));
    expect(about.indexOf("Anna Erste")).toBeLessThan(about.indexOf("Bernd Zweiter"));
    const entries = await auditFor(c);
    expect(entries.at(-1)?.action).toBe("team.reorder");
    expect(entries.at(-1)?.summary).toContain("Clara Dritte");
  });
});

describe("remove", () => {
  test("removal: confirmation first, admin only, then 410 and no 500 on the team, listing and sitemap pages", async () => {
    const db = await worker.db();
    const id = await insertAgent(db, { name: "Rita Raus", slug: "rita-raus", sortOrder: 5 });
    await db.updateTable("agents").set({ email: "rita.raus@donau-estate.example" }).where("id", "=", id).execute();
    const listing = await insertProperty(db, {
      kontakt_email: "rita.raus@donau-estate.example",
      kontakt_name: "Raus",
      kontakt_vorname: "Rita",
    });
    // A rename first, so an older slug exists too.
    await roles.admin.postMultipart(
      `/admin/team/${id}`,
      agentForm({ ...BASE, name: "Rita Raus-Weg", email: "rita.raus@donau-estate.example" }),
    );
    expect((await worker.fetch("/uber-uns/team/rita-raus-weg")).status).toBe(200);
    expect(await (await worker.fetch(`/immobilien/${listing.id}`)).status).toBe(200);

    const confirm = await roles.admin.get(`/admin/team/${id}/entfernen`);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain("Rita Raus-Weg<!-- --> entfernen?");
    expect(confirmHtml).toMatch(/1 aktive Immobilie nennt/);
    expect(confirmHtml).toMatch(
      /<form[^>]*class="staff-actions"[\s\S]*?<a class="button button-secondary" href="\/admin\/team">Abbrechen<\/a><\/form>/,
    );
    const res = await expectAdminOnly(roles, (client, headers) =>
      client.post(`/admin/team/${id}/entfernen`, { intent: "delete" }, headers),
    );
    expect(res.status).toBe(303);
    expect(await db.selectFrom("agents").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();

    for (const slug of ["rita-raus-weg", "rita-raus"]) {
      const page = await worker.fetch(`/uber-uns/team/${slug}`);
      expect(page.status, slug).toBe(410);
      expect(await page.text(), slug).toContain("Makler nicht gefunden");
    }
    expect((await worker.fetch(`/uber-uns/team/${id}`)).status).toBe(404);
    const about = await worker.fetch("/uber-uns");
    expect(about.status).toBe(200);
    expect(await about.text()).not.toContain("Rita Raus");
    const detail = await worker.fetch(`/immobilien/${listing.id}`);
    expect(detail.status).toBe(200);
    const sitemap = await worker.fetch("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).not.toContain("rita-raus");
    const entry = (await auditFor(id)).at(-1);
    expect(entry?.action).toBe("team.delete");
    expect(entry?.summary).toContain("Rita Raus-Weg");

    // Removing again, or a bad intent: 4xx, never 500.
    expect((await roles.admin.post(`/admin/team/${id}/entfernen`, { intent: "delete" })).status).toBe(404);
    expect((await roles.admin.get(`/admin/team/${id}/entfernen`)).status).toBe(404);
    const other = await insertAgent(db, { name: "Bleibt Hier", slug: "bleibt-hier" });
    expect((await roles.admin.post(`/admin/team/${other}/entfernen`, {})).status).toBe(400);

    // A new broker may take over a removed broker's slug.
    await roles.admin.postMultipart("/admin/team/neu", agentForm({ ...BASE, name: "Rita Raus" }));
    expect((await agentByName("Rita Raus"))?.slug).toBe("rita-raus");
    expect((await worker.fetch("/uber-uns/team/rita-raus")).status).toBe(200);
  });
});
