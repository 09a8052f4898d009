// The blog editor through the REAL Worker: every action for the three
// roles, uploads (good and bad), Markdown that tries to smuggle script in, drafts and future
// posts kept off the public pages and the sitemap, preview without saving, and the audit trail.
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { expectAdminOnly, type StaffRoles, staffRoles } from "./admin-matrix";
import { startWorker } from "./harness";

const worker = startWorker();
let roles: StaffRoles;

beforeAll(async () => {
  roles = await staffRoles(worker);
});

const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date());
const NEXT_YEAR = `${Number(TODAY.slice(0, 4)) + 1}${TODAY.slice(4)}`;

let postCounter = 0;

async function insertPost(fields: { status?: "draft" | "published"; published_at?: string; content?: string; title?: string } = {}) {
  const id = `beitrag-${++postCounter}-${Date.now()}`;
  const db = await worker.db();
  await db
    .insertInto("blog_posts")
    .values({
      id,
      title: fields.title ?? `Testbeitrag ${postCounter}`,
      teaser: "Ein Teaser",
      category: "Kaufen",
      image_url: null,
      content: fields.content ?? "<p>Hallo</p>",
      published_at: fields.published_at ?? "2026-01-15",
      status: fields.status ?? "published",
    })
    .execute();
  return id;
}

async function getPost(id: string) {
  const db = await worker.db();
  return db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
}

async function counts() {
  const db = await worker.db();
  const posts = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom("staff_images")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  // Changes only: security events (a refused non-admin, ADR 0108) are not blog changes.
  const audit = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("entity", "!=", "security")
    .executeTakeFirstOrThrow();
  return { posts: Number(posts.n), images: Number(images.n), audit: Number(audit.n) };
}

async function auditFor(id: string) {
  const db = await worker.db();
  return db
    .selectFrom("audit_log")
    .select(["action", "summary", "actor_email", "entity"])
    .where("entity_id", "=", id)
    .orderBy("id")
    .execute();
}

const fields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  titel: "Wohnen in Döbling",
  teaser: "Grün und ruhig",
  kategorie: "Wohnen",
  datum: "2026-03-01",
  inhalt: "## Lage\n\nViel **Grün**.",
  ...overrides,
});

function multipart(values: Record<string, string>, file?: { bytes: Uint8Array | Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append(
    "bild",
    file ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type }) : new File([], "", { type: "application/octet-stream" }),
  );
  return form;
}

const jpeg = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

/** The article body of a public post page (the page itself carries Remix's own scripts). */
function prose(html: string): string {
  const match = /<div class="content-prose">([\s\S]*?)<\/div>/.exec(html);
  if (!match) throw new Error("no content-prose in the page");
  return match[1] ?? "";
}

function createdId(res: Response): string {
  const location = res.headers.get("Location") ?? "";
  const match = /^\/admin\/blog\/([^/?]+)$/.exec(location);
  if (!match?.[1]) throw new Error(`unexpected redirect ${res.status} ${location}`);
  return decodeURIComponent(match[1]);
}

test("the list, the editor and the delete confirmation are admin-only pages", async () => {
  const id = await insertPost({ title: "Sichtbar nur für Admins" });
  for (const path of ["/admin/blog", "/admin/blog/neu", `/admin/blog/${id}`, `/admin/blog/${id}/loeschen`]) {
    const res = await expectAdminOnly(roles, (client) => client.get(path), { method: "GET" });
    expect(res.status, path).toBe(200);
    expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
  }
  const list = await text(await roles.admin.get("/admin/blog"));
  expect(list).toContain("Sichtbar nur für Admins");
  expect(list).toContain("Neuer Beitrag");
  expect((await roles.admin.get("/admin/blog/gibt-es-nicht")).status).toBe(404);
  expect((await roles.admin.get("/admin/blog/gibt-es-nicht/loeschen")).status).toBe(404);
});

