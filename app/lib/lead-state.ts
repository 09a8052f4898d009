// Pure words for a lead's state in the inbox and on its page: how long it has waited, and what its
// e-mails did. The delivery is read from the e-mails themselves, the same rows the lead's
// "Verlauf" lists, so the badge and the timeline cannot disagree: the inquiry's summary
// column said "sent" for a lead without any e-mail.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "gerade eben", "vor 12 Min.", "vor 3 Std.", "seit 1 Tag", "seit 2 Tagen": how long a lead waits. */
export function ageLabel(createdAt: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (Number.isNaN(ms)) return "";
  if (ms < MINUTE) return "gerade eben";
  if (ms < HOUR) return `vor ${Math.floor(ms / MINUTE)} Min.`;
  if (ms < DAY) return `vor ${Math.floor(ms / HOUR)} Std.`;
  const days = Math.floor(ms / DAY);
  return days === 1 ? "seit 1 Tag" : `seit ${days} Tagen`;
}

/**
 * An open lead waits too long from one day on: from then its clock reads "seit 1 Tag"
 * and "Zu erledigen zuerst" lifts it to the top (inbox.queries.server.ts uses this constant).
 */
export const OVERDUE_MS = DAY;

/** Open: nobody has closed it yet ("Neu" or "In Bearbeitung"). */
export function isOpenStatus(status: string): boolean {
  return status === "new" || status === "in_progress";
}

/**
 * The row's two signals: "Nicht zugewiesen" only while the lead is open and nobody has
 * it (on a done lead it says nothing), and "überfällig" while an open lead has waited longer than a day (the
 * same line as the to-do order's `created_at < now - OVERDUE_MS`).
 */
export function leadMarks(
  lead: { status: string; createdAt: string; assigned: boolean },
  now: Date,
): { unassigned: boolean; overdue: boolean } {
  const open = isOpenStatus(lead.status);
  const waited = now.getTime() - new Date(lead.createdAt).getTime();
  return { unassigned: open && !lead.assigned, overdue: open && !Number.isNaN(waited) && waited > OVERDUE_MS };
}

export type DeliveryMark = "none" | "queued" | "sent" | "failed";

const DELIVERY_MARK_LABELS: Record<DeliveryMark, string> = {
  none: "Keine E-Mail",
  queued: "E-Mail wird gesendet",
  sent: "E-Mail zugestellt",
  failed: "E-Mail fehlgeschlagen",
};

/** The e-mails of a lead in one mark: any failed, else any still on its way, else all sent; none without e-mails. */
export function deliveryOf(emails: Array<{ state: string }>): { state: DeliveryMark; label: string } {
  const state: DeliveryMark =
    emails.length === 0
      ? "none"
      : emails.some((email) => email.state === "failed")
        ? "failed"
        : emails.every((email) => email.state === "sent")
          ? "sent"
          : "queued";
  return { state, label: DELIVERY_MARK_LABELS[state] };
}

/**
 * The inbox row's preview: the message's first non-empty line as plain text, at most `max`
 * characters, cut at a word with "…". Counted and cut by code points, so an emoji at the cut is
 * kept or dropped whole, never left as half a surrogate pair.
 */
export function messagePreview(message: string | null, max = 90): string | null {
  const line = message
    ?.split(/\r?\n/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .find(Boolean);
  if (!line) return null;
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** "Anrufen": the number as a tel: link, digits and "+" only; null without a number. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, "") ?? "";
  return digits ? `tel:${digits}` : null;
}

/** "Antworten": the mail program with "Re: subject" set (RFC 6068 encoding); null without an address. */
export function replyHref(email: string | null | undefined, subject: string): string | null {
  return email ? `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}` : null;
}
