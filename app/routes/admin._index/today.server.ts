// The Übersicht's "Heute" (ADR 0359): the leads whose Wiedervorlage is due today or overdue, with
// their next step, and today's viewing windows with how many are booked. A failed read shows the
// card without that part (logged), never a broken Übersicht.
import { followUpDueBefore, followUpState } from "~/lib/follow-up";
import { addDays, formatViewingTimes, viennaDateOf, viennaToUtc } from "~/lib/viewing-time";
import type { RequestContext } from "~/server/context";
import { logged } from "~/server/feed/panel.server";
import { listDueFollowUps } from "~/server/leads/follow-up.queries.server";
import { listViewingWeek } from "~/server/viewings/queries.server";

/** How many due leads "Heute" lists; "Alle fälligen" opens the inbox's filter with the rest. */
export const TODAY_LIMIT = 10;

export async function loadToday(context: RequestContext, now: Date) {
  const today = viennaDateOf(now);
  const from = viennaToUtc(today, "00:00") ?? now;
  const until = viennaToUtc(addDays(today, 1), "00:00") ?? now;
  const [due, windows] = await Promise.all([
    listDueFollowUps(context.db, { before: followUpDueBefore(now), limit: TODAY_LIMIT + 1 }).catch(logged("admin", [])),
    listViewingWeek(context.db, { from, until }).catch(logged("admin", [])),
  ]);
  return {
    followUps: due.slice(0, TODAY_LIMIT).map((lead) => ({
      id: lead.id,
      href: `/admin/inquiries/${encodeURIComponent(lead.id)}`,
      name: lead.senderName ?? lead.subject,
      step: lead.note,
      due: followUpState(lead.due, now) ?? { tone: "today", label: "fällig" },
    })),
    more: due.length > TODAY_LIMIT,
    viewings: windows
      .filter((window) => window.status === "open")
      .map((window) => {
        const booked = window.slots.reduce(
          (sum, slot) => sum + slot.bookings.filter((booking) => booking.status !== "cancelled").length,
          0,
        );
        return {
          id: window.id,
          times: `${formatViewingTimes(window.starts_at, window.ends_at)} Uhr`,
          title: window.objekttitel ?? window.address,
          booked: booked === 1 ? "1 Termin gebucht" : `${booked} Termine gebucht`,
        };
      }),
  };
}
