// What each queued e-mail says, looked up by the template name on its row. Every user value is
// escaped in the HTML part; header values are made safe by mime.server.ts.

import { formatEuro } from "~/lib/format";
import { FIELD_LABELS } from "~/lib/inquiry-labels";
import type { TemplateName } from "~/lib/mail-templates";
import { site } from "~/lib/site";
import type { Address } from "./mime.server";
import { escapeHtml, isValidAddress } from "./mime.server";

export interface TemplateInput {
  kind: string;
  subject: string;
  senderName: string | null;
  senderEmail: string | null;
  payload: Record<string, unknown>;
  /** The office address (MAIL_TO), for Reply-To on mails to visitors. */
  officeEmail: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: Address | null;
}

export type { TemplateName } from "~/lib/mail-templates";

const KIND_LABELS: Record<string, string> = {
  contact: "Kontaktformular",
  property: "Immobilienanfrage",
  marketing: "Immobilie vermarkten",
  search_order: "Suchauftrag",
  valuation: "Immobilienbewertung",
  broker: "Selbstständige Makler",
  verification: "E-Mail-Bestätigung",
  security: "Sicherheitshinweis",
  widerruf: "Widerruf (Rücktritt vom Vertrag)",
  barrierefreiheit: "Barriere melden",
  viewing: "Besichtigungstermin",
};

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  if (Array.isArray(value)) return value.map(formatValue).join(", ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v === true)
      .map(([k]) => k)
      .join(", ");
  }
  return String(value);
}

// Amounts the visitor typed as plain digits read as Austrians write them: '€ 250.000'.
const PRICE_FIELDS = new Set(["priceMin", "priceMax"]);

function formatField(key: string, value: unknown): string {
  if (PRICE_FIELDS.has(key) && typeof value === "string" && /^\d+([.,]\d{1,2})?$/.test(value.trim())) {
    return formatEuro(Number(value.trim().replace(",", ".")));
  }
  return formatValue(value);
}

// The mail prints a stored time as its ISO value: the label says it is UTC.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function fieldLabel(key: string, value: unknown): string {
  const label = FIELD_LABELS[key] ?? key;
  return typeof value === "string" && ISO_TIME.test(value) ? `${label} (UTC)` : label;
}

function fieldRows(payload: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(payload)
    .filter(([key]) => key !== "summaryHtml")
    .map(([key, value]) => [fieldLabel(key, value), formatField(key, value)]);
}

/** How every mail to a visitor ends: the greeting, the team, phone and e-mail. */
export const MAIL_CLOSING = ["Mit freundlichen Grüßen", `Ihr Team von ${site.brand}`, site.phone, site.email];

/** A mail's HTML document around `body`. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">${body}</body></html>`;
}

/** Label and value rows as a plain table, every text escaped. */
export function htmlTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse">${cells}</table>`;
}

function senderAddress(input: TemplateInput): Address | null {
  if (!input.senderEmail || !isValidAddress(input.senderEmail)) return null;
  return { email: input.senderEmail, name: input.senderName };
}