test("create: admin only, saved as a draft from the Markdown, with a blog.create audit entry", async () => {
  const before = await counts();
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/blog/neu", fields({ titel: "Wohnen in Döbling" }), headers),
  );
  expect(res.status).toBe(303);
  const id = createdId(res);
  expect(id).toMatch(/^wohnen-in-doebling(-\d+)?$/);
  const after = await counts();
  expect(after.posts).toBe(before.posts + 1);
  const post = await getPost(id);
  expect(post).toMatchObject({
    status: "draft",
    title: "Wohnen in Döbling",
    teaser: "Grün und ruhig",
    category: "Wohnen",
    published_at: "2026-03-01",
    content_source: "## Lage\n\nViel **Grün**.",
    content: "<h2>Lage</h2>\n<p>Viel <strong>Grün</strong>.</p>",
    image: null,
  });
  expect(await auditFor(id)).toEqual([
    {
      action: "blog.create",
      entity: "blog_post",
      summary: "Beitrag „Wohnen in Döbling“ als Entwurf angelegt",
      actor_email: expect.stringMatching(/^admin-/),
    },
  ]);
  // The editor shows the Markdown again (editing round-trips).
  const editor = await text(await roles.admin.get(`/admin/blog/${id}`));
  expect(editor).toContain("## Lage\n\nViel **Grün**.");
  expect(editor).toContain("Entwurf");
});

test("three posts of one title saved at the same moment each get their own id, none a 500", async () => {
  const responses = await Promise.all(
    [1, 2, 3].map(() => roles.admin.postMultipart("/admin/blog/neu", multipart(fields({ titel: "Gleichzeitig im Bezirk" })))),
  );
  expect(responses.map((res) => res.status)).toEqual([303, 303, 303]);
  expect(responses.map(createdId).sort()).toEqual(["gleichzeitig-im-bezirk", "gleichzeitig-im-bezirk-2", "gleichzeitig-im-bezirk-3"]);
});

test("update, publish, unpublish and delete: admin only, each with its audit entry", async () => {
  const id = await insertPost({ title: "Alter Titel", status: "draft" });
  const path = `/admin/blog/${id}`;

  const updated = await expectAdminOnly(roles, (client, headers) =>
    client.post(path, fields({ titel: "Neuer Titel", inhalt: "Neu" }), headers),
  );
  expect(updated.status).toBe(303);
  expect(updated.headers.get("Location")).toBe(path);
  expect(await getPost(id)).toMatchObject({ title: "Neuer Titel", content: "<p>Neu</p>", status: "draft" });

  const published = await expectAdminOnly(roles, (client, headers) => client.post(path, { intent: "publish", zurueck: "liste" }, headers));
  expect(published.headers.get("Location")).toBe("/admin/blog");
  expect((await getPost(id))?.status).toBe("published");

  const unpublished = await expectAdminOnly(roles, (client, headers) => client.post(path, { intent: "unpublish" }, headers));
  expect(unpublished.headers.get("Location")).toBe(path);
  expect((await getPost(id))?.status).toBe("draft");

  const deleted = await expectAdminOnly(roles, (client, headers) => client.post(`${path}/loeschen`, {}, headers));
  expect(deleted.headers.get("Location")).toBe("/admin/blog");
  expect(await getPost(id)).toBeUndefined();

  expect((await auditFor(id)).map((entry) => [entry.action, entry.summary])).toEqual([
    ["blog.update", "Beitrag „Neuer Titel“ geändert"],
    ["blog.publish", "Beitrag „Neuer Titel“ veröffentlicht"],
    ["blog.unpublish", "Beitrag „Neuer Titel“ zurückgezogen"],
    ["blog.delete", "Beitrag „Neuer Titel“ gelöscht"],
  ]);
  expect((await roles.admin.post(path, { intent: "publish" })).status).toBe(404);
  expect((await roles.admin.post(`${path}/loeschen`, {})).status).toBe(404);
});

