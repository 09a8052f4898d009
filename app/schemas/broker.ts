// Independent-broker form and POST /api/send-inquiry (leads-legal-admin.md sections 3, 5, 7):
// every field required; inquiryType is fixed.
import { z } from "zod";
import { emailField, MAX, requiredText } from "./shared";

export const BROKER_INQUIRY_TYPE = "Selbstständige Makler Anfrage";

export const brokerSchema = z.object({
  name: requiredText("Name ist erforderlich", { min: 2, max: MAX.name }),
  email: emailField("Ungültige E-Mail-Adresse"),
  phone: requiredText("Telefonnummer ist erforderlich", { min: 5, max: MAX.phone }),
  experience: requiredText("Bitte beschreiben Sie Ihre Erfahrung", { max: 2000, multiline: true }),
  message: requiredText("Nachricht ist erforderlich", { max: MAX.message, multiline: true }),
});

/** The JSON contract also carries inquiryType; only the one value is accepted. */
export const brokerJsonSchema = brokerSchema.extend({
  inquiryType: z.literal(BROKER_INQUIRY_TYPE, { error: "Ungültiger Anfragetyp" }).default(BROKER_INQUIRY_TYPE),
});

export type BrokerInquiry = z.infer<typeof brokerSchema>;
