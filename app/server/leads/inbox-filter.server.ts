// The inbox filters read from the URL (a GET form, so a filtered list is a shareable URL). Bad
// values fall back to "all", never a 500. Shared by the inbox and its CSV download.

import { z } from "zod";
import { INQUIRY_STATUSES, viennaMidnight } from "~/lib/admin-format";
import { followUpDueBefore } from "~/lib/follow-up";
import { INQUIRY_KIND_LABELS } from "~/lib/inquiry-labels";
import { OVERDUE_MS } from "~/lib/lead-state";
import type { InquiryFilter } from "~/server/leads/inbox.queries.server";

/** Longer search terms are cut: names and addresses are shorter, and the LIKE stays cheap. */
export const SEARCH_MAX = 100;

const kinds = Object.keys(INQUIRY_KIND_LABELS) as [string, ...string[]];

const filterSchema = z.object({
  kind: z.enum(kinds).optional().catch(undefined),
  status: z.enum(INQUIRY_STATUSES).optional().catch(undefined),
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((q) => q?.trim().slice(0, SEARCH_MAX) || undefined),
  // Only inquiries with an e-mail that failed (the Übersicht's "Anfragen mit fehlgeschlagener Zustellung").
  zustellung: z.literal("fehlgeschlagen").optional().catch(undefined),
  // Only leads whose hand-over to justimmo failed.
  justimmo: z.literal("fehlgeschlagen").optional().catch(undefined),
  // "Probleme": a failed e-mail or a failed hand-over to justimmo.
  probleme: z.literal("ja").optional().catch(undefined),
  // Only today's (Vienna) arrivals: the Übersicht's "neue Anfragen heute" opens this list.
  eingang: z.literal("heute").optional().catch(undefined),
  // Only leads about one listing (its numeric id): the lead view's "Alle Anfragen zu diesem Objekt".
  objekt: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .catch(undefined),
  // "Mir zugewiesen" / "Nicht zugewiesen".
  zugewiesen: z.enum(["mir", "niemand"]).optional().catch(undefined),
  // "Wiedervorlage fällig": only leads whose follow-up is due today or overdue.
  wiedervorlage: z.literal("faellig").optional().catch(undefined),
  // The order: "Zu erledigen zuerst" by default, "neueste" for plain arrival order,
  // "faellig" for the earliest Wiedervorlage first. Anything else: the default.
  sortierung: z.enum(["neueste", "faellig"]).optional().catch(undefined),
  // The tab: leads (default) or the system mails.
  system: z.literal("system").optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** `viewerId`: the signed-in account, which "zugewiesen=mir" means. */
export function readInquiryFilter(
  params: URLSearchParams,
  now: Date = new Date(),
  viewerId?: string,
): { filter: InquiryFilter; page: number } {
  const { page, system, zustellung, justimmo, probleme, eingang, objekt, zugewiesen, wiedervorlage, sortierung, ...filter } =
    filterSchema.parse({
      sortierung: params.get("sortierung") || undefined,
      zugewiesen: params.get("zugewiesen") || undefined,
      wiedervorlage: params.get("wiedervorlage") || undefined,
      objekt: params.get("objekt") || undefined,
      probleme: params.get("probleme") || undefined,
      eingang: params.get("eingang") || undefined,
      system: params.get("bereich") || undefined,
      zustellung: params.get("zustellung") || undefined,
      justimmo: params.get("justimmo") || undefined,
      kind: params.get("kind") || undefined,
      status: params.get("status") || undefined,
      q: params.get("q") ?? undefined,
      page: params.get("page") ?? undefined,
    });
  return {
    filter: {
      ...filter,
      ...(system ? { system: true } : {}),
      ...(zustellung ? { failed: true } : {}),
      ...(justimmo ? { crmFailed: true } : {}),
      ...(probleme ? { problems: true } : {}),
      ...(eingang ? { today: { since: viennaMidnight(now) } } : {}),
      ...(objekt ? { propertyId: objekt } : {}),
      ...(zugewiesen === "mir" ? { assigned: "me" as const, ...(viewerId ? { viewerId } : {}) } : {}),
      ...(zugewiesen === "niemand" ? { assigned: "none" as const } : {}),
      ...(wiedervorlage ? { followUpDue: { before: followUpDueBefore(now) } } : {}),
      ...(sortierung === "neueste" ? { sort: "newest" as const } : {}),
      ...(sortierung === "faellig" ? { sort: "due" as const } : {}),
      ...(sortierung ? {} : { overdueBefore: new Date(now.getTime() - OVERDUE_MS).toISOString() }),
    },
    page,
  };
}

/** The canonical query string of a filter and page ("" when nothing is set), e.g. `?status=done&page=2`. */
export function inquirySearch(filter: InquiryFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.system) params.set("bereich", "system");
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (filter.failed) params.set("zustellung", "fehlgeschlagen");
  if (filter.crmFailed) params.set("justimmo", "fehlgeschlagen");
  if (filter.problems) params.set("probleme", "ja");
  if (filter.today) params.set("eingang", "heute");
  if (filter.propertyId) params.set("objekt", filter.propertyId);
  if (filter.assigned) params.set("zugewiesen", filter.assigned === "me" ? "mir" : "niemand");
  if (filter.followUpDue) params.set("wiedervorlage", "faellig");
  if (filter.sort === "newest") params.set("sortierung", "neueste");
  if (filter.sort === "due") params.set("sortierung", "faellig");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
