// The inbox's words for a lead's hand-over to justimmo: one line per channel on the lead's page,
// one badge in the list.
import type { CrmChannel, CrmHandoverState } from "~/db/schema";
import { formatViennaDateTime } from "./admin-format";

export interface CrmHandoverFacts {
  id: string;
  channel: CrmChannel;
  state: CrmHandoverState;
  target: string | null;
  attempts: number;
  lastError: string | null;
  responseStatus: number | null;
  sentAt: string | null;
}

export interface CrmHandoverLine {
  id: string;
  channel: string;
  state: CrmHandoverState;
  text: string;
}

const CHANNEL_LABELS: Record<CrmChannel, string> = { feedback: "OpenImmo-Feedback", api: "justimmo-API" };

/** "an justimmo übermittelt am 28.11.2026 um 10:15 (an …)", "fehlgeschlagen: …", … */
export function crmHandoverLines(rows: CrmHandoverFacts[]): CrmHandoverLine[] {
  return rows.map((row) => {
    const channel = CHANNEL_LABELS[row.channel];
    let text: string;
    if (row.state === "sent") {
      const when = formatViennaDateTime(row.sentAt, " um ") ?? "";
      const detail = row.channel === "feedback" ? `an ${row.target ?? "–"}` : `Antwort ${row.responseStatus ?? "–"}`;
      text = `an justimmo übermittelt am ${when} (${detail})`;
    } else if (row.state === "failed") {
      text = `fehlgeschlagen: ${row.lastError ?? "unbekannter Fehler"}`;
    } else if (row.state === "refused") {
      text = `nicht übermittelt: ${row.lastError ?? "abgelehnt"}`;
    } else {
      text =
        row.attempts > 0
          ? `wird erneut versucht (${row.attempts} Versuch${row.attempts === 1 ? "" : "e"}): ${row.lastError ?? ""}`.trim()
          : "wartet auf die Übermittlung";
    }
    return { id: row.id, channel, state: row.state, text };
  });
}

export interface CrmBadge {
  state: "sent" | "failed" | "pending" | "refused";
  label: string;
}

/** The list's one word for all channels of a lead: a failure first, then what is still open. */
export function crmBadge(rows: Array<Pick<CrmHandoverFacts, "state">>): CrmBadge | null {
  if (rows.length === 0) return null;
  if (rows.some((row) => row.state === "failed")) return { state: "failed", label: "justimmo: fehlgeschlagen" };
  if (rows.some((row) => row.state === "queued" || row.state === "sending")) return { state: "pending", label: "justimmo: ausstehend" };
  if (rows.some((row) => row.state === "sent")) return { state: "sent", label: "an justimmo übermittelt" };
  return { state: "refused", label: "nicht an justimmo" };
}

export interface CrmFailure {
  id: string;
  channel: string;
  /** justimmo's answer or our own error, as stored; never empty. */
  reason: string;
  attempts: number;
}

/** The failed hand-overs of a lead, for the warning box on its page (reason and attempts). */
export function crmFailures(rows: CrmHandoverFacts[]): CrmFailure[] {
  return rows
    .filter((row) => row.state === "failed")
    .map((row) => ({
      id: row.id,
      channel: CHANNEL_LABELS[row.channel],
      reason: row.lastError?.trim() || "unbekannter Fehler",
      attempts: row.attempts,
    }));
}
