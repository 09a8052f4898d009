// Review 58 (ADR 0365): the Übersicht opens on one "Heute" list (due Wiedervorlagen, new and
// overdue leads, today's viewings; on a day without one, the next with its free seats), and the
// ops cards it held answer on their own pages with the same guards: the feed sync on Technik, the
// audit trail in Protokoll, "Admin-Rechte vergeben" in Team → Zugänge (ADR 0369; it was in Konto).
// Each lead row of "Heute" carries its own actions (ADR 0370): Anrufen, Antworten, Mir zuweisen
// (the inbox's guarded assign action).
import { expect, test } from "vitest";
import { addDays, viennaDateOf, viennaToUtc } from "~/lib/viewing-time";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { makeAdmin, roleOf, signedInUser } from "./auth-helpers";
import { insertInquiry, insertProperty } from "./factories";
import { startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const heuteOf = (html: string) =>
  html.slice(html.indexOf('id="today-title"'), html.indexOf("</section>", html.indexOf('id="today-title"')));

async function viewingWindow(id: string, immobilieId: number, day: string, { seats = 3, booked = 0 } = {}) {
  const db = await worker.db();
  const starts = viennaToUtc(day, "10:00")?.toISOString() ?? "";
  const ends = viennaToUtc(day, "10:30")?.toISOString() ?? "";
  await db
    .insertInto("viewing_windows")
    .values({
      id,
      immobilie_id: immobilieId,
      starts_at: starts,
      ends_at: ends,
      slot_minutes: 30,
      seats,
      address: "Schottengasse 4",
      status: "open",
    })
    .execute();
  await db
    .insertInto("viewing_slots")
    .values({ id: `${id}-slot`, window_id: id, immobilie_id: immobilieId, starts_at: starts, ends_at: ends, seats })
    .execute();
  for (let i = 0; i < booked; i++) {
    await db
      .insertInto("viewing_bookings")
      .values({
        id: `${id}-booking-${i}`,
        slot_id: `${id}-slot`,
        immobilie_id: immobilieId,
        status: "booked",
        name: `Besucher ${i}`,
        email: `besuch${i}@example.at`,
        phone: "+4312345678",
        ical_uid: `${id}-${i}@example.at`,
        token_salt: `${id}-${i}`,
      })
      .execute();
  }
}

test("'Heute' is one list with a due Wiedervorlage, a new lead and today's viewing, before the figures", async () => {
  const { admin } = await staffRoles(worker);
  const today = viennaDateOf(new Date());
  await insertInquiry(await worker.db(), {
    id: "heute-faellig",
    sender_name: "Franz Fällig",
    status: "in_progress",
    follow_up_due: today,
    follow_up_note: "Exposé schicken",
  });
  await insertInquiry(await worker.db(), { id: "heute-neu", sender_name: "Nora Neu" });
  const property = await insertProperty(await worker.db(), { objekttitel: "Altbau Schottengasse" });
  await viewingWindow("heute-besichtigung", property.id, today, { seats: 3, booked: 1 });

  const html = await text(await admin.get("/admin"));
  const heute = heuteOf(html);
  expect(heute).toContain(
    '<span class="staff-follow-up staff-follow-up-today">fällig heute</span><a href="/admin/inquiries/heute-faellig">Franz Fällig</a>',
  );
  expect(heute).toContain('<span class="staff-today-step">Exposé schicken</span>');
  expect(heute).toContain('<span class="staff-new-mark">Neu</span><a href="/admin/inquiries/heute-neu">Nora Neu</a>');
  expect(heute).toMatch(/<span class="staff-today-kind">Besichtigung<\/span><a href="\/admin\/besichtigungen">10:00–10:30 Uhr<\/a>/);
  expect(heute).toContain("1 Termin gebucht");
  // One list, the leads before the viewing; "Heute" before the figures.
  expect(heute.match(/<ul class="staff-today-list">/g)).toHaveLength(1);
  expect(heute.indexOf("heute-neu")).toBeLessThan(heute.indexOf("Besichtigung<"));
  expect(html.indexOf('id="today-title"')).toBeLessThan(html.indexOf('class="staff-figures"'));

  // A day without a viewing names the next one and its free seats.
  const db = await worker.db();
  await db.deleteFrom("viewing_bookings").execute();
  await db.deleteFrom("viewing_slots").execute();
  await db.deleteFrom("viewing_windows").execute();
  await viewingWindow("naechste-besichtigung", property.id, addDays(today, 2), { seats: 3, booked: 1 });
  const later = heuteOf(await text(await admin.get("/admin")));
  expect(later).toMatch(
    /Heute keine Besichtigung\. Nächste Besichtigung: <a href="\/admin\/besichtigungen">[A-Z][a-z]\.?, \d{1,2}\.\d{1,2}\.?, 10:00 Uhr, Schottengasse 4<\/a> \(2 frei\)/,
  );
  expect(later).not.toContain("staff-today-kind");
});

test("the moved cards answer on their own pages, with their guards; the Übersicht takes no POST", async () => {
  const roles = await staffRoles(worker);
  // Team → Zugänge: the admin-key form and its action (POST, same origin, admin, second factor).
  const team = await text(await roles.admin.get("/admin/team"));
  expect(team).toContain('<h2 id="zugaenge-title">Zugänge</h2>');
  expect(team).toContain('<h3 id="admin-setup-title">Admin-Rechte vergeben</h3>');
  expect(team).toContain("Sie erhalten ihn von der Person, die die Website betreibt.");
  expect(team).toMatch(/<button[^>]*name="intent"[^>]*value="set-admin"|value="set-admin"[^>]*name="intent"/);
  await signedInUser(worker, "konto.kollegin@example.com");
  const granted = await expectAdminOnly(roles, (client, headers) =>
    client.post(
      "/admin/team?index",
      { intent: "set-admin", email: "konto.kollegin@example.com", adminKey: TEST_SECRETS.ADMIN_KEY },
      headers,
    ),
  );
  expect(granted.status).toBe(303);
  expect(granted.headers.get("Location")).toBe("/admin/team#zugaenge");
  const after = await text(await roles.admin.get("/admin/team"));
  expect(after).toContain("konto.kollegin@example.com ist jetzt Admin.");
  // The new admin is listed among the Zugänge, still without a second factor.
  expect(after).toMatch(
    /<span class="staff-email-cut" title="konto\.kollegin@example\.com">konto\.kollegin@example\.com<\/span><\/th><td data-label="Rolle">Admin<\/td><td data-label="Zweiter Faktor"><span class="team-access-off">Aus: noch nicht eingerichtet<\/span><\/td>/,
  );
  // A form error answers 400 on Team, with the section and its form.
  const refused = await roles.admin.post("/admin/team?index", { intent: "set-admin", email: "kein-link", adminKey: "" });
  expect(refused.status).toBe(400);
  expect(await text(refused)).toContain('<h3 id="admin-setup-title">Admin-Rechte vergeben</h3>');
  // An admin without a second factor reaches Konto (to set it up), but neither Team nor the grant (V6.3.3).
  await signedInUser(worker, "ohne.faktor.ziel@example.com");
  const unenrolled = await signedInUser(worker, "konto.ohne.faktor@example.com");
  await makeAdmin(worker, "konto.ohne.faktor@example.com", { secondFactor: false });
  expect((await unenrolled.get("/admin/team")).headers.get("Location")).toBe("/admin/konto");
  const blocked = await unenrolled.post("/admin/team?index", {
    intent: "set-admin",
    email: "ohne.faktor.ziel@example.com",
    adminKey: TEST_SECRETS.ADMIN_KEY,
  });
  expect([blocked.status, blocked.headers.get("Location")]).toEqual([303, "/admin/konto"]);
  // Konto no longer holds the form, and its old action grants nothing (an unknown action, 400).
  const konto = await text(await roles.admin.get("/admin/konto"));
  expect(konto).not.toContain("Admin-Rechte vergeben</");
  expect(konto).toContain('<a href="/admin/team#zugaenge">Team → Zugänge</a>');
  const old = await roles.admin.post("/admin/konto", {
    intent: "set-admin",
    email: "ohne.faktor.ziel@example.com",
    adminKey: TEST_SECRETS.ADMIN_KEY,
  });
  expect(old.status).toBe(400);
  expect(await roleOf(worker, "ohne.faktor.ziel@example.com")).not.toBe("admin");
  // Technik: the feed card and its sync.
  const technik = await expectAdminOnly(roles, (client) => client.get("/admin/technik"), { method: "GET" });
  expect(await text(technik)).toContain("Immobilien-Feed synchronisieren");
  const sync = await expectAdminOnly(roles, (client, headers) => client.post("/admin/technik", { intent: "sync" }, headers));
  expect(sync.headers.get("Location")).toBe("/admin/technik");
  // Protokoll: the audit trail, the grant above among it.
  const protokoll = await expectAdminOnly(roles, (client) => client.get("/admin/protokoll"), { method: "GET" });
  expect(await text(protokoll)).toContain("Admin-Rechte an konto.kollegin@example.com vergeben");
  // The Übersicht holds none of them and has no action.
  const overview = await text(await roles.admin.get("/admin"));
  for (const moved of ["Admin-Rechte vergeben", "Letzte Änderungen", "Jetzt synchronisieren"]) expect(overview).not.toContain(moved);
  expect((await roles.admin.post("/admin?index", { intent: "sync" })).status).toBe(405);
  expect((await roles.admin.post("/admin", { intent: "set-admin", email: "x@example.at", adminKey: "k" })).status).toBe(405);
});

test("each lead in 'Heute' has Anrufen, Antworten and Mir zuweisen, and its first contact's due time", async () => {
  const { admin } = await staffRoles(worker);
  const db = await worker.db();
  const tag = `aktion${Date.now()}`;
  await insertInquiry(db, {
    id: `${tag}-eva`,
    subject: `Kontakt ${tag}`,
    sender_name: `Eva Gruber ${tag}`,
    sender_email: `eva-${tag}@example.at`,
    sender_phone: "+43 664 123 45 67",
  });
  // No number, already someone's: Antworten only.
  await insertInquiry(db, {
    id: `${tag}-ohne`,
    subject: `Ohne Nummer ${tag}`,
    sender_name: `Otto Ohne ${tag}`,
    sender_email: `otto-${tag}@example.at`,
    status: "in_progress",
    follow_up_due: viennaDateOf(new Date()),
    follow_up_note: "Nachfassen",
    assignee_id: (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id,
  });
  const heute = heuteOf(await text(await admin.get("/admin")));
  const rowOf = (id: string) => {
    const at = heute.indexOf(`href="/admin/inquiries/${id}"`);
    expect(at, id).toBeGreaterThan(-1);
    return heute.slice(heute.lastIndexOf("<li", at), heute.indexOf("</li>", at));
  };
  const eva = rowOf(`${tag}-eva`);
  expect(eva).toContain(`<a class="button button-secondary button-small" href="tel:+436641234567">Anrufen</a>`);
  expect(eva).toContain(`href="mailto:eva-${tag}@example.at?subject=${encodeURIComponent(`Re: Kontakt ${tag}`)}"`);
  expect(eva).toContain('<span class="staff-today-due staff-today-due-today">Erstkontakt fällig heute</span>');
  expect(eva).toMatch(/<form [^>]*action="\/admin\/inquiries" method="post">/);
  for (const field of [
    'name="intent" value="assign"',
    `name="inquiryId" value="${tag}-eva"`,
    'name="mir" value="1"',
    'name="from" value="overview"',
  ]) {
    expect(eva).toContain(field);
  }
  expect(eva).toContain(">Mir zuweisen</button>");
  const otto = rowOf(`${tag}-ohne`);
  expect(otto).toContain(">Antworten</a>");
  expect(otto).not.toContain("tel:");
  expect(otto).not.toContain("Mir zuweisen");
  expect(otto).not.toContain("staff-today-due");
  // The leads reach the page once, as Heute's rows: not again in the figures' or today's data.
  const page = await text(await admin.get("/admin"));
  // (The data stands in the page as a JSON string: its quotes come escaped.)
  expect(page).not.toMatch(/\\?"waiting\\?"/);
  expect(page).not.toMatch(/\\?"followUps\\?"/);
  expect(page).toMatch(/\\?"hasFollowUps\\?"/);
});

test("a new lead with a Wiedervorlage later on shows that step in 'Heute', not a derived 'Erstkontakt'", async () => {
  const { admin } = await staffRoles(worker);
  const db = await worker.db();
  const tag = `spaeter${Date.now()}`;
  // Among the longest waiting: older than every other lead of this file.
  const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
  await insertInquiry(db, { id: `${tag}-ohne`, sender_name: `Olga Ohne ${tag}`, created_at: longAgo });
  await insertInquiry(db, {
    id: `${tag}-mit`,
    sender_name: `Max Mit ${tag}`,
    created_at: longAgo,
    follow_up_due: addDays(viennaDateOf(new Date()), 3),
    follow_up_note: "Rückruf nach dem Urlaub",
  });
  const heute = heuteOf(await text(await admin.get("/admin")));
  const rowOf = (id: string) => {
    const at = heute.indexOf(`href="/admin/inquiries/${id}"`);
    expect(at, id).toBeGreaterThan(-1);
    return heute.slice(heute.lastIndexOf("<li", at), heute.indexOf("</li>", at));
  };
  expect(rowOf(`${tag}-ohne`)).toMatch(
    /<span class="staff-today-due staff-today-due-overdue">Erstkontakt überfällig seit \d+ Tagen<\/span>/,
  );
  expect(rowOf(`${tag}-mit`)).not.toContain("Erstkontakt");
});

test("'Mir zuweisen' from 'Heute' is refused to anonymous and cross-site posts, and takes the lead back to /admin", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const id = `heute-nehmen-${Date.now()}`;
  await insertInquiry(db, { id, subject: "Nehmen", sender_name: "Nina Nehmen" });
  const form = { intent: "assign", inquiryId: id, mir: "1", from: "overview" };
  const assignee = async () =>
    await db.selectFrom("inquiries").select(["assignee_id", "status"]).where("id", "=", id).executeTakeFirstOrThrow();

  const anonymous = await roles.anonymous.post("/admin/inquiries", form);
  expect([302, 303]).toContain(anonymous.status);
  expect(anonymous.headers.get("Location") ?? "").toMatch(/^\/login\?redirectTo=/);
  const user = await roles.user.post("/admin/inquiries", form);
  expect(user.headers.get("Location")).toBe("/");
  const crossSite = await roles.admin.post("/admin/inquiries", form, { Origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);
  expect(await assignee()).toEqual({ assignee_id: null, status: "new" });

  const taken = await roles.admin.post("/admin/inquiries", form);
  expect(taken.status).toBe(303);
  expect(taken.headers.get("Location")).toBe("/admin");
  const after = await assignee();
  expect(after.assignee_id).not.toBeNull();
  // Taking a new lead oneself starts it: it is no longer waiting for its first contact.
  expect(after.status).toBe("in_progress");
  // Back on the Übersicht, the toast says so.
  const page = await text(await roles.admin.get("/admin"));
  expect(page).toContain("Zuständigkeit gespeichert");
  // Started, it waits for nobody: off "Heute" (the inbox's to-do rule), its form with it.
  expect(heuteOf(page)).not.toContain(`name="inquiryId" value="${id}"`);
});
