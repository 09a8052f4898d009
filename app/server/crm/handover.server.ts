// Hands every lead about a listing on to the broker's CRM, justimmo, as a job of its own after
// the lead is stored and its office mail queued, so it can neither lose nor hold up either.
// Two channels, one crm_handovers row each:
// - 'feedback': OpenImmo-Feedback XML mailed to the listing's `kontaktperson/email_feedback`,
//   only when that address is at oi-feedback.justimmo.at (the feed is untrusted; anything else is
//   refused and logged);
// - 'api': justimmo API v1 objekt/anfrage, when switched on in /admin/technik and the stored
//   credentials belong to JUSTIMMO_API_URL's server.
// The row is claimed before sending, so a redelivered message never hands a lead over twice.

import type { Db } from "~/db/client.server";
import {
  buildOpenImmoFeedbackXml,
  type HandoverListing,
  handoverPersonOf,
  JUSTIMMO_FEEDBACK_DOMAIN,
  justimmoFeedbackAddress,
  justimmoInquiryFields,
} from "~/lib/justimmo-handover";
import { propertyPath } from "~/lib/property-view";
import { absoluteUrl, site } from "~/lib/site";
import { getFeedCredentials, openFeedPassword } from "~/server/accounts/api-credentials.queries.server";
import {
  type CrmHandoverJob,
  type CrmResponse,
  claimCrmHandover,
  getCrmHandoverJob,
  getCrmSettings,
  listStuckCrmHandovers,
  markCrmHandoverFailed,
  markCrmHandoverRefused,
  markCrmHandoverSent,
  RESPONSE_BODY_MAX,
  requeueFailedCrmHandovers,
  touchCrmHandovers,
} from "~/server/crm/queries.server";
import { type AppEnv, isLocalHost, justimmoApiBase } from "~/server/http/env.server";
import type { SendMail } from "~/server/mail/mailer.server";

export interface CrmQueueMessage {
  handoverId: string;
}

/** First delivery plus the consumer's max_retries (5), as the mail queue counts. */
export const MAX_CRM_ATTEMPTS = 6;
const BACKOFF_BASE_SECONDS = 60;
const BACKOFF_MAX_SECONDS = 3600;
/** A row in 'sending' this long belongs to an attempt that died. */
const SENDING_STALE_MS = 10 * 60_000;
/** justimmo's answer must come within this; the job retries later otherwise. */
const API_TIMEOUT_MS = 15_000;

export function crmBackoffSeconds(attempt: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
}

export type CrmOutcome = { kind: "ack" } | { kind: "retry"; delaySeconds: number };

export interface CrmDeps {
  db: Db;
  env: Pick<AppEnv, "MAIL_FROM" | "MAIL_TO" | "SITE_URL" | "JUSTIMMO_API_URL" | "CREDENTIALS_KEY">;
  send: SendMail;
  fetch: typeof fetch;
  now: Date;
}

/** What one attempt came to; `final` failures are not retried (sending again would not help). */
type Attempt =
  | { kind: "sent"; target: string; response?: CrmResponse }
  | { kind: "refused"; reason: string; target?: string | null }
  | { kind: "failed"; error: string; final: boolean; target?: string; response?: CrmResponse };

/** One queue message: hand one lead over through one channel, at most once. */
export async function deliverCrmHandover(
  deps: CrmDeps,
  { handoverId, attempt }: { handoverId: string; attempt: number },
): Promise<CrmOutcome> {
  const { db, now } = deps;
  const claimed = await claimCrmHandover(db, { id: handoverId, now, staleBefore: new Date(now.getTime() - SENDING_STALE_MS) });
  const job = await getCrmHandoverJob(db, handoverId);
  // Unknown row (the lead was deleted) or already handed over: nothing to do. Another delivery
  // holds the row right now: look again later.
  if (!job) return { kind: "ack" };
  if (!claimed) return job.state === "sending" ? { kind: "retry", delaySeconds: crmBackoffSeconds(attempt) } : { kind: "ack" };
  let result: Attempt;
  try {
    result = job.channel === "feedback" ? await sendFeedbackXml(deps, job) : await callInquiryApi(deps, job);
  } catch (error) {
    result = { kind: "failed", error: error instanceof Error ? error.message : String(error), final: false };
  }
  const log = { job: "crm-handover", handoverId, inquiryId: job.inquiry_id, channel: job.channel, attempt };
  if (result.kind === "sent") {
    await markCrmHandoverSent(db, { id: handoverId, now, target: result.target, response: result.response });
    console.log(JSON.stringify({ ...log, state: "sent", status: result.response?.status }));
    return { kind: "ack" };
  }
  if (result.kind === "refused") {
    await markCrmHandoverRefused(db, { id: handoverId, now, reason: result.reason, target: result.target });
    console.warn(JSON.stringify({ ...log, state: "refused", reason: result.reason }));
    return { kind: "ack" };
  }
  const final = result.final || attempt >= MAX_CRM_ATTEMPTS;
  await markCrmHandoverFailed(db, { id: handoverId, now, error: result.error, final, target: result.target, response: result.response });
  console.warn(JSON.stringify({ ...log, state: final ? "failed" : "retry", error: result.error }));
  if (result.final) return { kind: "ack" };
  // On the last attempt retry() hands the message to the dead-letter queue.
  return { kind: "retry", delaySeconds: final ? 0 : crmBackoffSeconds(attempt) };
}

