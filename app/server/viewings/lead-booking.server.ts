// A viewing booked from a lead's page: the broker books the lead's person into a slot.
// The booking itself is the public page's: the same conditional INSERT (seats, window open, minimum
// notice), the same one-seat-per-address index, the same confirmation with its signed link through
// the mail queue and the same staff copy; the booking keeps the viewing retention (six months after
// the viewing). What is added: the booking names its lead, the lead's "Verlauf" says so, and its
// Wiedervorlage moves to the viewing day.

import { runBatch } from "~/db/batch.server";
import { INQUIRY_KINDS } from "~/lib/inquiry-labels";
import { shownObjektnr } from "~/lib/property-view";
import {
  bookableRange,
  earliestBookableStart,
  formatViewingDay,
  formatViewingRange,
  formatViewingTimes,
  MIN_NOTICE_MINUTES,
  viennaDateOf,
} from "~/lib/viewing-time";
import type { RequestContext } from "~/server/context";
import { inquiryEventInsert } from "~/server/leads/events.queries.server";
import { followUpUpdate } from "~/server/leads/follow-up.queries.server";
import { getInquiry } from "~/server/leads/inbox.queries.server";
import { groupSlotsByDay, notifySafely, viewingMailContext } from "./pages.server";
import {
  bookViewingSlot,
  countActiveBookingsForListing,
  getViewingBooking,
  getViewingSlotState,
  listBookableSlots,
  listLeadBookings,
  listListingsWithOpenSlots,
} from "./queries.server";

/** The Wiedervorlage's next step once a viewing is booked. */
export const VIEWING_FOLLOW_UP_NOTE = "Nach Besichtigung nachfassen";

export const LEAD_BOOKING_MESSAGES = {
  noLead: "Diese Anfrage gibt es nicht (mehr).",
  noEmail:
    "Für diese Anfrage ist keine E-Mail-Adresse gespeichert. Die Besichtigung braucht sie für die Bestätigung mit dem Link zum Absagen oder Verschieben. Bitte erfragen Sie die E-Mail-Adresse und buchen Sie dann über die Besichtigungsseite der Immobilie.",
  noName: "Für diese Anfrage ist kein Name gespeichert. Eine Besichtigung wird auf einen Namen gebucht.",
  unknownSlot: "Diesen Termin gibt es nicht (mehr). Bitte wählen Sie einen der angezeigten Termine.",
  cancelledWindow: "Dieses Zeitfenster wurde abgesagt. Bitte wählen Sie einen anderen Termin.",
  past: "Dieser Termin hat bereits begonnen. Bitte wählen Sie einen späteren Termin.",
  tooSoon: `Dieser Termin beginnt in weniger als ${MIN_NOTICE_MINUTES / 60} Stunden und kann nicht mehr gebucht werden. Bitte wählen Sie einen späteren Termin.`,
  full: "Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.",
  already:
    "Diese Person hat für diese Immobilie bereits einen Termin. Sie kann ihn über den Link in ihrer Bestätigung verschieben oder absagen.",
} as const;

interface LeadPerson {
  id: string;
  senderName: string | null;
  senderEmail: string | null;
}

/** Why this lead's person cannot be booked, in German; null: they can. */
export function leadBookingProblem(lead: LeadPerson): string | null {
  if (!lead.senderEmail) return LEAD_BOOKING_MESSAGES.noEmail;
  if (!lead.senderName || lead.senderName.trim().length < 2) return LEAD_BOOKING_MESSAGES.noName;
  return null;
}

export type LeadBookingResult =
  | { ok: true; when: string; day: string; address: string }
  /** `noLead`: the lead itself is unknown (the page answers 404, not a message on it). */
  | { ok: false; status: 400 | 404 | 409; message: string; noLead?: true };

