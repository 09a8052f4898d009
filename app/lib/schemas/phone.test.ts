// Phone fields: Austrian and international numbers as people write them pass and come out in
// E.164; what cannot be dialled gets the form's German message.
import { expect, test } from "vitest";
import { formatPhone, INVALID_PHONE_MESSAGE, phoneField } from "./shared";

const field = phoneField("Telefonnummer ist erforderlich");

test.each([
  ["0664 123 4567", "+436641234567"],
  ["+43 664 1234567", "+436641234567"],
  ["0043/664/1234567", "+436641234567"],
  ["+43 (0) 664 1234567", "+436641234567"],
  ["01 234 56 78", "+4312345678"],
  ["+49 30 1234567", "+49301234567"],
])("%s is stored as %s", (input, stored) => {
  expect(field.parse(input)).toBe(stored);
});

test.each(["0664", "123", "12345", "abc 123 456", "+43 664 1234567 8901234"])("%s is refused with a German message", (input) => {
  const result = field.safeParse(input);
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toBe(INVALID_PHONE_MESSAGE);
});

test("a missing number gets the form's own message, and the wizard keeps the spec's text for both", () => {
  expect(field.safeParse("").error?.issues[0]?.message).toBe("Telefonnummer ist erforderlich");
  const wizard = phoneField("Ungültige Telefonnummer", { invalid: "Ungültige Telefonnummer" });
  expect(wizard.safeParse("12").error?.issues[0]?.message).toBe("Ungültige Telefonnummer");
  const fiveOrMore = phoneField("Telefonnummer ist erforderlich", { min: 5 });
  expect(fiveOrMore.safeParse("12").error?.issues[0]?.message).toBe("Telefonnummer ist erforderlich");
  expect(fiveOrMore.safeParse("0664 12").error?.issues[0]?.message).toBe(INVALID_PHONE_MESSAGE);
});

test("stored numbers read as people write them; text that is no number comes back unchanged", () => {
  expect(formatPhone("+436641234567")).toBe("+43 664 1234567");
  expect(formatPhone("bitte abends")).toBe("bitte abends");
});

// The lead forms take the phone as optional (ADR 0389): the e-mail is the way back.
test("every public lead form is sent without a phone; a bad one still gets a German message", async () => {
  const { contactSchema } = await import("./contact");
  const { marketingSchema } = await import("./marketing");
  const { propertyInquirySchema } = await import("./property-inquiry");
  const { searchOrderSchema } = await import("./search-order");
  const person = { vorname: "Petra", nachname: "Pohl", email: "petra@example.at" };
  const forms = [
    [contactSchema, "phone", { ...person, anrede: "Frau", subject: "Frage", message: "Bitte um Rückmeldung." }],
    [marketingSchema, "tel", { ...person, propertyType: "Wohnung", anfrage: "Ich möchte verkaufen." }],
    [propertyInquirySchema, "tel", { ...person, anrede: "Frau", anfrage: "Ist sie noch frei?" }],
    [searchOrderSchema, "phone", { marketingType: "kauf", usageType: "wohnen", location: "Wien", email: "petra@example.at" }],
  ] as const;
  for (const [schema, phone, value] of forms) {
    expect(schema.safeParse(value).success).toBe(true);
    expect(schema.safeParse({ ...value, [phone]: "0664 123 4567" }).data).toMatchObject({ [phone]: "+436641234567" });
    const bad = schema.safeParse({ ...value, [phone]: "12345" });
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[phone, INVALID_PHONE_MESSAGE]]);
    // The e-mail stays required.
    expect(schema.safeParse({ ...value, email: undefined }).success).toBe(false);
  }
});

test("a call back asked for needs the number", async () => {
  const { propertyInquirySchema } = await import("./property-inquiry");
  const { valuationSchema } = await import("./valuation");
  const inquiry = {
    anrede: "Herr",
    vorname: "Paul",
    nachname: "Pohl",
    email: "paul@example.at",
    anfrage: "Bitte rufen Sie an.",
    rueckruf: true,
  };
  const missing = propertyInquirySchema.safeParse(inquiry);
  expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["tel", "Telefonnummer ist erforderlich"]]);
  expect(propertyInquirySchema.safeParse({ ...inquiry, tel: "01 234 56 78" }).success).toBe(true);
  const valuation = {
    propertyType: "apartment",
    livingArea: "80",
    yearBuilt: "1990",
    condition: "Gut",
    postalCode: "1190",
    city: "Wien",
    street: "Hauptstraße 1",
    salesIntention: "selling",
    firstName: "Paul",
    lastName: "Pohl",
    email: "paul@example.at",
    agreeToTerms: true,
  };
  const byMail = valuationSchema.safeParse(valuation);
  expect(byMail.error?.issues ?? []).toEqual([]);
  const byPhone = valuationSchema.safeParse({ ...valuation, contactPreference: "phone" });
  expect(byPhone.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["phone", "Telefonnummer ist erforderlich"],
  ]);
});
