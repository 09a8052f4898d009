// /admin/protokoll, server half: the audit trail newest first, 50 per page, filtered by entity.
// Unknown filter or page values fall back to "all" and page 1.

import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { AUDIT_ENTITY_LABELS } from "~/lib/admin-format";
import { auditRowText } from "~/lib/audit-text";
import { requestUrl } from "~/lib/request-url";
import { type AuditEntry, countAuditEntries, listAuditEntries } from "~/server/accounts/audit.queries.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import type { AuditRow } from "./audit-table";

export const AUDIT_PAGE_SIZE = 50;

const entities = Object.keys(AUDIT_ENTITY_LABELS) as [string, ...string[]];

const querySchema = z.object({
  entity: z.enum(entities).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

function toAuditRow(entry: AuditEntry): AuditRow {
  return { id: entry.id, ...auditRowText(entry) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = requestUrl(request).searchParams;
  const { entity, page } = querySchema.parse({ entity: params.get("entity") || undefined, page: params.get("page") ?? undefined });
  const [total, entries] = await Promise.all([
    countAuditEntries(context.db, { entity }),
    listAuditEntries(context.db, { entity, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
  ]);
  const link = (to: number) => {
    const search = new URLSearchParams();
    if (entity) search.set("entity", entity);
    if (to > 1) search.set("page", String(to));
    const query = search.toString();
    return `/admin/protokoll${query ? `?${query}` : ""}`;
  };
  return {
    entity: entity ?? "",
    entities: Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    previous: page > 1 ? link(page - 1) : null,
    next: page * AUDIT_PAGE_SIZE < total ? link(page + 1) : null,
    entries: entries.map(toAuditRow),
  };
}
