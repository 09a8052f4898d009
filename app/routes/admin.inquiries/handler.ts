// The inbox's "Zuständig" column: who works on a lead. A lead about a listing belongs to that
// listing's broker (as the team page names them, else as the feed names the contact); every other
// lead (Kontakt, Bewertung, Suchauftrag …) goes to the office; system mails belong to nobody.
import type { InquiryHandler } from "~/server/leads/inbox.queries.server";

export interface HandlerLabel {
  name: string;
  /** True when nobody in particular is named: the cell shows it muted. */
  general: boolean;
}

export const OFFICE_LABEL = "Büro";
export const NOBODY_LABEL = "—";

export function handlerLabel(handler: InquiryHandler | undefined, { system }: { system: boolean }): HandlerLabel {
  if (system) return { name: NOBODY_LABEL, general: true };
  const name = handler?.agentName ?? handler?.contactName ?? handler?.company;
  return name ? { name, general: false } : { name: OFFICE_LABEL, general: true };
}
