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
