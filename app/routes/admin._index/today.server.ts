// The Übersicht's "Heute": one list of what a broker does now. The leads whose
// Wiedervorlage is due or overdue, the new and overdue leads (the inbox's to-do rule), each once;
// then today's viewing windows with their bookings, or, on a day without one, the next window
// with its free seats. A failed read shows the list without that part (logged), never a broken page.
import { firstContactState } from "~/lib/first-contact";
import { type FollowUpTone, followUpDueBefore, followUpState } from "~/lib/follow-up";
import { replyHref, telHref } from "~/lib/lead-state";
import { addDays, formatViewingDayShort, formatViewingTime, formatViewingTimes, viennaDateOf, viennaToUtc } from "~/lib/viewing-time";
import type { RequestContext } from "~/server/context";
import { logged } from "~/server/feed/panel.server";
import { listDueFollowUps } from "~/server/leads/follow-up.queries.server";
import type { Overview } from "~/server/leads/overview.queries.server";
import { listViewingWeek, type WeekWindow } from "~/server/viewings/queries.server";

/** How many due leads "Heute" lists; "Alle fälligen" opens the inbox's filter with the rest. */
export const TODAY_LIMIT = 10;

/** How far ahead "Nächste Besichtigung" looks on a day without one. */
const NEXT_VIEWING_DAYS = 30;

export interface TodayLead {
  id: string;
  href: string;
  name: string;
  /** The mark in words and tone: "überfällig seit 2 Tagen", "fällig heute", "Neu", "wartet seit 2 Tagen". */
  mark: { tone: "overdue" | "today" | "later" | "new"; label: string };
  /** The next step, or the lead's form and age for a waiting lead. */
  detail: string | null;
  /** A new lead's derived "Erstkontakt" due state (lib/first-contact.ts); null otherwise. */
  due: { tone: FollowUpTone; label: string } | null;
  /** The row's own actions: Anrufen and Antworten as links, "Mir zuweisen" while nobody has it. */
  actions: { tel: string | null; reply: string | null; assign: boolean };
}

/** What the page shows of loadToday beside the lead rows: the rows carry the due leads themselves. */
export type TodaySummary = Omit<Awaited<ReturnType<typeof loadToday>>, "followUps"> & { hasFollowUps: boolean };

export async function loadToday(context: RequestContext, now: Date) {
  const today = viennaDateOf(now);
  const from = viennaToUtc(today, "00:00") ?? now;
  const until = viennaToUtc(addDays(today, 1), "00:00") ?? now;
  const [due, windows] = await Promise.all([
    listDueFollowUps(context.db, { before: followUpDueBefore(now), limit: TODAY_LIMIT + 1 }).catch(logged("admin", [])),
    listViewingWeek(context.db, { from, until }).catch(logged("admin", [])),
  ]);
  const todays = windows.filter((window) => window.status === "open");
  // Only on a day without a viewing: the next open window that still has a free seat.
  const ahead =
    todays.length > 0
      ? []
      : await listViewingWeek(context.db, { from: until, until: new Date(until.getTime() + NEXT_VIEWING_DAYS * 86_400_000) }).catch(
          logged("admin", []),
        );
  const next = ahead.find((window) => window.status === "open" && freeSeats(window) > 0);
  return {
    followUps: due.slice(0, TODAY_LIMIT).map((lead) => ({
      id: lead.id,
      name: lead.senderName ?? lead.subject,
      step: lead.note,
      due: followUpState(lead.due, now) ?? { tone: "today" as const, label: "fällig" },
      actions: leadActions(lead.subject, lead),
    })),
    more: due.length > TODAY_LIMIT,
    viewings: todays.map((window) => {
      const booked = bookedSeats(window);
      return {
        id: window.id,
        times: `${formatViewingTimes(window.starts_at, window.ends_at)} Uhr`,
        title: window.objekttitel ?? window.address,
        booked: booked === 1 ? "1 Termin gebucht" : `${booked} Termine gebucht`,
      };
    }),
    // "Mi., 02.12., 10:00 Schottengasse 4 (3 frei)".
    next: next
      ? {
          when: `${formatViewingDayShort(next.starts_at)}, ${formatViewingTime(next.starts_at)}`,
          where: next.address || next.objekttitel || "",
          free: freeSeats(next),
        }
      : null,
  };
}

/**
 * The leads of "Heute" in one list: overdue Wiedervorlagen first, then the new and overdue leads
 * (longest waiting first, as the inbox's "Zu erledigen zuerst"), then the Wiedervorlagen due today.
 * A lead that is both due and waiting is listed once, with its Wiedervorlage.
 */
export function todayLeads(today: Awaited<ReturnType<typeof loadToday>>, waiting: Overview["waiting"], now: Date): TodayLead[] {
  const href = (id: string) => `/admin/inquiries/${encodeURIComponent(id)}`;
  const followUps = today.followUps.map((lead) => ({
    id: lead.id,
    href: href(lead.id),
    name: lead.name,
    mark: lead.due,
    detail: lead.step,
    due: null,
    actions: lead.actions,
  }));
  const listed = new Set(followUps.map((lead) => lead.id));
  const waitingLeads: TodayLead[] = waiting
    .filter((lead) => !listed.has(lead.id))
    .map((lead) => ({
      id: lead.id,
      href: href(lead.id),
      name: lead.name,
      mark: lead.status === "new" ? { tone: "new", label: "Neu" } : { tone: "overdue", label: "überfällig" },
      detail: `${lead.label}, ${lead.age}`,
      due: firstContactDue(lead, now),
      actions: leadActions(lead.subject, lead),
    }));
  return [
    ...followUps.filter((lead) => lead.mark.tone === "overdue"),
    ...waitingLeads,
    ...followUps.filter((lead) => lead.mark.tone !== "overdue"),
  ];
}

/** "Erstkontakt fällig heute", "Erstkontakt überfällig seit 1 Tag": a new lead's due time in "Heute". */
function firstContactDue(lead: Overview["waiting"][number], now: Date): TodayLead["due"] {
  const state = firstContactState(lead, now);
  return state ? { tone: state.tone, label: `${state.note} ${state.label}` } : null;
}

function leadActions(
  subject: string,
  lead: { senderEmail: string | null; senderPhone: string | null; assigned: boolean },
): TodayLead["actions"] {
  return { tel: telHref(lead.senderPhone), reply: replyHref(lead.senderEmail, subject), assign: !lead.assigned };
}

function bookedSeats(window: WeekWindow): number {
  return window.slots.reduce((sum, slot) => sum + slot.bookings.filter((booking) => booking.status !== "cancelled").length, 0);
}

function freeSeats(window: WeekWindow): number {
  return window.slots.reduce(
    (sum, slot) => sum + Math.max(0, slot.seats - slot.bookings.filter((booking) => booking.status !== "cancelled").length),
    0,
  );
}