function listingOf(job: CrmHandoverJob, siteUrl: string): HandoverListing | null {
  if (job.property_id === null || !job.objektnr_intern) return null;
  return {
    objektnrIntern: job.objektnr_intern,
    title: job.objekttitel,
    exposeUrl: absoluteUrl(siteUrl, propertyPath(job.objektnr_intern)),
    angebotTyp: job.angebot_typ,
    ort: job.ort,
  };
}

function personOf(job: CrmHandoverJob) {
  let payload: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(job.payload) as unknown;
    if (parsed && typeof parsed === "object") payload = parsed as Record<string, unknown>;
  } catch {
    // A payload that does not parse still has the sender columns.
  }
  return handoverPersonOf(job.kind, payload, { name: job.sender_name, email: job.sender_email, phone: job.sender_phone });
}

const WUNSCH_WORDS = { DETAIL: "Anfrage", BESICHTIGUNG: "Besichtigung", ANRUF: "Rückruf" } as const;

async function sendFeedbackXml({ env, send, now }: CrmDeps, job: CrmHandoverJob): Promise<Attempt> {
  const listing = listingOf(job, env.SITE_URL);
  if (!listing) return { kind: "refused", reason: "Die Immobilie ist nicht mehr im Bestand." };
  const address = justimmoFeedbackAddress(job.kontakt_feedback_email);
  if (!address) {
    const given = (job.kontakt_feedback_email ?? "").trim();
    return {
      kind: "refused",
      reason: given
        ? `Die Feedback-Adresse des Objekts liegt nicht bei ${JUSTIMMO_FEEDBACK_DOMAIN}; nichts gesendet.`
        : "Das Objekt hat im Feed keine Feedback-Adresse; nichts gesendet.",
      target: given || null,
    };
  }
  const xml = buildOpenImmoFeedbackXml({
    senderName: `${site.brand} Website`,
    date: now,
    wunsch: job.wunsch,
    listing,
    person: personOf(job),
  });
  const word = WUNSCH_WORDS[job.wunsch];
  const intro = `${word} über die Website ${site.brand} zu Objekt ${listing.objektnrIntern} (${listing.title ?? "ohne Titel"}): die Angaben stehen im OpenImmo-Feedback im Anhang.`;
  await send({
    from: { email: env.MAIL_FROM, name: `${site.brand} Website` },
    to: address,
    replyTo: { email: env.MAIL_TO, name: site.brand },
    subject: `OpenImmo-Feedback: ${word} zu Objekt ${listing.objektnrIntern}`,
    text: `${intro}\n${listing.exposeUrl}\n`,
    html: `<p>${intro.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`,
    attachment: { filename: "openimmo-feedback.xml", type: "application/xml", content: xml },
    messageId: `${job.id}@${env.MAIL_FROM.split("@")[1] ?? "localhost"}`,
    date: now,
  });
  return { kind: "sent", target: address };
}

type ApiCredentials = { ok: true; username: string; password: string } | { ok: false; error: string };

/**
 * The API export's user name and password are the feed's (api_credentials), and they
 * go only to the server they were stored for: the feed URL's origin must be JUSTIMMO_API_URL's.
 * Basic auth travels over https only (plain http to this machine for tests and wrangler dev).
 */
