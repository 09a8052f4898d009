// "Besichtigung eintragen" on the lead page (ADR 0364): a broker books the lead's person into a free
// slot of its listing (or of a listing picked by GET for a lead without one). The booking is the
// public page's: the seat is taken, the confirmation with its signed link goes through the mail
// queue, the staff copy is filed; the lead's Verlauf says so and its Wiedervorlage moves to the
// viewing day. Admin only, same origin only; a refused slot answers in German with a 4xx and stores
// nothing. /admin/besichtigungen links each booked name to its lead; the quick Wiedervorlage chips
// save on tap; the booking retention covers these bookings too.
import { expect, test } from "vitest";
import { QUICK_FOLLOW_UP_NOTE, quickFollowUpDate } from "~/lib/follow-up";
import { viennaDateOf } from "~/lib/viewing-time";
import { purgeExpiredPersonalData } from "~/server/legal/retention.queries.server";
import { LEAD_BOOKING_MESSAGES, VIEWING_FOLLOW_UP_NOTE } from "~/server/viewings/lead-booking.server";
import { bookViewingSlot, createViewingWindow } from "~/server/viewings/queries.server";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, readSentEmails, waitFor } from "./leads-helpers";
import { bookedViewingAt } from "./viewing-helpers";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let counter = 0;

/** A listing with one open window of `slots` slots, `startsIn` from now. */
async function listingWithWindow({ startsIn = 2 * DAY, slots = 2, seats = 3, address = "Schottengasse 4, 1010 Wien" } = {}) {
  const db = await worker.db();
  counter += 1;
  const property = await insertProperty(db, {
    objekttitel: `Lead-Besichtigung ${counter} ${Date.now()}`,
    objektnr_intern: `LB${Date.now() % 1_000_000}${counter}`,
  });
  const start = Math.ceil((Date.now() + startsIn) / (5 * MINUTE)) * 5 * MINUTE;
  const times = Array.from({ length: slots }, (_, index) => ({
    startsAt: new Date(start + index * 30 * MINUTE),
    endsAt: new Date(start + index * 30 * MINUTE + 30 * MINUTE),
  }));
  const windowId = await createViewingWindow(db, {
    immobilieId: property.id,
    startsAt: times[0]?.startsAt as Date,
    endsAt: times.at(-1)?.endsAt as Date,
    slotMinutes: 30,
    bufferMinutes: 0,
    seats,
    agentId: null,
    address,
    meetingPoint: null,
    createdBy: null,
    slots: times,
    now: new Date(),
  });
  const rows = await db
    .selectFrom("viewing_slots")
    .select(["id", "starts_at"])
    .where("window_id", "=", windowId)
    .orderBy("starts_at")
    .execute();
  return { property, windowId, slotIds: rows.map((row) => row.id), slotStarts: rows.map((row) => row.starts_at) };
}

async function lead(overrides: Record<string, string | null> = {}) {
  const id = `lead-viewing-${++counter}-${Date.now()}`;
  await insertInquiry(await worker.db(), {
    id,
    kind: "property",
    subject: `Besichtigung nächste Woche ${counter}`,
    sender_name: `Eva Eintrag ${counter}`,
    sender_email: `${id}@example.at`,
    sender_phone: "+436641234567",
    ...overrides,
  });
  return id;
}

async function bookingsOf(inquiryId: string) {
  const db = await worker.db();
  return db
    .selectFrom("viewing_bookings")
    .select(["id", "slot_id", "status", "name", "email"])
    .where("inquiry_id", "=", inquiryId)
    .execute();
}

const book = (slotId: string) => ({ intent: "viewing-book", slotId });

