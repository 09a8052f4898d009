// /admin/blog/neu and /admin/blog/:id: the editor's loader and
// action. Intents: 'preview' renders the sanitised HTML without saving, 'save' stores (a new post
// as a draft), 'publish' and 'unpublish' switch the status (also posted from the list). Admin
// only; every action checks the origin first (requireAdminAction).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { formatDate } from "~/lib/format";
import { htmlToMarkdown } from "~/lib/markdown";
import type { StoredPhoto } from "~/lib/responsive-image";
import { BLOG_ARTICLE_SIZES } from "~/lib/responsive-image";
import { httpError, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import {
  type AdminBlogPost,
  type BlogImageChange,
  createBlogPost,
  getAdminBlogPost,
  listBlogCategories,
  NEW_POST_ID,
  renderBlogContent,
  setBlogPostStatus,
  updateBlogPost,
} from "~/server/blog/admin.queries.server";
import { blogPostImage, viennaToday } from "~/server/blog/queries.server";
import { EDGE_TAGS } from "~/server/edge-cache/policy.server";
import { edgePurger } from "~/server/edge-cache/purge.server";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { checkStaffImage, MAX_UPLOAD_FORM_BYTES, storeStaffImage, UPLOAD_MESSAGES, UploadError } from "~/server/photos/upload.server";
import { type EditorActionData, type EditorValues, parseEditorForm } from "./fields.server";

/** A new picture up to this size is shown in the preview inline; larger ones only after saving. */
const PREVIEW_IMAGE_BYTES = 2 * 1024 * 1024;

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = "";
  for (let at = 0; at < view.length; at += 0x8000) binary += String.fromCharCode(...view.subarray(at, at + 0x8000));
  return btoa(binary);
}

function postId(value: string | undefined): string | null {
  const id = (value ?? "").trim();
  return id.length >= 1 && id.length <= 200 ? id : null;
}

async function requirePost(context: LoaderFunctionArgs["context"], id: string | null): Promise<AdminBlogPost> {
  const post = id && id !== NEW_POST_ID ? await getAdminBlogPost(context.db, { id }) : null;
  if (!post) throw httpError(404, "Beitrag nicht gefunden.");
  return post;
}

