// Login / Sign Up (spec leads-legal-admin.md sections 2 "Login / Sign Up", 6, 8 "Authentication").
// One page, two modes: `?mode=signup` switches the labels and the action, so the toggle is a plain
// link and works without JavaScript.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppForm, Field, SubmitButton } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import type { FormConstraint, FormResult } from "~/forms/lead-form";
import { loginConstraint, readLoginMode, submitLogin } from "~/forms/login.server";
import adminStyles from "~/styles/admin.css";
import { getStaffUser, safeRedirectTo } from "~/utils/auth.server";
import { noStore } from "~/utils/cache.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.mode === "signup" ? "Sign Up | Donau Estate" : "Login | Donau Estate" },
  { name: "robots", content: "noindex" },
];

// Staff pages carry personal data and a session: never cached anywhere.
// A slowed-down sign-in says how long to wait (ADR 0105).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  const headers: Record<string, string> = { "Cache-Control": noStore };
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  // Spec: a signed-in user is sent on to the admin area.
  if (await getStaffUser(request, context)) throw redirect(redirectTo);
  return { mode: readLoginMode(url.searchParams.get("mode")), redirectTo, constraint: loginConstraint() };
}

export const action = ({ request, context }: ActionFunctionArgs) => submitLogin(request, context);

export default function Login() {
  const { mode, redirectTo, constraint } = useLoaderData<typeof loader>();
  // The action either redirects or answers { result } for the form.
  const lastResult = useActionData<{ result: FormResult }>()?.result ?? null;
  const location = useLocation();
  const signup = mode === "signup";
  const otherMode = new URLSearchParams({ mode: signup ? "signin" : "signup" });
  if (redirectTo !== "/admin") otherMode.set("redirectTo", redirectTo);

  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        <h1>{signup ? "Sign Up" : "Login"}</h1>
        <p>{signup ? "Create a staff account. You will get an e-mail to verify your address." : "Sign in to the admin area."}</p>
        <LoginForm key={location.key} mode={mode} redirectTo={redirectTo} constraint={constraint} lastResult={lastResult} />
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

function LoginForm({
  mode,
  redirectTo,
  constraint,
  lastResult,
}: {
  mode: "signin" | "signup";
  redirectTo: string;
  constraint: FormConstraint;
  lastResult: FormResult | null;
}) {
  const signup = mode === "signup";
  // zod and the rules load on the form's first focus (ADR 0021).
  const [form, fields] = useForm({
    id: `login-${mode}`,
    schema: () => import("~/schemas/credentials").then((m) => m.loginFormSchema),
    constraint,
    lastResult,
  });
  return (
    <AppForm form={form}>
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
      <Field meta={fields.password} label="Password" type="password" autoComplete={signup ? "new-password" : "current-password"} />
      {form.errors ? (
        <p className="staff-alert staff-alert-error" id={form.errorId} role="alert">
          <strong>{signup ? "Sign up failed" : "Login failed"}</strong> {form.errors.join(" ")}
        </p>
      ) : null}
      <SubmitButton pendingLabel="Please wait...">{signup ? "Sign Up" : "Sign In"}</SubmitButton>
    </AppForm>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
