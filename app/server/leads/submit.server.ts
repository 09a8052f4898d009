// The steps every lead action takes, each a plain call the action makes in order: read the form
// once with the bot traps, zod and the rate limit (readLeadForm) → store and queue (leadSaved) →
// redirect with a toast (leadSent). Failures answer 400 (values kept), 413,
// 429 or 503, never a 500.

import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { formPageHead } from "~/lib/content/page-heads";
import type { FailureToast, FormConstraint } from "~/lib/form-types";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "~/lib/honeypot";
import { requestUrl } from "~/lib/request-url";
import { sha256Hex } from "~/lib/sha256";
import { redirectWithToast, type Toast } from "~/server/accounts/session.server";
import type { RequestContext } from "~/server/context";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import {
  checkHoneypot,
  FORM_ALREADY_SENT,
  HONEYPOT_MESSAGES,
  type HoneypotCheck,
  issueFormToken,
  MAX_FORM_AGE_MS,
} from "~/server/http/honeypot.server";
import { spendFormToken } from "~/server/http/queries.server";
import { clientAddress, hitRateLimit } from "~/server/http/rate-limit.server";
import { type StoreInquiryArgs, storeAndQueueInquiry } from "~/server/leads/store.server";

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

/** A lead form that passed the bot traps and zod: its submission (for replies) and its values. */
export interface ValidLead<Schema extends z.ZodTypeAny> {
  ok: true;
  submission: Submission<z.input<Schema>, string[], z.output<Schema>> & { status: "success" };
  value: z.output<Schema>;
}

/**
 * Step 1 of every lead action: read the capped body (unless the action read it already to find
 * its intent), check the honeypot and the signed fill time, parse with zod, for forms that mail
 * the visitor take the render token once, then one hit on the rate limit of the form's `bucket`.
 * Returns the valid lead, or the answer that ends the action: 400 with the German message and the
 * values kept, 413/415 for a body it cannot read, 429 past the limit.
 */
export async function readLeadForm<Schema extends z.ZodTypeAny>(
  request: Request,
  context: RequestContext,
  schema: Schema,
  options: { bucket: string; formData?: FormData; requireTimestamp?: boolean; singleUseToken?: boolean },
) {
  const formData = options.formData ?? (await readFormDataOrResponse(request));
  if (!(formData instanceof FormData)) return { ok: false as const, answer: formData };
  const submission = parseWithZod(formData, { schema });
  const trap = await checkHoneypot(context.env, formData, context.now(), { requireTimestamp: options.requireTimestamp ?? true });
  if (!trap.ok) {
    return { ok: false as const, answer: data(submission.reply({ formErrors: [HONEYPOT_MESSAGES[trap.reason]] }), { status: 400 }) };
  }
  if (submission.status !== "success") return { ok: false as const, answer: data(submission.reply(), { status: 400 }) };
  if (options.singleUseToken && !(await spendSubmittedToken(context, formData))) {
    return { ok: false as const, answer: data(submission.reply({ formErrors: [FORM_ALREADY_SENT] }), { status: 400 }) };
  }
  const limit = await hitFormRateLimit(request, context, options.bucket);
  if (!limit.allowed) {
    const answer = data(submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
    return { ok: false as const, answer };
  }
  return { ok: true, submission, value: submission.value } as ValidLead<Schema>;
}

/**
 * Step 2: wait for the store (the inquiry and its queued mails); false when it failed, logged
 * under the form's name. Lookups the store makes fail the same way, so the visitor gets the
 * failure answer with the values kept, never a 500.
 */
export async function leadSaved(form: string, store: Promise<unknown>): Promise<boolean> {
  try {
    await store;
    return true;
  } catch (error) {
    console.warn(JSON.stringify({ job: "lead-form", form, error: String(error) }));
    return false;
  }
}

/** The answer when the store failed (503): the form's failure toast, the same words inline for screen readers, every value kept. */
export function leadNotSent<Schema extends z.ZodTypeAny>(lead: ValidLead<Schema>, failure: FailureToast) {
  const { title, description } = failure;
  return data({ ...lead.submission.reply({ formErrors: [`${title}: ${description}`] }), toast: failure }, { status: 503 });
}

/** Step 3: the lead is in: redirect with the success toast to `to`, by default the page itself (post/redirect/get). */
export function leadSent(request: Request, context: RequestContext, toast: Toast, to?: string) {
  const url = requestUrl(request);
  return redirectWithToast(context.env, request, to ?? `${url.pathname}${url.search}`, toast);
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