test("preview: admin only, renders the sanitised HTML and saves nothing", async () => {
  const id = await insertPost({ title: "Unverändert", content: "<p>Original</p>" });
  const before = await counts();
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post(
      `/admin/blog/${id}`,
      fields({ intent: "preview", titel: "Geänderter Titel", inhalt: "## Vorschau\n\n- eins\n- [zwei](javascript:alert(1))" }),
      headers,
    ),
  );
  expect(res.status).toBe(200);
  const html = await text(res);
  const preview = /<section class="admin-blog-preview"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(preview).toContain("Vorschau (nicht gespeichert)");
  expect(preview).toContain("<h2>Vorschau</h2>\n<ul>\n<li>eins</li>\n<li>zwei</li>\n</ul>");
  expect(preview).not.toContain("javascript:");
  // What was typed stays in the form.
  expect(html).toContain('value="Geänderter Titel"');
  expect(await getPost(id)).toMatchObject({ title: "Unverändert", content: "<p>Original</p>" });
  expect(await counts()).toEqual(before);

  const fresh = await roles.admin.post("/admin/blog/neu", fields({ intent: "preview", titel: "Nur Vorschau" }));
  expect(fresh.status).toBe(200);
  expect(await counts()).toEqual(before);
});

test("script, event handlers, javascript: and data: links survive neither storing nor showing", async () => {
  const res = await roles.admin.post(
    "/admin/blog/neu",
    fields({
      titel: "Böse Eingaben",
      datum: "2026-02-01",
      inhalt: [
        "<script>alert(1)</script>",
        "",
        '<img src=x onerror="alert(1)">',
        "",
        "[x](javascript:alert(1)) und [y](JAVASCRIPT:alert(2))",
        "",
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">z</a> [w](data:text/html,<b>x</b>)',
        "",
        "## <iframe src=https://evil.example></iframe>",
      ].join("\n"),
    }),
  );
  const id = createdId(res);
  expect((await roles.admin.post(`/admin/blog/${id}`, { intent: "publish" })).status).toBe(303);
  const stored = (await getPost(id))?.content ?? "";
  const page = await roles.anonymous.get(`/blog/${id}`);
  expect(page.status).toBe(200);
  const shown = prose(await text(page));
  for (const html of [stored, shown]) {
    expect(html).not.toMatch(/<script|<img|<iframe|<a\b/i);
    // Every real tag is a bare formatting tag: no attribute (href, src, onerror) at all.
    for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(p|h2|h3|ul|ol|li|strong|em)>$/);
    // Typed HTML is shown as text.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  }
  expect(shown).toContain("<p>x und y</p>");
});

test("HTML put into the database by other means is sanitised again when shown", async () => {
  const id = await insertPost({
    content:
      '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a>',
  });
  const shown = prose(await text(await roles.anonymous.get(`/blog/${id}`)));
  expect(shown).toContain("<p>ok</p>");
  expect(shown).not.toMatch(/<script|onerror|javascript:|data:/i);
});

test("drafts and posts dated in the future are not on /blog, not at /blog/:id, not in the sitemap", async () => {
  const draft = await insertPost({ title: "Geheimer Entwurf", status: "draft" });
  const future = await insertPost({ title: "Beitrag aus der Zukunft", published_at: NEXT_YEAR });
  const live = await insertPost({ title: "Heute erschienen", published_at: TODAY });
  const list = await text(await roles.anonymous.get("/blog"));
  const sitemap = await text(await roles.anonymous.get("/sitemap.xml"));
  expect(list).toContain("Heute erschienen");
  expect(sitemap).toContain(`/blog/${live}</loc>`);
  for (const [id, title] of [
    [draft, "Geheimer Entwurf"],
    [future, "Beitrag aus der Zukunft"],
  ] as const) {
    expect(list).not.toContain(title);
    expect(sitemap).not.toContain(`/blog/${id}<`);
    const page = await roles.anonymous.get(`/blog/${id}`);
    expect(page.status, id).toBe(404);
    expect(await text(page)).not.toContain(title);
  }
  // Staff still see both in the list, the future one as planned.
  const adminList = await text(await roles.admin.get("/admin/blog"));
  expect(adminList).toContain("Geheimer Entwurf");
  expect(adminList).toMatch(/Beitrag aus der Zukunft[\s\S]*?Geplant/);
});

