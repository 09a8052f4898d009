// The blog editor's writes, each in one D1 batch with its audit entry. Markdown is converted and
// sanitised here, so nothing unsanitised is stored.

import { sql } from "kysely";
import { retryOnUniqueRace, runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { markdownToHtml } from "~/lib/markdown";
import type { StoredPhoto } from "~/lib/responsive-image";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { uniqueSlug } from "~/lib/slug";
import { type AuditActor, auditEntryQuery } from "~/server/accounts/audit.queries.server";

export type BlogStatus = "draft" | "published";

export interface AdminBlogPostSummary {
  id: string;
  title: string;
  category: string;
  status: BlogStatus;
  publishedAt: string;
  updatedAt: string;
}

export interface AdminBlogPost {
  id: string;
  title: string;
  teaser: string;
  category: string;
  status: BlogStatus;
  publishedAt: string;
  contentSource: string | null;
  content: string;
  imageUrl: string | null;
  image: string | null;
}

export interface BlogPostInput {
  title: string;
  teaser: string;
  category: string;
  publishedAt: string;
  contentSource: string;
}

/** What happens to the picture on save: keep it, replace it by an upload, or remove it. */
export type BlogImageChange = { kind: "keep" } | { kind: "replace"; photo: StoredPhoto } | { kind: "remove" };

/** Never an id: /admin/blog/neu is the editor for a new post. */
export const NEW_POST_ID = "neu";

/** The Markdown as the HTML that is stored (sanitised again when shown). */
export function renderBlogContent(source: string): string {
  return sanitizeHtml(markdownToHtml(source));
}

/** The categories posts use, A-Z: the editor offers them in a select. */
export async function listBlogCategories(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("blog_posts").select("category").distinct().where("category", "<>", "").orderBy("category").execute();
  return rows.map((row) => row.category);
}

export async function listAdminBlogPosts(db: Db): Promise<AdminBlogPostSummary[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "category", "status", "published_at", "updated_at"])
    .orderBy("published_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }));
}

export async function getAdminBlogPost(db: Db, { id }: { id: string }): Promise<AdminBlogPost | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "teaser", "category", "status", "published_at", "content_source", "content", "image_url", "image"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    category: row.category,
    status: row.status,
    publishedAt: row.published_at,
    contentSource: row.content_source,
    content: row.content,
    imageUrl: row.image_url,
    image: row.image,
  };
}

/** The URL segment for a title: lower case ASCII words joined by '-' ('Ä' → 'ae', 'ß' → 'ss'). */
export function slugifyTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug === "" || slug === NEW_POST_ID ? "beitrag" : slug;
}

async function freeId(db: Db, base: string): Promise<string> {
  const taken = await db
    .selectFrom("blog_posts")
    .select("id")
    // A prefix test, not LIKE: D1 refuses LIKE patterns over 50 bytes and slugs run to 80.
    .where((eb) => eb.or([eb("id", "=", base), eb(sql<string>`substr(id, 1, ${base.length + 1})`, "=", `${base}-`)]))
    .execute();
  return uniqueSlug(
    base,
    taken.map((row) => row.id),
  );
}

function quoted(title: string): string {
  return `„${title}“`;
}

/** A new post, saved as a draft; its id (the URL segment) comes from the title and never changes. */
export async function createBlogPost(
  db: Db,
  { input, image, actor, now }: { input: BlogPostInput; image: StoredPhoto | null; actor: AuditActor; now: Date },
): Promise<string> {
  // Two posts of the same title saved at once: the second picks the next free id and tries again.
  return retryOnUniqueRace("blog_posts.id", () => createBlogPostOnce(db, { input, image, actor, now }));
}

async function createBlogPostOnce(
  db: Db,
  { input, image, actor, now }: { input: BlogPostInput; image: StoredPhoto | null; actor: AuditActor; now: Date },
): Promise<string> {
  const id = await freeId(db, slugifyTitle(input.title));
  const at = now.toISOString();
  await runBatch(db, [
    db.insertInto("blog_posts").values({
      id,
      title: input.title,
      teaser: input.teaser,
      category: input.category,
      published_at: input.publishedAt,
      content_source: input.contentSource,
      content: renderBlogContent(input.contentSource),
      image: image ? JSON.stringify(image) : null,
      image_url: null,
      status: "draft",
      created_at: at,
      updated_at: at,
    }),
    auditEntryQuery(db, {
      actor,
      action: "blog.create",
      entity: "blog_post",
      entityId: id,
      summary: `Beitrag ${quoted(input.title)} als Entwurf angelegt`,
      now,
    }),
  ]);
  return id;
}

export async function updateBlogPost(
  db: Db,
  { id, input, image, actor, now }: { id: string; input: BlogPostInput; image: BlogImageChange; actor: AuditActor; now: Date },
): Promise<void> {
  const pictures =
    image.kind === "replace"
      ? { image: JSON.stringify(image.photo), image_url: null }
      : image.kind === "remove"
        ? { image: null, image_url: null }
        : {};
  await runBatch(db, [
    db
      .updateTable("blog_posts")
      .set({
        title: input.title,
        teaser: input.teaser,
        category: input.category,
        published_at: input.publishedAt,
        content_source: input.contentSource,
        content: renderBlogContent(input.contentSource),
        ...pictures,
        updated_at: now.toISOString(),
      })
      .where("id", "=", id),
    auditEntryQuery(db, {
      actor,
      action: "blog.update",
      entity: "blog_post",
      entityId: id,
      summary: `Beitrag ${quoted(input.title)} geändert`,
      now,
    }),
  ]);
}

export async function setBlogPostStatus(
  db: Db,
  { id, title, status, actor, now }: { id: string; title: string; status: BlogStatus; actor: AuditActor; now: Date },
): Promise<void> {
  await runBatch(db, [
    db.updateTable("blog_posts").set({ status, updated_at: now.toISOString() }).where("id", "=", id),
    auditEntryQuery(db, {
      actor,
      action: status === "published" ? "blog.publish" : "blog.unpublish",
      entity: "blog_post",
      entityId: id,
      summary: `Beitrag ${quoted(title)} ${status === "published" ? "veröffentlicht" : "zurückgezogen"}`,
      now,
    }),
  ]);
}

export async function deleteBlogPost(
  db: Db,
  { id, title, actor, now }: { id: string; title: string; actor: AuditActor; now: Date },
): Promise<void> {
  await runBatch(db, [
    db.deleteFrom("blog_posts").where("id", "=", id),
    auditEntryQuery(db, {
      actor,
      action: "blog.delete",
      entity: "blog_post",
      entityId: id,
      summary: `Beitrag ${quoted(title)} gelöscht`,
      now,
    }),
  ]);
}
