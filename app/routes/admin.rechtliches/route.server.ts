// /admin/rechtliches: staff edit the variable parts of the legal texts (company data
// in the FAGG notice, commission terms, the broker's status under § 30b KSchG). Admin only,
// loader and action alike; the action checks the origin first, validates every field with a
// German message (400, values kept) and records who changed what in the audit trail.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { LEGAL_TERM_KEYS, type LegalTerms } from "~/lib/legal-terms";
import { optionalCheckbox, optionalText, requiredText } from "~/lib/schemas/shared";
import type { RequestContext } from "~/load-context";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { EDGE_TAGS } from "~/server/edge-cache/policy.server";
import { edgePurger } from "~/server/edge-cache/purge.server";
import { loadLegalTerms, saveLegalTerms } from "~/server/legal/queries.server";

const legalTermsSchema = z.object({
  firma: requiredText("Bitte geben Sie den Firmennamen ein", { max: 200 }),
  anschrift: requiredText("Bitte geben Sie die Anschrift ein", { max: 300 }),
  telefon: requiredText("Bitte geben Sie die Telefonnummer ein", { max: 60 }),
  email: requiredText("Bitte geben Sie die E-Mail-Adresse ein", { max: 254 }).pipe(
    z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein" }),
  ),
  register: optionalText({ max: 200 }),
  uid: optionalText({ max: 40 }),
  behoerde: requiredText("Bitte geben Sie die zuständige Gewerbebehörde an", { max: 200 }),
  kammer: requiredText("Bitte geben Sie die Kammer und Fachgruppe an", { max: 300 }),
  provisionKauf: requiredText("Bitte geben Sie die Käuferprovision an", { max: 300 }),
  provisionMieteGewerbe: requiredText("Bitte geben Sie die Mieterprovision für Geschäftsräume an", { max: 300 }),
  doppelmakler: optionalCheckbox,
  naheverhaeltnis: optionalText({ max: 500, multiline: true }),
});

function toTerms(value: z.output<typeof legalTermsSchema>): LegalTerms {
  return { ...value, register: value.register ?? "", uid: value.uid ?? "", naheverhaeltnis: value.naheverhaeltnis ?? "" };
}

export async function loader({ request, context }: { request: Request; context: RequestContext }) {
  await requireAdmin(request, context);
  return data({ terms: await loadLegalTerms(context.db) });
}

export async function action({ request, context }: { request: Request; context: RequestContext }) {
  const user = await requireAdminAction(request, context);
  const formData = await readStaffForm(request);
  const submission = parseWithZod(formData, { schema: legalTermsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const before = await loadLegalTerms(context.db);
  const terms = toTerms(submission.value);
  await saveLegalTerms(context.db, terms, { userId: user.id, now: context.now() });
  await edgePurger(context)([EDGE_TAGS.legal]);
  const changed = LEGAL_TERM_KEYS.filter((key) => before[key] !== terms[key]);
  await recordAudit(context.db, {
    actor: { id: user.id, email: user.email },
    action: "legal.update",
    entity: "legal_settings",
    summary: changed.length ? `Rechtliche Angaben geändert: ${changed.join(", ")}` : "Rechtliche Angaben gespeichert (unverändert)",
    now: context.now(),
  });
  return redirectWithToast(context.env, request, "/admin/rechtliches", {
    type: "success",
    title: "Gespeichert",
    description: "Die rechtlichen Angaben gelten ab sofort auf der Website und in neuen E-Mails.",
  });
}
