// The link from the verification e-mail (spec section 6). The token is one-time and expires after
// 24 hours; only its SHA-256 hash is stored. Opening the link only shows a page with a button:
// mail scanners and link previews that follow links must not use up the token, so only the POST
// from that page verifies, and only with the password chosen at sign-up: a
// later sign-up for the same unverified address (someone else's password) cannot be confirmed by
// the owner's click. Success or failure ends on /login with a toast.
import { type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import adminStyles from "~/styles/admin.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "E-Mail-Adresse bestätigen | Donau Estate" }, { name: "robots", content: "noindex" }];

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
