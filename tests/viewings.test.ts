// Online viewing bookings through the real Worker, D1, queue and send_email: the booking page in
// Vienna time, seats that hold under concurrency, minimum notice, iCalendar REQUEST and CANCEL, cancel
// and move by the signed link, the reminder cron, the staff week view, retention, export and erasure.
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { purgeExpiredPersonalData } from "~/server/legal/retention.queries.server";
import { bookViewingSlot, createViewingWindow } from "~/server/viewings/queries.server";
import { expectAdminOnly, type StaffRoles, staffRoles } from "./admin-matrix";
import { createClient } from "./auth-helpers";
import { insertAgent, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, readSentEmails, type SentEmail, waitFor } from "./leads-helpers";
import { bookedViewingAt } from "./viewing-helpers";

const worker = startWorker();

const MAIL_SWEEP_CRON = "*/10 * * * *";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let sequence = 0;

/** A listing with an exact address and one window of slots; returns ids and slot ids. */
async function listingWithWindow({
  startsIn = 2 * DAY,
  slots = 3,
  seats = 1,
  slotMinutes = 30,
  address = "Praterstraße 12, 1020 Wien",
}: {
  startsIn?: number;
  slots?: number;
  seats?: number;
  slotMinutes?: number;
  address?: string;
} = {}) {
  const db = await worker.db();
  sequence += 1;
  const property = await insertProperty(db, { objekttitel: `Besichtigungswohnung ${sequence}`, objektnr_intern: `V${700000 + sequence}` });
  const agentId = await insertAgent(db, { name: `Vera Vorführ ${sequence}`, slug: `vera-vorfuehr-${sequence}-${Date.now()}` });
  // Vera's Anrede is on file: the manage page and the mails say "Ihre Ansprechpartnerin" (ADR 0332).
  await db.updateTable("agents").set({ phone: "+4366412345678", anrede: "Frau" }).where("id", "=", agentId).execute();
  // Whole minutes, as staff enter them.
  const start = Math.ceil((Date.now() + startsIn) / (5 * MINUTE)) * 5 * MINUTE;
  const times = Array.from({ length: slots }, (_, index) => ({
    startsAt: new Date(start + index * (slotMinutes + 10) * MINUTE),
    endsAt: new Date(start + index * (slotMinutes + 10) * MINUTE + slotMinutes * MINUTE),
  }));
  const windowId = await createViewingWindow(db, {
    immobilieId: property.id,
    startsAt: times[0]?.startsAt as Date,
    endsAt: times.at(-1)?.endsAt as Date,
    slotMinutes,
    bufferMinutes: 10,
    seats,
    agentId,
    address,
    meetingPoint: "vor dem Haustor",
    createdBy: null,
    slots: times,
    now: new Date(),
  });
  const slotRows = await db
    .selectFrom("viewing_slots")
    .select(["id", "starts_at"])
    .where("window_id", "=", windowId)
    .orderBy("starts_at")
    .execute();
  return { property, agentId, windowId, slotIds: slotRows.map((row) => row.id), slotStarts: slotRows.map((row) => row.starts_at) };
}

async function bookingForm(slotId: string, overrides: Record<string, string> = {}) {
  return {
    formStartedAt: await pastFormToken(),
    slotId,
    name: "Bernhard Bucher",
    email: `bucher-${++sequence}@example.at`,
    tel: "0664 123 4567",
    privacyConsent: "on",
    ...overrides,
  };
}

function book(objektnr: string, fields: Record<string, string>, address = `203.0.113.${(++sequence % 250) + 1}`) {
  return worker.fetch(`/immobilien/${objektnr}/besichtigung`, formPost(fields, { "CF-Connecting-IP": address }));
}

const mailsTo = (email: string) => readSentEmails().filter((mail) => (mail.headers.to ?? "").includes(`<${email}>`));

/** The text/calendar part of a sent mail (multipart/mixed → multipart/alternative → text/calendar). */
function calendarOf(mail: SentEmail) {
  const match =
    /Content-Type: text\/calendar; charset=UTF-8; method=(\w+)\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      mail.raw,
    );
  if (!match) throw new Error("no calendar part");
  const ics = Buffer.from((match[2] ?? "").replace(/\s+/g, ""), "base64").toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return {
    partMethod: match[1],
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue("status"),
    location: event.getFirstPropertyValue("location"),
  };
}

