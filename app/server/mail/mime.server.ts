// Raw MIME for the send_email binding (multipart/alternative, UTF-8, RFC 2047 subject). Against
// header injection every header value passes `headerSafe` and addresses match a strict pattern.

export interface Address {
  email: string;
  name?: string | null;
}

export interface MimeMessage {
  from: Address;
  to: Address;
  replyTo?: Address | null;
  subject: string;
  text: string;
  html: string;
  date: Date;
  messageId: string;
  /** Extra header lines (names checked by the caller, values made safe here). */
  headers?: Record<string, string>;
  /** An iCalendar part (viewing invitations): the mail becomes multipart/mixed. */
  calendar?: CalendarPart;
  /** A file attached to the mail (the OpenImmo-Feedback XML): multipart/mixed too. */
  attachment?: FileAttachment;
}

export interface FileAttachment {
  filename: string;
  /** A text type, e.g. `application/xml`; the content is sent as UTF-8. */
  type: string;
  content: string;
}

/** An iCalendar object sent with a mail: its iTIP method and the .ics text. */
export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  ics: string;
  filename: string;
}

/** The part's type names the method: Gmail and Outlook act on the invitation only then. */
export function calendarContentType(method: CalendarPart["method"]): string {
  return `text/calendar; charset=UTF-8; method=${method}`;
}

// Deliberately narrower than RFC 5322: what a form may submit and a mail server accepts.
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidAddress(email: string): boolean {
  return email.length <= 254 && ADDRESS.test(email);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** Remove everything that could end a header line or confuse a parser. */
export function headerSafe(value: string): string {
  return value.replace(HEADER_UNSAFE, " ").replace(/\s+/g, " ").trim();
}

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Body text as base64 in lines of 76 characters (RFC 2045). */
function base64Body(text: string): string {
  const encoded = base64(encoder.encode(text.replace(/\r?\n/g, "\r\n")));
  return encoded.match(/.{1,76}/g)?.join("\r\n") ?? "";
}

/**
 * RFC 2047 encoded words, each at most 75 characters, split on character boundaries, folded
 * onto continuation lines. Plain ASCII without specials stays readable.
 */
export function encodeHeaderWords(value: string): string {
  const safe = headerSafe(value);
  if (/^[\x20-\x7E]*$/.test(safe) && !safe.includes("=?")) return safe;
  const words: string[] = [];
  let chunk = "";
  for (const char of safe) {
    if (encoder.encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join("\r\n ");
}

export function formatAddress(address: Address): string {
  const email = headerSafe(address.email);
  if (!isValidAddress(email)) throw new Error(`invalid e-mail address: ${JSON.stringify(email.slice(0, 100))}`);
  const name = address.name ? headerSafe(address.name) : "";
  if (!name) return `<${email}>`;
  if (/^[\x20-\x7E]*$/.test(name)) return `"${name.replace(/["\\]/g, "\\$&")}" <${email}>`;
  return `${encodeHeaderWords(name)} <${email}>`;
}

export function buildMime(message: MimeMessage): string {
  const boundary = `=_alt_${message.messageId.replace(/[^A-Za-z0-9]/g, "").slice(0, 32)}`;
  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${formatAddress(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${formatAddress(message.replyTo)}`] : []),
    `Subject: ${encodeHeaderWords(message.subject)}`,
    `Date: ${message.date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${headerSafe(message.messageId)}>`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${headerSafe(value)}`),
    "MIME-Version: 1.0",
  ];
  if (message.calendar) return buildMimeWithCalendar(message, headers, boundary, message.calendar);
  if (message.attachment) return mixedMime(headers, boundary, alternativeParts(message, boundary), message.attachment);
  headers.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
  return [...headers, "", ...alternativeParts(message, boundary), ""].join("\r\n");
}

/**
 * The multipart/alternative body: text and HTML, and the calendar part when there is one, each
 * base64-encoded, closed by the boundary's end line.
 */
function alternativeParts(message: MimeMessage, boundary: string, calendar?: CalendarPart): string[] {
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Body(body),
  ];
  return [
    ...part("text/plain; charset=UTF-8", message.text),
    ...part("text/html; charset=UTF-8", message.html),
    ...(calendar ? part(calendarContentType(calendar.method), calendar.ics) : []),
    `--${boundary}--`,
  ];
}

/**
 * A mail with an invitation: multipart/mixed holding multipart/alternative (text, HTML
 * and the text/calendar part with its method, which mail clients turn into the invitation) and
 * the same .ics as an attachment for clients that only offer files.
 */
function buildMimeWithCalendar(message: MimeMessage, headers: string[], boundary: string, calendar: CalendarPart): string {
  return mixedMime(headers, boundary, alternativeParts(message, boundary, calendar), {
    filename: calendar.filename,
    type: "application/ics",
    content: calendar.ics,
  });
}

/** multipart/mixed: the multipart/alternative body first, then one attached file. */
function mixedMime(headers: string[], boundary: string, alternative: string[], attachment: FileAttachment): string {
  const mixed = `${boundary}_mixed`;
  const filename = attachment.filename.replace(/[^A-Za-z0-9._-]/g, "_");
  const type = /^[a-z]+\/[a-z0-9.+-]+$/.test(attachment.type) ? attachment.type : "application/octet-stream";
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    "",
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    ...alternative,
    `--${mixed}`,
    `Content-Type: ${type}; name="${filename}"`,
    `Content-Disposition: attachment; filename="${filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Body(attachment.content),
    `--${mixed}--`,
    "",
  ].join("\r\n");
}

/** Escape a user value for HTML text and attribute context. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