function valuesOf(post: AdminBlogPost): EditorValues {
  return {
    titel: post.title,
    teaser: post.teaser,
    kategorie: post.category,
    datum: post.publishedAt,
    // Posts from before the editor (the seed) have HTML only: offered as Markdown.
    inhalt: post.contentSource ?? htmlToMarkdown(post.content),
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = postId(params.id);
  const today = viennaToday(context.now());
  // The select's options; the preview beside the text shows the saved content from the start.
  const categories = await listBlogCategories(context.db);
  if (id === NEW_POST_ID) {
    return {
      categories,
      savedHtml: "",
      isNew: true,
      id: null,
      status: "draft" as const,
      scheduledFrom: null,
      image: null,
      values: { titel: "", teaser: "", kategorie: "", datum: today, inhalt: "" } satisfies EditorValues,
    };
  }
  const post = await requirePost(context, id);
  const values = valuesOf(post);
  return {
    categories,
    savedHtml: renderBlogContent(values.inhalt),
    isNew: false,
    id: post.id,
    status: post.status,
    // A published post dated in the future is not public yet.
    scheduledFrom: post.status === "published" && post.publishedAt > today ? formatDate(post.publishedAt) : null,
    image: blogPostImage({ image: post.image, image_url: post.imageUrl }, BLOG_ARTICLE_SIZES),
    values,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const id = postId(params.id);
  const isNew = id === NEW_POST_ID;
  const existing = isNew ? null : await requirePost(context, id);
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_UPLOAD_FORM_BYTES);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    // A body past the limit is a picture over 10 MB: say so at the field.
    const fieldErrors = error.status === 413 ? { bild: UPLOAD_MESSAGES.size } : {};
    return data<EditorActionData>(
      { values: existing ? valuesOf(existing) : null, fieldErrors, formError: error.status === 413 ? null : error.message, preview: null },
      { status: error.status },
    );
  }
  const actor = { id: user.id, email: user.email };
  const now = context.now();
  const intent = formData.get("intent");
  if (intent === "publish" || intent === "unpublish") {
    if (!existing) throw httpError(400, "Ein neuer Beitrag wird zuerst gespeichert.");
    const status = intent === "publish" ? "published" : "draft";
    if (existing.status !== status) {
      await setBlogPostStatus(context.db, { id: existing.id, title: existing.title, status, actor, now });
      await edgePurger(context)([EDGE_TAGS.blog]);
    }
    const back = formData.get("zurueck") === "liste" ? "/admin/blog" : `/admin/blog/${encodeURIComponent(existing.id)}`;
    return redirectWithToast(context.env, request, back, {
      type: "success",
      title: status === "published" ? "Beitrag veröffentlicht" : "Beitrag zurückgezogen",
      description:
        status === "published"
          ? `„${existing.title}“ ist ab ${existing.publishedAt} öffentlich.`
          : `„${existing.title}“ ist jetzt ein Entwurf und nicht mehr öffentlich.`,
    });
  }
  if (intent !== "save" && intent !== "preview") throw httpError(400, "Unbekannte Aktion.");

  const { values, input, fieldErrors } = parseEditorForm(formData);
  if (intent === "preview") {
    // The preview shows the picture as visitors will see it, also a new one.
    const chosen = await checkStaffImage(formData.get("bild"));
    if (chosen && !chosen.ok) fieldErrors.bild = chosen.message;
    const small = chosen?.ok && chosen.bytes.byteLength <= PREVIEW_IMAGE_BYTES;
    return data<EditorActionData>({
      values,
      fieldErrors,
      formError: null,
      preview: {
        html: renderBlogContent(values.inhalt),
        image: small ? `data:${chosen.type};base64,${base64(chosen.bytes)}` : null,
        removeImage: !chosen?.ok && formData.get("bild_entfernen") === "1",
        imageNote: chosen?.ok
          ? small
            ? "Das gewählte Bild wird erst beim Speichern hochgeladen."
            : "Das gewählte Bild ist für die Vorschau zu groß; es wird beim Speichern hochgeladen."
          : null,
      },
    });
  }
  const checked = await checkStaffImage(formData.get("bild"));
  if (checked && !checked.ok) fieldErrors.bild = checked.message;
  if (!input || Object.keys(fieldErrors).length > 0) {
    return data<EditorActionData>({ values, fieldErrors, formError: null, preview: null }, { status: 400 });
  }
  let photo: StoredPhoto | null = null;
  if (checked?.ok) {
    try {
      photo = await storeStaffImage({
        db: context.db,
        deps: { images: context.env.IMAGES, bucket: context.env.PHOTOS },
        image: checked,
        uploadedBy: user.email,
        now,
      });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return data<EditorActionData>({ values, fieldErrors: { bild: error.message }, formError: null, preview: null }, { status: 400 });
    }
  }
  if (!existing) {
    const newId = await createBlogPost(context.db, { input, image: photo, actor, now });
    return redirectWithToast(context.env, request, `/admin/blog/${encodeURIComponent(newId)}`, {
      type: "success",
      title: "Entwurf gespeichert",
      description: `„${input.title}“ ist als Entwurf gespeichert und noch nicht öffentlich.`,
    });
  }
  const image: BlogImageChange = photo
    ? { kind: "replace", photo }
    : formData.get("bild_entfernen") === "1"
      ? { kind: "remove" }
      : { kind: "keep" };
  await updateBlogPost(context.db, { id: existing.id, input, image, actor, now });
  // A draft is not on any public page, but a published post's edit is (its page, /blog, home).
  if (existing.status === "published") await edgePurger(context)([EDGE_TAGS.blog]);
  return redirectWithToast(context.env, request, `/admin/blog/${encodeURIComponent(existing.id)}`, {
    type: "success",
    title: "Beitrag gespeichert",
    description: `„${input.title}“ wurde gespeichert.`,
  });
}
