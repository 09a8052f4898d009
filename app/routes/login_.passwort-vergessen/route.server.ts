// /login/passwort-vergessen, server half: read the address, check origin and the
// limits, start the reset, and answer with the same confirmation for every address.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { passwordResetRequestSchema } from "~/lib/schemas/credentials";
import { getStaffUser, readStaffForm, requireSameOrigin } from "~/server/accounts/auth.server";
import { RESET_TOO_MANY, requestPasswordReset, resetRequestAllowed } from "~/server/accounts/password-reset.server";
import { clientAddress } from "~/server/http/rate-limit.server";
import { formConstraint } from "~/server/leads/submit.server";

/** Set after a request; the page then shows the confirmation instead of the form. */
export const REQUESTED_FLAG = "angefordert";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Whoever is signed in changes the password on /admin/konto.
  if (await getStaffUser(request, context)) throw redirect("/admin/konto");
  const requested = requestUrl(request).searchParams.has(REQUESTED_FLAG);
  return { requested, constraint: formConstraint(passwordResetRequestSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context.env);
  const formData = await readStaffForm(request, 4096);
  const submission = parseWithZod(formData, { schema: passwordResetRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { email } = submission.value;
  const client = clientAddress(request);
  if (!(await resetRequestAllowed(context, { email, client }))) {
    return data({ result: submission.reply({ formErrors: [RESET_TOO_MANY] }) }, { status: 429 });
  }
  requestPasswordReset(context, { email, client });
  // Post/redirect/get: the same page and words for every address (no account enumeration).
  return redirect(`/login/passwort-vergessen?${REQUESTED_FLAG}`, 303);
}
