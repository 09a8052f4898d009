// Suchauftrag e-mail alerts: a saved /immobilien filter and an address, mailed only after double
// opt-in. Matching reuses the search's own filter rules, so an alert announces exactly what its
// saved URL would list.

import { type Selectable, sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { SearchAlertEmailsTable } from "~/db/schema";
import { priceReducedSince } from "~/lib/price-reduction";
import { parseSearchParams, type SearchFilters, toSearchParams } from "~/lib/property-filters";
import { CARD_COLUMNS, type CardRow } from "~/lib/property-view";
import { selectMatchingProperties } from "~/server/listings/queries.server";

/** An alert not confirmed within a week is deleted by the daily retention job. */
export const UNCONFIRMED_ALERT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Listings per alert mail; more are mentioned with a link to the search. */
export const ALERT_MAIL_MAX_LISTINGS = 10;
/** Matches looked at per alert and run: the mail names how many there were beyond the ten. */
const ALERT_SCAN_LIMIT = 200;

export type AlertTemplate = SearchAlertEmailsTable["template"];

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of array) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function sha256(value: string): Promise<string> {
  return base64url(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
}

/** Constant-time comparison of two strings of printable characters. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The manage/unsubscribe token: an HMAC of the alert id and its random salt under SESSION_SECRET.
 * Nothing secret is stored, yet every alert mail (written by the cron long after sign-up) can
 * carry the link. Deleting the alert ends it.
 */
export async function manageToken(secret: string, alert: { id: string; token_salt: string }): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(`search-alert:${alert.id}:${alert.token_salt}`)));
}

/** The stored filter state of an alert: the /immobilien query string, parsed as the search does. */
export function alertFilters(filters: string, now: Date): SearchFilters {
  return parseSearchParams(new URLSearchParams(filters), now).filters;
}

/** The query string to store for a filter state (sorting and page do not matter to an alert). */
export function filtersToStore(filters: SearchFilters): string {
  return toSearchParams({ ...filters, sortBy: "newest", sortOrder: "desc" }).toString();
}

/**
 * A new unconfirmed alert. One pending alert per address and search: an earlier unconfirmed one
 * for the same search is replaced (its link stops working), so repeated sign-ups pile up nothing.
 */
