// The one server path every lead form takes: read the form once → honeypot and fill time → zod →
// rate limit → store and queue → redirect with a toast. Failures answer 400 (values kept), 413
// or 429, never a 500.

import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import { formPageHead } from "~/lib/content/page-heads";
import type { FailureToast, FormConstraint } from "~/lib/form-types";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "~/lib/honeypot";
import { requestUrl } from "~/lib/request-url";
import { sha256Hex } from "~/server/accounts/password.server";
import { redirectWithToast, type Toast } from "~/server/accounts/session.server";
import type { RequestContext } from "~/server/context";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { spendFormToken } from "~/server/http/form-tokens.queries.server";
import {
  checkHoneypot,
  FORM_ALREADY_SENT,
  HONEYPOT_MESSAGES,
  type HoneypotCheck,
  issueFormToken,
  MAX_FORM_AGE_MS,
} from "~/server/http/honeypot.server";
import { clientAddress, hitRateLimit } from "~/server/http/rate-limit.server";
import { type StoreInquiryArgs, storeAndQueueInquiry } from "~/server/mail/outbox.server";

const RATE_LIMIT_WINDOW_SECONDS = 10 * 60;
export const RATE_LIMIT_MESSAGE = "Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.";

/**
 * Every lead form's success toast has the same text; only the title differs (leads-legal-admin.md
 * section 8, public-site.md section 8).
 */
export function leadSuccessToast(title: string): Toast {
  return { type: "success", title, description: "Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden." };
}

/** The contact, marketing and search-order failure toast (spec section 8). */
export const SEND_FAILURE: FailureToast = {
  title: "Fehler beim Senden",
  description: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
};

/**
 * The honeypot on a JSON body. An API client renders no form and so carries no signed render
 * time: the honeypot field alone decides, as for a form with `requireTimestamp: false`.
 */
export function checkJsonHoneypot(context: RequestContext, body: Record<string, unknown>): Promise<HoneypotCheck> {
  const fields = new FormData();
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === "string") fields.set(HONEYPOT_FIELD, trap);
  return checkHoneypot(context.env, fields, context.now(), { requireTimestamp: false });
}

function formReadErrorResponse(error: FormReadError) {
  return data({ status: "error" as const, formErrors: [error.message] }, { status: error.status });
}

/**
 * A form action's body, read once with the cap, or the answer that ends the action when it cannot
 * be read: 413, 415 or 400 with the German message, never a 500. Callers return a non-FormData.
 */
export async function readFormDataOrResponse(request: Request): Promise<FormData | ReturnType<typeof formReadErrorResponse>> {
  try {
    return await readFormData(request);
  } catch (error) {
    if (error instanceof FormReadError) return formReadErrorResponse(error);
    throw error;
  }
}

/**
 * One lead form, as its route folder's route.server.ts declares it: the route's action is
 * `handleLeadForm({ request, context, ...definition })`.
 */
export interface LeadFormDefinition<Schema extends z.ZodTypeAny> {
  schema: Schema;
  /** Rate-limit bucket, e.g. 'contact'. */
  form: string;
  /** Where to go after success (the page itself by default). */
  redirectTo?: string;
  successToast: Toast;
  /** The form's failure toast when storing fails (spec section 8); also the inline alert. */
  failure: FailureToast;
  requireTimestamp?: boolean;
  /**
   * Take the signed render token once: for the forms that mail the visitor, so one
   * rendered form cannot be replayed to send mail after mail.
   */
  singleUseToken?: boolean;
  /** The payload mapping: store the valid values as an inquiry and queue its mails. */
  store: (context: RequestContext, value: z.output<Schema>) => Promise<unknown>;
}

/** A lead form with the shared send-failure toast and the shared success text under `title`. */
export function leadForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  form: string,
  title: string,
  store: LeadFormDefinition<Schema>["store"],
): LeadFormDefinition<Schema> {
  return { schema, form, successToast: leadSuccessToast(title), failure: SEND_FAILURE, store };
}

export interface LeadFormOptions<Schema extends z.ZodTypeAny> extends LeadFormDefinition<Schema> {
  request: Request;
  context: RequestContext;
  /** Already-read form data (the property detail action reads it to find its intent). */
  formData?: FormData;
}

/** What a lead form stores: the inquiry; the office mail (MAIL_TO) unless `emails` says otherwise. */
export function storeLead(
  context: RequestContext,
  inquiry: Omit<StoreInquiryArgs, "db" | "queue" | "now" | "emails"> & { emails?: StoreInquiryArgs["emails"] },
) {
  return storeAndQueueInquiry({
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    now: context.now(),
    emails: [{ template: "internal", recipient: context.env.MAIL_TO }],
    // Leads about a listing go on to justimmo; the others stay ours.
    crmQueue: context.env.CRM_QUEUE,
    ...inquiry,
  });
}

/**
 * One hit on the per-address limit of a form's bucket. The broker page and POST
 * /api/send-inquiry share the bucket 'broker', so switching channels does not double the limit.
 */
export function hitFormRateLimit(request: Request, context: RequestContext, form: string) {
  return hitRateLimit(context.db, {
    key: `form:${form}:${clientAddress(request)}`,
    limit: context.env.FORM_RATE_LIMIT,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    now: context.now(),
  });
}

/** How a valid lead left the pipeline: stored and queued, or held back by the limit or a failure. */
export type LeadStoreOutcome = { status: "stored" } | { status: "limited"; retryAfterSeconds: number } | { status: "failed" };

