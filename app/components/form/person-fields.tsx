// The person fields the contact and marketing forms share. Not in fields.tsx, so that
// pages whose forms do not use them do not load them. Read components/forms.tsx first.
import { Field } from "./fields";
import type { FieldMeta } from "./use-form";

/** First and last name, e-mail and phone in the two-column grid most lead forms start with. */
export function PersonFields({ first, last, email, phone }: Record<"first" | "last" | "email" | "phone", FieldMeta>) {
  return (
    <div className="form-grid form-grid-names">
      <Field meta={first} label="Vorname" autoComplete="given-name" />
      <Field meta={last} label="Nachname" autoComplete="family-name" />
      <Field meta={email} label="E-Mail" type="email" autoComplete="email" />
      <Field meta={phone} label="Telefon" type="tel" autoComplete="tel" />
    </div>
  );
}
