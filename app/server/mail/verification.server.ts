// The sign-up verification e-mail, stored and queued like every inquiry's mail.

import { absoluteUrl } from "~/lib/site";
import type { RequestContext } from "~/server/context";
import { storeAndQueueInquiry } from "~/server/leads/store.server";

export function verificationUrl(siteUrl: string, token: string): string {
  return absoluteUrl(siteUrl, `/verify-email?${new URLSearchParams({ token })}`);
}

export async function queueVerificationEmail(context: RequestContext, { email, token }: { email: string; token: string }): Promise<void> {
  await storeAndQueueInquiry({
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    now: context.now(),
    kind: "verification",
    subject: "Registrierung: E-Mail-Adresse bestätigen",
    sender: { email },
    payload: { verifyUrl: verificationUrl(context.env.SITE_URL, token), email },
    emails: [{ template: "verification", recipient: email }],
  });
}
