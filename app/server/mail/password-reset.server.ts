// The password-reset e-mail to an admin, stored and queued like every system mail. The
// link is a credential: the stored copy is blanked once the mail is out (queue.server.ts).

import { absoluteUrl } from "~/lib/site";
import type { RequestContext } from "~/server/context";
import { storeAndQueueInquiry } from "~/server/leads/store.server";

export const PASSWORD_RESET_PATH = "/login/neues-passwort";

export function passwordResetUrl(siteUrl: string, token: string): string {
  return absoluteUrl(siteUrl, `${PASSWORD_RESET_PATH}?${new URLSearchParams({ token })}`);
}

export async function queuePasswordResetEmail(context: RequestContext, { email, token }: { email: string; token: string }): Promise<void> {
  await storeAndQueueInquiry({
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    now: context.now(),
    kind: "security",
    subject: "Passwort zurücksetzen",
    sender: { email },
    payload: { resetUrl: passwordResetUrl(context.env.SITE_URL, token), email },
    emails: [{ template: "password-reset", recipient: email }],
  });
}