/** The mail to the office: every submitted field, Reply-To the visitor. */
function renderInternal(input: TemplateInput): RenderedEmail {
  const kindLabel = KIND_LABELS[input.kind] ?? input.kind;
  const rows = fieldRows(input.payload);
  const intro = `Neue Anfrage über die Website (${kindLabel}).`;
  const text = [intro, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", `– ${site.brand} Website`].join("\n");
  const html = htmlPage(
    input.subject,
    `<h1 style="font-size:20px">${escapeHtml(input.subject)}</h1><p>${escapeHtml(intro)}</p>${htmlTable(rows)}<p style="color:#666">– ${escapeHtml(site.brand)} Website</p>`,
  );
  return { subject: input.subject, text, html, replyTo: senderAddress(input) };
}

/** The valuation confirmation to the visitor (section 7: sendToCustomer). */
function renderCustomer(input: TemplateInput): RenderedEmail {
  const subject = `Ihre Immobilienbewertungsanfrage bei ${site.brand}`;
  const name = input.senderName ?? "";
  const greeting = name ? `Guten Tag ${name},` : "Guten Tag,";
  const paragraphs = [
    "vielen Dank für Ihre Anfrage zur kostenlosen Immobilienbewertung. Wir haben Ihre Angaben erhalten und melden uns in Kürze bei Ihnen.",
    "Ihre Angaben im Überblick:",
  ];
  // Section 7: the confirmation's propertyTitle is 'Immobilienbewertung Bestätigung' (the stored
  // payload carries the internal mail's 'Immobilienbewertung').
  const rows = fieldRows({ ...input.payload, propertyTitle: "Immobilienbewertung Bestätigung" }).filter(
    ([label]) => label !== "Kopie an Kunden",
  );
  const closing = MAIL_CLOSING;
  const text = [greeting, "", ...paragraphs, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", ...closing].join("\n");
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${htmlTable(rows)}<p>${closing.map(escapeHtml).join("<br>")}</p>`,
  );
  return { subject, text, html, replyTo: { email: input.officeEmail, name: site.brand } };
}

/** Sign-up verification for the staff area, in German as the staff area is (DESIGN.md). */
function renderVerification(input: TemplateInput): RenderedEmail {
  const verifyUrl = String(input.payload.verifyUrl ?? "");
  if (!/^https?:\/\//.test(verifyUrl)) throw new Error("verification mail without a valid verifyUrl");
  const subject = "Bitte bestätigen Sie Ihre E-Mail-Adresse";
  const email = formatValue(input.payload.email);
  const text = [
    subject,
    "",
    `Öffnen Sie diesen Link, um ${email} für die Verwaltung von ${site.brand} zu bestätigen:`,
    verifyUrl,
    "",
    "Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
  ].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>Öffnen Sie diesen Link, um ${escapeHtml(email)} für die Verwaltung von ${escapeHtml(site.brand)} zu bestätigen:</p><p><a href="${escapeHtml(verifyUrl)}">${escapeHtml(verifyUrl)}</a></p><p>Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.</p>`,
  );
  return { subject, text, html, replyTo: null };
}

/** A payload value that is a list of text lines (the FAGG notice, the Nebenkostenübersicht). */
function textLines(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : [];
}

/** The FAGG section's heading: the withdrawal right only where the notice gave one (ADR 0385). */
export function faggHeading(lines: string[]): string {
  return lines.some((line) => line.startsWith("Rücktrittsrecht:"))
    ? "Informationen zum Maklervertrag und zu Ihrem Rücktrittsrecht"
    : "Informationen zu Makler und Provision";
}

/**
 * The property inquirer's confirmation: which inquiry was received (by
 * reference number, time and our own listing title, never by the text the inquirer typed, so the
 * mail cannot carry a stranger's words to someone else's inbox), the FAGG information on a durable
 * medium (§ 7 Abs 3 FAGG), the § 10 request if made, and the Nebenkostenübersicht (§ 30b KSchG).
 */
function renderInquiryConfirmation(input: TemplateInput): RenderedEmail {
  const title = formatValue(input.payload.propertyTitle);
  const subject = `Ihre Anfrage bei ${site.brand}: ${title}`.slice(0, 200);
  const greeting = "Guten Tag,";
  const intro = `vielen Dank für Ihre Anfrage zur Immobilie „${title}“. Wir haben sie erhalten und melden uns in Kürze bei Ihnen.`;
  const number = input.payload.objektnrExtern ?? input.payload.propertyId;
  const sections: Array<{ heading: string; lines: string[] }> = [
    {
      heading: "Ihre Anfrage",
      lines: [
        `Eingangsnummer: ${formatValue(input.payload.eingangsnummer)}`,
        `Eingegangen am: ${formatValue(input.payload.eingegangenAmText)}`,
        `Immobilie: ${title} (Obj.-Nr. ${formatValue(number)})`,
        "Ihre Nachricht und Ihre Kontaktdaten haben wir unter dieser Eingangsnummer gespeichert; auf Wunsch senden wir Ihnen eine Kopie.",
      ],
    },
    { heading: faggHeading(textLines(input.payload.faggInfo)), lines: textLines(input.payload.faggInfo) },
  ];
  if (input.payload.vorzeitigerBeginn === true) {
    sections.push({
      heading: "Ihr Verlangen nach sofortigem Beginn (§ 10 FAGG)",
      lines: [
        `Sie haben am ${formatValue(input.payload.vorzeitigerBeginnText)} ausdrücklich verlangt, dass wir schon vor Ablauf der 14-tägigen Rücktrittsfrist für Sie tätig werden, und bestätigt, dass Sie Ihr Rücktrittsrecht verlieren, sobald wir den Vertrag vollständig erfüllt haben. Treten Sie vorher zurück, zahlen Sie einen anteiligen Betrag für die bis dahin erbrachten Leistungen.`,
      ],
    });
  }
  sections.push({ heading: "Nebenkostenübersicht (§ 30b KSchG)", lines: textLines(input.payload.nebenkosten) });
  const closing = MAIL_CLOSING;
  const text = [greeting, "", intro, ...sections.flatMap((section) => ["", section.heading, ...section.lines]), "", ...closing].join("\n");
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${sections
      .map(
        (section) =>
          `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2>${section.lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join("")}`,
      )
      .join("")}<p>${closing.map(escapeHtml).join("<br>")}</p>`,
  );
  return { subject, text, html, replyTo: { email: input.officeEmail, name: site.brand } };
}

/**
 * The receipt of a withdrawal (Art. 11a Abs. 3 Directive 2011/83/EU as added by Directive (EU)
 * 2023/2673; § 13 FAGG): what was withdrawn and when, on a durable medium, without undue delay.
 * It names the declaration by reference number, date and time and quotes nothing typed into the
 * form: the name and the contract text stay in the staff copy and in D1.
 */
function renderWithdrawalReceipt(input: TemplateInput): RenderedEmail {
  const subject = `Eingangsbestätigung Ihres Widerrufs bei ${site.brand}`;
  const greeting = "Guten Tag,";
  const received = formatValue(input.payload.eingegangenAmText);
  const intro = `wir bestätigen den Eingang Ihres Widerrufs am ${received}:`;
  const rows: Array<[string, string]> = [
    ["Erklärung", `Rücktritt vom Maklervertrag mit ${site.brand} (Widerruf über das Formular auf unserer Website)`],
    ["Eingangsnummer", formatValue(input.payload.eingangsnummer)],
    ["Eingegangen am", received],
  ];
  const stored =
    "Ihre Erklärung mit Ihren Angaben zum Vertrag haben wir unter dieser Eingangsnummer gespeichert; auf Wunsch senden wir Ihnen eine Kopie. Bitte geben Sie die Eingangsnummer bei Rückfragen an.";
  const after =
    "Wir bearbeiten Ihren Widerruf und melden uns, falls wir Rückfragen haben. Bereits geleistete Zahlungen erstatten wir spätestens binnen 14 Tagen.";
  const closing = MAIL_CLOSING;
  const text = [greeting, "", intro, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", stored, "", after, "", ...closing].join(
    "\n",
  );
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlTable(rows)}<p>${escapeHtml(stored)}</p><p>${escapeHtml(after)}</p><p>${closing.map(escapeHtml).join("<br>")}</p>`,
  );
  return { subject, text, html, replyTo: { email: input.officeEmail, name: site.brand } };
}

