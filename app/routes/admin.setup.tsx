// /admin/setup: how the first admin is made (spec section 6: the user registers first via the
// login page, then grants the role with the secret key). Needs a signed-in user, not an admin:
// see docs/decisions/0061-admin-setup-route.md.

import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminKeyForm } from "~/components/admin-key-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { LeadFormResult } from "~/components/forms";
import { adminKeyConstraint } from "~/forms/admin.server";
import adminStyles from "~/styles/admin.css";
import { handleAdminKey } from "~/utils/admin-key.server";
import { keepSessionAfterRoleChange, requireSameOrigin, requireUser } from "~/utils/auth.server";
import { noStore } from "~/utils/cache.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Admin Setup | Donau Estate" }, { name: "robots", content: "noindex" }];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": noStore });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { email: user.email, isAdmin: user.isAdmin, constraint: adminKeyConstraint() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw redirect("/admin/setup");
  requireSameOrigin(request, context.env);
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const response = await handleAdminKey(request, context, {
    formData,
    failureTo: "/admin/setup",
    // Granting oneself the role makes the Admin Panel the next step.
    successTo: (grantedEmail) => (user.isAdmin || grantedEmail === user.email ? "/admin" : "/admin/setup"),
  });
  // The role change ended the user's sessions (ADR 0062); this one, which proved the key, goes on.
  return keepSessionAfterRoleChange(context, request, user.id, response);
}

export default function AdminSetup() {
  const { email, isAdmin, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result?: LeadFormResult }>();
  return (
    <section className="container staff-page">
      <header className="staff-header">
        <div>
          <h1>Admin Setup</h1>
          <p>
            Signed in as <strong>{email}</strong>
          </p>
        </div>
        {/* A full document POST: a client-side submit would first revalidate this guarded page. */}
        <Form method="post" action="/logout" reloadDocument>
          <button className="button button-secondary" type="submit">
            Sign Out
          </button>
        </Form>
      </header>
      <div className="card staff-card">
        <h2>Grant the admin role</h2>
        <p>Enter the e-mail of a registered, verified user and the secret admin key.</p>
        <AdminKeyForm lastResult={actionData?.result ?? null} defaultEmail={email} constraint={constraint} />
        {isAdmin ? (
          <p className="staff-hint">
            You are an admin: <Link to="/admin">open the Admin Panel</Link>.
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
