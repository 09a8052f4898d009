import { expect, test } from "vitest";
import { renderEmail } from "./templates.server";

test("the office mail shows the price range of a search order as '€ 250.000', not raw digits", () => {
  const mail = renderEmail("internal", {
    kind: "search_order",
    subject: "Neuer Suchauftrag",
    senderName: "Petra Suchmann",
    senderEmail: "petra@example.at",
    payload: { priceMin: "250000", priceMax: "1234,5", location: "Wien" },
    officeEmail: "office@example.at",
  });
  expect(mail.text).toContain("€ 250.000");
  expect(mail.text).toContain("€ 1.234,50");
  expect(mail.text).not.toContain("250000");
  expect(mail.html).toContain("€ 250.000");
});
