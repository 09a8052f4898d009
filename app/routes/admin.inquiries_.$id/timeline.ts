// The lead's "Verlauf": what happened to it, oldest first, each with its time. Built
// from what is stored: the arrival, each e-mail (as the delivery line says it), each hand-over to
// justimmo, and what staff did (opened, status set, internal notes; migration 0086; assigned,
// migration 0088).
import { formatViennaDateTime, INQUIRY_STATUS_LABELS } from "~/lib/admin-format";
import type { CrmHandoverLine } from "~/lib/crm-labels";

export type TimelineTone = "info" | "ok" | "fail" | "note";

export interface TimelineEntry {
  id: string;
  /** ISO time, for sorting and the <time> element. */
  at: string;
  when: string;
  text: string;
  /** The note's own words, shown as written. */
  note: string | null;
  /** Who did it: the team member's name, else the login e-mail (isAddress: shown muted); null for the system's own steps. */
  actor: { label: string; isAddress: boolean } | null;
  tone: TimelineTone;
}

interface TimelineInput {
  createdAt: string;
  kindLabel: string;
  emails: Array<{ id: string; text: string; state: string; sentAt: string | null; updatedAt: string }>;
  crm: Array<CrmHandoverLine & { sentAt: string | null; updatedAt: string }>;
  events: Array<{
    id: string;
    kind: string;
    status: string | null;
    note: string | null;
    actorEmail: string | null;
    actorName: string | null;
    assigneeId: string | null;
    assignee: { label: string; isAddress: boolean } | null;
    createdAt: string;
  }>;
}

const TONES: Record<string, TimelineTone> = { sent: "ok", failed: "fail", refused: "fail" };

export function buildTimeline({ createdAt, kindLabel, emails, crm, events }: TimelineInput): TimelineEntry[] {
  const entry = (
    id: string,
    at: string,
    text: string,
    tone: TimelineTone,
    note: string | null = null,
    actor: TimelineEntry["actor"] = null,
  ): TimelineEntry => ({
    id,
    at,
    when: formatViennaDateTime(at) ?? at,
    text,
    note,
    tone,
    actor,
  });
  // A name where the team page knows one; otherwise the login address, never a name made up from it.
  const actorOf = (event: TimelineInput["events"][number]): TimelineEntry["actor"] =>
    event.actorName ? { label: event.actorName, isAddress: false } : event.actorEmail ? { label: event.actorEmail, isAddress: true } : null;
  const entries = [
    entry("received", createdAt, `Eingegangen über das Formular „${kindLabel}“`, "info"),
    ...emails.map((email) => entry(`mail-${email.id}`, email.sentAt ?? email.updatedAt, email.text, TONES[email.state] ?? "info")),
    ...crm.map((line) =>
      entry(`crm-${line.id}`, line.sentAt ?? line.updatedAt, `${line.channel}: ${line.text}`, TONES[line.state] ?? "info"),
    ),
    ...events.map((event) => {
      const label = event.status ? (INQUIRY_STATUS_LABELS[event.status as keyof typeof INQUIRY_STATUS_LABELS] ?? event.status) : "";
      const actor = actorOf(event);
      if (event.kind === "note") return entry(`event-${event.id}`, event.createdAt, "Notiz", "note", event.note, actor);
      // Booked from this page; the note holds the day, time and address.
      if (event.kind === "viewing") return entry(`event-${event.id}`, event.createdAt, "Besichtigung eingetragen", "ok", event.note, actor);
      if (event.kind === "assigned") {
        // An account deleted since keeps its place in the history, without a name to give.
        // No actor: assigned on arrival to the listing's broker.
        const text =
          event.assigneeId === null
            ? "Zuweisung aufgehoben"
            : `Zugewiesen an ${event.assignee?.label ?? "ein gelöschtes Konto"}${actor ? "" : " (Ansprechperson des Objekts)"}`;
        return entry(`event-${event.id}`, event.createdAt, text, "info", null, actor);
      }
      if (event.kind === "opened") return entry(`event-${event.id}`, event.createdAt, `Geöffnet, Status „${label}“`, "info", null, actor);
      return entry(`event-${event.id}`, event.createdAt, `Status „${label}“ gesetzt`, "info", null, actor);
    }),
  ];
  // Oldest first; the arrival leads when times tie.
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (a.id === "received" ? -1 : b.id === "received" ? 1 : 0));
}
