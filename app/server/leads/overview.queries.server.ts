// The Übersicht's figures: counts that each lead to their list, and leads per week for a small
// chart. Each count is one indexed COUNT; a failed read shows "–" and the page stays.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { viennaMidnight } from "~/lib/admin-format";
import { INQUIRY_KIND_LABELS, SYSTEM_KINDS } from "~/lib/inquiry-labels";
import { ageLabel, OVERDUE_MS } from "~/lib/lead-state";
import { countLeadsPerWeek, type LeadWeek, leadWeeksSince } from "~/lib/lead-weeks";
import { countInquiries, waitsForSomeone } from "./inbox.queries.server";

const DAY_MS = 86_400_000;
export const CHART_WEEKS = 8;

export interface Overview {
  newToday: number | null;
  open: number | null;
  byKind: { kind: string; label: string; count: number; href: string }[];
  activeAlerts: number | null;
  activeListings: number | null;
  listingsWithoutPhotos: number | null;
  failedDeliveries: number | null;
  weeks: LeadWeek[];
  /** "Neu und überfällig": the few leads waiting longest, the same rule as the inbox's to-do order. */
  waiting: {
    id: string;
    kind: string;
    label: string;
    name: string;
    subject: string;
    age: string;
    status: string;
    createdAt: string;
    /** The stored Wiedervorlage: with one, "Heute" shows no derived "Erstkontakt". */
    followUpDue: string | null;
    /** For "Heute"'s Anrufen, Antworten and "Mir zuweisen". */
    senderEmail: string | null;
    senderPhone: string | null;
    assigned: boolean;
  }[];
}

/** How many waiting leads the Übersicht lists; the inbox has the rest. */
export const WAITING_LIMIT = 5;

async function count(query: Promise<{ count: number | string } | undefined>): Promise<number | null> {
  try {
    const row = await query;
    return Number(row?.count ?? 0);
  } catch (error) {
    console.warn(JSON.stringify({ route: "admin-overview", error: String(error) }));
    return null;
  }
}

export async function loadOverview(db: Db, now: Date): Promise<Overview> {
  const leads = () => db.selectFrom("inquiries").where("kind", "not in", SYSTEM_KINDS);
  const since30 = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const overdueBefore = new Date(now.getTime() - OVERDUE_MS).toISOString();
  const [newToday, open, activeAlerts, activeListings, listingsWithoutPhotos, failedDeliveries, byKindRows, weekRows, waitingRows] =
    await Promise.all([
      count(
        leads()
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("created_at", ">=", viennaMidnight(now))
          .executeTakeFirst(),
      ),
      count(
        leads()
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "=", "new")
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom("search_alerts")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("confirmed_at", "is not", null)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom("immobilien")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("active", "=", 1)
          .executeTakeFirst(),
      ),
      // Without photos: no processed photo and no own image the site could show.
      count(
        db
          .selectFrom("immobilien")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("active", "=", 1)
          .where("photos", "=", "[]")
          .where((eb) => eb.or([eb("titelbild_url", "is", null), eb(sql<string>`substr(titelbild_url, 1, 1)`, "<>", "/")]))
          .executeTakeFirst(),
      ),
      // Leads with at least one failed mail: the same filter as the inbox list the figure opens, so
      // both show the same number however many mails of one lead failed.
      countInquiries(db, { failed: true }).catch((error) => {
        console.warn(JSON.stringify({ route: "admin-overview", error: String(error) }));
        return null;
      }),
      leads()
        .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
        .where("created_at", ">=", since30)
        .groupBy("kind")
        .orderBy("count", "desc")
        .execute()
        .catch(() => []),
      leads()
        .select(["created_at"])
        .where("created_at", ">=", leadWeeksSince(now, CHART_WEEKS))
        .execute()
        .catch(() => []),
      // "Neu" or open and older than a day: the top of the inbox's "Zu erledigen zuerst".
      leads()
        .select([
          "id",
          "kind",
          "subject",
          "sender_name",
          "sender_email",
          "sender_phone",
          "assignee_id",
          "created_at",
          "status",
          "follow_up_due",
        ])
        .where(waitsForSomeone(overdueBefore))
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .limit(WAITING_LIMIT)
        .execute()
        .catch(() => []),
    ]);
  return {
    newToday,
    open,
    byKind: byKindRows.map((row) => ({
      kind: row.kind,
      label: INQUIRY_KIND_LABELS[row.kind] ?? row.kind,
      count: Number(row.count),
      href: `/admin/inquiries?kind=${encodeURIComponent(row.kind)}`,
    })),
    activeAlerts,
    activeListings,
    listingsWithoutPhotos,
    failedDeliveries,
    // Calendar weeks in Vienna, the current one last.
    weeks: countLeadsPerWeek(
      now,
      weekRows.map((row) => row.created_at),
      CHART_WEEKS,
    ),
    waiting: waitingRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      label: INQUIRY_KIND_LABELS[row.kind] ?? row.kind,
      name: row.sender_name?.trim() || "Ohne Namen",
      subject: row.subject,
      age: ageLabel(row.created_at, now),
      status: row.status,
      createdAt: row.created_at,
      followUpDue: row.follow_up_due,
      senderEmail: row.sender_email,
      senderPhone: row.sender_phone,
      assigned: row.assignee_id !== null,
    })),
  };
}