test("an uploaded picture is shown with a /bilder/ srcset, kept on a save without a file, and can be removed", async () => {
  const res = await roles.admin.postMultipart(
    "/admin/blog/neu",
    multipart(fields({ titel: "Mit Bild", datum: "2026-01-20" }), { bytes: await jpeg(), name: "foto.jpg", type: "image/jpeg" }),
  );
  const id = createdId(res);
  const stored = JSON.parse((await getPost(id))?.image ?? "null");
  expect(stored).toMatchObject({ k: expect.stringMatching(/^[0-9a-f]{32}$/), w: 1600, h: 900, v: [480, 960, 1600] });
  await roles.admin.post(`/admin/blog/${id}`, { intent: "publish" });

  const list = await text(await roles.anonymous.get("/blog"));
  expect(list).toContain(
    `srcSet="/bilder/${stored.k}-480.webp 480w, /bilder/${stored.k}-960.webp 960w, /bilder/${stored.k}-1600.webp 1600w"`,
  );
  const page = await text(await roles.anonymous.get(`/blog/${id}`));
  expect(page).toContain(`src="/bilder/${stored.k}-1600.webp"`);
  const variant = await roles.anonymous.get(`/bilder/${stored.k}-480.webp`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get("Content-Type")).toBe("image/webp");

  // Saved again without choosing a file: the picture stays.
  await roles.admin.postMultipart(`/admin/blog/${id}`, multipart(fields({ titel: "Mit Bild", inhalt: "Geändert" })));
  expect(JSON.parse((await getPost(id))?.image ?? "null")).toEqual(stored);
  // Removed on request.
  await roles.admin.postMultipart(`/admin/blog/${id}`, multipart(fields({ titel: "Mit Bild", bild_entfernen: "1" })));
  expect(await getPost(id)).toMatchObject({ image: null, image_url: null });
  expect(await text(await roles.anonymous.get(`/blog/${id}`))).not.toContain("/bilder/");
});

test("the preview shows the stored picture, a newly chosen one inline, none when it is to be removed", async () => {
  const bytes = await jpeg();
  const created = await roles.admin.postMultipart(
    "/admin/blog/neu",
    multipart(fields({ titel: "Vorschau mit Bild", datum: "2026-01-20" }), { bytes, name: "foto.jpg", type: "image/jpeg" }),
  );
  const id = createdId(created);
  const stored = JSON.parse((await getPost(id))?.image ?? "null");
  const previewOf = async (res: Response) => /<section class="admin-blog-preview"[\s\S]*?<\/section>/.exec(await text(res))?.[0] ?? "";

  const kept = await previewOf(await roles.admin.postMultipart(`/admin/blog/${id}`, multipart(fields({ intent: "preview", titel: "x" }))));
  expect(kept).toContain(`src="/bilder/${stored.k}-1600.webp"`);
  expect(kept).toContain('alt="Bild des Beitrags"');

  const chosen = await previewOf(
    await roles.admin.postMultipart(
      `/admin/blog/${id}`,
      multipart(fields({ intent: "preview", titel: "x" }), { bytes, name: "neu.jpg", type: "image/jpeg" }),
    ),
  );
  expect(chosen).toContain(`src="data:image/jpeg;base64,${Buffer.from(bytes).toString("base64")}"`);
  expect(chosen).toContain("Das gewählte Bild wird erst beim Speichern hochgeladen.");

  const removed = await previewOf(
    await roles.admin.postMultipart(`/admin/blog/${id}`, multipart(fields({ intent: "preview", titel: "x", bild_entfernen: "1" }))),
  );
  expect(removed).toContain("Vorschau (nicht gespeichert)");
  expect(removed).not.toContain("<img");

  // A file that is no picture is not shown; the field says why. Nothing was stored by any preview.
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const bad = await roles.admin.postMultipart(
    `/admin/blog/${id}`,
    multipart(fields({ intent: "preview", titel: "x" }), { bytes: svg, name: "b.svg", type: "image/svg+xml" }),
  );
  const badHtml = await text(bad);
  expect(badHtml).toContain("Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.");
  expect(badHtml).not.toContain("data:image/svg");
  expect(JSON.parse((await getPost(id))?.image ?? "null")).toEqual(stored);
});

