// Server side of the Suchauftrag pages: sign-up with double opt-in, confirmation, manage and
// RFC 8058 one-click unsubscribe. The route modules re-export these loaders and actions.

import { data } from "react-router";
import { z } from "zod";
import { describeFilters } from "~/lib/filter-labels";
import { parseSearchParams } from "~/lib/property-filters";
import { requestUrl } from "~/lib/request-url";
import { INVALID_LINK_TEXT } from "~/lib/search-alert-texts";
import { redirectWithToast } from "~/server/accounts/session.server";
import {
  alertFilters,
  confirmSearchAlert,
  deleteSearchAlert,
  filtersToStore,
  getSearchAlert,
  getSearchAlertByManageToken,
  updateSearchAlertFilters,
} from "~/server/alerts/queries.server";
import type { RequestContext } from "~/server/context";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { requireSecret, sessionSecrets } from "~/server/http/env.server";
import { checkHoneypot, HONEYPOT_MESSAGES, issueFormToken } from "~/server/http/honeypot.server";
import { hitRateLimit } from "~/server/http/rate-limit.server";
import { hitFormRateLimit, RATE_LIMIT_MESSAGE } from "~/server/leads/submit.server";
import { alertLinks, requestSearchAlert } from "~/server/mail/alerts.server";
import { isValidAddress } from "~/server/mail/mime.server";

export const INVALID_LINK = INVALID_LINK_TEXT;

/** The first SESSION_SECRET signs the manage links (the variable may hold several, newest first). */
/** The secret that signs new manage links (the first SESSION_SECRET entry). */
export function alertSecret(context: RequestContext): string {
  return alertSecrets(context)[0] ?? "";
}

/** Every SESSION_SECRET entry: each verifies a manage link. */
function alertSecrets(context: RequestContext): string[] {
  return sessionSecrets(requireSecret(context.env, "SESSION_SECRET"));
}

