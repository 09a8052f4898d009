// The form library: read this first (Conform's own useForm and these pieces).
//
// Every form on the site, public lead forms and staff forms alike, is built from these pieces:
//   form/use-form.ts        useForm(...): Conform's useForm with parseWithZod on the action's
//                           schema. Gives `form` (id, messages, handlers) and `fields.<name>`
//                           (Conform's field metadata). zod and the schema load on the form's
//                           first focus; validate on blur, then on input; on submit check all
//                           and focus the first invalid field.
//   form/fields.tsx         <AppForm form={form}> (Remix <Form method="post"> wired to the hook);
//                           Field, TextareaField, SelectField: label + control + FieldErrors;
//                           FormErrors (form-level alert and the spec's error toast);
//                           SubmitButton (disabled, 'Wird gesendet...' or `pendingLabel`);
//                           for lead forms LeadFormFrame (AppForm + HoneypotFields + FormErrors)
//                           and useLeadFormPage (loader/action data and the reset key).
//   form/choice-fields.tsx  CheckboxField, RadioGroup (search order and wizard only).
//   form/person-fields.tsx  PersonFields: name, e-mail, phone (contact and marketing forms).
// The attributes are Conform's getInputProps/getSelectProps/getTextareaProps. On the server, the
// form's route.server.ts in its route folder has the loader (loadLeadFormPage) and an action that
// calls the steps of server/leads/submit.server.ts in order: readLeadForm (body, bot traps, zod, rate limit),
// leadSaved(storeLead(...)), leadSent; the route module re-exports both.
//
// Import from the file that defines a piece, not from here, so that an import says where the
// piece lives.
//
// Reset convention: on success every form action redirects (post/redirect/get, flash toast), and
// the component that calls useForm is rendered with `key={location.key}` (useLeadFormPage gives
// it to lead pages). Each navigation, the redirect included, mounts a fresh form: default values,
// no messages. A reply with errors mounts the form with the reply's values and messages. No form
// clears itself in an effect, and no form reads navigation state to hide an old reply.

export type { FieldMeta, FormConstraint, FormResult } from "~/components/form/use-form";
export * from "./form/choice-fields";
export * from "./form/fields";
export * from "./form/person-fields";
export * from "./form/use-form";
