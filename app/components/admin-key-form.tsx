// The admin-setup form (spec sections 2 "Admin Panel", 5 "Admin"): user e-mail + secret key, both
// required. Shown on /admin/setup and in the third card of /admin.
import { useNavigation } from "@remix-run/react";
import { type FormConstraint, LeadForm, type LeadFormResult, useLeadForm } from "~/components/forms";
import { FieldError } from "~/components/staff";
import { inputAttributes } from "~/forms/lead-form";

export function AdminKeyForm({
  lastResult,
  defaultEmail,
  constraint,
}: {
  lastResult?: LeadFormResult | null;
  defaultEmail?: string;
  /** `adminKeyConstraint()` from the loader (forms/admin.server.ts). */
  constraint: FormConstraint;
}) {
  const navigation = useNavigation();
  // The rules (schemas/admin.ts) load on the form's first focus (ADR 0021).
  const [form, fields] = useLeadForm({
    id: "set-admin",
    schema: () => import("~/schemas/admin").then((m) => m.adminKeyFormSchema),
    constraint,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: { email: defaultEmail },
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "set-admin";
  return (
    <LeadForm form={form} method="post" className="staff-form">
      <input type="hidden" name="intent" value="set-admin" />
      <div className="field">
        <label htmlFor={fields.email.id}>User Email</label>
        <input
          {...inputAttributes(fields.email, { type: "email" })}
          autoComplete="off"
          aria-invalid={fields.email.errors ? true : undefined}
          aria-describedby={fields.email.errors ? fields.email.errorId : undefined}
        />
        <FieldError id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.adminKey.id}>Secret Key</label>
        <input
          {...inputAttributes(fields.adminKey, { type: "password" })}
          autoComplete="off"
          aria-invalid={fields.adminKey.errors ? true : undefined}
          aria-describedby={fields.adminKey.errors ? fields.adminKey.errorId : undefined}
        />
        <FieldError id={fields.adminKey.errorId} errors={fields.adminKey.errors} />
      </div>
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Setting admin role..." : "Set Admin Role"}
      </button>
    </LeadForm>
  );
}
