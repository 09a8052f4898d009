// /admin/blog/neu (a new post) and /admin/blog/:id (edit): the blog editor.
// Server-rendered form, Markdown content, a preview of the sanitised HTML as visitors
// will see it, publish/unpublish and a link to the delete confirmation.
import { useEffect, useState } from "react";
import {
  Form,
  Link,
  type LinksFunction,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import adminBlogStyles from "~/styles/admin-blog.css?url";
import contentStyles from "~/styles/content.css?url";
import { EditorForm } from "./editor-form";
import type { EditorActionData } from "./fields.server";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: adminBlogStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: `${data?.isNew ? "Neuer Beitrag" : "Beitrag bearbeiten"} | Admin | Donau Estate` },
  { name: "robots", content: "noindex" },
];

const STATUS_LABELS = { draft: "Entwurf", published: "Veröffentlicht" } as const;

/** The live preview saves nothing: the post's data need not be read again after it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

export default function AdminBlogEditor() {
  const { isNew, id, status, scheduledFrom, image, values, categories, savedHtml } = useLoaderData<typeof loader>();
  const actionData = useActionData<EditorActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const shown = actionData?.values ?? values;
  // The preview follows the typing (editor-form.tsx); a click on "Vorschau" or a save shows its own.
  const live = useFetcher<EditorActionData>({ key: "blog-live-preview" });
  const [liveIsNewer, setLiveIsNewer] = useState(false);
  useEffect(() => setLiveIsNewer(Boolean(live.data?.preview)), [live.data]);
  useEffect(() => {
    if (actionData) setLiveIsNewer(false);
  }, [actionData]);
  const previewed = liveIsNewer && live.data?.preview ? live.data : actionData?.preview ? actionData : null;
  return (
    <section className="admin-blog">
      <p>
        <Link to="/admin/blog">Zurück zu den Beiträgen</Link>
      </p>
      <h1>{isNew ? "Neuer Beitrag" : "Beitrag bearbeiten"}</h1>
      {id ? (
        <div className="admin-blog-status">
          <p>
            Status:{" "}
            <strong className={`staff-badge${status === "published" ? " staff-badge-success" : ""}`}>
              {scheduledFrom ? `Geplant ab ${scheduledFrom}` : STATUS_LABELS[status]}
            </strong>
            {status === "published" && !scheduledFrom ? (
              <>
                {" · "}
                <a href={`/blog/${encodeURIComponent(id)}`}>Öffentliche Seite ansehen</a>
              </>
            ) : null}
          </p>
          <Form method="post" className="admin-blog-inline">
            <input type="hidden" name="intent" value={status === "published" ? "unpublish" : "publish"} />
            <button className="button button-secondary" type="submit" disabled={busy}>
              {status === "published" ? "Zurückziehen (Entwurf)" : "Veröffentlichen"}
            </button>
          </Form>
          <Link className="button button-secondary" to={`/admin/blog/${encodeURIComponent(id)}/loeschen`}>
            Löschen …
          </Link>
        </div>
      ) : (
        <p className="staff-hint">Ein neuer Beitrag wird als Entwurf gespeichert; veröffentlichen Sie ihn danach.</p>
      )}
      {actionData?.formError ? (
        <p className="staff-alert staff-alert-error" role="alert">
          {actionData.formError}
        </p>
      ) : null}
      {actionData && Object.keys(actionData.fieldErrors).length > 0 ? (
        <p className="staff-alert staff-alert-error" role="alert">
          Bitte prüfen Sie die markierten Felder. Nichts wurde gespeichert.
        </p>
      ) : null}
      {/* Beside the text from 80rem (admin-blog.css): the form left, what visitors will see right. */}
      <div className="admin-blog-workspace">
        <EditorForm
          values={shown}
          errors={actionData?.fieldErrors ?? {}}
          image={image}
          busy={busy}
          categories={categories}
          onLivePreview={(formData) => live.submit(formData, { method: "post", encType: "multipart/form-data" })}
        />
        {previewed?.preview ? (
          <Preview
            title={previewed.values?.titel ?? shown.titel}
            heading="Vorschau (nicht gespeichert)"
            preview={previewed.preview}
            image={previewed.preview.image ? { src: previewed.preview.image } : previewed.preview.removeImage ? null : image}
          />
        ) : (
          <Preview title={values.titel} heading="Vorschau (gespeicherter Stand)" preview={{ html: savedHtml }} image={image} />
        )}
      </div>
    </section>
  );
}

function Preview({
  title,
  heading,
  preview,
  image,
}: {
  title: string;
  heading: string;
  preview: { html: string; imageNote?: string | null };
  image: { src: string; srcSet?: string; sizes?: string } | null;
}) {
  return (
    <section className="admin-blog-preview" aria-labelledby="vorschau-titel">
      <h2 id="vorschau-titel">{heading}</h2>
      {preview.imageNote ? <p className="staff-hint">{preview.imageNote}</p> : null}
      <article className="content-article">
        <p className="content-card-title">{title || "Noch ohne Titel"}</p>
        {image ? (
          // As on the public post (routes/blog.$id.tsx): the picture above the text, 16:9.
          <div className="content-media content-media-16x9 content-article-image">
            <img {...image} alt="Bild des Beitrags" width={1200} height={675} decoding="async" />
          </div>
        ) : null}
        {preview.html ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: converted and sanitised on the server (renderBlogContent)
          <div className="content-prose" dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <p className="staff-hint">Noch kein Inhalt. Schreiben Sie den Text und wählen Sie „Vorschau“.</p>
        )}
      </article>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