/** The plain text of a multipart/mixed mail (leads-helpers parses only multipart/alternative). */
function textOf(mail: SentEmail): string {
  const match =
    /Content-Type: text\/plain; charset=UTF-8\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(mail.raw);
  return Buffer.from((match?.[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8");
}

function waitForMail(email: string, subject: RegExp) {
  return waitFor(async () => mailsTo(email).find((mail) => subject.test(mail.subject)));
}

/** The signed link of the booking page the action redirected to. */
function manageLink(res: Response): string {
  const location = res.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/besichtigung\/verwalten\?id=[0-9a-f-]{36}&token=[\w-]+/);
  return location;
}

test("the detail page offers 'Besichtigung buchen' only while the listing has a free slot", async () => {
  const { property } = await listingWithWindow({ slots: 1 });
  const html = await (await worker.fetch(`/immobilien/${property.objektnr_intern}`)).text();
  expect(html).toContain(`href="/immobilien/${property.objektnr_intern}/besichtigung"`);
  expect(html).toContain("Besichtigung buchen");
  // Under the price beside Merken and Teilen, not in the contact card (ADR 0338); again only in
  // the compact contact after the form, which sticks from 1000 px once the form has scrolled by
  // (ADR 0344).
  expect(html.match(/>Besichtigung buchen</g)).toHaveLength(2);
  expect(html.lastIndexOf(">Besichtigung buchen<")).toBeGreaterThan(html.indexOf('class="detail-sticky-contact"'));
  expect(html.indexOf('class="detail-sticky-contact"')).toBeGreaterThan(html.indexOf('id="anfrage"'));
  expect(html.indexOf('class="detail-viewing"')).toBeGreaterThan(html.indexOf('class="detail-actions"'));
  expect(html.indexOf('class="detail-viewing"')).toBeLessThan(html.indexOf('class="detail-keyfacts"'));
  const db = await worker.db();
  const without = await insertProperty(db, { objektnr_intern: `V-ohne-${Date.now()}` });
  const plain = await (await worker.fetch(`/immobilien/${without.objektnr_intern}`)).text();
  expect(plain).not.toContain("Besichtigung buchen");
});

test("the booking page lists the free slots by day in Vienna time", async () => {
  const { property, slotStarts } = await listingWithWindow({ slots: 2, seats: 4 });
  const res = await worker.fetch(`/immobilien/${property.objektnr_intern}/besichtigung`);
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  const vienna = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  // The site's one date form: "Montag, 26.10.2026".
  const first = new Date(slotStarts[0] as string);
  const weekday = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", weekday: "long" }).format(first);
  const date = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    first,
  );
  expect(html).toContain(`<legend>${weekday}, ${date}</legend>`);
  expect(html).toContain(vienna.format(new Date(slotStarts[0] as string)));
  expect(html).toContain("Gruppe · 4 Plätze frei");
  expect(html).toContain("Bevor Sie buchen: Maklervertrag und Rücktrittsrecht");
  expect(html).toContain('name="privacyConsent"');
  // The exact address is for the confirmation only.
  expect(html).not.toContain("Praterstraße 12");
  expect((await worker.fetch("/immobilien/gibt-es-nicht/besichtigung")).status).toBe(404);
});

test("a booking sends the invitation (REQUEST, UID, SEQUENCE 0) with address and agent, and files a staff copy", async () => {
  const { property, slotIds, slotStarts } = await listingWithWindow();
  const fields = await bookingForm(slotIds[0] as string, { name: "Zacharias Zeichenfolge" });
  const res = await book(property.objektnr_intern, fields);
  expect(res.status).toBe(303);
  const link = manageLink(res);
  const page = await (await worker.fetch(link)).text();
  expect(page).toContain("Ihre Besichtigung ist gebucht");
  expect(page).toContain("Praterstraße 12, 1020 Wien");
  expect(page).toMatch(/<dt>Ihre Ansprechpartnerin<\/dt><dd>Vera Vorführ \d+/);

  const mail = await waitForMail(fields.email, /^Besichtigung bestätigt/);
  const invitation = calendarOf(mail);
  expect(invitation.partMethod).toBe("REQUEST");
  expect(invitation.method).toBe("REQUEST");
  expect(invitation.sequence).toBe(0);
  expect(invitation.start).toBe(slotStarts[0]);
  expect(invitation.location).toBe("Praterstraße 12, 1020 Wien");
  expect(invitation.status).toBe("CONFIRMED");
  const db = await worker.db();
  const booking = await db.selectFrom("viewing_bookings").selectAll().where("email", "=", fields.email).executeTakeFirstOrThrow();
  expect(invitation.uid).toBe(booking.ical_uid);
  const text = textOf(mail);
  expect(text).toContain("Praterstraße 12, 1020 Wien");
  expect(text).toContain("Treffpunkt: vor dem Haustor");
  expect(text).toMatch(/Ihre Ansprechpartnerin: Vera Vorführ \d+, \+43 664 12345678/);
  expect(text).toContain(`Termin absagen oder verschieben: http://localhost:8787${link.replace("&gebucht=1", "")}`);
  // The visitor's own mail quotes nothing they typed, not even the name.
  expect(mail.raw).not.toContain("Zacharias");
  expect(text).not.toContain("Zacharias");

  const copy = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", fields.email).executeTakeFirstOrThrow();
  expect(copy.kind).toBe("viewing");
  expect(copy.subject).toMatch(/^Besichtigung gebucht: Besichtigungswohnung/);
  const payload = JSON.parse(copy.payload) as Record<string, unknown>;
  expect(payload).toMatchObject({ wunsch: "BESICHTIGUNG", name: "Zacharias Zeichenfolge", buchungsId: booking.id, privacyConsent: true });
  expect(payload.faggInfo).toEqual(expect.arrayContaining([expect.stringMatching(/^Makler:/)]));
});

test("bad input gets German messages and a 400; the bot trap holds", async () => {
  const { property, slotIds } = await listingWithWindow({ slots: 1 });
  const missing = await book(property.objektnr_intern, await bookingForm(slotIds[0] as string, { privacyConsent: "", email: "kein-mail" }));
  expect(missing.status).toBe(400);
  const text = await missing.text();
  expect(text).toContain("Sie müssen den Datenschutzbestimmungen zustimmen");
  expect(text).toContain("Gültige E-Mail-Adresse ist erforderlich");
  const noSlot = await book(property.objektnr_intern, await bookingForm("nicht-gewaehlt"));
  expect(noSlot.status).toBe(400);
  expect(await noSlot.text()).toContain("Bitte wählen Sie einen Termin aus.");
  const bot = await book(property.objektnr_intern, await bookingForm(slotIds[0] as string, { website: "http://spam.example" }));
  expect(bot.status).toBe(400);
  const db = await worker.db();
  expect(
    await db
      .selectFrom("viewing_bookings")
      .select("id")
      .where("slot_id", "=", slotIds[0] as string)
      .execute(),
  ).toEqual([]);
});

test("concurrent bookings never overbook a slot: of eight requests for two seats, two succeed", async () => {
  const { property, slotIds } = await listingWithWindow({ slots: 1, seats: 2 });
  const forms = await Promise.all(Array.from({ length: 8 }, () => bookingForm(slotIds[0] as string)));
  const results = await Promise.all(forms.map((fields, index) => book(property.objektnr_intern, fields, `198.18.0.${index + 10}`)));
  const statuses = results.map((res) => res.status).sort();
  expect(statuses).toEqual([303, 303, 409, 409, 409, 409, 409, 409]);
  const refused = results.find((res) => res.status === 409);
  expect(await refused?.text()).toContain("Dieser Termin ist leider nicht mehr frei");
  const db = await worker.db();
  const booked = await db
    .selectFrom("viewing_bookings")
    .select("id")
    .where("slot_id", "=", slotIds[0] as string)
    .where("status", "=", "booked")
    .execute();
  expect(booked).toHaveLength(2);
  // The page now shows the slot as full, with a way on: a wish date by inquiry, or a call.
  const html = await (await worker.fetch(`/immobilien/${property.objektnr_intern}/besichtigung`)).text();
  expect(html).toContain("Derzeit keine freien Termine");
  expect(html).toContain(`href="/immobilien/${property.objektnr_intern}#anfrage"`);
  expect(html).toContain("Wunschtermin anfragen");
  expect(html).toMatch(/<a href="tel:[^"]+" class="button button-secondary">Anrufen: /);
});

test("the same address cannot hold two seats for one listing", async () => {
  const { property, slotIds } = await listingWithWindow({ slots: 2, seats: 3 });
  const fields = await bookingForm(slotIds[0] as string);
  expect((await book(property.objektnr_intern, fields)).status).toBe(303);
  const again = await book(property.objektnr_intern, { ...fields, slotId: slotIds[1] as string, formStartedAt: await pastFormToken() });
  expect(again.status).toBe(409);
  expect(await again.text()).toContain("bereits einen Termin gebucht");
});

test("minimum notice: a slot starting within two hours is neither offered nor bookable", async () => {
  const { property, slotIds } = await listingWithWindow({ startsIn: 60 * MINUTE, slots: 1 });
  const html = await (await worker.fetch(`/immobilien/${property.objektnr_intern}/besichtigung`)).text();
  expect(html).not.toContain(slotIds[0] as string);
  expect(html).toContain("Derzeit keine freien Termine");
  const res = await book(property.objektnr_intern, await bookingForm(slotIds[0] as string));
  expect(res.status).toBe(409);
  const detail = await (await worker.fetch(`/immobilien/${property.objektnr_intern}`)).text();
  expect(detail).not.toContain("Besichtigung buchen");
});

test("cancelling by the signed link sends METHOD:CANCEL with the same UID and a higher SEQUENCE and frees the seat", async () => {
  const { property, slotIds } = await listingWithWindow({ slots: 1 });
  const fields = await bookingForm(slotIds[0] as string);
  const link = manageLink(await book(property.objektnr_intern, fields));
  const request = calendarOf(await waitForMail(fields.email, /^Besichtigung bestätigt/));
  const url = new URL(link, "http://localhost");

  // An altered token or id is a 404, and changes nothing.
  const token = url.searchParams.get("token") as string;
  const tampered = `/besichtigung/verwalten?id=${url.searchParams.get("id")}&token=${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
  expect((await worker.fetch(tampered)).status).toBe(404);
  const forged = await worker.fetch(
    "/besichtigung/verwalten",
    formPost({ id: url.searchParams.get("id") as string, token: `${token.slice(1)}x`, intent: "cancel" }, { Origin: worker.url().origin }),
  );
  expect(forged.status).toBe(404);

  const cancel = await worker.fetch(
    "/besichtigung/verwalten",
    formPost({ id: url.searchParams.get("id") as string, token, intent: "cancel" }, { Origin: worker.url().origin }),
  );
  expect(cancel.status).toBe(303);
  const cancelled = calendarOf(await waitForMail(fields.email, /^Besichtigung abgesagt/));
  expect(cancelled.partMethod).toBe("CANCEL");
  expect(cancelled.method).toBe("CANCEL");
  expect(cancelled.uid).toBe(request.uid);
  expect(cancelled.sequence).toBe(1);
  expect(cancelled.status).toBe("CANCELLED");
  const page = await (await worker.fetch(link)).text();
  expect(page).toContain("Abgesagt");
  // The seat is free again.
  const html = await (await worker.fetch(`/immobilien/${property.objektnr_intern}/besichtigung`)).text();
  expect(html).toContain(slotIds[0] as string);
  const db = await worker.db();
  const copies = await db
    .selectFrom("inquiries")
    .select("subject")
    .where("sender_email", "=", fields.email)
    .orderBy("created_at")
    .execute();
  expect(copies.map((row) => row.subject.split(":")[0])).toEqual(["Besichtigung gebucht", "Besichtigung abgesagt"]);
});

test("moving a booking cancels and books in one step: the same UID with SEQUENCE 1, the old seat freed", async () => {
  const { property, slotIds, slotStarts } = await listingWithWindow({ slots: 2 });
  const fields = await bookingForm(slotIds[0] as string);
  const link = manageLink(await book(property.objektnr_intern, fields));
  const first = calendarOf(await waitForMail(fields.email, /^Besichtigung bestätigt/));
  const url = new URL(link, "http://localhost");
  const page = await (await worker.fetch(link)).text();
  expect(page).toContain("Termin verschieben");
  expect(page).toContain(slotIds[1] as string);
  const moved = await worker.fetch(
    "/besichtigung/verwalten",
    formPost(
      {
        id: url.searchParams.get("id") as string,
        token: url.searchParams.get("token") as string,
        intent: "rebook",
        slotId: slotIds[1] as string,
      },
      { Origin: worker.url().origin },
    ),
  );
  expect(moved.status).toBe(303);
  const update = calendarOf(await waitForMail(fields.email, /^Termin verschoben/));
  expect(update.method).toBe("REQUEST");
  expect(update.uid).toBe(first.uid);
  expect(update.sequence).toBe(1);
  expect(update.start).toBe(slotStarts[1]);
  const db = await worker.db();
  const rows = await db.selectFrom("viewing_bookings").select(["slot_id", "status"]).where("email", "=", fields.email).execute();
  expect(rows).toEqual(
    expect.arrayContaining([
      { slot_id: slotIds[0], status: "cancelled" },
      { slot_id: slotIds[1], status: "booked" },
    ]),
  );
  // The old link leads to the moved booking.
  const old = await worker.fetch(link);
  expect(old.status).toBe(303);
  expect(old.headers.get("Location")).toMatch(/^\/besichtigung\/verwalten\?id=/);
});

test("the reminder cron mails once about 24 hours ahead, with the cancel link, never for cancelled bookings", async () => {
  const { property, slotIds } = await listingWithWindow({ startsIn: 20 * HOUR, slots: 2 });
  const db = await worker.db();
  const now = new Date();
  const kept = await bookViewingSlot(db, {
    slotId: slotIds[0] as string,
    immobilieId: property.id,
    name: "Rita Remind",
    email: `rita-${Date.now()}@example.at`,
    phone: "+436641234567",
    earliest: now,
    now,
  });
  const gone = await bookViewingSlot(db, {
    slotId: slotIds[1] as string,
    immobilieId: property.id,
    name: "Carl Cancel",
    email: `carl-${Date.now()}@example.at`,
    phone: "+436641234567",
    earliest: now,
    now,
  });
  if (kept.status !== "booked" || gone.status !== "booked") throw new Error("setup failed");
  const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString();
  await db.updateTable("viewing_bookings").set({ created_at: twoDaysAgo }).where("id", "in", [kept.booking.id, gone.booking.id]).execute();
  await db.updateTable("viewing_bookings").set({ status: "cancelled" }).where("id", "=", gone.booking.id).execute();

  await worker.scheduled(MAIL_SWEEP_CRON, new Date());
  const reminder = await waitFor(async () =>
    db
      .selectFrom("viewing_emails")
      .selectAll()
      .where("booking_id", "=", kept.booking.id)
      .where("template", "=", "viewing-reminder")
      .executeTakeFirst(),
  );
  expect(JSON.parse(reminder.payload).manageUrl).toMatch(/\/besichtigung\/verwalten\?id=/);
  const mail = await waitForMail(reminder.recipient, /^Erinnerung: Besichtigung/);
  expect(mail.text).toContain(`Termin absagen oder verschieben: ${JSON.parse(reminder.payload).manageUrl}`);
  await worker.scheduled(MAIL_SWEEP_CRON, new Date());
  const all = await db
    .selectFrom("viewing_emails")
    .select(["booking_id", "template"])
    .where("booking_id", "in", [kept.booking.id, gone.booking.id])
    .execute();
  expect(all).toEqual([{ booking_id: kept.booking.id, template: "viewing-reminder" }]);
});

test("a booking made less than a day ahead gets no reminder (the confirmation is fresh)", async () => {
  const { property, slotIds } = await listingWithWindow({ startsIn: 10 * HOUR, slots: 1 });
  const fields = await bookingForm(slotIds[0] as string);
  expect((await book(property.objektnr_intern, fields)).status).toBe(303);
  await worker.scheduled(MAIL_SWEEP_CRON, new Date());
  const db = await worker.db();
  const booking = await db.selectFrom("viewing_bookings").select("id").where("email", "=", fields.email).executeTakeFirstOrThrow();
  const templates = await db.selectFrom("viewing_emails").select("template").where("booking_id", "=", booking.id).execute();
  expect(templates.map((row) => row.template)).toEqual(["viewing-confirmation"]);
});

let roles: StaffRoles;

test("staff: the week view is admin only and shows windows, names and phones", async () => {
  roles = await staffRoles(worker);
  const { property, slotIds, slotStarts } = await listingWithWindow({ slots: 1 });
  const fields = await bookingForm(slotIds[0] as string, { name: "Wilma Wochenblick", tel: "0676 555 1234" });
  expect((await book(property.objektnr_intern, fields)).status).toBe(303);
  const week = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date(slotStarts[0] as string));
  const res = await expectAdminOnly(roles, (client) => client.get(`/admin/besichtigungen?woche=${week}`), { method: "GET" });
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Wilma Wochenblick");
  expect(html).toContain("+43 676 5551234");
  expect(html).toContain(property.objekttitel as string);
  // The Objektnr. the public page and the lead page show, not the feed's internal one.
  expect(html).toContain(`Objektnr. ${property.objektnr_extern}</span>`);
  expect(html).not.toContain(`Obj.-Nr. ${property.objektnr_intern}`);
  expect(html).toContain('href="/admin/besichtigungen"');
});

test("staff open a window through the form; a window across the end of summer time shows the right wall-clock times", async () => {
  roles ??= await staffRoles(worker);
  const db = await worker.db();
  const property = await insertProperty(db, { objektnr_intern: `V-dst-${Date.now()}`, address: "Hörlgasse 5" });
  // The next night Vienna goes from UTC+2 to UTC+1 (last Sunday of October).
  const offset = (at: Date) => new Intl.DateTimeFormat("en", { timeZone: "Europe/Vienna", timeZoneName: "shortOffset" }).format(at);
  // Step by noon UTC: the clocks go back at 01:00 UTC, so a run shortly after midnight UTC would
  // otherwise still read the changeover night as summer time and pick the ordinary day after it.
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  let day = new Date(noon.getTime() + DAY);
  while (!(offset(new Date(day.getTime())).endsWith("+2") && offset(new Date(day.getTime() + DAY)).endsWith("+1")))
    day = new Date(day.getTime() + DAY);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date(day.getTime() + DAY));
  const fields = {
    intent: "create-window",
    immobilieId: String(property.id),
    datum: date,
    von: "01:00",
    bis: "04:00",
    slotMinuten: "60",
    pufferMinuten: "0",
    plaetze: "5",
    agentId: "",
    adresse: "",
    treffpunkt: "",
  };
  const res = await expectAdminOnly(roles, (client, headers) => client.post("/admin/besichtigungen", fields, headers));
  expect(res.status).toBe(303);
  const window = await db.selectFrom("viewing_windows").selectAll().where("immobilie_id", "=", property.id).executeTakeFirstOrThrow();
  expect(window.address).toBe("Hörlgasse 5, 1030 Wien");
  const slots = await db.selectFrom("viewing_slots").select("starts_at").where("window_id", "=", window.id).orderBy("starts_at").execute();
  // Four real hours: 01:00 CEST, 02:00 CEST, 02:00 CET, 03:00 CET.
  expect(slots).toHaveLength(4);
  const instants = slots.map((slot) => new Date(slot.starts_at).getTime());
  expect(instants.map((at, index) => (index === 0 ? 0 : at - (instants[index - 1] as number)))).toEqual([0, HOUR, HOUR, HOUR]);
  const html = (await (await roles.admin.get(`/admin/besichtigungen?woche=${date}`)).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("01:00–04:00 Uhr");
  const times = [...html.matchAll(/class="viewings-slot-time">([^<]+?) <span/g)].map((match) => match[1]);
  // The hour the clocks go back: 02:00 summer time to 02:00 standard time.
  expect(times).toEqual(["01:00–02:00 MESZ", "02:00 MESZ–02:00 MEZ", "02:00 MEZ–03:00", "03:00–04:00"]);
  // Review 62: "60 Min." never breaks; the staff say "Zeitfenster", never "Fenster"; days without
  // a viewing fold into runs of one line ("Mo., 26.10. – Fr., 30.10.: keine Termine").
  expect(html).toContain("60\u00a0Min.");
  expect(html.replaceAll("Zeitfenster", "")).not.toMatch(/Fenster/);
  expect(html).toContain("Zeitfenster absagen …");
  expect(html).toMatch(
    /<li class="viewings-day viewings-day-empty"><h3>[A-Z][a-z]\., \d\d\.\d\d\. – [A-Z][a-z]\., \d\d\.\d\d\.<\/h3><p class="staff-hint">keine Termine<\/p><\/li>/,
  );
  expect(html.split("keine Termine").length - 1).toBeLessThan(6);

  // The same time again overlaps and is refused; a past date and a bad time get German messages.
  const overlap = await roles.admin.post("/admin/besichtigungen", fields);
  expect(overlap.status).toBe(409);
  const bad = await roles.admin.post("/admin/besichtigungen", { ...fields, datum: "2020-01-01", bis: "00:30" });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Das Ende muss nach dem Beginn liegen.");
});

test("staff cancel a whole window: everyone booked gets the CANCEL, the window closes", async () => {
  roles ??= await staffRoles(worker);
  const { property, slotIds, windowId } = await listingWithWindow({ slots: 2, seats: 2 });
  const a = await bookingForm(slotIds[0] as string);
  const b = await bookingForm(slotIds[1] as string);
  expect((await book(property.objektnr_intern, a)).status).toBe(303);
  expect((await book(property.objektnr_intern, b)).status).toBe(303);
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/besichtigungen", { intent: "cancel-window", id: windowId }, headers),
  );
  expect(res.status).toBe(303);
  for (const email of [a.email, b.email]) {
    const cancel = calendarOf(await waitForMail(email, /^Besichtigung abgesagt/));
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.sequence).toBe(1);
  }
  const db = await worker.db();
  expect((await db.selectFrom("viewing_windows").select("status").where("id", "=", windowId).executeTakeFirstOrThrow()).status).toBe(
    "cancelled",
  );
  const html = await (await worker.fetch(`/immobilien/${property.objektnr_intern}/besichtigung`)).text();
  expect(html).toContain("Derzeit keine freien Termine");
  const copies = await db
    .selectFrom("inquiries")
    .select("payload")
    .where("sender_email", "=", a.email)
    .where("subject", "like", "Besichtigung abgesagt%")
    .execute();
  expect(JSON.parse(copies[0]?.payload ?? "{}").abgesagtVon).toBe("Büro");
});

test("staff cancel one booking and mark a no-show once the viewing began", async () => {
  roles ??= await staffRoles(worker);
  const { property, slotIds } = await listingWithWindow({ slots: 1, seats: 3 });
  const fields = await bookingForm(slotIds[0] as string);
  expect((await book(property.objektnr_intern, fields)).status).toBe(303);
  const db = await worker.db();
  const booking = await db.selectFrom("viewing_bookings").select("id").where("email", "=", fields.email).executeTakeFirstOrThrow();
  // Too early for a no-show.
  expect((await roles.admin.post("/admin/besichtigungen", { intent: "no-show", id: booking.id })).status).toBe(409);
  await db
    .updateTable("viewing_slots")
    .set({ starts_at: new Date(Date.now() - HOUR).toISOString() })
    .where("id", "=", slotIds[0] as string)
    .execute();
  const noShow = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/besichtigungen", { intent: "no-show", id: booking.id }, headers),
  );
  expect(noShow.status).toBe(303);
  expect((await db.selectFrom("viewing_bookings").select("status").where("id", "=", booking.id).executeTakeFirstOrThrow()).status).toBe(
    "no_show",
  );

  const other = await listingWithWindow({ slots: 1 });
  const second = await bookingForm(other.slotIds[0] as string);
  expect((await book(other.property.objektnr_intern, second)).status).toBe(303);
  const secondId = (await db.selectFrom("viewing_bookings").select("id").where("email", "=", second.email).executeTakeFirstOrThrow()).id;
  expect((await roles.admin.post("/admin/besichtigungen", { intent: "cancel-booking", id: secondId })).status).toBe(303);
  const cancel = calendarOf(await waitForMail(second.email, /^Besichtigung abgesagt/));
  expect(cancel.method).toBe("CANCEL");
});

test("the staff copy is its own kind in the inbox", async () => {
  roles ??= await staffRoles(worker);
  const html = (await (await roles.admin.get("/admin/inquiries?kind=viewing")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Besichtigung");
  expect(html).toMatch(/Besichtigung gebucht: Besichtigungswohnung/);
});

test("retention deletes bookings and their mails six months after the viewing; the privacy notice says so", async () => {
  const db = await worker.db();
  const property = await insertProperty(db, { objektnr_intern: `V-alt-${Date.now()}` });
  const make = async (at: Date) => {
    const bookingId = await bookedViewingAt(db, {
      immobilieId: property.id,
      at,
      address: "Alte Gasse 1",
      name: "Olga Old",
      email: `olga-${at.getTime()}@example.at`,
      phone: "+436641234567",
    });
    await db
      .insertInto("viewing_emails")
      .values({
        id: crypto.randomUUID(),
        booking_id: bookingId,
        template: "viewing-confirmation",
        recipient: "olga@example.at",
        payload: "{}",
      })
      .execute();
    return bookingId;
  };
  const now = new Date("2026-11-25T03:00:00Z");
  const old = await make(new Date("2026-05-01T08:00:00Z"));
  const recent = await make(new Date("2026-06-01T08:00:00Z"));
  const result = await purgeExpiredPersonalData(db, { now });
  expect(result.viewingBookings).toBeGreaterThanOrEqual(1);
  const left = await db.selectFrom("viewing_bookings").select("id").where("id", "in", [old, recent]).execute();
  expect(left.map((row) => row.id)).toEqual([recent]);
  expect(await db.selectFrom("viewing_emails").select("id").where("booking_id", "=", old).execute()).toEqual([]);
  const privacy = await (await worker.fetch("/datenschutz")).text();
  expect(privacy).toContain("Die Buchung und die E-Mails dazu löschen wir sechs Monate nach dem Besichtigungstermin");
});

test("GDPR: the export lists the address's bookings; erasure deletes them and frees the seat", async () => {
  roles ??= await staffRoles(worker);
  const { property, slotIds } = await listingWithWindow({ slots: 1 });
  const email = `dsgvo-${Date.now()}@example.at`;
  expect((await book(property.objektnr_intern, await bookingForm(slotIds[0] as string, { email }))).status).toBe(303);
  await waitForMail(email, /^Besichtigung bestätigt/);
  const exported = (await (await roles.admin.post("/admin/inquiries/export", { email })).json()) as {
    viewingBookings: Array<{ status: string; phone: string; emails: Array<{ template: string }> }>;
    inquiries: Array<{ kind: string }>;
  };
  expect(exported.viewingBookings).toEqual([expect.objectContaining({ status: "booked", phone: "+43 664 1234567" })]);
  expect(exported.viewingBookings[0]?.emails.map((mail) => mail.template)).toEqual(["viewing-confirmation"]);
  expect(exported.inquiries.map((inquiry) => inquiry.kind)).toEqual(["viewing"]);
  const preview = (await (await roles.admin.post("/admin/inquiries", { intent: "preview-delete", email })).text()).replaceAll(
    "<!-- -->",
    "",
  );
  expect(preview).toMatch(/sowie 1\s+Besichtigungstermin\(e\)/);
  expect((await roles.admin.post("/admin/inquiries", { intent: "delete-person", email })).status).toBe(303);
  const db = await worker.db();
  expect(await db.selectFrom("viewing_bookings").select("id").where("email", "=", email).execute()).toEqual([]);
  expect(await db.selectFrom("viewing_emails").select("id").where("recipient", "=", email).execute()).toEqual([]);
  const html = await (await worker.fetch(`/immobilien/${property.objektnr_intern}/besichtigung`)).text();
  expect(html).toContain(slotIds[0] as string);
});

test("a visitor cannot cancel through a cross-site form", async () => {
  const client = createClient(worker);
  const res = await client.post(
    "/besichtigung/verwalten",
    { id: crypto.randomUUID(), token: "x", intent: "cancel" },
    { Origin: "https://evil.example" },
  );
  expect(res.status).toBe(403);
});
