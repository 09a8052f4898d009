// Property inquiry form on the detail page (public-site.md section 5 "Property inquiry form").
import { z } from "zod";
import { ANREDE_OPTIONS } from "./options";
import { emailField, MAX, optionalCheckbox, optionalPhoneField, phoneNeededWhen, requiredText } from "./shared";

export { ANREDE_OPTIONS };

export const propertyInquirySchema = z
  .object({
    anrede: z.enum(ANREDE_OPTIONS, { error: "Bitte wählen Sie eine Anrede aus" }),
    vorname: requiredText("Vorname ist erforderlich", { max: MAX.name }),
    nachname: requiredText("Nachname ist erforderlich", { max: MAX.name }),
    // Optional unless a call back is asked (ADR 0389): the e-mail is the way back.
    tel: optionalPhoneField(),
    email: emailField("Gültige E-Mail-Adresse ist erforderlich"),
    anfrage: requiredText("Anfrage ist erforderlich (min. 10 Zeichen)", { min: 10, max: MAX.message, multiline: true }),
    // The express request to start within the withdrawal period (§ 10 FAGG): optional.
    vorzeitigerBeginn: optionalCheckbox,
    // Only a call back is asked: handed to justimmo as `wunsch ANRUF`.
    rueckruf: optionalCheckbox,
  })
  .superRefine(phoneNeededWhen("tel", (value) => value.rueckruf === true, "Telefonnummer ist erforderlich"));

export type PropertyInquiry = z.infer<typeof propertyInquirySchema>;
