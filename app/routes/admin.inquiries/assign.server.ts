// /admin/inquiries, "Zuständig": a lead assigned to a staff account or to nobody, with a
// toast, an audit entry (the account's id, never the lead's subject) and a line in the lead's history.
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import type { RequestContext } from "~/server/context";
import { assignInquiry, findStaffAccount } from "~/server/leads/assignee.queries.server";
import { startInquiryWork } from "~/server/leads/events.queries.server";

interface AssignStep {
  request: Request;
  context: RequestContext;
  user: { id: string; email: string };
  now: Date;
  backTo: string;
}

/** The "assign" intent: `assignee` is a staff account's id, "" for "Niemand". */
export async function assignAction(
  { request, context, user, now, backTo }: AssignStep,
  { inquiryId, assignee }: { inquiryId: string; assignee: string },
) {
  const actor = { id: user.id, email: user.email };
  const assigneeId = assignee.trim() || null;
  // A stale form (the account lost its role or is gone) or a made-up id: said in German, nothing stored.
  const account = assigneeId === null ? null : await findStaffAccount(context.db, assigneeId);
  if (assigneeId !== null && !account) {
    return redirectWithToast(context.env, request, backTo, {
      type: "error",
      title: "Zuweisung nicht gespeichert",
      description: "Dieses Konto gibt es nicht oder es gehört nicht mehr zum Team. Bitte wählen Sie jemanden aus der Liste.",
    });
  }
  const found = await assignInquiry(context.db, { inquiryId, assigneeId, actorEmail: user.email, now });
  if (!found) throw httpError(404, "Anfrage nicht gefunden.");
  const label = account === null ? null : account.id === user.id ? "Ihnen" : account.label;
  if (!found.changed) {
    return redirectWithToast(context.env, request, backTo, {
      type: "info",
      title: "Keine Änderung",
      description: label ? `Die Anfrage ist bereits ${label} zugewiesen.` : "Die Anfrage ist bereits niemandem zugewiesen.",
    });
  }
  // Taking a "Neu" lead oneself is starting on it: "In Bearbeitung", in the Verlauf too.
  const started =
    assigneeId === user.id &&
    (await startInquiryWork(context.db, { inquiryId, accountId: user.id, actorEmail: user.email, now, kind: "status" }));
  await recordAudit(context.db, {
    actor,
    action: "inquiry.assign",
    entity: "inquiry",
    entityId: inquiryId,
    // The account's id, not the lead's subject: subjects carry names, and the trail outlives the lead.
    summary: assigneeId ? `Anfrage ${inquiryId}: zugewiesen an Konto ${assigneeId}` : `Anfrage ${inquiryId}: Zuweisung aufgehoben`,
    now,
  });
  return redirectWithToast(context.env, request, backTo, {
    type: "success",
    title: "Zuständigkeit gespeichert",
    description: label
      ? `Die Anfrage „${found.subject}“ ist jetzt ${label} zugewiesen${started ? " und in Bearbeitung" : ""}.`
      : `Die Anfrage „${found.subject}“ ist niemandem mehr zugewiesen.`,
  });
}
