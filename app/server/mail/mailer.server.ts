// The only module that touches `cloudflare:email` (import it from *.server.ts only); everything
// else gets a `SendMail` function. Production uses the builder form; local wrangler writes such
// mails without headers, so development and tests (MAIL_TRANSPORT = "mime") send raw MIME.
import { EmailMessage } from "cloudflare:email";
import { type Address, buildMime, type CalendarPart, calendarContentType, type FileAttachment, headerSafe } from "./mime.server";

export interface OutgoingMail {
  from: Address;
  to: string;
  replyTo?: Address | null;
  subject: string;
  /** Every mail has a plain-text part. */
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on notifications. */
  headers?: Record<string, string>;
  /** An iCalendar invitation or cancellation (viewing mails). */
  calendar?: CalendarPart;
  /** A file to attach (the OpenImmo-Feedback XML for justimmo). */
  attachment?: FileAttachment;
  messageId: string;
  date: Date;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type MailTransport = "builder" | "mime";

function safeHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (/^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name)) out[name] = headerSafe(value);
  }
  return out;
}

/** The Email Service call form: no MIME of our own, Cloudflare composes and signs the message. */
export function builderMessage(mail: OutgoingMail) {
  return {
    from: { email: mail.from.email, name: headerSafe(mail.from.name ?? "") },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: { email: mail.replyTo.email, name: headerSafe(mail.replyTo.name ?? "") } } : {}),
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    headers: safeHeaders(mail.headers),
    ...(mail.calendar
      ? {
          attachments: [
            {
              content: mail.calendar.ics,
              filename: mail.calendar.filename,
              type: calendarContentType(mail.calendar.method),
              disposition: "attachment" as const,
            },
          ],
        }
      : mail.attachment
        ? {
            attachments: [
              {
                content: mail.attachment.content,
                filename: mail.attachment.filename,
                type: mail.attachment.type,
                disposition: "attachment" as const,
              },
            ],
          }
        : {}),
  };
}

export function bindingSender(mailer: SendEmail, transport: MailTransport): SendMail {
  if (transport === "builder") {
    return async (mail) => {
      await mailer.send(builderMessage(mail));
    };
  }
  return async (mail) => {
    const raw = buildMime({ ...mail, to: { email: mail.to }, headers: safeHeaders(mail.headers) });
    await mailer.send(new EmailMessage(mail.from.email, mail.to, raw));
  };
}
