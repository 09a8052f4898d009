// The names of the mails the queue renders (server/mail/templates.server.ts), browser-safe so
// that the inbox can name each one: a new template without a German label does not compile.
export const TEMPLATE_NAMES = [
  "internal",
  "customer",
  "verification",
  "inquiry-confirmation",
  "withdrawal-receipt",
  "security-notice",
  "password-reset",
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];
