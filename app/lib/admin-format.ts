// Dates for the staff pages in de-AT and Vienna time, formatted on the server: tables read
// "25.11.2026, 00:38", sentences "25.11.2026 um 00:38".
const viennaDateTime = new Intl.DateTimeFormat("de-AT", {
  timeZone: "Europe/Vienna",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * Date and time in Vienna, `joiner` between them; null for a missing or broken value. `seconds`
 * for a record where order matters, like the Protokoll ("02.12.2026, 16:09:41").
 */
export function formatViennaDateTime(
  iso: string | null | undefined,
  joiner: ", " | " um " = ", ",
  { seconds = false }: { seconds?: boolean } = {},
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(viennaDateTime.formatToParts(date).map((part) => [part.type, part.value]));
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ""}`;
  return `${parts.day}.${parts.month}.${parts.year}${joiner}${time}`;
}

/** "1 Anfrage", "2 Anfragen": the staff pages' counts in the right number. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A feed URL for display: embedded credentials ({key} in the spec, section 3 "api_credentials")
 * and secret-looking query values are masked; the stored value is never sent to the browser.
 */
export function maskFeedUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.username) url.username = "***";
    if (url.password) url.password = "***";
    for (const key of [...url.searchParams.keys()]) {
      if (/key|token|pass|secret|auth|user/i.test(key)) url.searchParams.set(key, "***");
    }
    return decodeURI(url.toString());
  } catch {
    return "***";
  }
}

/** The audit trail's entities in the staff area's words; the key is audit_log.entity. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  blog_post: "Beiträge",
  agent: "Team",
  api_credentials: "Feed-Einstellungen",
  sync: "Synchronisierung",
  user: "Admin-Rechte",
  inquiry: "Anfragen",
  search_alert: "Suchaufträge",
  search_profile: "Suchprofile",
  listing: "Immobilien",
  viewing_window: "Besichtigungszeiten",
  viewing_booking: "Besichtigungstermine",
  security: "Sicherheit",
  site_appearance: "Darstellung",
  legal_settings: "Rechtliches",
  crm_settings: "justimmo-Übergabe",
};

/** Inquiry status set by staff (migration 0057): stable ASCII codes, German labels. */
export const INQUIRY_STATUSES = ["new", "in_progress", "done"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "Neu",
  in_progress: "In Bearbeitung",
  done: "Erledigt",
};

/** The longest internal note on a lead: a few paragraphs, as the column's CHECK says (migration 0086). */
export const NOTE_MAX = 2000;

/** Midnight in Vienna of `now`'s day, as an ISO instant (the offset is +01:00 or +02:00). */
export function viennaMidnight(now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Vienna", timeZoneName: "longOffset" })
    .formatToParts(now)
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");
  return new Date(`${day}T00:00:00${offset && offset !== "" ? offset : "+01:00"}`).toISOString();
}

/** Spec section 4: success → 'Erfolgreich', error → 'Fehler', anything else → 'Teilweise erfolgreich'. */
export function syncStatusLabel(status: string): string {
  if (status === "success") return "Erfolgreich";
  if (status === "error") return "Fehler";
  return "Teilweise erfolgreich";
}
