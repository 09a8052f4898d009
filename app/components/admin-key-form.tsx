// The admin-setup form (spec sections 2 "Admin Panel", 5 "Admin"): user e-mail + secret key, both
// required. Shown on /admin/setup and in Team → Zugänge.
import { useLocation } from "react-router";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { AppForm, Field, SubmitButton } from "./form/fields";
import { useForm } from "./form/use-form";

/** What the key is and where it comes from: staff met an unexplained "Geheimer Schlüssel". */
export const ADMIN_KEY_HINT =
  "Das ist der Admin-Schlüssel, der beim Einrichten der Website auf dem Server hinterlegt wurde; Sie erhalten ihn von der Person, die die Website betreibt.";

interface AdminKeyFormProps {
  lastResult?: FormResult | null;
  defaultEmail?: string;
  /** `adminKeyConstraint()` from the loader (server/accounts/admin-forms.server.ts). */
  constraint: FormConstraint;
}

export function AdminKeyForm(props: AdminKeyFormProps) {
  // The reset convention (components/forms.tsx): a new location key gives an empty form.
  return <AdminKeyFormBody key={useLocation().key} {...props} />;
}

function AdminKeyFormBody({ lastResult, defaultEmail, constraint }: AdminKeyFormProps) {
  // The rules (lib/schemas/admin.ts) load on the form's first focus.
  const [form, fields] = useForm({
    id: "set-admin",
    schema: () => import("~/lib/schemas/admin").then((m) => m.adminKeyFormSchema),
    constraint,
    lastResult,
    defaultValue: { email: defaultEmail },
  });
  return (
    <AppForm form={form} className="staff-form">
      <Field meta={fields.email} label="E-Mail der Person" type="email" autoComplete="off" />
      <Field meta={fields.adminKey} label="Geheimer Schlüssel" type="password" autoComplete="off" hint={ADMIN_KEY_HINT} />
      <SubmitButton intent="set-admin" pendingLabel="Admin-Rechte werden vergeben...">
        Admin-Rechte vergeben
      </SubmitButton>
    </AppForm>
  );
}
