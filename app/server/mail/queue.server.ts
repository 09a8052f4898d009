// The inquiry outbox and the cron sweep of the mail queue; delivery goes through
// delivery.server.ts.

import type { Db } from "~/db/client.server";
import { site } from "~/lib/site";
import {
  blankInquiryPayloadField,
  getInquiryEmail,
  type InquiryEmailForDelivery,
  markInquiryEmailFailed,
  markInquiryEmailSent,
} from "~/server/leads/queries.server";
import { alertOutbox } from "./alerts.server";
import { type Outbox, requeueStuckOutboxEmails } from "./delivery.server";
import { renderEmail } from "./templates.server";
import { viewingOutbox } from "./viewings.server";

export { MAX_DELIVERY_ATTEMPTS } from "./delivery.server";

/** The payload field of each template whose link is a credential. */
const SECRET_LINK_FIELDS: Record<string, string> = { verification: "verifyUrl", "password-reset": "resetUrl" };

export const inquiryOutbox: Outbox<InquiryEmailForDelivery> = {
  table: "inquiry_emails",
  idKey: "emailId",
  load: getInquiryEmail,
  compose(row, env) {
    const rendered = renderEmail(row.template, {
      kind: row.kind,
      subject: row.subject,
      senderName: row.sender_name,
      senderEmail: row.sender_email,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      officeEmail: env.MAIL_TO,
    });
    return {
      from: { email: env.MAIL_FROM, name: `${site.brand} Website` },
      to: row.recipient,
      replyTo: rendered.replyTo,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    };
  },
  async markSent(db, row, now) {
    await markInquiryEmailSent(db, { emailId: row.id, inquiryId: row.inquiry_id, now });
    // The verification link is a credential: once sent, the stored copy is blanked. A failure
    // here must not mark the sent mail failed (and send it again); the token expires anyway.
    // The same holds for the password-reset link.
    const secret = SECRET_LINK_FIELDS[row.template];
    if (secret) {
      await blankInquiryPayloadField(db, { inquiryId: row.inquiry_id, field: secret }).catch((error) =>
        console.warn(JSON.stringify({ job: "mail-send", emailId: row.id, error: `blank ${secret}: ${String(error)}` })),
      );
    }
  },
  markFailed: (db, row, { now, error, final }) =>
    markInquiryEmailFailed(db, { emailId: row.id, inquiryId: row.inquiry_id, now, error, final }),
};

/** Cron sweep (every 10 minutes): re-enqueue e-mails whose queue message was lost. */
export async function requeueStuckEmails(args: { db: Db; queue: Queue<unknown>; now: Date }): Promise<number> {
  return (
    (await requeueStuckOutboxEmails(inquiryOutbox, args)) +
    (await requeueStuckOutboxEmails(alertOutbox, args)) +
    (await requeueStuckOutboxEmails(viewingOutbox, args))
  );
}
