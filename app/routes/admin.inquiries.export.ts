// POST /admin/inquiries/export: one person's stored data as a JSON download (GDPR Art. 15,
// DESIGN.md section 6). Posted as a plain document form from the inquiry inbox; same guard as
// every admin action (origin, then admin).
import type { ActionFunctionArgs } from "react-router";
import { readStaffForm, requireAdminAction } from "~/server/accounts/auth.server";
import { exportPersonData } from "~/server/leads/inbox.queries.server";
import { PERSON_EMAIL_MESSAGE, personEmailSchema } from "./admin.inquiries/person-email";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdminAction(request, context);
  const form = await readStaffForm(request);
  const email = personEmailSchema.safeParse(typeof form.get("email") === "string" ? form.get("email") : "");
  if (!email.success) {
    return new Response(PERSON_EMAIL_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const now = context.now();
  const exported = await exportPersonData(context.db, { email: email.data, now });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personendaten-${now.toISOString().slice(0, 10)}.json"`,
    },
  });
}
