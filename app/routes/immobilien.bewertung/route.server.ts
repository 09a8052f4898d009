// The valuation wizard's server side (routes/immobilien.bewertung; leads-legal-admin.md sections
// 4, 5, 7, 8). Without JavaScript every step posts (intent next/back/submit) and the answers of
// the other steps travel as hidden inputs that are validated again on every post (all steps up
// to the current one), so nothing a visitor could tamper with reaches the database unchecked.
// The browser validates with the same step schemas through Conform's useForm.

import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { monogram } from "~/components/content/team";
import { formatReplyDeadline, replyDeadline } from "~/lib/business-days";
import { type OfferRange, offerPriceRanges, postalCodePlace } from "~/lib/content/district-prices";
import { requestUrl } from "~/lib/request-url";
import { TOTAL_STEPS } from "~/lib/schemas/options";
import {
  propertyTypeLabel,
  readValuationRecap,
  schemaUpTo,
  stepCheckMessage,
  stepOfField,
  summarizeValuation,
  type ValuationRequest,
  valuationRecapQuery,
  valuationSchema,
} from "~/lib/schemas/valuation";
import type { RequestContext } from "~/server/context";
import {
  allowVisitorMail,
  leadNotSent,
  leadSaved,
  leadSent,
  leadSuccessToast,
  loadLeadFormPage,
  readFormDataOrResponse,
  readLeadForm,
  storeLead,
} from "~/server/leads/submit.server";
import { listPostalCodePriceRows } from "~/server/listings/listings-by.queries.server";
import { listAgents } from "~/server/team/queries.server";

// The route re-exports its loader, action and headers from this one module (each `.server`
// import costs the page a chunk of its own in the browser build).

export const LAST_STEP = TOTAL_STEPS - 1;

/** Keep every entered value without judging it (Back, and Next into a fresh step). */
function carryValues(formData: FormData) {
  return parseWithZod(formData, { schema: z.object({}) }).reply();
}

function readStep(value: FormDataEntryValue | null): number {
  const step = Number(typeof value === "string" ? value : "0");
  return Number.isInteger(step) ? Math.max(0, Math.min(LAST_STEP, step)) : 0;
}

/**
 * The thank-you step's contact: the first broker of the team (sort order, as /uber-uns
 * lists them) with the date by which the office replies. A failed read leaves out the person,
 * never the page.
 */
async function loadReplyContact(context: RequestContext) {
  const [agent] = await listAgents(context.db).catch((error: unknown) => {
    console.warn(JSON.stringify({ route: "bewertung", error: String(error) }));
    return [];
  });
  return {
    by: formatReplyDeadline(replyDeadline(context.now())),
    person: agent
      ? { name: agent.name, position: agent.position, phone: agent.phone, image: agent.image, monogram: monogram(agent.name) }
      : null,
  };
}

/**
 * The thank-you step's comparison: our live offers' prices per m² at the owner's postal code
 * (offer prices, said so), or null when we have none there. A failed read leaves it out.
 */
async function loadOfferPrices(context: RequestContext, plz: string | null): Promise<{ place: string; ranges: OfferRange[] } | null> {
  if (!plz || !/^\d{4}$/.test(plz)) return null;
  const rows = await listPostalCodePriceRows(context.db, { plz }).catch((error: unknown) => {
    console.warn(JSON.stringify({ route: "bewertung", error: String(error) }));
    return [];
  });
  // One asking price is no comparison for an owner (review 58): a deal needs two offers. Sale
  // offers only: a valuation estimates a sale price and the page goes on to 'So verkaufen wir';
  // rents beside it read as the wrong question (review 59).
  const ranges = offerPriceRanges(rows).filter((range) => range.deal === "SALE" && range.count >= 2);
  return ranges.length > 0 ? { place: postalCodePlace(plz, rows[0]?.ort ?? null), ranges } : null;
}

