// Blog list (public-site.md, Blog): 'Unser Immobilien-Blog', a 3-column grid from medium width
// of 16:9 cards with category, title, teaser and 'Weiterlesen' to /blog/{id}; newest first.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ContentHero } from "~/components/content/sections";
import { StructuredData } from "~/components/structured-data";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
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
      <ContentHero title="Unser Immobilien-Blog" intro="Unsere neuesten Immobilien-Insights und Artikel" />
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
                    {post.category ? <p className="content-category">{post.category}</p> : null}
                    <h2 className="content-card-title">{post.title}</h2>
                    {post.teaser ? <p className="content-teaser">{post.teaser}</p> : null}
                    {/* The title in the link text (not only aria-label) keeps 'Weiterlesen' links
                        distinct for screen readers and search engines alike. */}
                    <a className="button content-card-action" href={`/blog/${encodeURIComponent(post.id)}`}>
                      Weiterlesen<span className="visually-hidden">{`: ${post.title}`}</span>
                    </a>
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
