// No English left in the staff area: every staff page, the sitemap tools' notices and the sign-in
// page are German, and none of the old site's English strings appear in the rendered HTML.
import { expect, test } from "vitest";
import { staffRoles } from "./admin-matrix";
import { startWorker } from "./harness";

const worker = startWorker();

const OLD_ENGLISH = [
  "Admin Panel",
  "Sign Out",
  "Sign In",
  "Access Denied",
  "Please wait",
  "Loading...",
  "Login successful",
  "Welcome back",
  "Sitemap generated",
  "Sitemap test",
  "Error generating sitemap",
  "Sitemap format warning",
  "Dynamic sitemap",
  "Copy to clipboard",
  "Verification failed",
  "E-mail verified",
  "is now an admin",
  "Failed to set admin role",
  "Zu viele Versuche",
  "Sync Now",
  "Never",
];

const STAFF_PAGES = [
  "/admin",
  "/admin/technik?sitemap=generate",
  "/admin/technik?sitemap=test",
  "/admin/inquiries",
  "/admin/inquiries?bereich=system",
  "/admin/blog",
  "/admin/blog/neu",
  "/admin/team",
  "/admin/team/neu",
  "/admin/suchauftraege",
  "/admin/immobilien",
  "/admin/besichtigungen",
  "/admin/protokoll",
  "/admin/rechtliches",
  "/admin/konto",
];

/** The visible text and attributes, without scripts (the route manifest names files, not UI). */
function visible(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

test("no staff page and not the sign-in page shows the old English strings", async () => {
  const roles = await staffRoles(worker);
  const pages: [string, string][] = [];
  for (const path of STAFF_PAGES) {
    const res = await roles.admin.get(path);
    expect(res.status, path).toBe(200);
    pages.push([path, visible(await res.text())]);
  }
  for (const path of ["/login", "/login?mode=signup"]) {
    const res = await roles.anonymous.get(path);
    expect(res.status, path).toBe(200);
    pages.push([path, visible(await res.text())]);
  }
  const found = pages.flatMap(([path, html]) => OLD_ENGLISH.filter((text) => html.includes(text)).map((text) => `${path}: ${text}`));
  expect(found).toEqual([]);
});
