// The link from the verification e-mail (spec section 6). The token is one-time and expires after
// 24 hours; only its SHA-256 hash is stored. Opening the link only shows a page with a button:
// mail scanners and link previews that follow links must not use up the token, so only the POST
// from that page verifies (issue 12 item 7). Success or failure ends on /login with a toast.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { StaffErrorBoundary } from "~/components/staff";
import { verifyEmailToken } from "~/models/users.server";
import adminStyles from "~/styles/admin.css";
import { httpError, requireSameOrigin, requireSessionSecret } from "~/utils/auth.server";
import { BODY_TOO_LARGE_MESSAGE, readBodyWithLimit } from "~/utils/body-limit.server";
import { noStore } from "~/utils/cache.server";
import { redirectWithToast } from "~/utils/session.server";

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

const FAILED = {
  type: "error",
  title: "Verification failed",
  description: "This link is invalid, expired or already used. Sign up again to get a new link.",
} as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "E-Mail-Adresse bestätigen | Donau Estate" }, { name: "robots", content: "noindex" }];

// The URL carries the token: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": noStore });

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSessionSecret(context.env);
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  // A malformed link cannot be a token we sent: no page with a button that can only fail.
  if (!token.success) throw await redirectWithToast(context.env, request, "/login", FAILED);
  return { token: token.data };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSessionSecret(context.env);
  requireSameOrigin(request, context.env);
  const body = await readBodyWithLimit(request);
  if (!body) throw httpError(413, BODY_TOO_LARGE_MESSAGE);
  const token = tokenSchema.safeParse(new URLSearchParams(new TextDecoder().decode(body)).get("token"));
  const verified = token.success ? await verifyEmailToken(context.db, { token: token.data, now: context.now() }) : null;
  if (!verified) return redirectWithToast(context.env, request, "/login", FAILED);
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "E-mail verified",
    description: "Your e-mail address is verified. You can sign in now.",
  });
}

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        <h1>E-Mail-Adresse bestätigen</h1>
        <p>Bitte bestätigen Sie mit der Schaltfläche, dass diese E-Mail-Adresse Ihnen gehört. Danach können Sie sich anmelden.</p>
        {/* A plain document POST: works without JavaScript; only this POST uses up the token. */}
        <form method="post" action="/verify-email">
          <input type="hidden" name="token" value={token} />
          <button className="button" type="submit">
            E-Mail-Adresse bestätigen
          </button>
        </form>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
