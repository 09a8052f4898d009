// GET /admin/inquiries.csv: the inbox's filtered list as a CSV download for Austrian Excel.
// Same filters as the page (kind, status, q); admin only.

import type { LoaderFunctionArgs } from "react-router";
import { formatViennaDateTime, INQUIRY_STATUS_LABELS } from "~/lib/admin-format";
import { toCsv } from "~/lib/csv";
import { INQUIRY_KIND_LABELS } from "~/lib/inquiry-labels";
import { requestUrl } from "~/lib/request-url";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listInquiriesForExport } from "~/server/leads/inbox.queries.server";
import { readInquiryFilter } from "~/server/leads/inbox-filter.server";

const HEADER = ["Datum", "Formular", "Status", "Name", "E-Mail", "Telefon", "Betreff", "Zustellung", "Behalten", "ID"];

const DELIVERY_LABELS: Record<string, string> = { queued: "In Warteschlange", sent: "Gesendet", failed: "Fehlgeschlagen" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  // "zugewiesen=mir" exports the signed-in account's leads, as the list shows them.
  const { filter } = readInquiryFilter(requestUrl(request).searchParams, context.now(), user.id);
  const inquiries = await listInquiriesForExport(context.db, { filter });
  const csv = toCsv([
    HEADER,
    ...inquiries.map((inquiry) => [
      formatViennaDateTime(inquiry.createdAt) ?? inquiry.createdAt,
      INQUIRY_KIND_LABELS[inquiry.kind] ?? inquiry.kind,
      INQUIRY_STATUS_LABELS[inquiry.status] ?? inquiry.status,
      inquiry.senderName,
      inquiry.senderEmail,
      inquiry.senderPhone,
      inquiry.subject,
      DELIVERY_LABELS[inquiry.deliveryState] ?? inquiry.deliveryState,
      inquiry.keep ? "ja" : "nein",
      inquiry.id,
    ]),
  ]);
  const day = context.now().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="anfragen-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