/**
 * The last steps of every lead, whichever channel read it (form page or JSON API): one hit on the
 * rate limit of the form's bucket, then store and queue. `logAs` names the channel in the log.
 */
export async function limitAndStoreLead<Value>(
  request: Request,
  context: RequestContext,
  definition: { form: string; store: (context: RequestContext, value: Value) => Promise<unknown>; logAs?: string },
  value: Value,
): Promise<LeadStoreOutcome> {
  const limit = await hitFormRateLimit(request, context, definition.form);
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  try {
    await definition.store(context, value);
  } catch (error) {
    console.warn(JSON.stringify({ job: "lead-form", form: definition.logAs ?? definition.form, error: String(error) }));
    return { status: "failed" };
  }
  return { status: "stored" };
}

/** Returns the response for the route action: a redirect, or data with the submission reply. */
export async function handleLeadForm<Schema extends z.ZodTypeAny>(options: LeadFormOptions<Schema>) {
  const { request, context } = options;
  const formData = options.formData ?? (await readFormDataOrResponse(request));
  if (!(formData instanceof FormData)) return formData;
  const submission = parseWithZod(formData, { schema: options.schema });
  const now = context.now();
  const trap = await checkHoneypot(context.env, formData, now, { requireTimestamp: options.requireTimestamp ?? true });
  if (!trap.ok) {
    return data(submission.reply({ formErrors: [HONEYPOT_MESSAGES[trap.reason]] }), { status: 400 });
  }
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  if (options.singleUseToken && !(await spendSubmittedToken(context, formData))) {
    return data(submission.reply({ formErrors: [FORM_ALREADY_SENT] }), { status: 400 });
  }
  const outcome = await limitAndStoreLead(request, context, options, submission.value);
  if (outcome.status === "limited") {
    return data(submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
  if (outcome.status === "failed") {
    // Every entered value stays (the reply carries them); the toast shows the spec's title and
    // text, the inline alert says the same for screen readers.
    const { title, description } = options.failure;
    return data({ ...submission.reply({ formErrors: [`${title}: ${description}`] }), toast: options.failure }, { status: 503 });
  }
  const url = requestUrl(request);
  return redirectWithToast(context.env, request, options.redirectTo ?? `${url.pathname}${url.search}`, options.successToast);
}

/** Spend the form's render token (checked by checkHoneypot before); false when it was used already. */
async function spendSubmittedToken(context: RequestContext, formData: FormData): Promise<boolean> {
  const token = formData.get(TIMESTAMP_FIELD);
  if (typeof token !== "string" || token === "") return false;
  const now = context.now().getTime();
  const issuedAt = Number(token.split(".")[0]);
  return spendFormToken(context.db, {
    tokenHash: await sha256Hex(`form-token:${token}`),
    expiresAt: Math.floor((issuedAt + MAX_FORM_AGE_MS) / 1000),
    now: Math.floor(now / 1000),
  });
}

/** Mails to a visitor's typed address per day, counted across every form that sends one. */
export const VISITOR_MAILS_PER_DAY = 3;

/**
 * Whether the visitor's typed address may get one more confirmation or receipt today. One count
 * across the withdrawal receipt, the property inquiry's and the valuation's confirmation, so
 * switching forms does not multiply the mails a stranger can send to someone's inbox.
 */
export async function allowVisitorMail(context: RequestContext, email: string): Promise<boolean> {
  const limit = await hitRateLimit(context.db, {
    key: `visitor-mail:${email.trim().toLowerCase()}`,
    limit: VISITOR_MAILS_PER_DAY,
    windowSeconds: 24 * 60 * 60,
    now: context.now(),
  });
  return limit.allowed;
}

/** A reference number for what a visitor sent ('W-20261128-7KQ2MX'): the receipt names it instead of quoting. */
export function newReceiptNumber(prefix: "W" | "A", now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const tail = [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `${prefix}-${day}-${tail}`;
}

/**
 * The native constraint attributes (required, minLength, maxLength, pattern...) of a schema's
 * fields, computed on the server and rendered into the page, so the browser checks them before
 * (or without) any script.
 */
export function formConstraint(schema: z.ZodTypeAny): FormConstraint {
  return getZodConstraint(schema) as FormConstraint;
}

/**
 * Loader data for a page with a lead form: the signed render time for the fill-time check, the
 * form's native constraints and, given the page's `path`, its head tags.
 */
export async function loadLeadFormPage({
  context,
  schema,
  path,
}: {
  context: RequestContext;
  schema: z.ZodTypeAny;
  path?: Parameters<typeof formPageHead>[1];
}) {
  const formToken = await issueFormToken(context.env, context.now());
  const head = path ? formPageHead(context.env.SITE_URL, path) : undefined;
  return { formToken, constraint: formConstraint(schema), head };
}

/** A lead page's loader: `export const loader = leadFormLoader(contactForm, "/kontakt")`. */
export function leadFormLoader(definition: { schema: z.ZodTypeAny }, path: Parameters<typeof formPageHead>[1]) {
  return ({ context }: LoaderFunctionArgs) => loadLeadFormPage({ context, schema: definition.schema, path });
}

/** A lead page's action: `export const action = leadFormAction(contactForm)`. */
export function leadFormAction<Schema extends z.ZodTypeAny>(definition: LeadFormDefinition<Schema>) {
  return ({ request, context }: ActionFunctionArgs) => handleLeadForm({ request, context, ...definition });
}
