// Suchauftrag mails: the opt-in confirmation and, after each sync, one mail per confirmed alert
// with what is new (at most ten). Notifications carry RFC 8058 one-click List-Unsubscribe. They
// use the same queue, retries and DLQ as inquiry mails.

import type { Db } from "~/db/client.server";
import { describeFilters } from "~/lib/filter-labels";
import { toPropertyCardView } from "~/lib/property-view";
import { site } from "~/lib/site";
import {
  ALERT_MAIL_MAX_LISTINGS,
  type AlertEmailForDelivery,
  type AlertTemplate,
  alertFilters,
  createAlertEmail,
  createSearchAlert,
  findNewAlertMatches,
  findReducedAlertMatches,
  getAlertEmail,
  listConfirmedSearchAlerts,
  manageToken,
  markAlertEmailSent,
  markAlertListingsMailed,
} from "~/server/alerts/queries.server";
import { markOutboxEmailFailed } from "~/server/mail/queries.server";
import { type Outbox, visitorEnvelope } from "./delivery.server";
import { escapeHtml } from "./mime.server";

export interface AlertListing {
  title: string;
  url: string;
  image: string;
  priceText: string;
  energy: string;
  location: string;
  /** Announced for a price reduction, not as new. */
  reduced?: boolean;
  /** The price before that reduction, '€ 520.000': the card's own text, no extra query. */
  previousPriceText?: string;
}

interface AlertPayload {
  confirmUrl?: string;
  manageUrl?: string;
  unsubscribeUrl?: string;
  searchUrl?: string;
  filterSummary?: string;
  listings?: AlertListing[];
  more?: number;
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export async function alertLinks(siteUrl: string, secret: string, alert: { id: string; token_salt: string }) {
  const token = await manageToken(secret, alert);
  const query = `id=${encodeURIComponent(alert.id)}&token=${encodeURIComponent(token)}`;
  return {
    manageUrl: absolute(siteUrl, `/suchauftrag/verwalten?${query}`),
    unsubscribeUrl: absolute(siteUrl, `/suchauftrag/abmelden?${query}`),
  };
}

async function enqueue(queue: Queue<unknown>, alertEmailId: string) {
  try {
    await queue.send({ alertEmailId });
  } catch (error) {
    // The row stays 'queued': the ten-minute sweep sends it later.
    console.warn(JSON.stringify({ job: "mail-enqueue", alertEmailId, error: String(error) }));
  }
}

/** Sign-up: store the unconfirmed alert and queue the opt-in mail. */
export async function requestSearchAlert({
  db,
  queue,
  siteUrl,
  email,
  filters,
  now,
}: {
  db: Db;
  queue: Queue<unknown>;
  siteUrl: string;
  email: string;
  filters: string;
  now: Date;
}): Promise<{ alertId: string }> {
  const { id, confirmToken } = await createSearchAlert(db, { email, filters, now });
  const confirmUrl = absolute(siteUrl, `/suchauftrag/bestaetigen?id=${encodeURIComponent(id)}&token=${encodeURIComponent(confirmToken)}`);
  const payload: AlertPayload = { confirmUrl, filterSummary: describeFilters(alertFilters(filters, now)) };
  const emailId = await createAlertEmail(db, { alertId: id, template: "alert-confirm", recipient: email, payload: { ...payload }, now });
  await enqueue(queue, emailId);
  return { alertId: id };
}

/**
 * After a sync: one mail per confirmed alert with new matches; nothing when nothing is new.
 * Every match found is remembered as announced, the mail lists the newest ten and names the rest.
 */
export async function queueSearchAlertMails({
  db,
  queue,
  siteUrl,
  secret,
  now,
}: {
  db: Db;
  queue: Queue<unknown>;
  siteUrl: string;
  secret: string;
  now: Date;
}): Promise<{ alerts: number; mails: number }> {
  const alerts = await listConfirmedSearchAlerts(db);
  let mails = 0;
  for (const alert of alerts) {
    const fresh = await findNewAlertMatches(db, { alert, now });
    const freshIds = new Set(fresh.map((row) => row.id));
    // Price reductions of listings already known to the alert follow the new ones.
    const reduced = (await findReducedAlertMatches(db, { alert, now })).filter((row) => !freshIds.has(row.id));
    const matches = [...fresh, ...reduced];
    if (matches.length === 0) continue;
    const listings = matches.slice(0, ALERT_MAIL_MAX_LISTINGS).map((row, index): AlertListing => {
      const card = toPropertyCardView(row);
      return {
        title: card.title,
        url: absolute(siteUrl, card.href),
        image: absolute(siteUrl, card.thumbnail),
        priceText: card.priceText,
        energy: [card.hwbText, card.fgeeText].filter(Boolean).join(", ") || "Energieausweis auf Anfrage",
        location: card.location,
        ...(index >= fresh.length
          ? { reduced: true, ...(card.previousPriceText ? { previousPriceText: card.previousPriceText } : {}) }
          : {}),
      };
    });
    const filters = alertFilters(alert.filters, now);
    const payload: AlertPayload = {
      ...(await alertLinks(siteUrl, secret, alert)),
      searchUrl: absolute(siteUrl, `/immobilien${alert.filters ? `?${alert.filters}` : ""}`),
      filterSummary: describeFilters(filters),
      listings,
      more: matches.length - listings.length,
    };
    const emailId = await createAlertEmail(db, {
      alertId: alert.id,
      template: "alert-listings",
      recipient: alert.email,
      payload: { ...payload },
      now,
    });
    await markAlertListingsMailed(db, { alertId: alert.id, listingIds: matches.map((row) => row.id), now });
    await enqueue(queue, emailId);
    mails++;
  }
  return { alerts: alerts.length, mails };
}

export interface RenderedAlertEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">${body}</body></html>`;
}

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

