// Login / Sign Up (spec leads-legal-admin.md sections 2 "Login / Sign Up", 6, 8 "Authentication"),
// in German (ADR 0013 lists each spec string and its German text).
// One page, two modes: `?mode=signup` switches the labels and the action, so the toggle is a plain
// link and works without JavaScript.
import { Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData, useLocation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppForm, Field, StaffFormAlert, SubmitButton } from "~/components/form/fields";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { useForm } from "~/components/form/use-form";
import adminStyles from "~/styles/admin.css?url";
import type { loader } from "./route.server";

export { action, headers, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: data?.mode === "signup" ? "Registrieren | Donau Estate" : "Anmelden | Donau Estate" },
  { name: "robots", content: "noindex" },
];

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
        <h1>{signup ? "Registrieren" : "Anmelden"}</h1>
        <p>
          {signup
            ? "Legen Sie ein Konto für Mitarbeitende an. Sie erhalten eine E-Mail, um Ihre Adresse zu bestätigen."
            : "Nur für Mitarbeitende von Donau Estate: Melden Sie sich für den Verwaltungsbereich an."}
        </p>
        <LoginForm key={location.key} mode={mode} redirectTo={redirectTo} constraint={constraint} lastResult={lastResult} />
        <p className="staff-toggle">
          {signup ? "Sie haben schon ein Konto? " : "Neu im Team? "}
          <Link to={`/login?${otherMode}`}>{signup ? "Anmelden" : "Registrieren"}</Link>
        </p>
      </div>
      {/* A visitor who looked for an account to save listings: none is needed (review 58). */}
      {signup ? null : (
        <p className="staff-auth-visitor">
          Sie suchen eine Immobilie? Ihre <Link to="/merkliste">Merkliste</Link> funktioniert ohne Konto, und die{" "}
          <Link to="/immobilien">Immobiliensuche</Link> steht allen offen.
        </p>
      )}
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
  // zod and the rules load on the form's first focus.
  const [form, fields] = useForm({
    id: `login-${mode}`,
    schema: () => import("~/lib/schemas/credentials").then((m) => m.loginFormSchema),
    constraint,
    lastResult,
  });
  return (
    <AppForm form={form} className="staff-form">
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
      <Field meta={fields.password} label="Passwort" type="password" autoComplete={signup ? "new-password" : "current-password"} />
      <StaffFormAlert form={form} title={signup ? "Registrierung fehlgeschlagen" : "Anmeldung fehlgeschlagen"} />
      <SubmitButton pendingLabel="Bitte warten …">{signup ? "Registrieren" : "Anmelden"}</SubmitButton>
      {signup ? null : (
        <p className="staff-hint">
          <Link to="/login/passwort-vergessen">Passwort vergessen?</Link>
        </p>
      )}
    </AppForm>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