export async function bookViewingForLead(
  context: RequestContext,
  { inquiryId, slotId, actorEmail }: { inquiryId: string; slotId: string; actorEmail: string },
): Promise<LeadBookingResult> {
  const { db } = context;
  const now = context.now();
  const lead = await getInquiry(db, { id: inquiryId });
  if (!lead || INQUIRY_KINDS[lead.kind]?.system === true)
    return { ok: false, status: 404, message: LEAD_BOOKING_MESSAGES.noLead, noLead: true };
  const problem = leadBookingProblem(lead);
  if (problem) return { ok: false, status: 400, message: problem };
  // leadBookingProblem has checked both.
  const email = lead.senderEmail ?? "";
  const name = (lead.senderName ?? "").trim();
  // The reasons a slot cannot be had, each said as it is; the INSERT below checks them again
  // under concurrency, where any of them reads as "taken".
  const slot = await getViewingSlotState(db, slotId);
  if (!slot) return { ok: false, status: 404, message: LEAD_BOOKING_MESSAGES.unknownSlot };
  if (slot.window_status !== "open") return { ok: false, status: 409, message: LEAD_BOOKING_MESSAGES.cancelledWindow };
  const starts = new Date(slot.starts_at).getTime();
  if (starts <= now.getTime()) return { ok: false, status: 409, message: LEAD_BOOKING_MESSAGES.past };
  if (starts < earliestBookableStart(now).getTime()) return { ok: false, status: 409, message: LEAD_BOOKING_MESSAGES.tooSoon };
  if (slot.booked >= slot.seats) return { ok: false, status: 409, message: LEAD_BOOKING_MESSAGES.full };
  if ((await countActiveBookingsForListing(db, { email, immobilieId: slot.immobilie_id, now })) > 0) {
    return { ok: false, status: 409, message: LEAD_BOOKING_MESSAGES.already };
  }
  const outcome = await bookViewingSlot(db, {
    slotId: slot.id,
    immobilieId: slot.immobilie_id,
    name,
    email,
    phone: lead.senderPhone ?? "",
    earliest: earliestBookableStart(now),
    now,
    inquiryId: lead.id,
  });
  if (outcome.status !== "booked") {
    return { ok: false, status: 409, message: outcome.status === "duplicate" ? LEAD_BOOKING_MESSAGES.already : LEAD_BOOKING_MESSAGES.full };
  }
  const booking = await getViewingBooking(db, outcome.booking.id);
  if (!booking) throw new Error("booked viewing not found");
  // The visitor's confirmation (with the signed link) and the staff copy, as after an online booking.
  await notifySafely(viewingMailContext(context), booking, "booked", { legal: { eingetragenVon: `Büro (${actorEmail})` } });
  const when = formatViewingRange(booking.starts_at, booking.ends_at);
  const day = viennaDateOf(booking.starts_at);
  // The Verlauf entry and the Wiedervorlage together, or neither.
  await runBatch(db, [
    inquiryEventInsert(db, { inquiryId: lead.id, kind: "viewing", note: `${when}, ${booking.address}`, actorEmail, now }),
    followUpUpdate(db, { inquiryId: lead.id, due: day, note: VIEWING_FOLLOW_UP_NOTE, now }),
  ]);
  return { ok: true, when, day, address: booking.address };
}

/** The lead page's "Besichtigung eintragen" card: the lead's bookings, else slots to book. */
export async function loadLeadViewing(
  context: RequestContext,
  {
    lead,
    propertyId,
    listingActive,
    chosen,
  }: { lead: LeadPerson; propertyId: number | null; listingActive: boolean; chosen: string | null },
) {
  const { db } = context;
  const now = context.now();
  const bookings = (await listLeadBookings(db, { inquiryId: lead.id, email: lead.senderEmail, immobilieId: propertyId })).map(
    (booking) => ({
      id: booking.id,
      day: formatViewingDay(booking.starts_at),
      time: formatViewingTimes(booking.starts_at, booking.ends_at),
      address: booking.address,
      cancelled: booking.status === "cancelled",
      noShow: booking.status === "no_show",
      past: new Date(booking.starts_at).getTime() <= now.getTime(),
      weekHref: `/admin/besichtigungen?woche=${viennaDateOf(booking.starts_at)}`,
    }),
  );
  const active = bookings.find((booking) => !booking.cancelled && !booking.noShow && !booking.past) ?? null;
  const problem = leadBookingProblem(lead);
  const range = bookableRange(now);
  // A lead about a listing on offer books that listing; any other lead picks one (?besichtigung=<id>).
  const own = propertyId !== null && listingActive;
  const listings = active || problem || own ? [] : await listListingsWithOpenSlots(db, range);
  const pickedId = own ? propertyId : listings.find((listing) => String(listing.id) === chosen)?.id;
  const slots = active || problem || pickedId === undefined ? [] : await listBookableSlots(db, { immobilieId: pickedId, ...range });
  // The booking page's days, with only the slots that still have a seat, and (for staff only: the
  // public pages never send it) each slot's exact address.
  const addresses = new Map(slots.map((slot) => [slot.id, slot.address]));
  const days = groupSlotsByDay(slots)
    .map((day) => ({
      ...day,
      slots: day.slots.filter((slot) => slot.free > 0).map((slot) => ({ ...slot, address: addresses.get(slot.id) ?? "" })),
    }))
    .filter((day) => day.slots.length > 0);
  return {
    bookings,
    active: active !== null,
    problem,
    own,
    listings: listings.map((listing) => ({
      value: String(listing.id),
      label: `${shownObjektnr(listing)} · ${listing.objekttitel?.trim() || "Ohne Titel"}`,
    })),
    picked: pickedId === undefined ? null : String(pickedId),
    days,
    newWindowHref: own ? `/admin/besichtigungen?immobilie=${propertyId}#neues-fenster` : "/admin/besichtigungen#neues-fenster",
  };
}

export type LeadViewingView = Awaited<ReturnType<typeof loadLeadViewing>>;
