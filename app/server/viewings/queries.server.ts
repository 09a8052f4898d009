// Viewing windows, slots and bookings, all their SQL. "A slot is never overbooked" holds under
// concurrency because a booking is one conditional INSERT … SELECT … WHERE booked < seats, which D1
// runs atomically. A move is that INSERT plus the old row's cancellation in one batch.
import { sql } from "kysely";
import { runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { ViewingBookingStatus, ViewingEmailTemplate } from "~/db/schema";
import { toBase64 } from "~/lib/base64";
import { constantTimeEqual } from "~/server/accounts/password.server";

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return toBase64(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function randomSalt(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(24)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isViewingId(value: string): boolean {
  return UUID.test(value);
}

/**
 * The cancel/rebook link's token: an HMAC of the booking id and its random salt under
 * SESSION_SECRET, as the Suchauftrag manage links are signed. Nothing secret is stored,
 * so the reminder written a week later can carry the same link.
 */
export async function viewingToken(secret: string, booking: { id: string; token_salt: string }): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(`viewing-booking:${booking.id}:${booking.token_salt}`)));
}

// ---------------------------------------------------------------------------------------------
// Windows and slots

export interface NewViewingWindow {
  immobilieId: number;
  startsAt: Date;
  endsAt: Date;
  slotMinutes: number;
  bufferMinutes: number;
  seats: number;
  agentId: string | null;
  address: string;
  meetingPoint: string | null;
  createdBy: string | null;
  slots: Array<{ startsAt: Date; endsAt: Date }>;
  now: Date;
}

/** Six values per slot row: 16 rows per INSERT stay under D1's 100 bound parameters. */
const SLOTS_PER_INSERT = 16;

