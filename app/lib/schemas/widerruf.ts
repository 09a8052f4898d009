// The withdrawal function (Art. 11a Directive 2011/83/EU as added by Directive (EU) 2023/2673):
// only what identifies the sender and the contract may be asked.
import { z } from "zod";
import { emailField, MAX, optionalText, requiredText } from "./shared";

export const widerrufSchema = z.object({
  name: requiredText("Bitte geben Sie Ihren Namen ein", { min: 2, max: MAX.name }),
  email: emailField("Bitte geben Sie eine gültige E-Mail-Adresse ein"),
  vertrag: requiredText("Bitte beschreiben Sie, von welcher Anfrage oder welchem Vertrag Sie zurücktreten (min. 5 Zeichen)", {
    min: 5,
    max: 1000,
    multiline: true,
  }),
  referenz: optionalText({ max: MAX.short }),
});

export type Widerruf = z.infer<typeof widerrufSchema>;
