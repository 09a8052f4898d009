// The link from the verification e-mail (spec section 6). The token is one-time and expires after
// 24 hours; only its SHA-256 hash is stored. Opening the link only shows a page with a button:
// mail scanners and link previews that follow links must not use up the token, so only the POST
// from that page verifies (issue 12 item 7), and only with the password chosen at sign-up: a
// later sign-up for the same unverified address (someone else's password) cannot be confirmed by
// the owner's click (issue 12 item 1, ADR 0062). Success or failure ends on /login with a toast.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { verifyPassword } from "~/lib/password.server";
import { getPendingVerification, verifyEmailToken } from "~/models/users.server";
import adminStyles from "~/styles/admin.css";
import { httpError, requireSameOrigin, requireSessionSecret } from "~/utils/auth.server";
import { BODY_TOO_LARGE_MESSAGE, readBodyWithLimit } from "~/utils/body-limit.server";
import { noStore } from "~/utils/cache.server";
import { hitRateLimit } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/session.server";

const WRONG_PASSWORD =
  "Das Passwort passt nicht zu dieser Registrierung. Geben Sie das Passwort ein, das Sie bei der Registrierung gewählt haben. Haben Sie sich nicht selbst registriert, registrieren Sie sich bitte neu.";
const TOO_MANY_TRIES = "Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.";

/** A token we sent: base64url, 20-100 characters. (A zod schema here would ship zod, ~90 KB gzip, to the page.) */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
function parseToken(value: string | null): string | null {
  return value && TOKEN.test(value) ? value : null;
}

const FAILED = {
  type: "error",
  title: "Bestätigung fehlgeschlagen",
  description: "Dieser Link ist ungültig, abgelaufen oder schon verwendet. Registrieren Sie sich erneut, um einen neuen Link zu erhalten.",
} as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "E-Mail-Adresse bestätigen | Donau Estate" }, { name: "robots", content: "noindex" }];

// The URL carries the token: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": noStore });

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSessionSecret(context.env);
  const token = parseToken(new URL(request.url).searchParams.get("token"));
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
  if (!limit.allowed) return data({ error: TOO_MANY_TRIES }, { status: 429, headers: { "Cache-Control": noStore } });
  if (!(await verifyPassword(form.get("password") ?? "", pending.password))) {
    return data({ error: WRONG_PASSWORD }, { status: 400, headers: { "Cache-Control": noStore } });
  }
  const verified = await verifyEmailToken(context.db, { token, now });
  if (!verified) return redirectWithToast(context.env, request, "/login", FAILED);
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "E-Mail-Adresse bestätigt",
    description: "Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.",
  });
}

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  // The action answers a redirect or `{ error }` (a redirect never reaches the component).
  const error = useActionData<{ error: string }>()?.error ?? null;
  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        <h1>E-Mail-Adresse bestätigen</h1>
        <p>
          Bitte geben Sie das Passwort ein, das Sie bei der Registrierung gewählt haben, und bestätigen Sie, dass diese E-Mail-Adresse Ihnen
          gehört. Danach können Sie sich anmelden.
        </p>
        {error ? (
          <p id="verify-error" className="form-errors" role="alert">
            {error}
          </p>
        ) : null}
        {/* A plain document POST: works without JavaScript; only this POST uses up the token. */}
        {/* The token stays in the action URL too, so a wrong password re-renders this page. */}
        <form method="post" action={`/verify-email?token=${encodeURIComponent(token)}`} className="staff-form">
          <input type="hidden" name="token" value={token} />
          <label htmlFor="verify-password">Passwort</label>
          <input
            id="verify-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "verify-error" : undefined}
          />
          <button className="button" type="submit">
            E-Mail-Adresse bestätigen
          </button>
        </form>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