export function renderAlertEmail(template: AlertTemplate, payload: AlertPayload): RenderedAlertEmail {
  if (template === "alert-confirm") {
    const confirmUrl = String(payload.confirmUrl ?? "");
    if (!/^https?:\/\//.test(confirmUrl)) throw new Error("alert confirmation without a valid confirmUrl");
    const subject = `Bitte bestätigen Sie Ihren Suchauftrag bei ${site.brand}`;
    const intro = "Sie haben eine E-Mail-Benachrichtigung für neue passende Immobilien angefordert.";
    const criteria = `Ihre Suche: ${payload.filterSummary ?? "alle Immobilien"}`;
    const ask = "Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (7 Tage gültig):";
    const ignore =
      "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; ohne Bestätigung löschen wir die Angaben nach 7 Tagen.";
    const text = ["Guten Tag,", "", intro, criteria, "", ask, confirmUrl, "", ignore, "", `Ihr Team von ${site.brand}`].join("\n");
    const html = page(
      subject,
      `<p>Guten Tag,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(criteria)}</p><p>${escapeHtml(ask)}</p><p>${link(confirmUrl, "Suchauftrag bestätigen")}</p><p>${escapeHtml(ignore)}</p><p>Ihr Team von ${escapeHtml(site.brand)}</p>`,
    );
    return { subject, text, html, headers: {} };
  }
  const listings = payload.listings ?? [];
  const manageUrl = String(payload.manageUrl ?? "");
  const unsubscribeUrl = String(payload.unsubscribeUrl ?? "");
  if (listings.length === 0 || !/^https?:\/\//.test(unsubscribeUrl)) throw new Error("alert mail without listings or unsubscribe link");
  const anyReduced = listings.some((l) => l.reduced);
  const allReduced = listings.every((l) => l.reduced);
  const total = listings.length + (payload.more ?? 0);
  const subject =
    listings.length === 1
      ? `${allReduced ? "Preis gesenkt" : "Neue passende Immobilie"}: ${listings[0]?.title ?? ""}`
      : allReduced
        ? `${total} passende Immobilien im Preis gesenkt`
        : anyReduced
          ? `${total} passende Immobilien: neu oder im Preis gesenkt`
          : `${total} neue passende Immobilien`;
  const search = payload.filterSummary ?? "alle Immobilien";
  const intro = anyReduced
    ? `Seit unserer letzten Nachricht gibt es zu Ihrer Suche (${search}) neue Immobilien oder gesenkte Preise:`
    : `Seit unserer letzten Nachricht sind neue Immobilien zu Ihrer Suche (${search}) dazugekommen:`;
  const mark = (l: AlertListing) => (l.reduced ? "Preis gesenkt: " : "");
  const was = (l: AlertListing) => (l.reduced && l.previousPriceText ? ` statt ${l.previousPriceText}` : "");
  const more = payload.more && payload.more > 0 ? `… und ${payload.more} weitere: ${payload.searchUrl ?? ""}` : null;
  const footer = "Sie erhalten diese E-Mail, weil Sie einen Suchauftrag bestätigt haben.";
  const text = [
    "Guten Tag,",
    "",
    intro,
    "",
    ...listings.flatMap((l) => [l.title, `${mark(l)}${l.priceText}${was(l)} · ${l.location}`, l.energy, l.url, ""]),
    ...(more ? [more, ""] : []),
    footer,
    `Suchauftrag ändern oder löschen: ${manageUrl}`,
    `Abmelden: ${unsubscribeUrl}`,
  ].join("\n");
  const items = listings
    .map(
      (l) =>
        `<tr><td style="padding:8px 12px 8px 0;vertical-align:top"><a href="${escapeHtml(l.url)}"><img src="${escapeHtml(l.image)}" alt="" width="160" style="display:block;border:0"></a></td><td style="padding:8px 0;vertical-align:top"><strong>${link(l.url, l.title)}</strong><br>${l.reduced ? '<strong style="color:#1f6f43">Preis gesenkt:</strong> ' : ""}${escapeHtml(l.priceText)}${l.reduced && l.previousPriceText ? ` statt <s>${escapeHtml(l.previousPriceText)}</s>` : ""} · ${escapeHtml(l.location)}<br><span style="color:#555">${escapeHtml(l.energy)}</span></td></tr>`,
    )
    .join("");
  const html = page(
    subject,
    `<p>Guten Tag,</p><p>${escapeHtml(intro)}</p><table style="border-collapse:collapse">${items}</table>${more ? `<p>${link(payload.searchUrl ?? "", `… und ${payload.more} ${payload.more === 1 ? "weitere passende Immobilie" : "weitere passende Immobilien"}`)}</p>` : ""}<p style="color:#666;font-size:13px">${escapeHtml(footer)} ${link(manageUrl, "Suchauftrag ändern oder löschen")} · ${link(unsubscribeUrl, "Abmelden")}</p>`,
  );
  return {
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The alert mails' outbox for the shared delivery path (delivery.server.ts). */
export const alertOutbox: Outbox<AlertEmailForDelivery> = {
  table: "search_alert_emails",
  idKey: "alertEmailId",
  load: getAlertEmail,
  compose(row, env) {
    const rendered = renderAlertEmail(row.template, JSON.parse(row.payload) as AlertPayload);
    return {
      ...visitorEnvelope(env, row.recipient),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: rendered.headers,
    };
  },
  markSent: (db, row, now) => markAlertEmailSent(db, { emailId: row.id, now }),
  markFailed: (db, row, { now, error, final }) =>
    markOutboxEmailFailed(db, { table: "search_alert_emails", emailId: row.id, now, error, final }),
};
