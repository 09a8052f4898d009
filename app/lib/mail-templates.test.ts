import { expect, test } from "vitest";
import { deliveryLine } from "./inquiry-labels";
import { TEMPLATE_NAMES } from "./mail-templates";

test("the inbox names every mail the queue sends in German, the staff security mails included", () => {
  const line = (template: string) => deliveryLine({ template, recipient: "a@example.at", state: "queued", attempts: 0, lastError: null });
  for (const template of TEMPLATE_NAMES) expect(line(template), template).not.toMatch(/^E-Mail:/);
  expect(line("password-reset")).toMatch(/^Link zum Zurücksetzen des Passworts: /);
  expect(line("security-notice")).toMatch(/^Sicherheitshinweis: /);
  // A name from an older row that no template has any more: still a line, never an error.
  expect(line("retired-template")).toMatch(/^E-Mail: /);
});