async function apiCredentials(db: Db, env: CrmDeps["env"]): Promise<ApiCredentials> {
  const api = justimmoApiBase(env);
  if (!api) return { ok: false, error: "JUSTIMMO_API_URL ist keine gültige Adresse." };
  if (api.protocol !== "https:" && !isLocalHost(api.hostname)) {
    return { ok: false, error: "JUSTIMMO_API_URL muss eine https-Adresse sein." };
  }
  const stored = await getFeedCredentials(db);
  if (!stored) return { ok: false, error: "Keine justimmo-Zugangsdaten gespeichert (Technik → Feed-Konfiguration)." };
  let feed: URL;
  try {
    feed = new URL(stored.url);
  } catch {
    return { ok: false, error: "Die gespeicherte Feed-URL ist ungültig." };
  }
  if (feed.origin !== api.origin) {
    return { ok: false, error: `Die gespeicherten Zugangsdaten gehören zu ${feed.origin}, nicht zur justimmo-API ${api.origin}.` };
  }
  const username = decodeURIComponent(feed.username);
  if (!username) return { ok: false, error: "Die Feed-URL enthält keinen Benutzernamen der justimmo-API." };
  const opened = await openFeedPassword(stored, env.CREDENTIALS_KEY);
  if (!opened.ok) {
    return {
      ok: false,
      error:
        opened.reason === "key"
          ? "Das Passwort kann nicht entschlüsselt werden: CREDENTIALS_KEY fehlt auf dem Server."
          : "Das gespeicherte Passwort ist nicht lesbar; bitte in Technik neu eingeben.",
    };
  }
  if (!opened.password) return { ok: false, error: "Für die justimmo-API ist kein Passwort gespeichert." };
  return { ok: true, username, password: opened.password };
}

function basicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** justimmo reports errors as `<justimmo><error>…</error></justimmo>`; else the start of the body. */
function apiErrorText(body: string): string {
  const error = /<error>([\s\S]*?)<\/error>/.exec(body)?.[1]?.trim();
  return (error || body.replace(/\s+/g, " ").trim()).slice(0, 200);
}

async function callInquiryApi({ db, env, fetch }: CrmDeps, job: CrmHandoverJob): Promise<Attempt> {
  const { apiEnabled } = await getCrmSettings(db);
  if (!apiEnabled) return { kind: "refused", reason: "Die Übergabe über die justimmo-API ist in „Technik“ ausgeschaltet." };
  const listing = listingOf(job, env.SITE_URL);
  if (!listing) return { kind: "refused", reason: "Die Immobilie ist nicht mehr im Bestand." };
  const base = justimmoApiBase(env);
  const target = base ? new URL("objekt/anfrage", base).toString() : undefined;
  const credentials = await apiCredentials(db, env);
  // Wrong settings do not heal by waiting: failed at once, staff send again after fixing them.
  if (!credentials.ok || !target)
    return { kind: "failed", error: credentials.ok ? "JUSTIMMO_API_URL fehlt." : credentials.error, final: true, target };
  // POST, so the visitor's data travels in the body and not in a URL that servers log.
  const response = await fetch(target, {
    method: "POST",
    headers: {
      Authorization: basicAuth(credentials.username, credentials.password),
      Accept: "application/xml",
      "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8",
    },
    body: justimmoInquiryFields(listing, personOf(job), job.wunsch).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body = (await response.text()).slice(0, RESPONSE_BODY_MAX);
  const answer = { status: response.status, body };
  if (response.status >= 200 && response.status < 300) return { kind: "sent", target, response: answer };
  const error = `justimmo antwortet ${response.status}${body ? `: ${apiErrorText(body)}` : ""}`;
  // A refused request (bad field, bad credentials, a redirect elsewhere) stays refused when sent
  // again; time-outs, rate limits and server errors are retried.
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  return { kind: "failed", error, final: !retryable, target, response: answer };
}

/** The ten-minute sweep's share: re-enqueue hand-overs whose queue message was lost. */
export async function requeueStuckCrmHandovers({ db, queue, now }: { db: Db; queue: Queue<unknown>; now: Date }): Promise<number> {
  const ids = await listStuckCrmHandovers(db, {
    queuedBefore: new Date(now.getTime() - 5 * 60_000),
    sendingBefore: new Date(now.getTime() - SENDING_STALE_MS),
    // Longer than the whole backoff schedule (60 s doubling over five retries is ~31 min).
    retryBefore: new Date(now.getTime() - 2 * 60 * 60_000),
    limit: 100,
  });
  if (ids.length === 0) return 0;
  await queue.sendBatch(ids.map((handoverId) => ({ body: { handoverId } satisfies CrmQueueMessage })));
  await touchCrmHandovers(db, { ids, now });
  return ids.length;
}

/** Staff's "erneut senden" on a lead: its failed hand-overs back into the queue; how many. */
export async function resendCrmHandovers({
  db,
  queue,
  inquiryId,
  now,
}: {
  db: Db;
  queue: Queue<unknown>;
  inquiryId: string;
  now: Date;
}): Promise<number> {
  const ids = await requeueFailedCrmHandovers(db, { inquiryId, now });
  if (ids.length > 0) await queue.sendBatch(ids.map((handoverId) => ({ body: { handoverId } satisfies CrmQueueMessage })));
  return ids.length;
}