/** The wizard page's loader data: form token, constraints, head tags, and `?danke` (sent). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = requestUrl(request).searchParams;
  const done = query.has("danke");
  const [page, reply, offerPrices] = await Promise.all([
    loadLeadFormPage({ context, schema: valuationSchema, path: "/immobilien/bewertung" }),
    // The person and the reply date: named beside the wizard, and again on the thank-you.
    loadReplyContact(context),
    done ? loadOfferPrices(context, query.get("plz")) : null,
  ]);
  // The thank-you step names a date; the edge cache never keeps a `?danke` page, and the Worker's
  // policy lets browsers keep pages only with revalidation.
  return { ...page, done, reply, offerPrices, recap: done ? readValuationRecap(query) : null };
}

/** One wizard post: back, next (the steps so far are checked) or the final submit. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormDataOrResponse(request);
  if (!(formData instanceof FormData)) return formData;
  const intent = formData.get("intent");
  const step = readStep(formData.get("step"));
  if (intent === "back") {
    return data({ wizard: { step: Math.max(0, step - 1) }, result: carryValues(formData) });
  }
  const submission = parseWithZod(formData, { schema: schemaUpTo(step) });
  if (submission.status !== "success") {
    // Show the earliest step with a problem: a changed hidden value sends the visitor back there.
    const failing = Object.entries(submission.error ?? {})
      .filter(([, errors]) => errors && errors.length > 0)
      .map(([name]) => stepOfField(name))
      .filter((s) => s >= 0);
    const target = Math.min(step, ...failing);
    const message = stepCheckMessage(target, submission.error, submission.payload);
    return data({ wizard: { step: target }, result: submission.reply(message ? { formErrors: [message] } : undefined) }, { status: 400 });
  }
  if (step < LAST_STEP || intent !== "submit") {
    return data({ wizard: { step: Math.min(LAST_STEP, step + 1) }, result: carryValues(formData) });
  }
  const lead = await readLeadForm(request, context, valuationSchema, { formData, bucket: "valuation" });
  if (!lead.ok) return lead.answer;
  if (!(await leadSaved("valuation", storeValuation(context, lead.value)))) return leadNotSent(lead, VALUATION_FAILURE);
  // The postal code travels on for the thank-you's comparison of offer prices; it, the kind and
  // the area for its recap (no name, street or e-mail in an address).
  const thanks = `/immobilien/bewertung?${valuationRecapQuery(lead.value)}`;
  return leadSent(request, context, leadSuccessToast("Bewertungsanfrage gesendet"), thanks);
}

const VALUATION_FAILURE = {
  title: "Fehler",
  description: "Es gab einen Fehler beim Absenden Ihrer Anfrage. Bitte versuchen Sie es später erneut.",
};

/**
 * Section 7: an internal summary to the office and a confirmation to the visitor. Past the daily
 * limit for the visitor's address only the confirmation is skipped: the inquiry is stored and the
 * office mail sent, so no lead is lost (the office mail shows "Kopie an Kunden: Nein").
 */
async function storeValuation(context: RequestContext, value: ValuationRequest) {
  // Confirmations to one address per day, counted with the other forms'.
  const confirmation = await allowVisitorMail(context, value.email);
  const subject = `Immobilienbewertung: ${propertyTypeLabel(value.propertyType)} in ${value.postalCode} ${value.city}`;
  return storeLead(context, {
    kind: "valuation",
    subject,
    sender: { name: `${value.firstName} ${value.lastName}`, email: value.email, phone: value.phone },
    payload: {
      vorname: value.firstName,
      nachname: value.lastName,
      tel: value.phone,
      anfrage: summarizeValuation(value),
      subject,
      propertyTitle: "Immobilienbewertung",
      sendToCustomer: confirmation,
      ...value,
      propertyType: propertyTypeLabel(value.propertyType),
    },
    emails: [
      { template: "internal", recipient: context.env.MAIL_TO },
      ...(confirmation ? [{ template: "customer" as const, recipient: value.email }] : []),
    ],
  });
}