test("the seed's /images/blog/ pictures keep their srcset", async () => {
  const id = await insertPost({ title: "Seed-Bild" });
  const db = await worker.db();
  await db.updateTable("blog_posts").set({ image_url: "/images/blog/kaufnebenkosten.webp" }).where("id", "=", id).execute();
  const page = await text(await roles.anonymous.get(`/blog/${id}`));
  expect(page).toContain(
    'srcSet="/images/blog/kaufnebenkosten-sm.webp 640w, /images/blog/kaufnebenkosten-md.webp 800w, /images/blog/kaufnebenkosten.webp 1200w"',
  );
});

test("bad uploads get a German message at the field and store nothing", async () => {
  const id = await insertPost({ title: "Bild bleibt" });
  const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const big = new Uint8Array(10 * 1024 * 1024 + 1024);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  const huge = new Uint8Array(12 * 1024 * 1024);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  const cases: { name: string; bytes: Uint8Array | Buffer; type: string; message: string }[] = [
    { name: "bild.gif", bytes: gif, type: "image/gif", message: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP." },
    { name: "bild.svg", bytes: svg, type: "image/svg+xml", message: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP." },
    { name: "gross.jpg", bytes: big, type: "image/jpeg", message: "Das Bild ist größer als 10 MB. Bitte wählen Sie eine kleinere Datei." },
    {
      name: "riesig.jpg",
      bytes: huge,
      type: "image/jpeg",
      message: "Das Bild ist größer als 10 MB. Bitte wählen Sie eine kleinere Datei.",
    },
    {
      name: "notiz.jpg",
      bytes: Buffer.from("Das ist nur Text."),
      type: "image/jpeg",
      message: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.",
    },
    {
      name: "kaputt.jpg",
      bytes: Buffer.concat([(await jpeg()).subarray(0, 20), Buffer.alloc(2000, 7)]),
      type: "image/jpeg",
      message: "Das Bild konnte nicht gelesen werden. Bitte laden Sie ein anderes JPEG-, PNG- oder WebP-Bild hoch.",
    },
  ];
  for (const upload of cases) {
    const before = await counts();
    for (const path of ["/admin/blog/neu", `/admin/blog/${id}`]) {
      const res = await roles.admin.postMultipart(path, multipart(fields({ titel: `Neu mit ${upload.name}` }), upload));
      expect([400, 413], `${upload.name} ${path}`).toContain(res.status);
      const html = await text(res);
      expect(html, `${upload.name} ${path}`).toContain(`<p class="field-error" id="bild-error">${upload.message}</p>`);
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await counts(), upload.name).toEqual(before);
    expect((await getPost(id))?.title).toBe("Bild bleibt");
  }
});

test("missing title and an impossible date are reported at their fields", async () => {
  const before = await counts();
  const res = await roles.admin.post("/admin/blog/neu", fields({ titel: "  ", datum: "2026-02-30" }));
  expect(res.status).toBe(400);
  const html = await text(res);
  expect(html).toContain("Bitte geben Sie einen Titel ein.");
  expect(html).toContain("Bitte geben Sie ein gültiges Veröffentlichungsdatum ein.");
  expect(await counts()).toEqual(before);
  expect((await roles.admin.post("/admin/blog/neu", { intent: "loeschen-alles" })).status).toBe(400);
  // A body that is not a form is refused with a 4xx, never a 500.
  const raw = await worker.fetch("/admin/blog/neu", {
    method: "POST",
    body: "{}",
    headers: { "Content-Type": "application/json", Cookie: roles.admin.cookie(), Origin: worker.url().origin },
  });
  expect(raw.status).toBe(415);
});

test("a renamed post keeps its URL; a second post with the same title gets its own", async () => {
  const first = createdId(await roles.admin.post("/admin/blog/neu", fields({ titel: "Gleicher Titel" })));
  const second = createdId(await roles.admin.post("/admin/blog/neu", fields({ titel: "Gleicher Titel" })));
  expect(second).not.toBe(first);
  expect(second).toMatch(/^gleicher-titel-\d+$/);
  await roles.admin.post(`/admin/blog/${first}`, fields({ titel: "Ganz anderer Titel" }));
  await roles.admin.post(`/admin/blog/${first}`, { intent: "publish" });
  const page = await roles.anonymous.get(`/blog/${first}`);
  expect(page.status).toBe(200);
  expect(await text(page)).toContain("Ganz anderer Titel");
});

test("a post from before the editor opens with its HTML as Markdown", async () => {
  const id = await insertPost({ content: '<h2>Kosten</h2>\n<p>Mit <a href="/kontakt">Kontakt</a>.</p>\n<ul>\n<li>A</li>\n</ul>' });
  const editor = await text(await roles.admin.get(`/admin/blog/${id}`));
  expect(editor).toContain("## Kosten\n\nMit [Kontakt](/kontakt).\n\n- A");
  // No banner about the post's history: the editor needs only the text (ADR 0357).
  expect(editor).not.toContain("vor dem Editor");
  expect(editor).toContain(">Zurück zu den Beiträgen</a>");
  expect(editor).toContain(">Löschen …</a>");
});

test("the actions check the origin themselves: a cross-site POST known only by Sec-Fetch-Site is refused", async () => {
  // No Origin header (the Worker's own guard reads only that): requireAdminAction's check decides.
  const id = await insertPost({ title: "Bleibt stehen", status: "draft" });
  const before = await counts();
  for (const [path, body] of [
    ["/admin/blog/neu", new URLSearchParams(fields())],
    [`/admin/blog/${id}`, new URLSearchParams({ intent: "publish" })],
    [`/admin/blog/${id}/loeschen`, new URLSearchParams()],
  ] as const) {
    const res = await worker.fetch(path, {
      method: "POST",
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: roles.admin.cookie(), "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status, path).toBe(403);
  }
  expect(await counts()).toEqual(before);
  expect((await getPost(id))?.status).toBe("draft");
});

test("the editor offers the categories in use as a select, takes a new one typed beside it, and previews the saved text", async () => {
  const existing = await insertPost({ title: "Kategorien im Editor", content: "<p>Gespeicherter Text</p>" });
  const editor = await text(await roles.admin.get(`/admin/blog/${existing}`));
  // The select holds the categories posts use, the post's own selected.
  const select = editor.slice(editor.indexOf('<select id="kategorie" name="kategorie"'), editor.indexOf("</select>"));
  expect(select).toContain('<option value="">Ohne Kategorie</option>');
  expect(select).toContain('<option value="Kaufen" selected="">Kaufen</option>');
  expect(editor).toMatch(/<label for="kategorie-neu">Oder neue Kategorie<\/label><input id="kategorie-neu"[^>]* name="kategorie_neu"/);
  // Beside the form: the saved state as visitors see it, before any "Vorschau" click.
  const workspace = editor.slice(editor.indexOf('<div class="admin-blog-workspace">'));
  expect(workspace.indexOf("<form")).toBeLessThan(workspace.indexOf('<section class="admin-blog-preview"'));
  expect(workspace).toContain('<h2 id="vorschau-titel">Vorschau (gespeicherter Stand)</h2>');
  expect(prose(workspace)).toContain("Gespeicherter Text");
  // A new category typed beside the select wins and then appears in the select of every post.
  const created = createdId(
    await roles.admin.post("/admin/blog/neu", fields({ titel: "Neue Kategorie", kategorie: "Kaufen", kategorie_neu: "Ratgeber Miete" })),
  );
  expect(await getPost(created)).toMatchObject({ category: "Ratgeber Miete" });
  const fresh = await text(await roles.admin.get("/admin/blog/neu"));
  expect(fresh).toContain('<option value="Ratgeber Miete">Ratgeber Miete</option>');
  expect(fresh).toContain("Noch kein Inhalt.");
  // Without a new one the select's value is stored.
  const chosen = createdId(
    await roles.admin.post("/admin/blog/neu", fields({ titel: "Aus der Liste", kategorie: "Ratgeber Miete", kategorie_neu: "" })),
  );
  expect(await getPost(chosen)).toMatchObject({ category: "Ratgeber Miete" });
});