export async function createSearchAlert(db: Db, { email, filters, now }: { email: string; filters: string; now: Date }) {
  const id = crypto.randomUUID();
  const confirmToken = randomToken();
  const at = now.toISOString();
  await db
    .deleteFrom("search_alerts")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("filters", "=", filters)
    .where("confirmed_at", "is", null)
    .execute();
  await db
    .insertInto("search_alerts")
    .values({
      id,
      email,
      filters,
      token_salt: randomToken(),
      confirm_token_hash: await sha256(confirmToken),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, confirmToken };
}

export interface SearchAlertRow {
  id: string;
  email: string;
  filters: string;
  token_salt: string;
  confirmed_at: string | null;
  last_notified_at: string | null;
  created_at: string;
}

const ALERT_COLUMNS = ["id", "email", "filters", "token_salt", "confirmed_at", "last_notified_at", "created_at"] as const;

export async function getSearchAlert(db: Db, id: string): Promise<SearchAlertRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  return (await db.selectFrom("search_alerts").select(ALERT_COLUMNS).where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * The alert the link's id and manage token name, or null. Every listed secret verifies: mails sent
 * before SESSION_SECRET was rotated keep their unsubscribe and manage links.
 */
export async function getSearchAlertByManageToken(db: Db, { id, token, secrets }: { id: string; token: string; secrets: string[] }) {
  const alert = await getSearchAlert(db, id);
  if (!alert || token.length === 0 || token.length > 100) return null;
  for (const secret of secrets) {
    if (sameToken(await manageToken(secret, alert), token)) return alert;
  }
  return null;
}

/** Double opt-in: the confirm token of a not-yet-expired alert. True when now confirmed. */
export async function confirmSearchAlert(db: Db, { id, token, now }: { id: string; token: string; now: Date }): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(id) || token.length === 0 || token.length > 100) return false;
  const hash = await sha256(token);
  const notBefore = new Date(now.getTime() - UNCONFIRMED_ALERT_RETENTION_MS).toISOString();
  const result = await db
    .updateTable("search_alerts")
    .set({ confirmed_at: now.toISOString(), confirm_token_hash: null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("confirm_token_hash", "=", hash)
    .where("confirmed_at", "is", null)
    .where("created_at", ">=", notBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateSearchAlertFilters(db: Db, { id, filters, now }: { id: string; filters: string; now: Date }) {
  await db.updateTable("search_alerts").set({ filters, updated_at: now.toISOString() }).where("id", "=", id).execute();
}

/** Deletes the alert with everything stored for it (unsubscribe, the manage page, staff). */
export async function deleteSearchAlert(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom("search_alert_listings").where("alert_id", "=", id).execute();
  await db.deleteFrom("search_alert_emails").where("alert_id", "=", id).execute();
  const result = await db.deleteFrom("search_alerts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listSearchAlerts(db: Db, { limit }: { limit: number }) {
  return db
    .selectFrom("search_alerts")
    .select(["id", "email", "filters", "confirmed_at", "last_notified_at", "created_at"])
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

/** Retention: alerts unconfirmed for seven days go, with their (confirmation) mail rows. */
export async function purgeUnconfirmedSearchAlerts(db: Db, { now }: { now: Date }): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_ALERT_RETENTION_MS).toISOString();
  const stale = db.selectFrom("search_alerts").select("id").where("confirmed_at", "is", null).where("created_at", "<", before);
  await db.deleteFrom("search_alert_emails").where("alert_id", "in", stale).execute();
  const result = await db.deleteFrom("search_alerts").where("confirmed_at", "is", null).where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Listings new to a confirmed alert: active, matching its filters, added after it was confirmed
 * (what existed at sign-up is not news) and not announced to it before. Newest first.
 */
export async function findNewAlertMatches(db: Db, { alert, now }: { alert: SearchAlertRow; now: Date }): Promise<CardRow[]> {
  if (!alert.confirmed_at) return [];
  const rows = await selectMatchingProperties(db, alertFilters(alert.filters, now))
    .select([...CARD_COLUMNS])
    .where("created_at", ">", alert.confirmed_at)
    .where("id", "not in", (sub) => sub.selectFrom("search_alert_listings").select("immobilie_id").where("alert_id", "=", alert.id))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ALERT_SCAN_LIMIT)
    .execute();
  return rows as unknown as CardRow[];
}

/**
 * Listings of a confirmed alert whose price went down: matching, reduced after the
 * alert was confirmed and within the badge's 30 days, and not mailed to it since that reduction.
 * Most recent reduction first.
 */
export async function findReducedAlertMatches(db: Db, { alert, now }: { alert: SearchAlertRow; now: Date }): Promise<CardRow[]> {
  if (!alert.confirmed_at) return [];
  const since = priceReducedSince(now);
  const rows = await selectMatchingProperties(db, alertFilters(alert.filters, now))
    .select([...CARD_COLUMNS])
    .where("price_reduced_at", ">", alert.confirmed_at)
    .where("price_reduced_at", ">=", since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("search_alert_listings as m")
            .select("m.immobilie_id")
            .where("m.alert_id", "=", alert.id)
            .whereRef("m.immobilie_id", "=", "immobilien.id")
            .whereRef("m.mailed_at", ">=", "immobilien.price_reduced_at"),
        ),
      ),
    )
    .orderBy("price_reduced_at", "desc")
    .orderBy("id", "desc")
    .limit(ALERT_SCAN_LIMIT)
    .execute();
  return rows as unknown as CardRow[];
}

export async function listConfirmedSearchAlerts(db: Db): Promise<SearchAlertRow[]> {
  return db.selectFrom("search_alerts").select(ALERT_COLUMNS).where("confirmed_at", "is not", null).orderBy("id").execute();
}

/** Remember what one mail announced, and when the alert last got a mail. */
export async function markAlertListingsMailed(db: Db, { alertId, listingIds, now }: { alertId: string; listingIds: number[]; now: Date }) {
  const at = now.toISOString();
  // Three values a row: 30 rows stay under D1's 100 bound parameters per statement.
  for (let i = 0; i < listingIds.length; i += 30) {
    const chunk = listingIds.slice(i, i + 30);
    await db
      .insertInto("search_alert_listings")
      .values(chunk.map((immobilie_id) => ({ alert_id: alertId, immobilie_id, mailed_at: at })))
      // A listing mailed again for a price reduction moves its mailed_at on.
      .onConflict((oc) => oc.columns(["alert_id", "immobilie_id"]).doUpdateSet({ mailed_at: at }))
      .execute();
  }
  await db.updateTable("search_alerts").set({ last_notified_at: at, updated_at: at }).where("id", "=", alertId).execute();
}

// ---------------------------------------------------------------------------------------------
// The alert mails' outbox (delivered by the mail queue consumer like inquiry mails; claiming,
// failing and the sweep are shared in mail/delivery.server.ts).

export async function createAlertEmail(
  db: Db,
  {
    alertId,
    template,
    recipient,
    payload,
    now,
  }: { alertId: string; template: AlertTemplate; recipient: string; payload: Record<string, unknown>; now: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("search_alert_emails")
    .values({ id, alert_id: alertId, template, recipient, payload: JSON.stringify(payload), created_at: at, updated_at: at })
    .execute();
  return id;
}

export type AlertEmailForDelivery = Pick<
  Selectable<SearchAlertEmailsTable>,
  "id" | "alert_id" | "template" | "recipient" | "payload" | "state"
>;

export async function getAlertEmail(db: Db, emailId: string): Promise<AlertEmailForDelivery | null> {
  return (
    (await db
      .selectFrom("search_alert_emails")
      .select(["id", "alert_id", "template", "recipient", "payload", "state"])
      .where("id", "=", emailId)
      .executeTakeFirst()) ?? null
  );
}

/** Sent: the payload (links with tokens) is no longer needed and is blanked. */
export async function markAlertEmailSent(db: Db, { emailId, now }: { emailId: string; now: Date }) {
  await db
    .updateTable("search_alert_emails")
    .set({ state: "sent", payload: "{}", sent_at: now.toISOString(), last_error: null, updated_at: now.toISOString() })
    .where("id", "=", emailId)
    .execute();
}