const signUpSchema = z.object({
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .trim()
    .min(1, "Bitte geben Sie Ihre E-Mail-Adresse ein.")
    .refine(isValidAddress, "Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  consent: z.literal("on", { error: "Bitte stimmen Sie zu, damit wir Ihnen E-Mails senden dürfen." }),
});

type FieldErrors = Partial<Record<"email" | "consent" | "form", string>>;

function savedFilters(search: string, now: Date): string {
  return filtersToStore(parseSearchParams(new URLSearchParams(search), now).filters);
}

// ---------------------------------------------------------------------------------------------
// /suchauftrag/speichern: the filters of the /immobilien URL, an address and the consent.

export async function signUpLoader({ request, context }: { request: Request; context: RequestContext }) {
  const now = context.now();
  const filters = savedFilters(requestUrl(request).search, now);
  const formToken = await issueFormToken(context.env, now);
  return data({ filters, summary: describeFilters(alertFilters(filters, now)), formToken });
}

export async function signUpAction({ request, context }: { request: Request; context: RequestContext }) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (error instanceof FormReadError)
      return data({ errors: { form: error.message } as FieldErrors, email: "" }, { status: error.status });
    throw error;
  }
  const now = context.now();
  const email = String(formData.get("email") ?? "").slice(0, 300);
  const trap = await checkHoneypot(context.env, formData, now);
  if (!trap.ok) return data({ errors: { form: HONEYPOT_MESSAGES[trap.reason] } as FieldErrors, email }, { status: 400 });
  const parsed = signUpSchema.safeParse({ email: formData.get("email") ?? undefined, consent: formData.get("consent") ?? undefined });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "consent" ? "consent" : "email";
      errors[key] ??= issue.message;
    }
    return data({ errors, email }, { status: 400 });
  }
  const limit = await hitFormRateLimit(request, context, "search_alert");
  if (!limit.allowed) {
    return data(
      { errors: { form: RATE_LIMIT_MESSAGE } as FieldErrors, email },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  if (!(await mayMailConfirmation(context, parsed.data.email))) {
    return data({ errors: { form: RATE_LIMIT_MESSAGE } as FieldErrors, email }, { status: 429 });
  }
  const filters = savedFilters(`?${String(formData.get("filters") ?? "").slice(0, 2000)}`, now);
  await requestSearchAlert({
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    siteUrl: context.env.SITE_URL,
    email: parsed.data.email,
    filters,
    now,
  });
  return redirectWithToast(context.env, request, `/suchauftrag/speichern${filters ? `?${filters}` : ""}`, {
    type: "success",
    title: "Fast geschafft",
    description: "Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie darin Ihren Suchauftrag.",
  });
}

// ---------------------------------------------------------------------------------------------
// /suchauftrag/bestaetigen: the opt-in link shows a button; the POST confirms (a mail scanner
// opening the link does not).

function linkParams(request: Request, formData?: FormData) {
  const url = requestUrl(request);
  const id = String(formData?.get("id") ?? url.searchParams.get("id") ?? "").slice(0, 100);
  const token = String(formData?.get("token") ?? url.searchParams.get("token") ?? "").slice(0, 200);
  return { id, token };
}

export async function confirmLoader({ request, context }: { request: Request; context: RequestContext }) {
  const { id, token } = linkParams(request);
  const alert = await getSearchAlert(context.db, id);
  const valid = alert !== null && alert.confirmed_at === null && token.length > 0;
  return data(
    {
      id,
      token,
      valid,
      alreadyConfirmed: alert?.confirmed_at != null,
      summary: alert ? describeFilters(alertFilters(alert.filters, context.now())) : null,
    },
    { status: valid || alert?.confirmed_at ? 200 : 404 },
  );
}

export async function confirmAction({ request, context }: { request: Request; context: RequestContext }) {
  const { id, token } = linkParams(request, await readFormData(request).catch(() => undefined));
  const confirmed = await confirmSearchAlert(context.db, { id, token, now: context.now() });
  const alert = confirmed ? await getSearchAlert(context.db, id) : null;
  if (!alert) return data({ error: INVALID_LINK }, { status: 400 });
  const { manageUrl } = await alertLinks(context.env.SITE_URL, alertSecret(context), alert);
  const target = new URL(manageUrl);
  return redirectWithToast(context.env, request, `${target.pathname}${target.search}`, {
    type: "success",
    title: "Suchauftrag bestätigt",
    description: "Wir informieren Sie per E-Mail, sobald neue passende Immobilien dazukommen.",
  });
}

// ---------------------------------------------------------------------------------------------
// /suchauftrag/verwalten: change the filters or delete the alert.

export async function manageLoader({ request, context }: { request: Request; context: RequestContext }) {
  const { id, token } = linkParams(request);
  const alert = await getSearchAlertByManageToken(context.db, { id, token, secrets: alertSecrets(context) });
  if (!alert) return data({ alert: null, id, token }, { status: 404 });
  const filters = alertFilters(alert.filters, context.now());
  return data({
    alert: { email: alert.email, confirmed: alert.confirmed_at !== null, summary: describeFilters(filters), filters },
    id,
    token,
  });
}

/** The fields the manage form edits; every other saved filter (district, amenities, year, …) is kept. */
const EDITABLE = ["keyword", "propertyType", "status", "priceMin", "priceMax", "bedrooms", "livingAreaMin", "livingAreaMax"];

export async function manageAction({ request, context }: { request: Request; context: RequestContext }) {
  const formData = await readFormData(request).catch(() => null);
  if (!formData) return data({ error: "Das Formular konnte nicht gelesen werden." }, { status: 400 });
  const { id, token } = linkParams(request, formData);
  const alert = await getSearchAlertByManageToken(context.db, { id, token, secrets: alertSecrets(context) });
  if (!alert) return data({ error: INVALID_LINK }, { status: 404 });
  if (formData.get("intent") === "delete") {
    await deleteSearchAlert(context.db, alert.id);
    return redirectWithToast(context.env, request, "/immobilien", {
      type: "success",
      title: "Suchauftrag gelöscht",
      description: "Ihr Suchauftrag und Ihre E-Mail-Adresse wurden gelöscht.",
    });
  }
  const params = new URLSearchParams(alert.filters);
  for (const name of EDITABLE) {
    params.delete(name);
    const value = String(formData.get(name) ?? "")
      .trim()
      .slice(0, 120);
    if (value) params.set(name, value);
  }
  const now = context.now();
  await updateSearchAlertFilters(context.db, { id: alert.id, filters: savedFilters(`?${params}`, now), now });
  const url = requestUrl(request);
  return redirectWithToast(context.env, request, `${url.pathname}?${new URLSearchParams({ id, token })}`, {
    type: "success",
    title: "Suchauftrag gespeichert",
    description: "Ihre geänderte Suche gilt ab der nächsten Benachrichtigung.",
  });
}

// ---------------------------------------------------------------------------------------------
// /suchauftrag/abmelden: GET asks, POST (the page's button or a mail client's RFC 8058
// `List-Unsubscribe=One-Click`) deletes.

export async function unsubscribeLoader({ request, context }: { request: Request; context: RequestContext }) {
  const { id, token } = linkParams(request);
  const alert = await getSearchAlertByManageToken(context.db, { id, token, secrets: alertSecrets(context) });
  // 200 either way: after a one-click POST this loader runs again and finds nothing, and its
  // status must not turn the action's success into a 404. The page says why the link is dead.
  return {
    valid: alert !== null,
    done: false,
    id,
    token,
    summary: alert ? describeFilters(alertFilters(alert.filters, context.now())) : null,
  };
}

export async function unsubscribeAction({ request, context }: { request: Request; context: RequestContext }) {
  const { id, token } = linkParams(request, await readFormData(request).catch(() => undefined));
  const alert = await getSearchAlertByManageToken(context.db, { id, token, secrets: alertSecrets(context) });
  if (!alert) return data({ valid: false, done: false }, { status: 404 });
  await deleteSearchAlert(context.db, alert.id);
  return data({ valid: true, done: true });
}

// ---------------------------------------------------------------------------------------------
// The search order form's alert option: its criteria as listing filters. Ranges the listing
// search has no filter for (rooms up to, the free-text region) are left out; the confirmation
// mail and the manage page show the visitor what the alert matches.

const ORDER_TYPE_TO_PROPERTY_TYPE: Record<string, string> = {
  wohnung: "apartment",
  haus: "house",
  buero: "office",
  grundstueck: "land",
  geschaeftslokal: "commercial",
};

export function searchOrderAlertFilters(
  order: {
    marketingType: string;
    usageType?: string;
    objectTypes: Record<string, boolean | undefined>;
    priceMin?: string;
    priceMax?: string;
    roomsMin?: string;
    areaMin?: string;
    areaMax?: string;
  },
  now: Date,
): string {
  const params = new URLSearchParams();
  params.set("status", order.marketingType === "miete" ? "RENT" : "SALE");
  const types = Object.keys(order.objectTypes).filter((key) => order.objectTypes[key]);
  const type = types.length === 1 ? ORDER_TYPE_TO_PROPERTY_TYPE[types[0] ?? ""] : undefined;
  if (type) params.set("propertyType", type);
  const put = (name: string, value: string | undefined) => {
    if (value?.trim()) params.set(name, value.trim().replace(/\.(?=\d{3}\b)/g, ""));
  };
  put("priceMin", order.priceMin);
  put("priceMax", order.priceMax);
  put("bedrooms", order.roomsMin);
  // The listing's area filter is 'Wohnfläche': an office or investment search order's
  // area is a Nutzfläche, so its alert leaves the area out rather than miss every such listing.
  if (order.usageType === undefined || order.usageType === "wohnen") {
    put("livingAreaMin", order.areaMin);
    put("livingAreaMax", order.areaMax);
  }
  return savedFilters(`?${params}`, now);
}

/** Opt-in mails one address may receive a day, whoever asks for them and from where. */
const CONFIRMATIONS_PER_RECIPIENT = 3;
const CONFIRMATION_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Opt-in mails are limited per recipient, not only per sender: several clients together must not
 * flood one stranger's inbox (the key is HMAC-hashed like every rate-limit key).
 */
async function mayMailConfirmation(context: RequestContext, email: string): Promise<boolean> {
  const limit = await hitRateLimit(context.db, {
    key: `alert-confirm:email:${email.toLowerCase()}`,
    limit: CONFIRMATIONS_PER_RECIPIENT,
    windowSeconds: CONFIRMATION_WINDOW_SECONDS,
    now: context.now(),
  });
  return limit.allowed;
}

/** Called by the search order action when the visitor ticked the alert option. */
export async function requestSearchOrderAlert(context: RequestContext, email: string, filters: string): Promise<void> {
  try {
    // The search order itself is stored either way; past the recipient limit no opt-in mail goes.
    if (!(await mayMailConfirmation(context, email))) return;
    await requestSearchAlert({
      db: context.db,
      queue: context.env.MAIL_QUEUE,
      siteUrl: context.env.SITE_URL,
      email,
      filters,
      now: context.now(),
    });
  } catch (error) {
    // The search order itself is stored and mailed; the alert is an extra that may fail alone.
    console.warn(JSON.stringify({ job: "search-alert", error: String(error) }));
  }
}
