// Team → Zugänge (ADR 0374): the accounts with access as a table ("(Sie)", second factor, last
// sign-in from the audit trail) and "Admin-Rechte entziehen": a confirm page and its POST, guarded
// like every admin action (same origin, admin), never one's own rights, never an ADMIN_EMAILS admin,
// never the last admin; an entry in Protokoll; the account's sessions end.
import { expect, test } from "vitest";
import { revokeAdminRole } from "~/server/accounts/users.queries.server";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { createClient, makeAdmin, roleOf, signedInUser, signInFully } from "./auth-helpers";
import { insertAgent } from "./factories";
import { formPost, startWorker } from "./harness";

const BUILT_IN = "chefin.zugang@example.com";
const worker = startWorker({ vars: { ADMIN_EMAILS: BUILT_IN } });

async function idOf(email: string): Promise<string> {
  const db = await worker.db();
  return (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

/** The page's text with React's comment markers removed. */
async function text(res: Response): Promise<string> {
  return (await res.text()).replace(/<!-- -->/g, "");
}

/** An admin with a second factor, signed in on its own client. */
async function admin(email: string) {
  const client = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  return client;
}

test("Zugänge lists each admin with (Sie), the second factor and the last sign-in the trail holds", async () => {
  const me = await admin("ich.zugang@example.com");
  await signedInUser(worker, "ohne.faktor.zugang@example.com");
  await makeAdmin(worker, "ohne.faktor.zugang@example.com", { secondFactor: false });
  // A real sign-in as admin (password and app) writes the entry the column reads.
  const again = createClient(worker);
  expect([302, 303]).toContain((await signInFully(again, "ich.zugang@example.com")).status);
  const html = await text(await me.get("/admin/team"));
  const table = html.match(/<table class="team-access-table">[\s\S]*?<\/table>/)?.[0] ?? "";
  const rowOf = (email: string) => table.match(new RegExp(`<tr>(?:(?!</tr>).)*${email.replaceAll(".", "\\.")}[\\s\\S]*?</tr>`))?.[0] ?? "";
  const mine = rowOf("ich.zugang@example.com");
  expect(mine).toContain('title="ich.zugang@example.com"');
  expect(mine).toContain("(Sie)");
  expect(mine).toContain('<span class="team-access-on">Ein</span>');
  expect(mine).toMatch(/<td data-label="Letzte Anmeldung">\d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr<\/td>/);
  // No button on one's own row.
  expect(mine).not.toContain("Admin-Rechte entziehen");
  // A fresh admin whose setup wrote no sign-in sees "jetzt angemeldet" on their own row.
  const fresh = await admin("frisch.zugang@example.com");
  const freshTable = (await text(await fresh.get("/admin/team"))).match(/<table class="team-access-table">[\s\S]*?<\/table>/)?.[0] ?? "";
  const freshRow = freshTable.match(/<tr>(?:(?!<\/tr>).)*frisch\.zugang@example\.com[\s\S]*?<\/tr>/)?.[0] ?? "";
  expect(freshRow).toContain("(Sie)");
  expect(freshRow).toContain('<span class="team-access-note">jetzt angemeldet</span>');
  const other = rowOf("ohne.faktor.zugang@example.com");
  expect(other).not.toContain("(Sie)");
  expect(other).toContain("Aus: noch nicht eingerichtet");
  expect(other).toContain("nicht im Protokoll");
  expect(other).toContain(`href="/admin/team/zugaenge/${await idOf("ohne.faktor.zugang@example.com")}/entziehen"`);
  // The grant keeps the spec's key, with the new label and the hint for a person without an account.
  expect(html).toContain(">E-Mail der Person<");
  expect(html).not.toContain("E-Mail des Benutzers");
  expect(html).toContain('Noch kein Konto? Die Person registriert sich unter <a href="/login?mode=signup">');
});

test("the last sign-in is the newest one the audit trail holds, in Vienna time", async () => {
  const me = await admin("zeit.zugang@example.com");
  const db = await worker.db();
  const id = await idOf("zeit.zugang@example.com");
  for (const at of ["2026-06-01T10:00:00.000Z", "2026-11-30T07:05:00.000Z"]) {
    await db
      .insertInto("audit_log")
      .values({
        at,
        actor_id: id,
        actor_email: "zeit.zugang@example.com",
        action: "security.login.success",
        entity: "security",
        entity_id: id,
        summary: "Angemeldet (Passwort)",
      })
      .execute();
  }
  const html = await text(await me.get("/admin/team"));
  expect(html).toContain("30.11.2026, 08:05 Uhr");
  expect(html).not.toContain("01.06.2026, 12:00 Uhr");
});

test("removing admin rights: anonymous, non-admin and cross-site are refused; the admin confirms, and it is logged", async () => {
  const roles = await staffRoles(worker);
  await admin("weg.zugang@example.com");
  const target = await signedInUser(worker, "weg.sitzung@example.com");
  await makeAdmin(worker, "weg.sitzung@example.com");
  const path = `/admin/team/zugaenge/${await idOf("weg.sitzung@example.com")}/entziehen`;
  // The confirm page, for admins only; a plain form.
  const page = await expectAdminOnly(roles, (client) => client.get(path), { method: "GET" });
  expect(page.status).toBe(200);
  const html = await text(page);
  // No team profile with this address: a plain heading, the address in the body (not the serif
  // heading), and who keeps admin rights afterwards (review 62).
  expect(html).toContain("<h1>Admin-Rechte entziehen?</h1>");
  expect(html).toContain('Zugang: <strong class="staff-email">weg.sitzung@example.com</strong>');
  expect(html).toMatch(/Admin-Rechte behalten danach \d+ Zugänge: [^<]*<span>/);
  expect(html).toContain('<span class="staff-email">weg.zugang@example.com</span>');
  expect(html).not.toMatch(/behalten danach[^.]*weg\.sitzung/);
  // With a team profile of the same address the heading names the person.
  await insertAgent(await worker.db(), { name: "Sabine Sitzung", slug: `sabine-sitzung-${Date.now()}`, email: "Weg.Sitzung@example.com" });
  expect(await text(await roles.admin.get(path))).toContain("<h1>Admin-Rechte von Sabine Sitzung entziehen?</h1>");
  expect(html).toMatch(
    /<form[^>]*method="post"[^>]*><button type="submit" value="revoke-admin"[^>]* name="intent">Admin-Rechte entziehen</,
  );
  // Cancel is a button of its own beside it, and the page speaks of the other person's account.
  expect(html).toMatch(
    /<form[^>]*class="staff-actions revoke-admin-actions"[\s\S]*?<a class="button button-secondary" href="\/admin\/team#zugaenge">Abbrechen<\/a><\/form>/,
  );
  expect(html).toContain("Das Konto der Person bleibt bestehen.");
  // A browser without Origin but with cross-site fetch metadata is refused too.
  const metadata = await worker.fetch(
    path,
    formPost({ intent: "revoke-admin" }, { Cookie: roles.admin.cookie(), "Sec-Fetch-Site": "cross-site" }),
  );
  expect(metadata.status).toBe(403);
  expect(await roleOf(worker, "weg.sitzung@example.com")).toBe("admin");
  const done = await expectAdminOnly(roles, (client, headers) => client.post(path, { intent: "revoke-admin" }, headers));
  expect(done.status).toBe(303);
  expect(done.headers.get("Location")).toBe("/admin/team#zugaenge");
  expect(await roleOf(worker, "weg.sitzung@example.com")).toBe("user");
  const team = await text(await roles.admin.get("/admin/team"));
  expect(team).toContain("Admin-Rechte entzogen");
  expect(team).toContain("weg.sitzung@example.com kann die Verwaltung nicht mehr nutzen.");
  expect(team.match(/<table class="team-access-table">[\s\S]*?<\/table>/)?.[0]).not.toContain("weg.sitzung@example.com");
  // The audit entry: who took whose rights.
  const db = await worker.db();
  const entry = await db
    .selectFrom("audit_log")
    .select(["action", "entity", "entity_id", "summary"])
    .where("action", "=", "admin.revoke")
    .where("entity_id", "=", await idOf("weg.sitzung@example.com"))
    .executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ entity: "user", summary: "Admin-Rechte von weg.sitzung@example.com entzogen" });
  expect(await text(await roles.admin.get("/admin/protokoll"))).toContain("Admin-Rechte von weg.sitzung@example.com entzogen");
  // The account's sessions end with the change.
  expect((await target.get("/admin")).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  // Again: no longer an admin, a German 400.
  const twice = await roles.admin.post(path, { intent: "revoke-admin" });
  expect(twice.status).toBe(400);
  expect(await text(twice)).toContain("Dieses Konto hat keine Admin-Rechte (mehr).");
});

test("one's own rights cannot be removed: 400 with a German message, nothing changes", async () => {
  const me = await admin("selbst.zugang@example.com");
  const path = `/admin/team/zugaenge/${await idOf("selbst.zugang@example.com")}/entziehen`;
  const page = await text(await me.get(path));
  expect(page).toContain("Ihre eigenen Admin-Rechte können Sie nicht entziehen.");
  expect(page).not.toContain('value="revoke-admin"');
  const res = await me.post(path, { intent: "revoke-admin" });
  expect(res.status).toBe(400);
  expect(await text(res)).toContain(
    "Ihre eigenen Admin-Rechte können Sie nicht entziehen. Das muss eine andere Person mit Admin-Rechten tun.",
  );
  expect(await roleOf(worker, "selbst.zugang@example.com")).toBe("admin");
  expect((await me.get("/admin/team")).status).toBe(200);
  // The error page says what went wrong in German, with the way back to Zugänge.
  const unknownIntent = await me.post(path, { intent: "etwas-anderes" });
  expect(unknownIntent.status).toBe(400);
  expect(await text(unknownIntent)).toMatch(/<p role="alert">Unbekannte Aktion\.<\/p>[\s\S]*href="\/admin\/team#zugaenge"/);
  const unknownAccount = await me.get("/admin/team/zugaenge/gibt-es-nicht/entziehen");
  expect(unknownAccount.status).toBe(404);
  expect(await text(unknownAccount)).toContain("<h1>Konto nicht gefunden</h1>");
});

test("an ADMIN_EMAILS admin is marked and cannot be removed here", async () => {
  const me = await admin("neben.chefin@example.com");
  await signedInUser(worker, BUILT_IN);
  const html = await text(await me.get("/admin/team"));
  const row = html.match(new RegExp(`<tr>(?:(?!</tr>).)*${BUILT_IN.replaceAll(".", "\\.")}[\\s\\S]*?</tr>`))?.[0] ?? "";
  expect(row).toContain("Admin (ADMIN_EMAILS)");
  expect(row).toContain("nur in der Server-Einstellung änderbar");
  expect(row).not.toContain("/entziehen");
  const res = await me.post(`/admin/team/zugaenge/${await idOf(BUILT_IN)}/entziehen`, { intent: "revoke-admin" });
  expect(res.status).toBe(400);
  expect(await text(res)).toContain(`${BUILT_IN} ist über die Server-Einstellung ADMIN_EMAILS Admin.`);
});

test("the last admin keeps the rights: the removal refuses when nobody else would remain", async () => {
  // Through the page only reachable when two admins remove each other at once (the test above):
  // each passes the guards, and the second removal would leave none. The conditional UPDATE in
  // revokeAdminRole decides, on the worker's own D1: with every other admin made a user, the target
  // is the last one and keeps the role; an ADMIN_EMAILS account or another admin lets it go.
  await admin("letzte.zugang@example.com");
  const db = await worker.db();
  const target = await idOf("letzte.zugang@example.com");
  await db.updateTable("profiles").set({ role: "user" }).where("id", "!=", target).where("role", "=", "admin").execute();
  const now = new Date();
  expect(await revokeAdminRole(db, { userId: target, builtIn: [], now })).toBe("last-admin");
  expect(await roleOf(worker, "letzte.zugang@example.com")).toBe("admin");
  // An ADMIN_EMAILS address counts only with a confirmed account.
  expect(await revokeAdminRole(db, { userId: target, builtIn: ["gibt.es.nicht@example.com"], now })).toBe("last-admin");
  expect(await revokeAdminRole(db, { userId: target, builtIn: [BUILT_IN], now })).toBe("revoked");
  expect(await roleOf(worker, "letzte.zugang@example.com")).toBe("user");
  expect(await revokeAdminRole(db, { userId: target, builtIn: [BUILT_IN], now })).toBe("not-admin");
});

test("two admins removing each other at the same time leave one admin", async () => {
  const eins = await admin("gegenseitig.eins@example.com");
  const zwei = await admin("gegenseitig.zwei@example.com");
  // The two are the office's only admins by role (every other one of this worker made a user).
  const db = await worker.db();
  const pair = [await idOf("gegenseitig.eins@example.com"), await idOf("gegenseitig.zwei@example.com")];
  await db.updateTable("profiles").set({ role: "user" }).where("id", "not in", pair).where("role", "=", "admin").execute();
  // The guard itself, without an ADMIN_EMAILS account to fall back on: two conditional UPDATEs at
  // once, and exactly one of them goes through.
  const now = new Date();
  const outcomes = await Promise.all(pair.map((userId) => revokeAdminRole(db, { userId, builtIn: [], now })));
  expect([...outcomes].sort()).toEqual(["last-admin", "revoked"]);
  const roles = [await roleOf(worker, "gegenseitig.eins@example.com"), await roleOf(worker, "gegenseitig.zwei@example.com")];
  expect(roles.filter((role) => role === "admin")).toHaveLength(1);
  // Through the pages, both at once: never a 5xx. This worker's confirmed ADMIN_EMAILS account
  // stays admin whatever happens, so here both removals may go through (CI saw it under load).
  await db.updateTable("profiles").set({ role: "admin" }).where("id", "in", pair).execute();
  const [a, b] = await Promise.all([
    eins.post(`/admin/team/zugaenge/${pair[1]}/entziehen`, { intent: "revoke-admin" }),
    zwei.post(`/admin/team/zugaenge/${pair[0]}/entziehen`, { intent: "revoke-admin" }),
  ]);
  for (const res of [a, b]) expect(res.status).toBeLessThan(500);
});