test("a broker books the lead's person into a free slot: seat taken, confirmation queued with its link, Verlauf and Wiedervorlage set", async () => {
  const roles = await staffRoles(worker);
  const { property, slotIds, slotStarts } = await listingWithWindow();
  const id = await lead({ property_id: String(property.id) });
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain('<h2 id="inquiry-viewing">Besichtigung eintragen</h2>');
  expect(page).toMatch(new RegExp(`<button type="submit" value="${slotIds[0]}"[^>]*name="slotId">`));
  expect(page).toContain("3 Plätze frei · Schottengasse 4, 1010 Wien");

  // Anonymous, a non-admin and a foreign origin are refused before anything is booked.
  const res = await expectAdminOnly(roles, async (client, headers) => {
    const answer = await client.post(`/admin/inquiries/${id}`, book(slotIds[0] as string), headers);
    if (client !== roles.admin || headers) expect(await bookingsOf(id)).toEqual([]);
    return answer;
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/inquiries/${id}`);
  const email = `${id}@example.at`;
  const booked = await bookingsOf(id);
  expect(booked).toEqual([
    { id: expect.any(String), slot_id: slotIds[0], status: "booked", name: expect.stringMatching(/^Eva Eintrag/), email },
  ]);

  const db = await worker.db();
  // The visitor's confirmation, as after an online booking, with the signed link.
  const mails = await db
    .selectFrom("viewing_emails")
    .select(["template", "recipient", "payload"])
    .where("booking_id", "=", booked[0]?.id as string)
    .execute();
  expect(mails.map(({ template, recipient }) => ({ template, recipient }))).toEqual([
    { template: "viewing-confirmation", recipient: email },
  ]);
  expect(JSON.parse(mails[0]?.payload ?? "{}").manageUrl).toMatch(/\/besichtigung\/verwalten\?id=[0-9a-f-]{36}&token=/);
  const sent = await waitFor(async () => readSentEmails().find((mail) => (mail.headers.to ?? "").includes(email)));
  expect(sent.subject).toMatch(/^Besichtigung bestätigt/);

  const day = viennaDateOf(slotStarts[0] as string);
  const row = await db.selectFrom("inquiries").select(["follow_up_due", "follow_up_note"]).where("id", "=", id).executeTakeFirstOrThrow();
  expect(row).toEqual({ follow_up_due: day, follow_up_note: VIEWING_FOLLOW_UP_NOTE });
  const events = await db
    .selectFrom("inquiry_events")
    .select(["kind", "note"])
    .where("inquiry_id", "=", id)
    .where("kind", "=", "viewing")
    .execute();
  expect(events).toHaveLength(1);
  expect(events[0]?.note).toContain("Schottengasse 4, 1010 Wien");
  const audit = await db.selectFrom("audit_log").select(["action", "summary"]).where("entity_id", "=", id).execute();
  expect(audit).toEqual([
    { action: "inquiry.viewing", summary: expect.stringMatching(new RegExp(`^Anfrage ${id}: Besichtigung am .+ eingetragen$`)) },
  ]);

  // The page now shows the booking instead of offering a second one, and the Wiedervorlage under the H1.
  const after = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(after).toContain("Besichtigung eingetragen");
  expect(after).toContain('<span class="staff-badge staff-badge-success">gebucht</span>');
  expect(after).not.toContain('name="slotId"');
  expect(after).toMatch(/<p class="staff-inquiry-follow-up">Wiedervorlage am .*Nach Besichtigung nachfassen<\/p>/);
  // A second post is refused, nothing doubled.
  const again = await roles.admin.post(`/admin/inquiries/${id}`, book(slotIds[1] as string));
  expect(again.status).toBe(409);
  expect(await text(again)).toContain(LEAD_BOOKING_MESSAGES.already);
  expect(await bookingsOf(id)).toHaveLength(1);

  // The week view names the person, linked to the lead.
  const week = await text(await roles.admin.get(`/admin/besichtigungen?woche=${day}`));
  expect(week).toMatch(new RegExp(`<a [^>]*href="/admin/inquiries/${id}"[^>]*>Eva Eintrag`));
});

test("a lead without a listing picks one with open windows by GET, then books; an online booking's name links to its staff copy", async () => {
  const { admin } = await staffRoles(worker);
  const { property, slotIds, slotStarts } = await listingWithWindow({ seats: 1 });
  const id = await lead({ kind: "contact" });
  const page = await text(await admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain('<select id="viewing-listing" name="besichtigung"');
  expect(page).toContain(`<option value="${property.id}">`);
  expect(page).not.toContain('name="slotId"');
  const picked = await text(await admin.get(`/admin/inquiries/${id}?besichtigung=${property.id}`));
  expect(picked).toContain(`value="${slotIds[0]}"`);
  expect(picked).toContain("1 Platz frei");
  // A listing id that is not on offer shows no slots, never a 500.
  expect((await admin.get(`/admin/inquiries/${id}?besichtigung=999999999`)).status).toBe(200);
  const res = await admin.post(`/admin/inquiries/${id}`, book(slotIds[0] as string));
  expect(res.status).toBe(303);
  expect(await bookingsOf(id)).toHaveLength(1);

  // An online booking of the other slot: its name links to the staff copy the booking filed.
  const db = await worker.db();
  const online = await worker.fetch(
    `/immobilien/${property.objektnr_intern}/besichtigung`,
    formPost(
      {
        formStartedAt: await pastFormToken(),
        slotId: slotIds[1] as string,
        name: "Otto Online",
        email: `otto-${id}@example.at`,
        tel: "0664 765 4321",
        privacyConsent: "on",
      },
      { "CF-Connecting-IP": "203.0.113.77" },
    ),
  );
  expect(online.status).toBe(303);
  const row = await db
    .selectFrom("viewing_bookings")
    .select("inquiry_id")
    .where("email", "=", `otto-${id}@example.at`)
    .executeTakeFirstOrThrow();
  expect(row.inquiry_id).toBeTruthy();
  const staffCopy = await db
    .selectFrom("inquiries")
    .select("kind")
    .where("id", "=", row.inquiry_id as string)
    .executeTakeFirstOrThrow();
  expect(staffCopy.kind).toBe("viewing");
  const week = await text(await admin.get(`/admin/besichtigungen?woche=${viennaDateOf(slotStarts[1] as string)}`));
  expect(week).toMatch(new RegExp(`<a [^>]*href="/admin/inquiries/${row.inquiry_id}"[^>]*>Otto Online</a>`));
});

test("an unknown, full, past or cancelled slot, a foreign lead and a lead without e-mail answer in German with a 4xx; nothing is booked", async () => {
  const { admin } = await staffRoles(worker);
  const db = await worker.db();
  const { property, slotIds, windowId } = await listingWithWindow({ seats: 1, slots: 2 });
  const id = await lead({ property_id: String(property.id) });
  const post = (fields: Record<string, string>, leadId = id) => admin.post(`/admin/inquiries/${leadId}`, fields);
  // The first slot is taken by someone else.
  const taken = await bookViewingSlot(db, {
    slotId: slotIds[0] as string,
    immobilieId: property.id,
    name: "Fritz Früher",
    email: `frueher-${id}@example.at`,
    phone: "+436641111111",
    earliest: new Date(),
    now: new Date(),
  });
  expect(taken.status).toBe("booked");
  const past = await listingWithWindow({ startsIn: -DAY, slots: 1 });
  const soon = await listingWithWindow({ startsIn: 30 * MINUTE, slots: 1 });
  const cases: Array<[Record<string, string>, number, string]> = [
    [{ intent: "viewing-book", slotId: "" }, 400, "Bitte wählen Sie einen Termin aus."],
    [{ intent: "viewing-book", slotId: "<script>" }, 400, "Bitte wählen Sie einen Termin aus."],
    [book(crypto.randomUUID()), 404, LEAD_BOOKING_MESSAGES.unknownSlot],
    [book(slotIds[0] as string), 409, LEAD_BOOKING_MESSAGES.full],
    [book(past.slotIds[0] as string), 409, LEAD_BOOKING_MESSAGES.past],
    [book(soon.slotIds[0] as string), 409, LEAD_BOOKING_MESSAGES.tooSoon],
  ];
  for (const [fields, status, message] of cases) {
    const res = await post(fields);
    expect(res.status, message).toBe(status);
    const html = await text(res);
    expect(html).toContain(message);
    expect(html).toContain('<h2 id="inquiry-viewing">Besichtigung eintragen</h2>');
  }
  await db.updateTable("viewing_windows").set({ status: "cancelled" }).where("id", "=", windowId).execute();
  const cancelled = await post(book(slotIds[1] as string));
  expect(cancelled.status).toBe(409);
  expect(await text(cancelled)).toContain(LEAD_BOOKING_MESSAGES.cancelledWindow);
  expect(await bookingsOf(id)).toEqual([]);

  // A lead id that is not there, or a system mail: 404, nothing stored.
  const other = await listingWithWindow({ slots: 1 });
  expect((await post(book(other.slotIds[0] as string), "gibt-es-nicht")).status).toBe(404);
  const system = await lead({ kind: "security" });
  expect((await post(book(other.slotIds[0] as string), system)).status).toBe(404);
  // No e-mail address: said on the page, and a post is refused.
  const noMail = await lead({ property_id: String(other.property.id), sender_email: null });
  const page = await text(await admin.get(`/admin/inquiries/${noMail}`));
  expect(page).toContain(LEAD_BOOKING_MESSAGES.noEmail);
  expect(page).not.toContain('name="slotId"');
  const refused = await post(book(other.slotIds[0] as string), noMail);
  expect(refused.status).toBe(400);
  expect(await text(refused)).toContain(LEAD_BOOKING_MESSAGES.noEmail);
  const left = await db
    .selectFrom("viewing_bookings")
    .select("id")
    .where("slot_id", "=", other.slotIds[0] as string)
    .execute();
  expect(left).toEqual([]);
});

test("a cancelled booking shows as 'abgesagt' and the slots are offered again", async () => {
  const { admin } = await staffRoles(worker);
  const { property, slotIds } = await listingWithWindow();
  const id = await lead({ property_id: String(property.id) });
  expect((await admin.post(`/admin/inquiries/${id}`, book(slotIds[0] as string))).status).toBe(303);
  const db = await worker.db();
  await db.updateTable("viewing_bookings").set({ status: "cancelled", cancelled_by: "visitor" }).where("inquiry_id", "=", id).execute();
  const page = await text(await admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain('<span class="staff-badge staff-badge-error">abgesagt</span>');
  expect(page).toContain('name="slotId"');
});

test("the Wiedervorlage chips come first and save on tap with a plain next step", async () => {
  const { admin } = await staffRoles(worker);
  const id = await lead();
  const page = await text(await admin.get(`/admin/inquiries/${id}`));
  const card = page.slice(page.indexOf('id="inquiry-follow-up"'));
  expect(card.indexOf(">Morgen</button>")).toBeGreaterThan(0);
  expect(card.indexOf(">Morgen</button>")).toBeLessThan(card.indexOf('id="follow-up-datum"'));
  const res = await admin.post(`/admin/inquiries/${id}`, { intent: "follow-up", schnell: "naechste-woche", schritt: "" });
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").select(["follow_up_due", "follow_up_note"]).where("id", "=", id).executeTakeFirstOrThrow();
  expect(row.follow_up_note).toBe(QUICK_FOLLOW_UP_NOTE);
  expect(row.follow_up_due).toBe(quickFollowUpDate("naechste-woche", new Date()));
  const after = await text(await admin.get(`/admin/inquiries/${id}`));
  expect(after).toMatch(new RegExp(`<p class="staff-inquiry-follow-up">Wiedervorlage am .*${QUICK_FOLLOW_UP_NOTE}</p>`));
  // The chips keep a stored next step: their form carries it, and a tap saves it again.
  await db.updateTable("inquiries").set({ follow_up_note: "Exposé schicken" }).where("id", "=", id).execute();
  const withStep = await text(await admin.get(`/admin/inquiries/${id}`));
  const chipForm = /<form[^>]*>(?:(?!<\/form>)[\s\S])*>Morgen<\/button>/.exec(withStep)?.[0] ?? "";
  expect(chipForm).toMatch(/<input type="hidden" name="schritt" value="Exposé schicken"\/?>/);
  const step = /name="schritt" value="([^"]*)"/.exec(chipForm)?.[1] ?? "";
  expect((await admin.post(`/admin/inquiries/${id}`, { intent: "follow-up", schnell: "morgen", schritt: step })).status).toBe(303);
  expect((await db.selectFrom("inquiries").select("follow_up_note").where("id", "=", id).executeTakeFirstOrThrow()).follow_up_note).toBe(
    "Exposé schicken",
  );
});

test("retention: a lead deleted first leaves its booking unlinked; the booking goes six months after the viewing", async () => {
  const db = await worker.db();
  const property = await insertProperty(db, { objektnr_intern: `LB-alt-${Date.now()}` });
  const at = new Date("2026-05-04T08:00:00Z");
  const id = await lead({ property_id: String(property.id), created_at: "2026-01-02T08:00:00Z" });
  const bookingId = await bookedViewingAt(db, {
    immobilieId: property.id,
    at,
    address: "Alte Gasse 2",
    name: "Eva Eintrag",
    email: `${id}@example.at`,
    inquiryId: id,
  });
  // Six months after the lead, four after the viewing: the lead goes, the booking stays, unlinked.
  await purgeExpiredPersonalData(db, { now: new Date("2026-09-01T03:00:00Z") });
  expect(await db.selectFrom("inquiries").select("id").where("id", "=", id).execute()).toEqual([]);
  const kept = await db.selectFrom("viewing_bookings").select(["id", "inquiry_id"]).where("id", "=", bookingId).execute();
  expect(kept).toEqual([{ id: bookingId, inquiry_id: null }]);
  // Six months after the viewing the booking goes too.
  await purgeExpiredPersonalData(db, { now: new Date("2026-11-25T03:00:00Z") });
  expect(await db.selectFrom("viewing_bookings").select("id").where("id", "=", bookingId).execute()).toEqual([]);
});
