// /login/neues-passwort, server half: the link from the reset e-mail. Opening it only
// shows the form (mail scanners that follow links use nothing up); the POST checks origin, link
// and the password rules, then sets the password and sends the user to sign in, second factor
// included. A link that is unknown, expired or used answers 410 with the way to a new one.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { newPasswordSchema } from "~/lib/schemas/credentials";
import { readStaffForm, requireSameOrigin, requireSessionSecret } from "~/server/accounts/auth.server";
import { completePasswordReset, getResetAccount, parseResetToken } from "~/server/accounts/password-reset.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { clientAddress } from "~/server/http/rate-limit.server";
import { formConstraint } from "~/server/leads/submit.server";

const LINK_GONE = { linkGone: true as const };
const HIDDEN = { hideFields: ["password", "passwordRepeat"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSessionSecret(context.env);
  const token = parseResetToken(requestUrl(request).searchParams.get("token"));
  const account = await getResetAccount(context, token);
  if (!token || !account) return data(LINK_GONE, { status: 410 });
  return { linkGone: false as const, token, email: account.email, constraint: formConstraint(newPasswordSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSessionSecret(context.env);
  requireSameOrigin(request, context.env);
  const formData = await readStaffForm(request, 4096);
  const token = parseResetToken(formData.get("token"));
  const account = await getResetAccount(context, token);
  if (!token || !account) return data(LINK_GONE, { status: 410 });
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(HIDDEN) }, { status: 400 });
  const outcome = await completePasswordReset(context, {
    token,
    account,
    password: submission.value.password,
    client: clientAddress(request),
  });
  if (!outcome.ok && outcome.reason === "link") return data(LINK_GONE, { status: 410 });
  if (!outcome.ok) return data({ result: submission.reply({ ...HIDDEN, fieldErrors: { password: [outcome.message] } }) }, { status: 400 });
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "Passwort zurückgesetzt",
    description: "Ihr neues Passwort gilt ab sofort. Bitte melden Sie sich damit an.",
  });
}
