// Demo viewing windows (ADR 0240): a few listings get windows in the days after the seed date, so
// the local site shows "Besichtigung buchen" and the staff week view has content. The only part of
// the seed that reads the clock: windows must lie in the future. Ids are derived from listing and
// date, so seeding twice on one day adds nothing; windows of earlier seeds stay (they have passed
// or are still valid). Times are Vienna wall-clock, converted by the app's own module.
import { createHash } from "node:crypto";
import { AGENTS } from "./agents.mjs";

const { addDays, generateSlots, viennaDateOf, viennaToUtc } = await import("../../app/lib/viewing-time.ts");

/** Listing index in the curated list, days after the seed date, times, slot length, buffer, seats. */
const PLAN = [
  { listing: 0, day: 2, from: "10:00", to: "12:00", slot: 30, buffer: 10, seats: 1, meetingPoint: "Vor dem Haustor" },
  { listing: 0, day: 5, from: "17:00", to: "18:30", slot: 30, buffer: 0, seats: 6, meetingPoint: "Im Innenhof, Stiege 1" },
  { listing: 1, day: 3, from: "09:30", to: "11:30", slot: 45, buffer: 15, seats: 1, meetingPoint: null },
  { listing: 2, day: 4, from: "16:00", to: "18:00", slot: 60, buffer: 0, seats: 8, meetingPoint: "Im Foyer, beim Lift" },
];

/** The date itself, or the Monday after when it is a Sunday: no viewings on a Sunday. */
function weekdayOrMonday(date) {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
}

function uuidFrom(key) {
  const hex = createHash("sha1").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** INSERT OR IGNORE statements for the demo windows and their slots. */
export function viewingStatements(rows, sqlValue, now = new Date()) {
  // Homes only: an open house for an office or a plot is not how brokers show those.
  const listings = rows.filter((row) => row.active === 1 && /^(wohnung|haus)\//.test(row.objektart ?? "")).slice(0, 3);
  const today = viennaDateOf(now);
  const statements = [];
  for (const [index, plan] of PLAN.entries()) {
    const row = listings[plan.listing];
    if (!row) continue;
    const date = weekdayOrMonday(addDays(today, plan.day));
    const startsAt = viennaToUtc(date, plan.from);
    const endsAt = viennaToUtc(date, plan.to);
    const windowId = uuidFrom(`viewing-window:${row.objektnr_intern}:${date}:${plan.from}`);
    const place = [row.plz, row.ort].filter(Boolean).join(" ");
    const street = row.address ?? `Beispielgasse ${index + 3}`;
    const address = place && !street.includes(place) ? `${street}, ${place}` : street;
    const agent = AGENTS[(plan.listing + 1) % AGENTS.length];
    statements.push(
      `INSERT OR IGNORE INTO viewing_windows (id, immobilie_id, starts_at, ends_at, slot_minutes, buffer_minutes, seats, agent_id, address, meeting_point) SELECT ${sqlValue(windowId)}, id, ${sqlValue(startsAt.toISOString())}, ${sqlValue(endsAt.toISOString())}, ${plan.slot}, ${plan.buffer}, ${plan.seats}, ${sqlValue(agent.id)}, ${sqlValue(address)}, ${sqlValue(plan.meetingPoint)} FROM immobilien WHERE objektnr_intern = ${sqlValue(row.objektnr_intern)};`,
    );
    for (const slot of generateSlots({ startsAt, endsAt, slotMinutes: plan.slot, bufferMinutes: plan.buffer })) {
      statements.push(
        `INSERT OR IGNORE INTO viewing_slots (id, window_id, immobilie_id, starts_at, ends_at, seats) SELECT ${sqlValue(uuidFrom(`viewing-slot:${windowId}:${slot.startsAt.toISOString()}`))}, ${sqlValue(windowId)}, immobilie_id, ${sqlValue(slot.startsAt.toISOString())}, ${sqlValue(slot.endsAt.toISOString())}, seats FROM viewing_windows WHERE id = ${sqlValue(windowId)};`,
      );
    }
  }
  return statements;
}
