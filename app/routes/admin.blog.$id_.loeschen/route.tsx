// /admin/blog/:id/loeschen: 'really delete?' as its own page, so the
// confirmation step works without JavaScript.
import { Form, Link, type LinksFunction, type MetaFunction, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import adminBlogStyles from "~/styles/admin-blog.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminBlogStyles }];

export const meta: MetaFunction = () => [{ title: "Beitrag löschen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminBlogDelete() {
  const { id, title, status } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="admin-blog">
      <h1>Beitrag löschen</h1>
      <div className="card staff-card">
        <p>
          Möchten Sie den Beitrag <strong>„{title}“</strong> endgültig löschen?
          {status === "published" ? " Er ist veröffentlicht und verschwindet sofort von der Website." : ""} Das kann nicht rückgängig
          gemacht werden.
        </p>
        <Form method="post" className="staff-actions">
          <button className="button admin-blog-danger" type="submit" disabled={busy}>
            Endgültig löschen
          </button>
          <Link className="button button-secondary" to={`/admin/blog/${encodeURIComponent(id)}`}>
            Abbrechen
          </Link>
        </Form>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
