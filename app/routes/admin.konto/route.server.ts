// /admin/konto, server half: the signed-in admin's own account (password, second factor, recovery
// codes). "Admin-Rechte vergeben" moved to Team → Zugänge: a "set-admin" POST here is an
// unknown action (400) and grants nothing. Every action checks the origin and the admin role
// (requireAdminAction) and names its form in `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { httpError, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { handlePasswordChange } from "./password.server";
import { confirmSetup, regenerateRecoveryCodes, secondFactorView, startSetup } from "./second-factor.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  return {
    email: user.email,
    secondFactor: await secondFactorView(context, user),
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
  throw httpError(400, "Unbekannte Aktion.");
}
