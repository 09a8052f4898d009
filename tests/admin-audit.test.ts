// The audit trail: entries for the feed-settings save, the admin grant
// (panel card and /admin/setup), a sync started by hand and an inquiry's status; shown newest first
// on /admin/protokoll (admin only, filter by area, paginated) and the last five on the panel.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { AUDIT_ENTITY_LABELS } from "~/lib/admin-format";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { signedInUser } from "./auth-helpers";
import { startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker();

async function entries(action: string) {
  const db = await worker.db();
  return db
    .selectFrom("audit_log")
    .select(["actor_email", "action", "entity", "entity_id", "summary"])
    .where("action", "=", action)
    .orderBy("id", "asc")
    .execute();
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("saving the feed settings is recorded with the masked URL and never the password", async () => {
  const roles = await staffRoles(worker);
  await expectAdminOnly(roles, (client, headers) =>
    client.post(
      "/admin/technik",
      { intent: "save-feed", feedUrl: "https://makler@feed.example/openimmo.xml?token=abc123", password: "geheim-42" },
      headers,
    ),
  );
  const [entry] = await entries("feed.save");
  expect(entry?.entity).toBe("api_credentials");
  expect(entry?.actor_email).toMatch(/^admin-/);
  expect(entry?.summary).toBe("Feed-URL https://***@feed.example/openimmo.xml?token=*** gespeichert, Passwort neu gesetzt");
  expect(JSON.stringify(await entries("feed.save"))).not.toMatch(/geheim-42|abc123/);
  // A failed save (bad URL) records nothing.
  await roles.admin.post("/admin/technik", { intent: "save-feed", feedUrl: "ftp://feed.example/x.xml" });
  expect(await entries("feed.save")).toHaveLength(1);
});

test("an admin grant is recorded, from Team → Zugänge and from /admin/setup, without the key", async () => {
  const roles = await staffRoles(worker);
  await signedInUser(worker, "neue.kollegin@example.com");
  await expectAdminOnly(roles, (client, headers) =>
    client.post(
      "/admin/team?index",
      { intent: "set-admin", email: "neue.kollegin@example.com", adminKey: TEST_SECRETS.ADMIN_KEY },
      headers,
    ),
  );
  const first = await signedInUser(worker, "erste.admin@example.com");
  await first.post("/admin/setup", { intent: "set-admin", email: "erste.admin@example.com", adminKey: TEST_SECRETS.ADMIN_KEY });
  const grants = await entries("admin.grant");
  expect(grants.map((entry) => [entry.entity, entry.summary])).toEqual([
    ["user", "Admin-Rechte an neue.kollegin@example.com vergeben"],
    ["user", "Admin-Rechte an erste.admin@example.com vergeben"],
  ]);
  expect(grants[0]?.actor_email).toMatch(/^admin-/);
  expect(grants[1]?.actor_email).toBe("erste.admin@example.com");
  expect(JSON.stringify(grants)).not.toContain(TEST_SECRETS.ADMIN_KEY);
  // A wrong key grants nothing and records nothing.
  await roles.admin.post("/admin/team?index", { intent: "set-admin", email: "neue.kollegin@example.com", adminKey: "falsch" });
  expect(await entries("admin.grant")).toHaveLength(2);
});

test("a sync started by hand and an inquiry's status change are recorded", async () => {
  const roles = await staffRoles(worker);
  await roles.admin.post("/admin/technik", { intent: "sync" });
  expect((await entries("sync.start")).at(-1)).toMatchObject({ entity: "sync", summary: "Synchronisierung von Hand gestartet" });
  const db = await worker.db();
  const at = new Date().toISOString();
  await db
    .insertInto("inquiries")
    .values({ id: "audit-inq", kind: "contact", subject: "Frage zur Miete", payload: "{}", created_at: at, updated_at: at } as never)
    .execute();
  await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: "audit-inq", status: "done" });
  expect((await entries("inquiry.status")).at(-1)).toMatchObject({
    entity: "inquiry",
    entity_id: "audit-inq",
    summary: "Anfrage audit-inq: Status „Erledigt“",
  });
});

test("/admin/protokoll lists entries newest first, filters by area, pages by 50; admin only", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const rows = Array.from({ length: 55 }, (_, i) => ({
    at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
    actor_id: null,
    actor_email: "redaktion@example.at",
    action: "blog.update",
    entity: "blog_post",
    entity_id: String(i),
    summary: `Beitrag Nummer ${i} geändert`,
  }));
  // D1 takes at most 100 bound parameters per statement.
  for (let i = 0; i < rows.length; i += 10)
    await db
      .insertInto("audit_log")
      .values(rows.slice(i, i + 10))
      .execute();
  const page = await expectAdminOnly(roles, (client) => client.get("/admin/protokoll?entity=blog_post"), { method: "GET" });
  const html = await text(page);
  expect(html).toContain("<h1>Protokoll</h1>");
  expect(html).toContain("55 Einträge · Seite 1 von 2");
  expect(html.indexOf("Beitrag Nummer 54 geändert")).toBeGreaterThan(-1);
  expect(html.indexOf("Beitrag Nummer 54 geändert")).toBeLessThan(html.indexOf("Beitrag Nummer 53 geändert"));
  expect(html).not.toContain("Beitrag Nummer 4 geändert<");
  expect(html).toContain('href="/admin/protokoll?entity=blog_post&amp;page=2"');
  expect(html).toContain("Beiträge");
  const second = await text(await roles.admin.get("/admin/protokoll?entity=blog_post&page=2"));
  expect(second).toContain("Beitrag Nummer 4 geändert");
  // Another area does not show blog entries; an unknown area or page falls back to all, page 1.
  expect(await text(await roles.admin.get("/admin/protokoll?entity=agent"))).not.toContain("Beitrag Nummer");
  expect((await roles.admin.get("/admin/protokoll?entity=%27;drop&page=abc")).status).toBe(200);
  // The trail is the Protokoll's alone: the Übersicht shows the day's work (ADR 0365).
  const panel = await text(await roles.admin.get("/admin"));
  expect(panel).not.toContain("Letzte Änderungen");
  expect(panel).not.toContain("Beitrag Nummer 54 geändert");
});

test("every area the code writes to the trail has a German name in the Protokoll and its filter", () => {
  const files = (readdirSync("app", { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const written = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join("app", file), "utf8").matchAll(/\bentity: "([a-z_]+)"/g)) written.add(match[1] ?? "");
  }
  expect(written.size).toBeGreaterThan(10);
  expect([...written].filter((entity) => !AUDIT_ENTITY_LABELS[entity]).sort()).toEqual([]);
});
