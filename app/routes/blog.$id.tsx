// Blog post (public-site.md, Blog): title, date 'dd. MMMM yyyy', a bullet, category, separator,
// image, HTML content. Missing post: 'Blog post not found' with status 404. The stored HTML is
// sanitised again here before it is shown (DESIGN.md section 3), on the server, so the sanitiser
// never ships to the browser.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ContentBreadcrumb } from "~/components/content/sections";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StructuredData } from "~/components/structured-data";
import type { Db } from "~/db/client.server";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { formatLongDate } from "~/lib/format";
import { breadcrumbList, publisherLd } from "~/lib/json-ld";
import { BLOG_ARTICLE_SIZES } from "~/lib/responsive-image";
import { staticPage } from "~/lib/route-handle";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { routeParam } from "~/lib/url";
import { blogPostImage, getBlogPost, viennaToday } from "~/server/blog/queries.server";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data ? seoMeta(data.seo) : [{ title: withBrand("Blog post not found") }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = routeParam(params.id);
  // A draft or a post dated in the future is not found.
  const post = id ? await readBlogPost(context.db, id, viennaToday(context.now())) : null;
  if (!post) throw new Response("Blog post not found", { status: 404 });
  const image = blogPostImage(post, BLOG_ARTICLE_SIZES);
  const siteUrl = context.env.SITE_URL;
  const path = `/blog/${encodeURIComponent(post.id)}`;
  const seo = pageSeo(siteUrl, {
    path,
    title: withBrand(post.title),
    description: post.teaser || post.title,
    image: image?.src ?? null,
    type: "article",
  });
  return {
    post: {
      title: post.title,
      category: post.category,
      image,
      published_at: post.published_at,
      // Austrian month names ("05. Jänner 2026"), like every date on the site (spec section 9).
      date: formatLongDate(post.published_at) ?? post.published_at,
      html: sanitizeHtml(post.content),
    },
    seo,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.teaser,
        datePublished: post.published_at,
        ...(image ? { image: image.src } : {}),
        mainEntityOfPage: seo.url,
        articleSection: post.category || undefined,
        publisher: publisherLd(siteUrl),
      },
      breadcrumbList(siteUrl, [
        { name: "Startseite", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  };
}

/**
 * Spec section 8, 'Blog fetch error': logged only, the visitor sees 'Blog post not found'. A
 * failed read answers 503 so that crawlers come back instead of dropping the URL.
 */
async function readBlogPost(db: Db, id: string, today: string) {
  try {
    return await getBlogPost(db, { id, today });
  } catch (error) {
    console.warn(JSON.stringify({ route: "blog.$id", error: String(error) }));
    throw new Response("Blog post not found", { status: 503 });
  }
}

export default function BlogPostPage() {
  const { post, structuredData } = useLoaderData<typeof loader>();
  return (
    <article className="content-page container content-article">
      <StructuredData data={structuredData} />
      <ContentBreadcrumb
        trail={[
          { name: "Startseite", path: "/" },
          { name: "Blog", path: "/blog" },
        ]}
        current={post.title}
      />
      <header className="content-article-header">
        <h1>{post.title}</h1>
        <p className="content-article-meta">
          <time dateTime={post.published_at}>{post.date}</time>
          {post.category ? (
            <>
              <span aria-hidden="true"> • </span>
              <span className="content-category">{post.category}</span>
            </>
          ) : null}
        </p>
        <hr className="content-separator" />
      </header>
      {post.image ? (
        <div className="content-media content-media-16x9 content-article-image">
          <img {...post.image} alt="" decoding="async" width={1200} height={675} fetchPriority="high" />
        </div>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml in the loader */}
      <div className="content-prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      <p>
        <a className="button-secondary button" href="/blog">
          Zurück zum Blog
        </a>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="post" />;
}
