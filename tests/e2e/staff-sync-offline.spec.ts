// Spec leads-legal-admin.md "Sync errors": when the browser cannot reach the server during an admin
// sync (JavaScript on, network down), staff read 'Verbindungsfehler: …' instead of a broken page
// ("Edge Function" reads "der Server", ADR 0013). Without JavaScript the browser's own error stands.
import { expect, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";

test("a sync request that never reaches the server says 'Verbindungsfehler' and the page stays", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, "sync-offline");
  // The feed card is on Technik (ADR 0365). The network goes down for its POSTs only; the page
  // itself stays loaded. Single fetch posts to /admin/technik.data; a document POST to /admin/technik.
  await page.goto("/admin/technik");
  const panel = (url: URL) => url.pathname === "/admin/technik" || url.pathname === "/admin/technik.data";
  await page.route(panel, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("button", { name: "Jetzt synchronisieren" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Verbindungsfehler" })).toHaveText(
    "Verbindungsfehler: Der Server konnte nicht erreicht werden. Bitte überprüfen Sie Ihre Internetverbindung oder versuchen Sie es später erneut.",
  );
  await expect(page.getByRole("heading", { name: "Technik", level: 1 })).toBeVisible();
  // Back online, the same button works again.
  await page.unroute(panel);
  await expect(page.getByRole("button", { name: "Jetzt synchronisieren" })).toBeEnabled();
});
