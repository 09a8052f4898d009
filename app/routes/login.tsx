// Login / Sign Up (spec leads-legal-admin.md sections 2 "Login / Sign Up", 6, 8 "Authentication").
// One page, two modes: `?mode=signup` switches the labels and the action, so the toggle is a plain
// link and works without JavaScript.
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LeadForm, type LeadFormResult, useLeadForm } from "~/components/forms";
import { FieldError } from "~/components/staff";
import { inputAttributes } from "~/forms/lead-form";
import { loginConstraint, parseLoginForm, readLoginMode } from "~/forms/login.server";
import { createUser, getUserByEmail, replaceUnverifiedSignup } from "~/models/users.server";
import adminStyles from "~/styles/admin.css";
import {
  createAuthenticator,
  createUserSession,
  getStaffUser,
  httpError,
  RATE_LIMIT_PER_ADDRESS,
  RATE_WINDOW_SECONDS,
  requireSameOrigin,
  safeRedirectTo,
  TOO_MANY_ATTEMPTS,
} from "~/utils/auth.server";
import { BODY_TOO_LARGE_MESSAGE, withLimitedBody } from "~/utils/body-limit.server";
import { noStore } from "~/utils/cache.server";
import { hashPassword, randomToken } from "~/utils/password.server";
import { clientAddress, hitRateLimit } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/session.server";
import { queueVerificationEmail } from "~/utils/verification-mail.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.mode === "signup" ? "Sign Up | Donau Estate" : "Login | Donau Estate" },
  { name: "robots", content: "noindex" },
];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": noStore });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  // Spec: a signed-in user is sent on to the admin area.
  if (await getStaffUser(request, context)) throw redirect(redirectTo);
  return { mode: readLoginMode(url.searchParams.get("mode")), redirectTo, constraint: loginConstraint() };
}

// Sign-up mails per target address (issue 12 item 1): whoever types someone's address cannot
// flood that inbox, nor keep replacing the pending sign-up faster than its owner can react.
export const SIGNUP_MAILS_PER_ADDRESS = 3;
export const SIGNUP_MAIL_WINDOW_SECONDS = 60 * 60;

export async function action({ request: original, context }: ActionFunctionArgs) {
  requireSameOrigin(original, context.env);
  // The form is a few hundred bytes: a larger body is refused before it is buffered (issue 12 item 7).
  const request = await withLimitedBody(original);
  if (!request) throw httpError(413, BODY_TOO_LARGE_MESSAGE);
  // A body that is no form at all is the sender's mistake: 400, not 500.
  const formData = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!formData) throw httpError(400, "Ungültige Anfrage.");
  const submission = parseLoginForm(formData);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { mode, email, password } = submission.value;
  const redirectTo = safeRedirectTo(submission.value.redirectTo);

  if (mode === "signin") {
    const outcome = await createAuthenticator(context).authenticate("login", request);
    if (!outcome.ok) {
      return data(
        { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
        {
          status: outcome.reason === "rate-limited" ? 429 : 401,
        },
      );
    }
    return createUserSession(context, { userId: outcome.user.id, redirectTo });
  }

  // Sign-up: rate-limited per address like sign-in, so the form cannot be used to flood inboxes.
  const now = context.now();
  const limit = await hitRateLimit(context.db, {
    key: `signup:ip:${clientAddress(request)}`,
    limit: RATE_LIMIT_PER_ADDRESS,
    windowSeconds: RATE_WINDOW_SECONDS,
    now,
  });
  if (!limit.allowed)
    return data({ result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields: ["password"] }) }, { status: 429 });

  const perTarget = await hitRateLimit(context.db, {
    key: `signup:email:${email}`,
    limit: SIGNUP_MAILS_PER_ADDRESS,
    windowSeconds: SIGNUP_MAIL_WINDOW_SECONDS,
    now,
  });
  if (!perTarget.allowed)
    return data({ result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields: ["password"] }) }, { status: 429 });

  try {
    await storeSignup(context, { email, password, now });
  } catch (error) {
    // Spec section 8: 'Sign up failed' with the default 'An error occurred during authentication.'
    console.warn(JSON.stringify({ route: "login", mode, error: String(error) }));
    return data(
      { result: submission.reply({ formErrors: [AUTHENTICATION_ERROR], hideFields: ["password"] }) },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "Sign up successful",
    description: "Please check your email to verify your account",
  });
}

