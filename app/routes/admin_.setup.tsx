// /admin/setup: how the first admin is made (spec section 6: the user registers first via the
// login page, then grants the role with the secret key). Needs a signed-in user, not an admin:
// see docs/decisions/0061-admin-setup-route.md. Named admin_.setup so it stays outside the admin
// layout (routes/admin.tsx), whose loader requires the admin role.

import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { AdminKeyForm } from "~/components/admin-key-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { FormResult } from "~/components/form/use-form";
import { adminKeyConstraint } from "~/server/accounts/admin-forms.server";
import { handleAdminKey } from "~/server/accounts/admin-key.server";
import { keepSessionAfterRoleChange, readStaffForm, requireSameOrigin, requireUser } from "~/server/accounts/auth.server";
import adminStyles from "~/styles/admin.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Admin-Einrichtung | Donau Estate" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { email: user.email, isAdmin: user.isAdmin, constraint: adminKeyConstraint() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw redirect("/admin/setup");
  requireSameOrigin(request, context.env);
  const user = await requireUser(request, context);
  const formData = await readStaffForm(request);
  const response = await handleAdminKey(request, context, {
    formData,
    actor: { id: user.id, email: user.email },
    failureTo: "/admin/setup",
    // Granting oneself the role makes the Admin Panel the next step.
    successTo: (grantedEmail) => (user.isAdmin || grantedEmail === user.email ? "/admin" : "/admin/setup"),
  });
  // The role change ended the user's sessions; this one, which proved the key, goes on.
  return keepSessionAfterRoleChange(context, request, user.id, response);
}

export default function AdminSetup() {
  const { email, isAdmin, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result?: FormResult }>();
  return (
    <section className="container staff-page">
      <header className="staff-header">
        <div>
          <h1>Admin-Einrichtung</h1>
          <p>
            Angemeldet als <strong>{email}</strong>
          </p>
        </div>
        {/* A full document POST: a client-side submit would first revalidate this guarded page. */}
        <Form method="post" action="/logout" reloadDocument>
          <button className="button button-secondary" type="submit">
            Abmelden
          </button>
        </Form>
      </header>
      <div className="card staff-card">
        <h2>Admin-Rechte vergeben</h2>
        <p>Geben Sie die E-Mail-Adresse eines registrierten, bestätigten Kontos und den geheimen Admin-Schlüssel ein.</p>
        <AdminKeyForm lastResult={actionData?.result ?? null} defaultEmail={email} constraint={constraint} />
        {isAdmin ? (
          <p className="staff-hint">
            Sie sind Admin: <Link to="/admin">zur Übersicht</Link>.
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
