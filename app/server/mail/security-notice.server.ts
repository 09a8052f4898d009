// Security notices to an account's owner (ASVS 5.0 V6.3.7, V7.5.1): second factor locked,
// authenticator replaced, password changed. The payload holds nothing typed by anyone.

import { formatReceiptTime } from "~/lib/fagg";
import { absoluteUrl } from "~/lib/site";
import type { RequestContext } from "~/server/context";
import { storeAndQueueInquiry } from "~/server/leads/store.server";

export type SecurityNotice = "second-factor-locked" | "second-factor-replaced" | "password-changed" | "password-reset";

const SUBJECTS: Record<SecurityNotice, string> = {
  "second-factor-locked": "Sicherheitshinweis: falsche Bestätigungscodes für Ihr Konto",
  "second-factor-replaced": "Sicherheitshinweis: Zwei-Faktor-Anmeldung neu eingerichtet",
  "password-changed": "Sicherheitshinweis: Ihr Passwort wurde geändert",
  "password-reset": "Sicherheitshinweis: Ihr Passwort wurde zurückgesetzt",
};

export async function queueSecurityNotice(
  context: RequestContext,
  { email, notice, until }: { email: string; notice: SecurityNotice; until?: Date },
): Promise<void> {
  const now = context.now();
  try {
    await storeAndQueueInquiry({
      db: context.db,
      queue: context.env.MAIL_QUEUE,
      now,
      kind: "security",
      subject: SUBJECTS[notice],
      sender: { email },
      payload: {
        notice,
        email,
        atText: formatReceiptTime(now),
        untilText: until ? formatReceiptTime(until) : null,
        accountUrl: absoluteUrl(context.env.SITE_URL, "/admin/konto"),
      },
      emails: [{ template: "security-notice", recipient: email }],
    });
  } catch (error) {
    // The notice must not break the sign-in or the change it reports; the log keeps the cause.
    console.warn(JSON.stringify({ job: "security-notice", notice, error: String(error) }));
  }
}
