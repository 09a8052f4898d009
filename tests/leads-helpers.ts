// Helpers for the lead-form integration tests: a valid fill-time token and polling for the
// queued e-mail to be delivered by the real queue consumer.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { issueFormToken } from "~/utils/honeypot.server";
import { TEST_SECRETS } from "./harness";

/** A token issued a minute ago, as if a person had spent that long on the form. */
export function pastFormToken(): Promise<string> {
  return issueFormToken({ SESSION_SECRET: TEST_SECRETS.SESSION_SECRET }, new Date(Date.now() - 60_000));
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Wait until every e-mail of the inquiry is sent; returns the inquiry and its e-mails. */
export async function waitForDelivery(db: Kysely<Database>, inquiryId: string) {
  return waitFor(async () => {
    const emails = await db.selectFrom("inquiry_emails").selectAll().where("inquiry_id", "=", inquiryId).execute();
    if (emails.length === 0 || emails.some((e) => e.state !== "sent")) return null;
    const inquiry = await db.selectFrom("inquiries").selectAll().where("id", "=", inquiryId).executeTakeFirstOrThrow();
    return { inquiry, emails };
  });
}
