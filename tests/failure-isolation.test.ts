// Failure isolation (public-site.md section 8): a failed read of one table degrades the one part
// that needs it, never the whole page. Each test renames the table away and back.
import { expect, test } from "vitest";
import { makeAdmin, signedInUser } from "./auth-helpers";
import { insertAgent, insertBlogPost } from "./factories";
import { formPost, startWorker } from "./harness";

const worker = startWorker();

async function withTableGone(table: string, check: () => Promise<void>) {
  const { DB } = await worker.env();
  await DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_weg`);
  try {
    await check();
  } finally {
    await DB.exec(`ALTER TABLE ${table}_weg RENAME TO ${table}`);
  }
}

test("a failed blog read shows the blog page with its empty list, not a 500", async () => {
  await withTableGone("blog_posts", async () => {
    const res = await worker.fetch("/blog");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Unser Immobilien-Blog");
    expect(html).toContain("Derzeit sind keine Artikel veröffentlicht.");
  });
});

test("a failed blog post read shows 'Blog post not found' with 503, not a 500", async () => {
  const db = await worker.db();
  await insertBlogPost(db, { id: "lesefehler", title: "Lesefehler" });
  await withTableGone("blog_posts", async () => {
    const res = await worker.fetch("/blog/lesefehler");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("Blog post not found");
  });
});

test("a failed agents read leaves /uber-uns up with the spec's error toast", async () => {
  await withTableGone("agents", async () => {
    const res = await worker.fetch("/uber-uns");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Wofür wir stehen");
    expect(html).toContain("Beim Laden der Makler ist ein Fehler aufgetreten.");
  });
  const html = await (await worker.fetch("/uber-uns")).text();
  expect(html).not.toContain("Beim Laden der Makler ist ein Fehler aufgetreten.");
});

test("a failed agents read leaves /kontakt with its form and direct contact, without the team list", async () => {
  const db = await worker.db();
  await insertAgent(db, { name: "Kontakt Maklerin", slug: "kontakt-maklerin" });
  expect(await (await worker.fetch("/kontakt")).text()).toContain("Ihre Ansprechpersonen");
  await withTableGone("agents", async () => {
    const res = await worker.fetch("/kontakt");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Direkter Kontakt");
    expect(html).toContain("Nachricht senden");
    expect(html).not.toContain("Ihre Ansprechpersonen");
  });
});

test("a failed listings read leaves the not-found page a 404 with its ways on, without the newest listings", async () => {
  await withTableGone("immobilien", async () => {
    const res = await worker.fetch("/gibt-es-nicht");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain("Häufig besucht");
    expect(html).not.toContain("Neu im Angebot");
  });
});

test("a failed agents read leaves the team pages out of the sitemap, not the whole sitemap", async () => {
  const db = await worker.db();
  await insertAgent(db, { name: "Sitemap Maklerin", slug: "sitemap-maklerin" });
  const before = await (await worker.fetch("/sitemap.xml")).text();
  expect(before).toContain("/uber-uns/team/sitemap-maklerin");
  await withTableGone("agents", async () => {
    const res = await worker.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<urlset");
    expect(xml).toContain("/immobilien</loc>");
    expect(xml).not.toContain("/uber-uns/team/");
  });
});

test("a failed property read shows the spec's load-failure state with 503: fallback text, banner and 'Fehler' toast", async () => {
  await withTableGone("immobilien", async () => {
    const res = await worker.fetch("/immobilien/T100001");
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("<h1>Immobilie konnte nicht gefunden werden.</h1>");
    expect(html).toMatch(/<strong>Fehler<\/strong><p>Diese Immobilie konnte nicht geladen werden oder ist nicht mehr verfügbar\.<\/p>/);
  });
});

test("a sign-up that cannot be stored shows 'Sign up failed' with the spec's default text, not a 500", async () => {
  await withTableGone("users", async () => {
    const res = await worker.fetch(
      "/login?mode=signup",
      formPost({ mode: "signup", email: "neu@example.com", password: "sehr-geheim-123", redirectTo: "/admin" }),
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toMatch(/<strong>Registrierung fehlgeschlagen<\/strong> (<!-- -->)?Bei der Anmeldung ist ein Fehler aufgetreten\./);
    expect(html).toContain('value="neu@example.com"');
  });
});

test("a failed sync-status read leaves Technik (the feed card's page, ADR 0365) up with 'Nie' as the last sync", async () => {
  const client = await signedInUser(worker, "status-fehler@example.com");
  await makeAdmin(worker, "status-fehler@example.com");
  const db = await worker.db();
  await db
    .insertInto("api_credentials")
    .values({ service_name: "justimmo", username: "https://feed.example/export.xml", password: "" })
    .execute();
  await withTableGone("sync_status", async () => {
    expect((await client.get("/admin")).status).toBe(200);
    const res = await client.get("/admin/technik");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<dt>Letzte Synchronisierung<\/dt><dd>Nie<\/dd>/);
  });
});

test("the Admin Panel's sitemap test reports 'Sitemap-Test erfolgreich', and 'Sitemap-Test fehlgeschlagen' when it cannot be built", async () => {
  const client = await signedInUser(worker, "sitemap-test@example.com");
  await makeAdmin(worker, "sitemap-test@example.com");
  const ok = await (await client.get("/admin/technik?sitemap=test")).text();
  expect(ok).toMatch(/<strong>Sitemap-Test erfolgreich<\/strong> (<!-- -->)?Richtig aufgebaut, \d+ Seiten verzeichnet\./);
  await withTableGone("blog_posts", async () => {
    const res = await client.get("/admin/technik?sitemap=test");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/staff-alert-error"><strong>Sitemap-Test fehlgeschlagen<\/strong> /);
  });
});
