// Technik says what works now (ADR 0384): a feed address that is not justimmo's, with no listing
// from it, makes "Feed einrichten" the main action (a sync cannot bring justimmo's objects), and the
// e-mail hand-over to justimmo is not a green "aktiv" while no listing comes from justimmo.
import { expect, test } from "vitest";
import { staffRoles } from "./admin-matrix";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("a feed address elsewhere than justimmo: 'Feed einrichten' leads to the open form, the sync is secondary", async () => {
  const { admin } = await staffRoles(worker);
  // The test site's listings are seeded: none came from a feed.
  await admin.post("/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/anders.xml", password: "" });
  const html = await text(await admin.get("/admin/technik"));
  expect(html).toContain('<a class="button" href="#feed-einrichten">Feed einrichten</a>');
  expect(html).toMatch(/<details class="staff-details" id="feed-einrichten" open="">/);
  expect(html).toMatch(/<button class="button button-secondary" type="submit">Jetzt synchronisieren<\/button>/);
  expect(html).toContain("Die hinterlegte Feed-Adresse gehört nicht zu justimmo");
  // The hand-over card: no green "Immer aktiv" while nothing comes from justimmo.
  expect(html).not.toContain("Immer aktiv");
  expect(html).toContain('<span class="staff-badge staff-badge-off">Wartet</span> Aktiv, sobald Immobilien aus justimmo kommen');
  // The Übersicht's to-do says the same and links to the form, not to a sync.
  const overview = await text(await admin.get("/admin"));
  expect(overview).toContain('<a href="/admin/technik#feed-einrichten">justimmo-Feed einrichten</a>');
  expect(overview).not.toContain("Ersten Feed-Abgleich starten");
  expect(overview).not.toContain("eingespielt");

  // A justimmo address: the sync is the main action again.
  await admin.post("/admin/technik", {
    intent: "save-feed",
    feedUrl: "https://makler:geheim@api.justimmo.at/rest/v1/objekt/list",
    password: "",
  });
  const justimmo = await text(await admin.get("/admin/technik"));
  expect(justimmo).not.toContain("Feed einrichten</a>");
  expect(justimmo).toMatch(/<button class="button" type="submit">Jetzt synchronisieren<\/button>/);
});
