// The admin layout: every admin page renders the staff header and
// navigation exactly once, marks the current section with aria-current, and links admin.css once;
// /admin/setup stays outside the layout, so a signed-in non-admin can still reach it.
import { expect, test } from "vitest";
import { staffRoles } from "./admin-matrix";
import { signedInUser } from "./auth-helpers";
import { startWorker } from "./harness";

const worker = startWorker();

const count = (html: string, needle: string | RegExp) => html.split(needle).length - 1;

test("every admin page has the staff navigation and Abmelden once, with the current section marked", async () => {
  const roles = await staffRoles(worker);
  const pages: [string, string][] = [
    ["/admin", "Übersicht"],
    ["/admin/inquiries", "Anfragen"],
    ["/admin/immobilien", "Immobilien"],
    ["/admin/besichtigungen", "Besichtigungen"],
    ["/admin/protokoll", "Protokoll"],
    ["/admin/technik", "Technik"],
  ];
  for (const [path, current] of pages) {
    const res = await roles.admin.get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(count(html, '<nav aria-label="Verwaltung"'), path).toBe(1);
    expect(count(html, ">Abmelden</button>"), path).toBe(1);
    expect(count(html, /<link [^>]*rel="stylesheet" href="\/assets\/admin-[\w-]{8}\.css"\/>/), path).toBe(1);
    expect(count(html, "<h1"), path).toBe(1);
    expect(html, path).toMatch(/<span class="staff-user" title="admin-\d+-\d+@example\.at">admin-\d+-\d+@example\.at<\/span>/);
    // The staff frame replaces the public header and footer (ADR 0064).
    expect(html, path).not.toContain('id="site-header"');
    expect(html, path).not.toContain('id="site-footer"');
    // Exactly one section link is the current one, and it is this page's section.
    const nav = html.match(/<nav aria-label="Verwaltung"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect(count(nav, 'aria-current="page"'), path).toBe(1);
    expect(nav, path).toMatch(new RegExp(`aria-current="page"[^>]*>${current}</a>`));
    for (const href of [
      "/admin",
      "/admin/inquiries",
      "/admin/blog",
      "/admin/team",
      "/admin/suchauftraege",
      "/admin/immobilien",
      "/admin/besichtigungen",
      "/admin/protokoll",
      "/admin/technik",
    ]) {
      expect(html, `${path} links ${href}`).toContain(`href="${href}"`);
    }
  }
});

test("the layout keeps non-admins out of every admin page", async () => {
  const roles = await staffRoles(worker);
  for (const path of ["/admin", "/admin/inquiries", "/admin/protokoll", "/admin/inquiries.csv"]) {
    const anonymous = await roles.anonymous.get(path);
    expect(anonymous.headers.get("Location"), path).toMatch(/^\/login\?redirectTo=/);
    const user = await roles.user.get(path);
    expect(user.headers.get("Location"), path).toBe("/");
  }
});

test("/admin/setup still opens for a signed-in non-admin, outside the admin layout", async () => {
  const user = await signedInUser(worker, "noch.kein.admin@example.com");
  const res = await user.get("/admin/setup");
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("<h1>Admin-Einrichtung</h1>");
  expect(html).toContain("Angemeldet als <strong>noch.kein.admin@example.com</strong>");
  expect(html).not.toContain('aria-label="Verwaltung"');
  // Outside the staff frame: the public header stays.
  expect(html).toContain('id="site-header"');
  expect(html).toContain('action="/admin/setup"');
});
