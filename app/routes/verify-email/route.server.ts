// /verify-email, server half (spec section 6): the loader shows the page only for a
// well-formed token, the action checks the password chosen at sign-up before it uses up the token
// (route.tsx says why only the POST verifies).

import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requestUrl } from "~/lib/request-url";
import { httpError, requireSameOrigin, requireSessionSecret } from "~/server/accounts/auth.server";
import { verifyPassword } from "~/server/accounts/password.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { getPendingVerification, verifyEmailToken } from "~/server/accounts/users.queries.server";
import { BODY_TOO_LARGE_MESSAGE, readBodyWithLimit } from "~/server/http/body-limit.server";
import { hitRateLimit } from "~/server/http/rate-limit.server";

const WRONG_PASSWORD =
  "Das Passwort passt nicht zu dieser Registrierung. Geben Sie das Passwort ein, das Sie bei der Registrierung gewählt haben. Haben Sie sich nicht selbst registriert, registrieren Sie sich bitte neu.";
const TOO_MANY_TRIES = "Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.";

/** A token we sent: base64url, 20-100 characters; anything else cannot verify. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

function parseToken(value: string | null): string | null {
  const token = tokenSchema.safeParse(value);
  return token.success ? token.data : null;
}

const FAILED = {
  type: "error",
  title: "Bestätigung fehlgeschlagen",
  description: "Dieser Link ist ungültig, abgelaufen oder schon verwendet. Registrieren Sie sich erneut, um einen neuen Link zu erhalten.",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSessionSecret(context.env);
  const token = parseToken(requestUrl(request).searchParams.get("token"));
  // A malformed link cannot be a token we sent: no page with a button that can only fail.
  if (!token) throw await redirectWithToast(context.env, request, "/login", FAILED);
  return { token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSessionSecret(context.env);
  requireSameOrigin(request, context.env);
  const body = await readBodyWithLimit(request);
  if (!body) throw httpError(413, BODY_TOO_LARGE_MESSAGE);
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const token = parseToken(form.get("token"));
  const now = context.now();
  const pending = token ? await getPendingVerification(context.db, { token, now }) : null;
  if (!token || !pending) return redirectWithToast(context.env, request, "/login", FAILED);
  // The password is checked before the token is used up; guesses are limited per account.
  const limit = await hitRateLimit(context.db, { key: `verify:${pending.userId}`, limit: 10, windowSeconds: 15 * 60, now });
  if (!limit.allowed) return data({ error: TOO_MANY_TRIES }, { status: 429 });
  if (!(await verifyPassword(form.get("password") ?? "", pending.password))) {
    return data({ error: WRONG_PASSWORD }, { status: 400 });
  }
  const verified = await verifyEmailToken(context.db, { token, now });
  if (!verified) return redirectWithToast(context.env, request, "/login", FAILED);
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "E-Mail-Adresse bestätigt",
    description: "Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.",
  });
}
