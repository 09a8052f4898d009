// Independent-broker form and POST /api/send-inquiry (leads-legal-admin.md sections 3, 5, 7):
// every field required and no other rule (section 7, 'Broker form': the browser's required
// attribute, an e-mail field); the maximum lengths only guard storage. inquiryType is fixed.
import { z } from "zod";
import { emailField, MAX, phoneField, requiredText } from "./shared";

export const BROKER_INQUIRY_TYPE = "Selbstständige Makler Anfrage";

export const brokerSchema = z.object({
  name: requiredText("Name ist erforderlich", { max: MAX.name }),
  email: emailField("Ungültige E-Mail-Adresse"),
  phone: phoneField("Telefonnummer ist erforderlich"),
  experience: requiredText("Bitte beschreiben Sie Ihre Erfahrung", { max: MAX.short }),
  message: requiredText("Nachricht ist erforderlich", { max: MAX.message, multiline: true }),
});

/** The JSON contract also carries inquiryType; only the one value is accepted. */
export const brokerJsonSchema = brokerSchema.extend({
  inquiryType: z.literal(BROKER_INQUIRY_TYPE, { error: "Ungültiger Anfragetyp" }).default(BROKER_INQUIRY_TYPE),
});

export type BrokerInquiry = z.infer<typeof brokerSchema>;
