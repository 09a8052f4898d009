// The only module that touches `cloudflare:email` (SETUP-NOTES.md: import it from *.server.ts
// files only); everything else gets a `SendRaw` function, so tests pass a fake.
import { EmailMessage } from "cloudflare:email";

export type SendRaw = (message: { from: string; to: string; raw: string }) => Promise<void>;

export function bindingSender(mailer: SendEmail): SendRaw {
  return async ({ from, to, raw }) => {
    await mailer.send(new EmailMessage(from, to, raw));
  };
}
