// Blog list (public-site.md, Blog): 'Unser Immobilien-Blog', a 3-column grid from medium width
// of 16:9 cards with category, title, teaser and 'Weiterlesen' to /blog/{id}; newest first. Each
// card shows its publish date like the post ('dd. MMMM yyyy') and is one link: the title's, laid
// over the whole card (content.css), so a screen reader hears six titles, not six 'Weiterlesen'.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ContentHero } from "~/components/content/sections";
import { StructuredData } from "~/components/structured-data";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { formatLongDate } from "~/lib/format";
import { breadcrumbList } from "~/lib/json-ld";
import { BLOG_CARD_SIZES } from "~/lib/responsive-image";
import { staticPage } from "~/lib/route-handle";
import { blogPostImage, listBlogPosts, viennaToday } from "~/server/blog/queries.server";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  // Spec section 8, 'Blog fetch error': logged only, the page shows the empty list.
  const rows = await listBlogPosts(context.db, { today: viennaToday(context.now()) }).catch((error) => {
    console.warn(JSON.stringify({ route: "blog._index", error: String(error) }));
    return [];
  });
  // Uploaded pictures come as WebP variants from /bilder/, the seed's from /images/blog/.
  const posts = rows.map(({ image, image_url, ...post }) => ({
    ...post,
    // Austrian month names ("05. Jänner 2026"), as on the post page (blog.$id.tsx).
    date: formatLongDate(post.published_at) ?? post.published_at,
    image: blogPostImage({ image, image_url }, BLOG_CARD_SIZES),
  }));
  const siteUrl = context.env.SITE_URL;
  return {
    posts,
    seo: pageSeo(siteUrl, {
      path: "/blog",
      title: withBrand("Unser Immobilien-Blog"),
      description: "Unsere neuesten Immobilien-Insights und Artikel",
    }),
    breadcrumbs: breadcrumbList(siteUrl, [
      { name: "Startseite", path: "/" },
      { name: "Blog", path: "/blog" },
    ]),
  };
}

export default function BlogIndex() {
  const { posts, breadcrumbs } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <StructuredData data={breadcrumbs} />
      <ContentHero title="Unser Immobilien-Blog" intro="Ratgeber und Marktberichte für Wien und Niederösterreich" />
      <section className="container content-section" aria-label="Artikel">
        {posts.length === 0 ? (
          <p className="content-empty">Derzeit sind keine Artikel veröffentlicht. Schauen Sie bald wieder vorbei.</p>
        ) : (
          <ul className="content-grid content-blog-grid">
            {posts.map((post, i) => (
              <li key={post.id}>
                <article className="content-card content-blog-card">
                  {post.image ? (
                    <div className="content-media content-media-16x9">
                      {/* The first card's image is the largest paint on a phone: load it at once. */}
                      <img
                        {...post.image}
                        alt=""
                        decoding="async"
                        width={800}
                        height={450}
                        {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                      />
                    </div>
                  ) : null}
                  <div className="content-card-body">
                    <p className="content-card-kicker">
                      {post.category ? <span className="content-category">{post.category}</span> : null}
                      <time dateTime={post.published_at}>{post.date}</time>
                    </p>
                    <h2 className="content-card-title">
                      <a className="content-card-link" href={`/blog/${encodeURIComponent(post.id)}`}>
                        {post.title}
                      </a>
                    </h2>
                    {post.teaser ? <p className="content-teaser">{post.teaser}</p> : null}
                    {/* The visible call to action; the title's link covers it, so it is no second
                        link, and screen readers skip the word that would say nothing new. */}
                    <span className="button button-secondary content-card-action" aria-hidden="true">
                      Weiterlesen
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
