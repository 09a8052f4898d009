// /admin/inquiries/:id, the page's own action: one guard for all of its forms (POST, same origin,
// admin: requireAdminAction), the form read once, then by intent: "Besichtigung eintragen"
// (viewing.server.ts) or the Wiedervorlage (follow-up.server.ts). The status, "Zuständig" and the
// note post to the inbox's action.
import type { ActionFunctionArgs } from "react-router";
import { readStaffForm, requireAdminAction } from "~/server/accounts/auth.server";
import { followUpAction } from "./follow-up.server";
import { viewingAction } from "./viewing.server";

export async function action(args: ActionFunctionArgs) {
  const user = await requireAdminAction(args.request, args.context);
  const form = await readStaffForm(args.request);
  if (form.get("intent") === "viewing-book") return viewingAction(args, user, form);
  return followUpAction(args, user, form);
}
