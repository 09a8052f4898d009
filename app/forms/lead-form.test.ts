// The pure part of the light form hook (ADR 0021): Conform's ids and attributes, the server
// reply as starting state, and when a field shows its errors.
import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { STEP_FIELDS } from "~/schemas/options";
import { propertyInquirySchema } from "~/schemas/property-inquiry";
import { searchOrderSchema } from "~/schemas/search-order";
import { stepSchemas } from "~/schemas/valuation";
import {
  fieldMeta,
  fieldsProxy,
  firstInvalidControl,
  flattenValue,
  initialFormState,
  inputAttributes,
  selectAttributes,
  shouldValidateOn,
  textareaAttributes,
  toErrorMap,
  visibleErrors,
} from "./lead-form";

test("field metadata uses Conform's ids: form id, dash, field name; errors at id-error", () => {
  const fields = fieldsProxy("contact", { values: { email: "a@" }, errors: { email: ["Ungültige E-Mail-Adresse"] } });
  const email = fields.email;
  expect(email).toMatchObject({
    id: "contact-email",
    name: "email",
    formId: "contact",
    errorId: "contact-email-error",
    descriptionId: "contact-email-description",
    initialValue: "a@",
    errors: ["Ungültige E-Mail-Adresse"],
    key: undefined,
  });
  const haus = fieldMeta("search-order", "objectTypes", { values: { "objectTypes.haus": "on" }, errors: {} }).getFieldset().haus;
  expect(haus).toMatchObject({ id: "search-order-objectTypes.haus", name: "objectTypes.haus", initialValue: "on" });
});

test("attributes match Conform's getInputProps/getSelectProps/getTextareaProps", () => {
  const constraint = getZodConstraint(propertyInquirySchema);
  const state = { values: { email: "x", anrede: "Frau", anfrage: "Hallo" }, errors: { email: ["falsch"] }, constraint };
  expect(inputAttributes(fieldMeta("p-1", "email", state), { type: "email" })).toEqual({
    required: true,
    id: "p-1-email",
    name: "email",
    form: "p-1",
    "aria-invalid": true,
    "aria-describedby": "p-1-email-error",
    type: "email",
    defaultValue: "x",
  });
  // A select never gets the enum's pattern; a valid field has no aria attributes.
  expect(selectAttributes(fieldMeta("p-1", "anrede", state))).toEqual({
    required: true,
    id: "p-1-anrede",
    name: "anrede",
    form: "p-1",
    defaultValue: "Frau",
  });
  expect(textareaAttributes(fieldMeta("p-1", "anfrage", state))).toEqual({
    required: true,
    id: "p-1-anfrage",
    name: "anfrage",
    form: "p-1",
    defaultValue: "Hallo",
  });
  const radio = inputAttributes(fieldMeta("s", "marketingType", { values: { marketingType: "kauf" }, errors: {} }), {
    type: "radio",
    value: "kauf",
  });
  expect(radio).toMatchObject({ type: "radio", value: "kauf", defaultChecked: true });
  expect(inputAttributes(fieldMeta("s", "consent", { values: {}, errors: {} }), { type: "checkbox" })).toMatchObject({
    value: "on",
    defaultChecked: false,
  });
});

test("constraint attributes appear only on input types that allow them (valid HTML, issue 17)", () => {
  const constraint = getZodConstraint(searchOrderSchema);
  const state = { values: {}, errors: {}, constraint };
  // The enum's pattern stays off radios; text fields keep theirs.
  const radio = inputAttributes(fieldMeta("s", "marketingType", state), { type: "radio", value: "kauf" });
  expect(constraint.marketingType?.pattern).toBeTruthy();
  expect(radio).not.toHaveProperty("pattern");
  const meta = { ...fieldMeta("s", "location", state), pattern: "[a-z]+", minLength: 2, maxLength: 9, min: 1, max: 5, step: 1 };
  expect(inputAttributes(meta, { type: "text" })).toMatchObject({ pattern: "[a-z]+", minLength: 2, maxLength: 9 });
  expect(inputAttributes(meta, { type: "text" })).not.toHaveProperty("min");
  for (const type of ["email", "number", "date", "checkbox"]) {
    const props = inputAttributes(meta, { type });
    if (type !== "email") expect(props, type).not.toHaveProperty("pattern");
    if (type !== "email") expect(props, type).not.toHaveProperty("maxLength");
  }
  expect(inputAttributes(meta, { type: "number" })).toMatchObject({ min: 1, max: 5, step: 1 });
});

test("a server reply becomes the starting state: values kept, every field already validated", () => {
  const state = initialFormState({
    status: "error",
    initialValue: { email: "x@", objectTypes: { haus: "on" } },
    error: { email: ["Ungültige E-Mail-Adresse"], vorname: null, "": ["Zu viele Anfragen."] },
    fields: ["email", "vorname"],
  });
  expect(state.values).toMatchObject({ email: "x@", "objectTypes.haus": "on" });
  expect(state.errors).toEqual({ email: ["Ungültige E-Mail-Adresse"], "": ["Zu viele Anfragen."] });
  expect(state.validated).toMatchObject({ email: true, vorname: true, "": true });
  // No reply: the default values, nothing validated yet.
  expect(initialFormState(null, { anfrage: "Text" })).toEqual({ values: { anfrage: "Text" }, errors: {}, validated: {} });
});

test("validate on blur first, then on every input (Conform's onBlur/onInput)", () => {
  expect(shouldValidateOn("blur", false)).toBe(true);
  expect(shouldValidateOn("input", false)).toBe(false);
  expect(shouldValidateOn("input", true)).toBe(true);
  expect(shouldValidateOn("blur", true)).toBe(false);
});

test("only validated fields show their errors; a nested field counts for its group", () => {
  const all = { email: ["a"], vorname: ["b"], objectTypes: ["c"], "": ["d"] };
  expect(visibleErrors(all, { email: true })).toEqual({ email: ["a"] });
  expect(visibleErrors(all, { "objectTypes.haus": true })).toEqual({ objectTypes: ["c"] });
  expect(visibleErrors(all, { "": true, email: true, vorname: true })).toEqual({ email: ["a"], vorname: ["b"], "": ["d"] });
  expect(toErrorMap({ a: null, b: [], c: ["x"] })).toEqual({ c: ["x"] });
});

test("the first control to focus is a visible one in document order; hidden carried answers are left to the server", () => {
  const controls = [
    { name: "step", type: "hidden" },
    { name: "propertyType", type: "hidden" },
    { name: "postalCode", type: "text" },
    { name: "city", type: "text" },
  ];
  expect(firstInvalidControl(controls, { city: ["x"], postalCode: ["y"] })?.name).toBe("postalCode");
  expect(firstInvalidControl(controls, { propertyType: ["x"] })).toBeNull();
});

test("flattenValue keeps Conform's paths for objects and lists", () => {
  expect(flattenValue({ a: { b: "1" }, list: ["x"] })).toEqual({ a: { b: "1" }, "a.b": "1", list: ["x"], "list[0]": "x" });
});

test("the zod-free wizard layout matches the step schemas", () => {
  expect(STEP_FIELDS).toEqual(stepSchemas.map((schema) => Object.keys(schema.shape)));
});

test("constraints survive the trip through loader JSON", () => {
  const constraint = getZodConstraint(searchOrderSchema);
  expect(JSON.parse(JSON.stringify(constraint))).toEqual(constraint);
  expect(constraint.privacyConsent).toEqual({ required: true });
});