/** What each security notice says. Only our own link; nothing typed by a visitor. */
const SECURITY_NOTICES: Record<string, { title: string; lines: (payload: Record<string, unknown>) => string[] }> = {
  "second-factor-locked": {
    title: "Falsche Bestätigungscodes für Ihr Konto",
    lines: (payload) => [
      `Jemand hat Ihr Passwort richtig eingegeben, aber keinen gültigen Code aus Ihrer Authenticator-App – so oft, dass wir die Anmeldung mit App-Code für Ihr Konto am ${formatValue(payload.atText)} vorübergehend gesperrt haben (bis ${formatValue(payload.untilText)}).`,
      "Waren Sie das nicht, kennt jemand Ihr Passwort: Bitte ändern Sie es sofort unter dem folgenden Link. Mit einem Ihrer Wiederherstellungscodes können Sie sich auch während der Sperre anmelden.",
    ],
  },
  "second-factor-replaced": {
    title: "Zwei-Faktor-Anmeldung neu eingerichtet",
    lines: (payload) => [
      `Für Ihr Konto wurde am ${formatValue(payload.atText)} eine neue Authenticator-App eingerichtet. Die bisherige App und die bisherigen Wiederherstellungscodes gelten nicht mehr; alle anderen Sitzungen wurden abgemeldet.`,
      "Waren Sie das nicht, wenden Sie sich bitte sofort an die anderen Administratoren.",
    ],
  },
  "password-changed": {
    title: "Ihr Passwort wurde geändert",
    lines: (payload) => [
      `Das Passwort Ihres Kontos wurde am ${formatValue(payload.atText)} geändert; alle anderen Sitzungen wurden abgemeldet.`,
      "Waren Sie das nicht, wenden Sie sich bitte sofort an die anderen Administratoren.",
    ],
  },
  "password-reset": {
    title: "Ihr Passwort wurde zurückgesetzt",
    lines: (payload) => [
      `Das Passwort Ihres Kontos wurde am ${formatValue(payload.atText)} über den Link „Passwort vergessen?“ neu festgelegt; alle Sitzungen wurden abgemeldet.`,
      "Waren Sie das nicht, wenden Sie sich bitte sofort an die anderen Administratoren.",
    ],
  },
};

