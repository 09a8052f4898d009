// The admin-setup form (spec sections 2 "Admin Panel", 5 "Admin"): user e-mail + secret key, both
// required. Shown on /admin/setup and in the third card of /admin.
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { FieldError } from "~/components/staff";

// The browser copy of the server schema (utils/admin-key.server.ts), for constraints and onBlur checks.
const schema = z.object({
  intent: z.literal("set-admin"),
  email: z.string({ error: "User e-mail is required." }).trim().email("Please enter a valid e-mail address."),
  adminKey: z.string({ error: "Secret key is required." }).min(1, "Secret key is required.").max(256, "Secret key is too long."),
});

export function AdminKeyForm({ lastResult, defaultEmail }: { lastResult?: SubmissionResult<string[]> | null; defaultEmail?: string }) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: "set-admin",
    lastResult: navigation.state === "idle" ? lastResult : null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    defaultValue: { email: defaultEmail },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "set-admin";
  return (
    <Form method="post" {...getFormProps(form)} className="staff-form">
      <input type="hidden" name="intent" value="set-admin" />
      <div className="field">
        <label htmlFor={fields.email.id}>User Email</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="off"
          aria-invalid={fields.email.errors ? true : undefined}
          aria-describedby={fields.email.errors ? fields.email.errorId : undefined}
        />
        <FieldError id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.adminKey.id}>Secret Key</label>
        <input
          {...getInputProps(fields.adminKey, { type: "password" })}
          autoComplete="off"
          aria-invalid={fields.adminKey.errors ? true : undefined}
          aria-describedby={fields.adminKey.errors ? fields.adminKey.errorId : undefined}
        />
        <FieldError id={fields.adminKey.errorId} errors={fields.adminKey.errors} />
      </div>
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Setting admin role..." : "Set Admin Role"}
      </button>
    </Form>
  );
}