export async function createViewingWindow(db: Db, window: NewViewingWindow): Promise<string> {
  const id = crypto.randomUUID();
  const at = window.now.toISOString();
  const rows = window.slots.map((slot) => ({
    id: crypto.randomUUID(),
    window_id: id,
    immobilie_id: window.immobilieId,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    seats: window.seats,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += SLOTS_PER_INSERT) {
    inserts.push(db.insertInto("viewing_slots").values(rows.slice(i, i + SLOTS_PER_INSERT)));
  }
  await runBatch(db, [
    db.insertInto("viewing_windows").values({
      id,
      immobilie_id: window.immobilieId,
      starts_at: window.startsAt.toISOString(),
      ends_at: window.endsAt.toISOString(),
      slot_minutes: window.slotMinutes,
      buffer_minutes: window.bufferMinutes,
      seats: window.seats,
      agent_id: window.agentId,
      address: window.address,
      meeting_point: window.meetingPoint,
      created_by: window.createdBy,
      created_at: at,
      updated_at: at,
    }),
    ...inserts,
  ]);
  return id;
}

/**
 * An open window that overlaps the given time (widened by the buffer) for the same listing or the
 * same agent: one agent cannot lead two viewings at once, one flat is not shown twice at once.
 */
export async function findOverlappingWindow(
  db: Db,
  {
    immobilieId,
    agentId,
    startsAt,
    endsAt,
    bufferMinutes,
  }: { immobilieId: number; agentId: string | null; startsAt: Date; endsAt: Date; bufferMinutes: number },
) {
  const from = new Date(startsAt.getTime() - bufferMinutes * 60_000).toISOString();
  const until = new Date(endsAt.getTime() + bufferMinutes * 60_000).toISOString();
  return (
    (await db
      .selectFrom("viewing_windows")
      .select(["id", "immobilie_id", "starts_at", "ends_at"])
      .where("status", "=", "open")
      .where("starts_at", "<", until)
      .where("ends_at", ">", from)
      .where((eb) =>
        agentId ? eb.or([eb("immobilie_id", "=", immobilieId), eb("agent_id", "=", agentId)]) : eb("immobilie_id", "=", immobilieId),
      )
      .executeTakeFirst()) ?? null
  );
}

export interface BookableSlot {
  id: string;
  starts_at: string;
  ends_at: string;
  seats: number;
  booked: number;
  window_id: string;
  address: string;
}

/** Booked seats of a slot, as a correlated subquery (reads the partial index's table). */
function bookedSeats(slotIdColumn: "viewing_slots.id") {
  return sql<number>`(SELECT count(*) FROM viewing_bookings b WHERE b.slot_id = ${sql.ref(slotIdColumn)} AND b.status = 'booked')`;
}

/** A listing's slots from `from` on (minimum notice already applied by the caller), with free seats. */
export async function listBookableSlots(
  db: Db,
  { immobilieId, from, until, limit = 200 }: { immobilieId: number; from: Date; until: Date; limit?: number },
): Promise<BookableSlot[]> {
  const rows = await db
    .selectFrom("viewing_slots")
    .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
    .select([
      "viewing_slots.id as id",
      "viewing_slots.starts_at as starts_at",
      "viewing_slots.ends_at as ends_at",
      "viewing_slots.seats as seats",
      "viewing_slots.window_id as window_id",
      "viewing_windows.address as address",
      bookedSeats("viewing_slots.id").as("booked"),
    ])
    .where("viewing_slots.immobilie_id", "=", immobilieId)
    .where("viewing_windows.status", "=", "open")
    .where("viewing_slots.starts_at", ">=", from.toISOString())
    .where("viewing_slots.starts_at", "<", until.toISOString())
    .orderBy("viewing_slots.starts_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, booked: Number(row.booked) }));
}

/** The first slot with a free seat from `from` on, or null (the detail page's link). */
export async function findNextFreeSlot(db: Db, { immobilieId, from, until }: { immobilieId: number; from: Date; until: Date }) {
  const row = await db
    .selectFrom("viewing_slots")
    .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
    .select(["viewing_slots.starts_at as starts_at", "viewing_slots.ends_at as ends_at"])
    .where("viewing_slots.immobilie_id", "=", immobilieId)
    .where("viewing_windows.status", "=", "open")
    .where("viewing_slots.starts_at", ">=", from.toISOString())
    .where("viewing_slots.starts_at", "<", until.toISOString())
    .where(sql<boolean>`${bookedSeats("viewing_slots.id")} < viewing_slots.seats`)
    .orderBy("viewing_slots.starts_at")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Bookings

export interface NewBooking {
  slotId: string;
  immobilieId: number;
  name: string;
  email: string;
  phone: string;
  /** Slots starting before this are not bookable (minimum notice). */
  earliest: Date;
  now: Date;
  /** The lead it is booked from; a move carries its booking's on. */
  inquiryId?: string | null;
}

export interface BookingRef {
  id: string;
  ical_uid: string;
  ical_sequence: number;
  token_salt: string;
}

function bookingInsert(db: Db, booking: NewBooking, ref: BookingRef) {
  const at = booking.now.toISOString();
  // One statement: the row is written only while the slot's window is open, the slot belongs to
  // the listing, starts late enough and has a free seat. Zero rows written = no seat.
  return db.insertInto("viewing_bookings").expression(
    db
      .selectFrom("viewing_slots")
      .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
      .select([
        sql<string>`${ref.id}`.as("id"),
        "viewing_slots.id as slot_id",
        "viewing_slots.immobilie_id as immobilie_id",
        sql<string>`${booking.name}`.as("name"),
        sql<string>`${booking.email}`.as("email"),
        sql<string>`${booking.phone}`.as("phone"),
        sql<string>`${ref.ical_uid}`.as("ical_uid"),
        sql<number>`${ref.ical_sequence}`.as("ical_sequence"),
        sql<string>`${ref.token_salt}`.as("token_salt"),
        sql<string>`${at}`.as("created_at"),
        sql<string>`${at}`.as("updated_at"),
        sql<string | null>`${booking.inquiryId ?? null}`.as("inquiry_id"),
      ])
      .where("viewing_slots.id", "=", booking.slotId)
      .where("viewing_slots.immobilie_id", "=", booking.immobilieId)
      .where("viewing_windows.status", "=", "open")
      .where("viewing_slots.starts_at", ">=", booking.earliest.toISOString())
      .where(sql<boolean>`${bookedSeats("viewing_slots.id")} < viewing_slots.seats`),
  );
}

const INSERT_COLUMNS = [
  "id",
  "slot_id",
  "immobilie_id",
  "name",
  "email",
  "phone",
  "ical_uid",
  "ical_sequence",
  "token_salt",
  "created_at",
  "updated_at",
  "inquiry_id",
] as const;

export type BookOutcome = { status: "booked"; booking: BookingRef } | { status: "full" } | { status: "duplicate" };

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String(error));
}

/** Book one seat: "full" when no seat is left (or the slot is gone, too soon, cancelled). */
export async function bookViewingSlot(db: Db, booking: NewBooking): Promise<BookOutcome> {
  const id = crypto.randomUUID();
  const ref: BookingRef = { id, ical_uid: `${id}@besichtigung`, ical_sequence: 0, token_salt: randomSalt() };
  try {
    const result = await bookingInsert(db, booking, ref)
      .columns([...INSERT_COLUMNS])
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? { status: "booked", booking: ref } : { status: "full" };
  } catch (error) {
    // The same address already holds a seat in this slot (partial UNIQUE index).
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

/**
 * Move a booking to another slot in one step: the new row (same iCalendar UID, SEQUENCE + 1) and
 * the old row's cancellation run in one D1 batch, and the cancellation only applies when the new
 * row was written, so a full target slot leaves the old booking untouched.
 */
export async function rebookViewing(
  db: Db,
  { old, booking }: { old: { id: string; ical_uid: string; ical_sequence: number }; booking: NewBooking },
): Promise<BookOutcome> {
  const id = crypto.randomUUID();
  const ref: BookingRef = { id, ical_uid: old.ical_uid, ical_sequence: old.ical_sequence + 1, token_salt: randomSalt() };
  const at = booking.now.toISOString();
  try {
    const [inserted] = await runBatch(db, [
      bookingInsert(db, booking, ref).columns([...INSERT_COLUMNS]),
      db
        .updateTable("viewing_bookings")
        .set({ status: "cancelled", cancelled_at: at, cancelled_by: "rebooking", rebooked_to: id, updated_at: at })
        .where("id", "=", old.id)
        .where("status", "=", "booked")
        .where(sql<boolean>`EXISTS (SELECT 1 FROM viewing_bookings WHERE id = ${id})`),
    ]);
    return (inserted?.meta.changes ?? 0) === 1 ? { status: "booked", booking: ref } : { status: "full" };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

/** Everything a booking's page, mail and staff copy show. */
export interface ViewingBookingDetail {
  id: string;
  status: ViewingBookingStatus;
  name: string;
  email: string;
  phone: string;
  ical_uid: string;
  ical_sequence: number;
  token_salt: string;
  rebooked_to: string | null;
  inquiry_id: string | null;
  created_at: string;
  slot_id: string;
  starts_at: string;
  ends_at: string;
  window_id: string;
  address: string;
  meeting_point: string | null;
  seats: number;
  immobilie_id: number;
  objektnr_intern: string;
  objektnr_extern: string | null;
  objekttitel: string | null;
  openimmo_obid: string | null;
  kontakt_feedback_email: string | null;
  agent_name: string | null;
  agent_anrede: "Frau" | "Herr" | null;
  agent_phone: string | null;
  agent_email: string | null;
}

function bookingDetails(db: Db) {
  return db
    .selectFrom("viewing_bookings")
    .innerJoin("viewing_slots", "viewing_slots.id", "viewing_bookings.slot_id")
    .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
    .innerJoin("immobilien", "immobilien.id", "viewing_bookings.immobilie_id")
    .leftJoin("agents", "agents.id", "viewing_windows.agent_id")
    .select([
      "viewing_bookings.id as id",
      "viewing_bookings.status as status",
      "viewing_bookings.name as name",
      "viewing_bookings.email as email",
      "viewing_bookings.phone as phone",
      "viewing_bookings.ical_uid as ical_uid",
      "viewing_bookings.ical_sequence as ical_sequence",
      "viewing_bookings.token_salt as token_salt",
      "viewing_bookings.rebooked_to as rebooked_to",
      "viewing_bookings.inquiry_id as inquiry_id",
      "viewing_bookings.created_at as created_at",
      "viewing_slots.id as slot_id",
      "viewing_slots.starts_at as starts_at",
      "viewing_slots.ends_at as ends_at",
      "viewing_windows.id as window_id",
      "viewing_windows.address as address",
      "viewing_windows.meeting_point as meeting_point",
      "viewing_windows.seats as seats",
      "immobilien.id as immobilie_id",
      "immobilien.objektnr_intern as objektnr_intern",
      "immobilien.objektnr_extern as objektnr_extern",
      "immobilien.objekttitel as objekttitel",
      "immobilien.openimmo_obid as openimmo_obid",
      "immobilien.kontakt_feedback_email as kontakt_feedback_email",
      "agents.name as agent_name",
      "agents.anrede as agent_anrede",
      "agents.phone as agent_phone",
      "agents.email as agent_email",
    ]);
}

export async function getViewingBooking(db: Db, id: string): Promise<ViewingBookingDetail | null> {
  if (!isViewingId(id)) return null;
  return ((await bookingDetails(db).where("viewing_bookings.id", "=", id).executeTakeFirst()) as ViewingBookingDetail | undefined) ?? null;
}

/**
 * The booking the link's id and token name, or null. Every SESSION_SECRET entry verifies, so
 * links in mails sent before a secret rotation keep working.
 */
export async function getViewingBookingByToken(db: Db, { id, token, secrets }: { id: string; token: string; secrets: string[] }) {
  if (token.length === 0 || token.length > 100) return null;
  const booking = await getViewingBooking(db, id);
  if (!booking) return null;
  for (const secret of secrets) {
    const expected = await viewingToken(secret, booking);
    if (expected.length === token.length && constantTimeEqual(encoder.encode(expected), encoder.encode(token))) return booking;
  }
  return null;
}

/** Cancel one booking that still holds a seat; bumps SEQUENCE for the CANCEL. Null if it did not. */
export async function cancelViewingBooking(db: Db, { id, by, now }: { id: string; by: "visitor" | "staff"; now: Date }) {
  const row = await db
    .updateTable("viewing_bookings")
    .set({
      status: "cancelled",
      cancelled_at: now.toISOString(),
      cancelled_by: by,
      ical_sequence: sql`ical_sequence + 1`,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "booked")
    .returning("id")
    .executeTakeFirst();
  return row ? getViewingBooking(db, row.id) : null;
}

/** Staff cancel a whole window: it closes, and every booking still holding a seat is cancelled. */
export async function cancelViewingWindow(db: Db, { windowId, now }: { windowId: string; now: Date }) {
  if (!isViewingId(windowId)) return null;
  const at = now.toISOString();
  const ids = await db
    .selectFrom("viewing_bookings")
    .innerJoin("viewing_slots", "viewing_slots.id", "viewing_bookings.slot_id")
    .select("viewing_bookings.id as id")
    .where("viewing_slots.window_id", "=", windowId)
    .where("viewing_bookings.status", "=", "booked")
    .execute();
  const [closed] = await runBatch(db, [
    db.updateTable("viewing_windows").set({ status: "cancelled", updated_at: at }).where("id", "=", windowId).where("status", "=", "open"),
    db
      .updateTable("viewing_bookings")
      .set({ status: "cancelled", cancelled_at: at, cancelled_by: "staff", ical_sequence: sql`ical_sequence + 1`, updated_at: at })
      .where("status", "=", "booked")
      .where("slot_id", "in", db.selectFrom("viewing_slots").select("id").where("window_id", "=", windowId)),
  ]);
  if ((closed?.meta.changes ?? 0) === 0) return null;
  const bookings: ViewingBookingDetail[] = [];
  for (const { id } of ids) {
    const booking = await getViewingBooking(db, id);
    if (booking?.status === "cancelled") bookings.push(booking);
  }
  return bookings;
}

/** Staff mark a booking whose viewing has begun as a no-show (or undo it). */
export async function setViewingNoShow(db: Db, { id, noShow, now }: { id: string; noShow: boolean; now: Date }): Promise<boolean> {
  if (!isViewingId(id)) return false;
  const result = await db
    .updateTable("viewing_bookings")
    .set({ status: noShow ? "no_show" : "booked", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", noShow ? "booked" : "no_show")
    .where("slot_id", "in", db.selectFrom("viewing_slots").select("id").where("starts_at", "<=", now.toISOString()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Active bookings of an address for a listing (one at a time: move it instead of booking twice). */
export async function countActiveBookingsForListing(
  db: Db,
  { email, immobilieId, now }: { email: string; immobilieId: number; now: Date },
) {
  const row = await db
    .selectFrom("viewing_bookings")
    .innerJoin("viewing_slots", "viewing_slots.id", "viewing_bookings.slot_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(sql<string>`lower(viewing_bookings.email)`, "=", email.trim().toLowerCase())
    .where("viewing_bookings.immobilie_id", "=", immobilieId)
    .where("viewing_bookings.status", "=", "booked")
    .where("viewing_slots.starts_at", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------
// The staff week view

export interface WeekWindow {
  id: string;
  immobilie_id: number;
  starts_at: string;
  ends_at: string;
  slot_minutes: number;
  buffer_minutes: number;
  seats: number;
  status: "open" | "cancelled";
  address: string;
  meeting_point: string | null;
  objektnr_intern: string;
  objektnr_extern: string | null;
  objekttitel: string | null;
  agent_name: string | null;
  slots: Array<{
    id: string;
    starts_at: string;
    ends_at: string;
    seats: number;
    bookings: Array<{
      id: string;
      status: ViewingBookingStatus;
      name: string;
      email: string;
      phone: string;
      cancelled_by: string | null;
      inquiry_id: string | null;
    }>;
  }>;
}

/** Windows starting in [from, until) with their slots and every booking (cancelled ones too). */
export async function listViewingWeek(db: Db, { from, until }: { from: Date; until: Date }): Promise<WeekWindow[]> {
  const windows = await db
    .selectFrom("viewing_windows")
    .innerJoin("immobilien", "immobilien.id", "viewing_windows.immobilie_id")
    .leftJoin("agents", "agents.id", "viewing_windows.agent_id")
    .select([
      "viewing_windows.id as id",
      "viewing_windows.immobilie_id as immobilie_id",
      "viewing_windows.starts_at as starts_at",
      "viewing_windows.ends_at as ends_at",
      "viewing_windows.slot_minutes as slot_minutes",
      "viewing_windows.buffer_minutes as buffer_minutes",
      "viewing_windows.seats as seats",
      "viewing_windows.status as status",
      "viewing_windows.address as address",
      "viewing_windows.meeting_point as meeting_point",
      "immobilien.objektnr_intern as objektnr_intern",
      "immobilien.objektnr_extern as objektnr_extern",
      "immobilien.objekttitel as objekttitel",
      "agents.name as agent_name",
    ])
    .where("viewing_windows.starts_at", ">=", from.toISOString())
    .where("viewing_windows.starts_at", "<", until.toISOString())
    .orderBy("viewing_windows.starts_at")
    .limit(200)
    .execute();
  if (windows.length === 0) return [];
  const ids = windows.map((window) => window.id);
  const slots = await db
    .selectFrom("viewing_slots")
    .select(["id", "window_id", "starts_at", "ends_at", "seats"])
    .where("window_id", "in", ids)
    .orderBy("starts_at")
    .execute();
  const bookings = await db
    .selectFrom("viewing_bookings")
    .innerJoin("viewing_slots", "viewing_slots.id", "viewing_bookings.slot_id")
    .leftJoin("inquiries", "inquiries.id", "viewing_bookings.inquiry_id")
    .select([
      "viewing_bookings.id as id",
      "viewing_bookings.slot_id as slot_id",
      "viewing_bookings.status as status",
      "viewing_bookings.name as name",
      "viewing_bookings.email as email",
      "viewing_bookings.phone as phone",
      "viewing_bookings.cancelled_by as cancelled_by",
      // Through the lead itself: a link never points at a lead deleted since.
      "inquiries.id as inquiry_id",
    ])
    .where("viewing_slots.window_id", "in", ids)
    // Moved bookings are listed once, at their new slot.
    .where((eb) => eb.or([eb("viewing_bookings.cancelled_by", "is", null), eb("viewing_bookings.cancelled_by", "<>", "rebooking")]))
    .orderBy("viewing_bookings.created_at")
    .execute();
  return windows.map((window) => ({
    ...window,
    slots: slots
      .filter((slot) => slot.window_id === window.id)
      .map((slot) => ({
        id: slot.id,
        starts_at: slot.starts_at,
        ends_at: slot.ends_at,
        seats: slot.seats,
        bookings: bookings.filter((booking) => booking.slot_id === slot.id).map(({ slot_id: _slot, ...booking }) => booking),
      })),
  }));
}

// ---------------------------------------------------------------------------------------------
// Booking from a lead's page

/** One slot as the lead page's booking checks it: its window's state and the seats taken. */
export async function getViewingSlotState(db: Db, slotId: string) {
  if (!isViewingId(slotId)) return null;
  const row = await db
    .selectFrom("viewing_slots")
    .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
    .select([
      "viewing_slots.id as id",
      "viewing_slots.immobilie_id as immobilie_id",
      "viewing_slots.starts_at as starts_at",
      "viewing_slots.ends_at as ends_at",
      "viewing_slots.seats as seats",
      "viewing_windows.status as window_status",
      "viewing_windows.address as address",
      bookedSeats("viewing_slots.id").as("booked"),
    ])
    .where("viewing_slots.id", "=", slotId)
    .executeTakeFirst();
  return row ? { ...row, booked: Number(row.booked) } : null;
}

export interface LeadBooking {
  id: string;
  status: ViewingBookingStatus;
  immobilie_id: number;
  starts_at: string;
  ends_at: string;
  address: string;
  cancelled_by: string | null;
}

/**
 * The bookings a lead has: those booked from it (or filed as its staff copy), and those the same
 * address holds for the lead's listing (booked online before anyone called). Latest first; a
 * moved booking is listed once, where it went.
 */
export async function listLeadBookings(
  db: Db,
  { inquiryId, email, immobilieId }: { inquiryId: string; email: string | null; immobilieId: number | null },
): Promise<LeadBooking[]> {
  return db
    .selectFrom("viewing_bookings")
    .innerJoin("viewing_slots", "viewing_slots.id", "viewing_bookings.slot_id")
    .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
    .select([
      "viewing_bookings.id as id",
      "viewing_bookings.status as status",
      "viewing_bookings.immobilie_id as immobilie_id",
      "viewing_slots.starts_at as starts_at",
      "viewing_slots.ends_at as ends_at",
      "viewing_windows.address as address",
      "viewing_bookings.cancelled_by as cancelled_by",
    ])
    .where((eb) =>
      eb.or([
        eb("viewing_bookings.inquiry_id", "=", inquiryId),
        ...(email && immobilieId !== null
          ? [
              eb.and([
                eb(sql<string>`lower(viewing_bookings.email)`, "=", email.trim().toLowerCase()),
                eb("viewing_bookings.immobilie_id", "=", immobilieId),
              ]),
            ]
          : []),
      ]),
    )
    .where((eb) => eb.or([eb("viewing_bookings.cancelled_by", "is", null), eb("viewing_bookings.cancelled_by", "<>", "rebooking")]))
    .orderBy("viewing_slots.starts_at", "desc")
    .limit(5)
    .execute();
}

/** An online booking names the staff copy it filed as its lead; a booking from a lead keeps its own. */
export async function linkViewingBookingToInquiry(db: Db, { bookingId, inquiryId }: { bookingId: string; inquiryId: string }) {
  await db
    .updateTable("viewing_bookings")
    .set({ inquiry_id: inquiryId })
    .where("id", "=", bookingId)
    .where("inquiry_id", "is", null)
    .execute();
}

/** Active listings with an open window that still has a slot in [from, until): the lead page's choice. */
export async function listListingsWithOpenSlots(db: Db, { from, until }: { from: Date; until: Date }) {
  return db
    .selectFrom("immobilien")
    .select(["id", "objektnr_intern", "objektnr_extern", "objekttitel"])
    .where("active", "=", 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("viewing_slots")
          .innerJoin("viewing_windows", "viewing_windows.id", "viewing_slots.window_id")
          .select(sql`1`.as("one"))
          .whereRef("viewing_slots.immobilie_id", "=", "immobilien.id")
          .where("viewing_windows.status", "=", "open")
          .where("viewing_slots.starts_at", ">=", from.toISOString())
          .where("viewing_slots.starts_at", "<", until.toISOString()),
      ),
    )
    .orderBy("objektnr_intern", "desc")
    .limit(200)
    .execute();
}

/** Active listings for the staff form's listing choice. */
export async function listViewingListings(db: Db) {
  return db
    .selectFrom("immobilien")
    .select(["id", "objektnr_intern", "objektnr_extern", "objekttitel", "address", "plz", "ort"])
    .where("active", "=", 1)
    .orderBy("objektnr_intern", "desc")
    .limit(1000)
    .execute();
}

export async function getViewingListing(db: Db, id: number) {
  return (
    (await db
      .selectFrom("immobilien")
      .select(["id", "objektnr_intern", "objekttitel", "address", "plz", "ort"])
      .where("id", "=", id)
      .where("active", "=", 1)
      .executeTakeFirst()) ?? null
  );
}

export async function listViewingAgents(db: Db) {
  return db.selectFrom("agents").select(["id", "name"]).orderBy("sort_order").orderBy("name").execute();
}

// ---------------------------------------------------------------------------------------------
// Reminders (cron) and the visitors' mail outbox

/**
 * Bookings whose viewing starts within the next 24 hours, that were made more than 24 hours
 * before it (a fresh confirmation needs no reminder) and have had no reminder. Each is claimed
 * with a conditional update, so two overlapping cron runs never remind twice.
 */
export async function claimDueViewingReminders(
  db: Db,
  { now, limit = 100 }: { now: Date; limit?: number },
): Promise<ViewingBookingDetail[]> {
  const dayAhead = new Date(now.getTime() + 24 * 60 * 60_000).toISOString();
  const candidates = (await bookingDetails(db)
    .where("viewing_bookings.status", "=", "booked")
    .where("viewing_bookings.reminder_sent_at", "is", null)
    .where("viewing_windows.status", "=", "open")
    .where("viewing_slots.starts_at", ">", now.toISOString())
    .where("viewing_slots.starts_at", "<=", dayAhead)
    .limit(limit)
    .execute()) as ViewingBookingDetail[];
  const claimed: ViewingBookingDetail[] = [];
  for (const booking of candidates) {
    const dueFrom = new Date(booking.starts_at).getTime() - 24 * 60 * 60_000;
    if (new Date(booking.created_at).getTime() > dueFrom) continue;
    const result = await db
      .updateTable("viewing_bookings")
      .set({ reminder_sent_at: now.toISOString() })
      .where("id", "=", booking.id)
      .where("status", "=", "booked")
      .where("reminder_sent_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(booking);
  }
  return claimed;
}

export async function createViewingEmail(
  db: Db,
  {
    bookingId,
    template,
    recipient,
    payload,
    now,
  }: { bookingId: string; template: ViewingEmailTemplate; recipient: string; payload: Record<string, unknown>; now: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("viewing_emails")
    .values({
      id,
      booking_id: bookingId,
      template,
      recipient,
      payload: JSON.stringify(payload),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

export interface ViewingEmailForDelivery {
  id: string;
  booking_id: string;
  template: ViewingEmailTemplate;
  recipient: string;
  payload: string;
  state: "queued" | "sending" | "sent" | "failed";
}

export async function getViewingEmail(db: Db, id: string): Promise<ViewingEmailForDelivery | null> {
  return (
    (await db
      .selectFrom("viewing_emails")
      .select(["id", "booking_id", "template", "recipient", "payload", "state"])
      .where("id", "=", id)
      .executeTakeFirst()) ?? null
  );
}

export async function markViewingEmailSent(db: Db, { emailId, now }: { emailId: string; now: Date }): Promise<void> {
  await db
    .updateTable("viewing_emails")
    .set({ state: "sent", sent_at: now.toISOString(), updated_at: now.toISOString(), last_error: null })
    .where("id", "=", emailId)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Retention (DESIGN.md section 6; privacy notice: six months after the viewing)

export async function purgeExpiredViewings(db: Db, { before }: { before: Date }) {
  const cutoff = before.toISOString();
  const oldSlots = db.selectFrom("viewing_slots").select("id").where("ends_at", "<", cutoff);
  const oldBookings = db.selectFrom("viewing_bookings").select("id").where("slot_id", "in", oldSlots);
  const [emails, bookings] = await runBatch(db, [
    db.deleteFrom("viewing_emails").where("booking_id", "in", oldBookings),
    db.deleteFrom("viewing_bookings").where("slot_id", "in", oldSlots),
    db.deleteFrom("viewing_slots").where("window_id", "in", db.selectFrom("viewing_windows").select("id").where("ends_at", "<", cutoff)),
    db.deleteFrom("viewing_windows").where("ends_at", "<", cutoff),
  ]);
  return { viewingBookings: bookings?.meta.changes ?? 0, viewingEmails: emails?.meta.changes ?? 0 };
}