/** A security notice to the account's owner (kind 'security'). */
function renderSecurityNotice(input: TemplateInput): RenderedEmail {
  const notice = SECURITY_NOTICES[String(input.payload.notice)];
  if (!notice) throw new Error(`unknown security notice: ${String(input.payload.notice)}`);
  const accountUrl = String(input.payload.accountUrl ?? "");
  if (!/^https?:\/\//.test(accountUrl)) throw new Error("security notice without a valid accountUrl");
  const subject = `Sicherheitshinweis: ${notice.title}`;
  const lines = notice.lines(input.payload);
  const closing = [`Ihr ${site.brand} Website-Team`];
  const text = ["Guten Tag,", "", ...lines.flatMap((line) => [line, ""]), accountUrl, "", ...closing].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(notice.title)}</h1><p>Guten Tag,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(accountUrl)}">${escapeHtml(accountUrl)}</a></p><p>${closing.map(escapeHtml).join("<br>")}</p>`,
  );
  return { subject, text, html, replyTo: null };
}

/** The "Passwort vergessen?" link for an admin account (kind 'security'). */
function renderPasswordReset(input: TemplateInput): RenderedEmail {
  const resetUrl = String(input.payload.resetUrl ?? "");
  if (!/^https?:\/\//.test(resetUrl)) throw new Error("password-reset mail without a valid resetUrl");
  const subject = "Passwort zurücksetzen";
  const lines = [
    `Für das Konto ${formatValue(input.payload.email)} im Verwaltungsbereich von ${site.brand} wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest; er gilt 30 Minuten und nur einmal:`,
  ];
  const after = [
    "Bei der nächsten Anmeldung fragen wir wie gewohnt auch nach dem Code aus Ihrer Authenticator-App.",
    "Haben Sie kein neues Passwort angefordert, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt dann unverändert.",
  ];
  const closing = `Ihr ${site.brand} Website-Team`;
  const text = ["Guten Tag,", "", ...lines, resetUrl, "", ...after.flatMap((line) => [line, ""]), closing].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>Guten Tag,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(resetUrl)}">${escapeHtml(resetUrl)}</a></p>${after.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p>${escapeHtml(closing)}</p>`,
  );
  return { subject, text, html, replyTo: null };
}

export const templates: Record<TemplateName, (input: TemplateInput) => RenderedEmail> = {
  internal: renderInternal,
  customer: renderCustomer,
  verification: renderVerification,
  "inquiry-confirmation": renderInquiryConfirmation,
  "withdrawal-receipt": renderWithdrawalReceipt,
  "security-notice": renderSecurityNotice,
  "password-reset": renderPasswordReset,
};

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

export function renderEmail(template: string, input: TemplateInput): RenderedEmail {
  if (!isTemplateName(template)) throw new Error(`unknown e-mail template: ${template}`);
  return templates[template](input);
}
