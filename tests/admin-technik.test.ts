// The Technik page (ADR 0180): the feed settings, the runs and the sitemap tools
// moved off the Übersicht. Every loader and action intent is in the access matrix (anonymous,
// signed-in non-admin, cross-site POST, admin); the Übersicht no longer takes the feed settings.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { startWorker } from "./harness";

const worker = startWorker();

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("Technik's page and sitemap tools are for admins only; the admin gets the cards", async () => {
  const roles = await staffRoles(worker);
  const page = await expectAdminOnly(roles, (client) => client.get("/admin/technik"), { method: "GET" });
  expect(page.status).toBe(200);
  const html = await text(page);
  expect(html).toContain("<h1>Technik</h1>");
  expect(html).toContain("Immobilien-Feed synchronisieren");
  expect(html).toContain("Website-Sitemap");
  const tested = await expectAdminOnly(roles, (client) => client.get("/admin/technik?sitemap=test"), { method: "GET" });
  expect(await text(tested)).toContain("Sitemap-Test erfolgreich");
});

test("saving the feed on Technik is admin-only and comes back to Technik with the masked URL", async () => {
  const roles = await staffRoles(worker);
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://makler:pw-7@feed.example/technik.xml", password: "" }, headers),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/technik");
  const html = await text(await roles.admin.get("/admin/technik"));
  expect(html).toContain("Feed-Konfiguration gespeichert");
  expect(html).toContain("https://***@feed.example/technik.xml");
  expect(html).not.toContain("pw-7");
  // The Übersicht shows the state and the sync button, not the settings form.
  const overview = await text(await roles.admin.get("/admin"));
  expect(overview).toContain("Jetzt synchronisieren");
  expect(overview).toContain('<a href="/admin/technik">Feed-Einstellungen und letzte Läufe unter Technik</a>');
  expect(overview).not.toContain("Feed-Konfiguration ändern");
});

test("a sync started on Technik is admin-only; the Übersicht refuses the feed settings with 400", async () => {
  const roles = await staffRoles(worker);
  // No feed server answers: the sync fails, and says so on Technik.
  const sync = await expectAdminOnly(roles, (client, headers) => client.post("/admin/technik", { intent: "sync" }, headers));
  expect(sync.headers.get("Location")).toBe("/admin/technik");
  const db = await worker.db();
  const before = await db.selectFrom("api_credentials").select("username").execute();
  const refused = await roles.admin.post("/admin?index", { intent: "save-feed", feedUrl: "https://anders.example/x.xml", password: "" });
  expect(refused.status).toBe(400);
  expect(await db.selectFrom("api_credentials").select("username").execute()).toEqual(before);
  const unknown = await roles.admin.post("/admin/technik", { intent: "set-admin", email: "x@example.at", adminKey: "k" });
  expect(unknown.status).toBe(400);
});