/** The spec's default text when authentication fails for a reason the visitor cannot fix. */
const AUTHENTICATION_ERROR = "An error occurred during authentication.";

async function storeSignup(context: AppLoadContext, { email, password, now }: { email: string; password: string; now: Date }) {
  const token = randomToken();
  const passwordHash = await hashPassword(password);
  const created = await createUser(context.db, { d1: context.env.DB, email, password: passwordHash, token, now });
  if (!created) {
    // Known address: an unverified account takes this sign-up's password and only this link
    // (earlier passwords and links stop working); a verified one gets nothing. The answer is the
    // same either way, so the form does not reveal who has an account.
    const existing = await getUserByEmail(context.db, email);
    if (
      existing &&
      !existing.emailVerifiedAt &&
      (await replaceUnverifiedSignup(context.db, { d1: context.env.DB, userId: existing.id, password: passwordHash, token, now }))
    ) {
      await queueVerificationEmail(context, { email, token });
    }
  } else {
    await queueVerificationEmail(context, { email, token });
  }
}

export default function Login() {
  const { mode, redirectTo, constraint } = useLoaderData<typeof loader>();
  // The action either redirects or answers { result } for the form.
  const lastResult = useActionData<{ result: LeadFormResult }>()?.result;
  const navigation = useNavigation();
  const signup = mode === "signup";
  // zod and the rules load on the form's first focus (ADR 0021).
  const [form, fields] = useLeadForm({
    id: `login-${mode}`,
    schema: () => import("~/schemas/credentials").then((m) => m.loginFormSchema),
    constraint,
    lastResult: navigation.state === "idle" ? lastResult : null,
  });
  const busy = navigation.state === "submitting";
  const otherMode = new URLSearchParams({ mode: signup ? "signin" : "signup" });
  if (redirectTo !== "/admin") otherMode.set("redirectTo", redirectTo);

  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        <h1>{signup ? "Sign Up" : "Login"}</h1>
        <p>{signup ? "Create a staff account. You will get an e-mail to verify your address." : "Sign in to the admin area."}</p>
        <LeadForm form={form} method="post" aria-describedby={form.errors ? form.errorId : undefined}>
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <div className="field">
            <label htmlFor={fields.email.id}>Email</label>
            <input
              {...inputAttributes(fields.email, { type: "email" })}
              autoComplete="email"
              aria-invalid={fields.email.errors ? true : undefined}
              aria-describedby={fields.email.errors ? fields.email.errorId : undefined}
            />
            <FieldError id={fields.email.errorId} errors={fields.email.errors} />
          </div>
          <div className="field">
            <label htmlFor={fields.password.id}>Password</label>
            <input
              {...inputAttributes(fields.password, { type: "password" })}
              autoComplete={signup ? "new-password" : "current-password"}
              aria-invalid={fields.password.errors ? true : undefined}
              aria-describedby={fields.password.errors ? fields.password.errorId : undefined}
            />
            <FieldError id={fields.password.errorId} errors={fields.password.errors} />
          </div>
          {form.errors ? (
            <p className="staff-alert staff-alert-error" id={form.errorId} role="alert">
              <strong>{signup ? "Sign up failed" : "Login failed"}</strong> {form.errors.join(" ")}
            </p>
          ) : null}
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Please wait..." : signup ? "Sign Up" : "Sign In"}
          </button>
        </LeadForm>
        <p className="staff-toggle">
          {signup ? "Already have an account? " : "Don't have an account? "}
          <Link to={`/login?${otherMode}`}>{signup ? "Sign In" : "Sign Up"}</Link>
        </p>
        <p className="staff-hint">
          Signed in but not an admin yet? Use the <Link to="/admin/setup">admin setup</Link> with the secret key.
        </p>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
