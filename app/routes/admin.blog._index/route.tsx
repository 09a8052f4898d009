// /admin/blog: the list of posts with status, publish date and
// category; publish/unpublish in place (posted to the post's editor route), edit, delete.
import { Form, Link, type LinksFunction, type MetaFunction, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StaffTableScroller } from "~/components/staff-table-scroller";
import adminBlogStyles from "~/styles/admin-blog.css?url";
import type { loader } from "./route.server";

export { loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminBlogStyles }];

export const meta: MetaFunction = () => [{ title: "Blog | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminBlogList() {
  const { posts } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <section className="admin-blog">
      <h1>Blog</h1>
      <p className="staff-actions">
        <Link className="button" to="/admin/blog/neu">
          Neuer Beitrag
        </Link>
      </p>
      {posts.length === 0 ? (
        <p>Noch keine Beiträge.</p>
      ) : (
        <StaffTableScroller label="Beiträge">
          <table className="staff-table staff-stack-table admin-blog-list">
            <caption>Ihre Beiträge, die neuesten zuerst. Zum Bearbeiten auf den Titel klicken.</caption>
            <thead>
              <tr>
                <th scope="col">Titel</th>
                <th scope="col">Status</th>
                <th scope="col">Veröffentlichung</th>
                <th scope="col">Kategorie</th>
                <th scope="col">Aktionen</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => {
                const path = `/admin/blog/${encodeURIComponent(post.id)}`;
                const busy = navigation.state === "submitting" && navigation.formAction === path;
                return (
                  <tr key={post.id} data-status={post.status}>
                    <td data-label="Titel">
                      <Link to={path}>{post.title}</Link>
                    </td>
                    <td data-label="Status">
                      <span className={`staff-badge${post.status === "published" ? " staff-badge-success" : ""}`}>
                        {post.status === "draft" ? "Entwurf" : post.scheduled ? "Geplant" : "Veröffentlicht"}
                      </span>
                    </td>
                    <td data-label="Veröffentlichung">{post.date}</td>
                    <td data-label="Kategorie">{post.category || "–"}</td>
                    <td className="admin-blog-actions" data-label="Aktionen">
                      <div className="admin-blog-action-row">
                        <Form method="post" action={path}>
                          <input type="hidden" name="intent" value={post.status === "published" ? "unpublish" : "publish"} />
                          <input type="hidden" name="zurueck" value="liste" />
                          {/* Quiet row actions: the title is the row's main link. */}
                          <button className="admin-blog-row-action" type="submit" disabled={busy}>
                            {post.status === "published" ? "Zurückziehen" : "Veröffentlichen"}
                            <span className="staff-sr-only">{`: ${post.title}`}</span>
                          </button>
                        </Form>
                        <Link className="admin-blog-row-action admin-blog-row-delete" to={`${path}/loeschen`}>
                          Löschen<span className="staff-sr-only">{`: ${post.title}`}</span>
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </StaffTableScroller>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
