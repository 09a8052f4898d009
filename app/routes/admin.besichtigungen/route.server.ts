// /admin/besichtigungen: staff open viewing windows per listing and see a week of
// windows and bookings with names (each linking to its lead) and phones; they cancel one booking or a whole window (everyone
// booked gets the CANCEL) and mark no-shows. Admin only, loader and action alike; the actions
// (./actions.server.ts) check the origin first and are recorded in the audit trail by ids.

import { data } from "react-router";
import { propertyPath, shownObjektnr } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { formatPhone } from "~/lib/schemas/shared";
import { BUFFER_LENGTHS, MAX_SEATS, SLOT_LENGTHS } from "~/lib/schemas/viewing";
import {
  addDays,
  formatViewingDay,
  formatViewingDayShort,
  formatViewingTimes,
  mondayOf,
  viennaDateOf,
  viennaToUtc,
} from "~/lib/viewing-time";
import type { RequestContext } from "~/load-context";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listViewingAgents, listViewingListings, listViewingWeek } from "~/server/viewings/queries.server";

/** The week shown: ?woche=YYYY-MM-DD (any day of it), else the current week in Vienna. */
function weekOf(request: Request, now: Date): string {
  const asked = requestUrl(request).searchParams.get("woche") ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && viennaToUtc(asked, "12:00") ? asked : viennaDateOf(now);
  return mondayOf(date);
}

const STATUS_LABELS = { booked: "Gebucht", cancelled: "Abgesagt", no_show: "Nicht erschienen" } as const;

export async function loader({ request, context }: { request: Request; context: RequestContext }) {
  await requireAdmin(request, context);
  const now = context.now();
  const monday = weekOf(request, now);
  const from = viennaToUtc(monday, "00:00") as Date;
  const until = viennaToUtc(addDays(monday, 7), "00:00") as Date;
  const [windows, listings, agents] = await Promise.all([
    listViewingWeek(context.db, { from, until }),
    listViewingListings(context.db),
    listViewingAgents(context.db),
  ]);
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return {
      date,
      label: formatViewingDay(viennaToUtc(date, "12:00") as Date),
      // "Mo., 30.11.": for a run of empty days on one line.
      shortLabel: formatViewingDayShort(viennaToUtc(date, "12:00") as Date),
      // Today's day is marked "Heute": the week is scanned for it first.
      today: date === viennaDateOf(now),
      windows: windows
        .filter((window) => viennaDateOf(window.starts_at) === date)
        .map((window) => ({
          id: window.id,
          time: formatViewingTimes(window.starts_at, window.ends_at),
          open: window.status === "open",
          listing: window.objekttitel?.trim() || window.objektnr_intern,
          listingHref: propertyPath(window.objektnr_intern),
          objektnr: shownObjektnr(window),
          agent: window.agent_name,
          address: window.address,
          meetingPoint: window.meeting_point,
          kind: window.seats === 1 ? "Einzelbesichtigung" : `Gruppenbesichtigung, ${window.seats} Plätze je Termin`,
          // No break between a number and its unit: "60 Min." stays on one line.
          slotText: `${window.slot_minutes}\u00a0Min.${window.buffer_minutes ? ` + ${window.buffer_minutes}\u00a0Min. Puffer` : ""}`,
          booked: window.slots.reduce((sum, slot) => sum + slot.bookings.filter((booking) => booking.status === "booked").length, 0),
          capacity: window.slots.reduce((sum, slot) => sum + slot.seats, 0),
          slots: window.slots.map((slot) => ({
            id: slot.id,
            time: formatViewingTimes(slot.starts_at, slot.ends_at),
            started: new Date(slot.starts_at).getTime() <= now.getTime(),
            free: Math.max(0, slot.seats - slot.bookings.filter((booking) => booking.status === "booked").length),
            bookings: slot.bookings.map((booking) => ({
              id: booking.id,
              status: booking.status,
              statusLabel: `${STATUS_LABELS[booking.status]}${booking.status === "cancelled" ? (booking.cancelled_by === "staff" ? " (Büro)" : " (Interessent)") : ""}`,
              name: booking.name,
              // The lead it came from, or the staff copy of an online booking.
              leadHref: booking.inquiry_id ? `/admin/inquiries/${encodeURIComponent(booking.inquiry_id)}` : null,
              email: booking.email,
              // A booking from a lead without a number has none.
              phone: booking.phone ? formatPhone(booking.phone) : null,
              phoneHref: `tel:${booking.phone}`,
            })),
          })),
        })),
    };
  });
  // "Besichtigung anlegen" on a lead's page links here with ?immobilie=<id>: the new
  // window's listing is chosen in advance when it is one the form offers; anything else is ignored.
  const asked = requestUrl(request).searchParams.get("immobilie") ?? "";
  const preselected = listings.some((listing) => String(listing.id) === asked) ? asked : "";
  return data({
    preselected,
    week: {
      monday,
      label: `${formatViewingDay(viennaToUtc(monday, "12:00") as Date)} bis ${formatViewingDay(viennaToUtc(addDays(monday, 6), "12:00") as Date)}`,
      previous: addDays(monday, -7),
      next: addDays(monday, 7),
      current: mondayOf(viennaDateOf(now)),
    },
    days,
    listings: listings.map((listing) => ({
      value: String(listing.id),
      label: `${shownObjektnr(listing)} · ${listing.objekttitel?.trim() || "Ohne Titel"}`,
    })),
    agents: agents.map((agent) => ({ value: agent.id, label: agent.name })),
    options: { slotLengths: SLOT_LENGTHS, bufferLengths: BUFFER_LENGTHS, maxSeats: MAX_SEATS },
    defaultDate: addDays(viennaDateOf(now), 1),
  });
}

export { action } from "./actions.server";
