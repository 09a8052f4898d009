// The sign-up verification e-mail (spec section 6: 'Please check your email to verify your
// account') goes through the same stored-then-queued outbox as every inquiry (DESIGN.md section
// 3), kind 'verification', template 'verification' with payload { verifyUrl, email }.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { absoluteUrl } from "~/config/site";

export function verificationUrl(siteUrl: string, token: string): string {
  return absoluteUrl(siteUrl, `/verify-email?${new URLSearchParams({ token })}`);
}

export async function queueVerificationEmail(context: AppLoadContext, { email, token }: { email: string; token: string }): Promise<void> {
  const now = context.now().toISOString();
  const inquiryId = crypto.randomUUID();
  const emailId = crypto.randomUUID();
  const payload = { verifyUrl: verificationUrl(context.env.SITE_URL, token), email };
  await context.db
    .insertInto("inquiries")
    .values({
      id: inquiryId,
      kind: "verification",
      subject: "Please verify your e-mail address",
      sender_name: null,
      sender_email: email,
      sender_phone: null,
      property_id: null,
      payload: JSON.stringify(payload),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await context.db
    .insertInto("inquiry_emails")
    .values({ id: emailId, inquiry_id: inquiryId, template: "verification", recipient: email, created_at: now, updated_at: now })
    .execute();
  await context.env.MAIL_QUEUE.send({ emailId });
}
