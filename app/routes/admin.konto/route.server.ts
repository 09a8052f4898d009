// /admin/konto, server half: the signed-in admin's own account and the admin-key form that makes a
// colleague an admin (ADR 0365). Every action checks the origin and the admin role
// (requireAdminAction) and names its form in `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { adminKeyConstraint } from "~/server/accounts/admin-forms.server";
import { handleAdminKey } from "~/server/accounts/admin-key.server";
import { httpError, keepSessionAfterRoleChange, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { handlePasswordChange } from "./password.server";
import { confirmSetup, regenerateRecoveryCodes, secondFactorView, startSetup } from "./second-factor.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  return {
    email: user.email,
    secondFactor: await secondFactorView(context, user),
    // Konto is the one admin page open before the second factor is set up; granting the role is not (V6.3.3).
    adminKey: user.totpEnabled ? adminKeyConstraint() : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const formData = await readStaffForm(request);
  const intent = formData.get("intent");
  if (intent === "change-password") return handlePasswordChange(request, context, user, formData);
  if (intent === "totp-start") return startSetup(request, context, user);
  if (intent === "totp-confirm") return confirmSetup(request, context, user, formData);
  if (intent === "recovery-codes") return regenerateRecoveryCodes(request, context, user, formData);
  if (intent === "set-admin") {
    // Konto takes an admin without a second factor (to set it up); granting the role waits for it (V6.3.3).
    if (!user.totpEnabled) throw httpError(403, "Richten Sie zuerst die Zwei-Faktor-Anmeldung ein.");
    const actor = { id: user.id, email: user.email };
    const response = await handleAdminKey(request, context, {
      formData,
      actor,
      failureTo: "/admin/konto",
      successTo: () => "/admin/konto",
    });
    // Granting oneself the role (an ADMIN_EMAILS admin) ends one's sessions; keep this one.
    return keepSessionAfterRoleChange(context, request, user.id, response);
  }
  throw httpError(400, "Unbekannte Aktion.");
}
