import { expect, test } from "vitest";
import { renderEmail } from "./templates.server";

const input = () => ({
  kind: "search_order",
  subject: "Neuer Suchauftrag",
  senderName: "Petra Suchmann",
  senderEmail: "petra@example.at",
  payload: {},
  officeEmail: "office@example.at",
});

test("the office mail shows the price range of a search order as '€ 250.000', not raw digits", () => {
  const mail = renderEmail("internal", {
    kind: "search_order",
    subject: "Neuer Suchauftrag",
    senderName: "Petra Suchmann",
    senderEmail: "petra@example.at",
    payload: { priceMin: "250000", priceMax: "1234,5", location: "Wien", areaMin: "0" },
    officeEmail: "office@example.at",
  });
  expect(mail.text).toContain("€\u00a0250.000");
  expect(mail.text).toContain("€\u00a01.234,50");
  expect(mail.text).not.toContain("250000");
  // Text that is not plain digits stays as typed.
  expect(renderEmail("internal", { ...input(), payload: { priceMin: "ab 300.000" } }).text).toContain("ab 300.000");
  expect(renderEmail("internal", { ...input(), payload: { priceMin: "0" } }).text).toContain("€\u00a00");
  expect(mail.html).toContain("€\u00a0250.000");
});

test("the staff sign-up verification mail speaks German, as the staff area does", () => {
  const mail = renderEmail("verification", {
    ...input(),
    kind: "security",
    payload: { email: "neu@example.at", verifyUrl: "https://donau-estate.example/verify-email?token=abc" },
  });
  expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
  expect(mail.text).toContain("Öffnen Sie diesen Link, um neu@example.at für die Verwaltung von Donau Estate zu bestätigen:");
  expect(mail.html).toContain("Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.");
  expect(`${mail.text}${mail.html}`).not.toMatch(/Please|verify your|If you did not/);
});
