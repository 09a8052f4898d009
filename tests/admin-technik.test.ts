// The Technik page: the feed settings, the runs and the sitemap tools
// moved off the Übersicht. Every loader and action intent is in the access matrix (anonymous,
// signed-in non-admin, cross-site POST, admin); the Übersicht no longer takes the feed settings.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("Technik's page and sitemap tools are for admins only; the admin gets the cards", async () => {
  const roles = await staffRoles(worker);
  const page = await expectAdminOnly(roles, (client) => client.get("/admin/technik"), { method: "GET" });
  expect(page.status).toBe(200);
  const html = await text(page);
  expect(html).toContain("<h1>Technik</h1>");
  expect(html).toContain("Immobilien-Feed synchronisieren");
  expect(html).toContain("Seitenverzeichnis für Suchmaschinen (Sitemap)");
  // One primary action and a download, no overlapping "erzeugen"; the public-address check needs JavaScript.
  expect(html).toMatch(/<button class="button" type="submit">Sitemap prüfen<\/button>/);
  expect(html).not.toContain("Sitemap erzeugen");
  expect(html).not.toContain("Dynamische Sitemap");
  // The API switch is a worded state, not plain text.
  expect(html).toMatch(/<dt>justimmo-API<\/dt><dd><span class="staff-badge staff-badge-(off|success)">(Aus|Ein)geschaltet<\/span>/);
  expect(html).not.toContain("liegt nicht auf dem Server der justimmo-API");
  const tested = await expectAdminOnly(roles, (client) => client.get("/admin/technik?sitemap=test"), { method: "GET" });
  const checked = await text(tested);
  expect(checked).toContain("Sitemap-Test erfolgreich");
  // The check shows what it looked at: the number of pages and the start of the XML.
  expect(checked).toMatch(/Richtig aufgebaut, \d+ Seiten verzeichnet\./);
  expect(checked).toContain('data-testid="sitemap-preview"');
});

test("saving the feed on Technik is admin-only and comes back to Technik with the masked URL", async () => {
  const roles = await staffRoles(worker);
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://makler:pw-7@feed.example/technik.xml", password: "" }, headers),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/technik");
  const html = await text(await roles.admin.get("/admin/technik"));
  expect(html).toContain("Feed-Konfiguration gespeichert");
  expect(html).toContain("https://***@feed.example/technik.xml");
  expect(html).not.toContain("pw-7");
  // The feed card is Technik's alone (ADR 0365): with a feed set up the Übersicht says nothing of it.
  expect(html).toContain("Jetzt synchronisieren");
  const overview = await text(await roles.admin.get("/admin"));
  expect(overview).not.toContain("Jetzt synchronisieren");
  expect(overview).not.toContain("Feed-Konfiguration ändern");
});

test("a sync started on Technik is admin-only; the Übersicht takes no POST at all", async () => {
  const roles = await staffRoles(worker);
  // No feed server answers: the sync fails, and says so on Technik.
  const sync = await expectAdminOnly(roles, (client, headers) => client.post("/admin/technik", { intent: "sync" }, headers));
  expect(sync.headers.get("Location")).toBe("/admin/technik");
  const db = await worker.db();
  const before = await db.selectFrom("api_credentials").select("username").execute();
  const refused = await roles.admin.post("/admin?index", { intent: "save-feed", feedUrl: "https://anders.example/x.xml", password: "" });
  // ADR 0365: the Übersicht only reads; its forms moved to Technik and Team (ADR 0369).
  expect(refused.status).toBe(405);
  expect(await db.selectFrom("api_credentials").select("username").execute()).toEqual(before);
  const unknown = await roles.admin.post("/admin/technik", { intent: "set-admin", email: "x@example.at", adminKey: "k" });
  expect(unknown.status).toBe(400);
});

test("Technik shows the sync history with time, state, counts and errors; the last sync comes from the runs", async () => {
  const roles = await staffRoles(worker);
  await roles.admin.post("/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/verlauf.xml", password: "" });
  const db = await worker.db();
  // No status row yet: before the fix the card said "Nie" although runs had finished.
  await db.deleteFrom("sync_status").execute();
  await db.deleteFrom("sync_runs").execute();
  const noRuns = await text(await roles.admin.get("/admin/technik"));
  // "Nie" once: no second warning that says it again, no empty "Letzte Läufe" (review 62).
  expect(noRuns).toContain("<dt>Letzte Synchronisierung</dt><dd>Nie</dd>");
  expect(noRuns).not.toContain("noch nie synchronisiert");
  expect(noRuns).not.toContain("Noch keine Synchronisierung aufgezeichnet.");
  expect(noRuns).not.toContain("Letzte Läufe");
  // Listings online that no run wrote: one plain sentence says where they come from, not an alarm.
  const live = await db
    .selectFrom("immobilien")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("active", "=", 1)
    .executeTakeFirstOrThrow();
  if (Number(live.n) > 0) {
    expect(noRuns).toMatch(
      /<p class="staff-hint staff-live-note">Die (\d+|eine) Immobilien? auf der Website (stammt|stammen) nicht aus diesem Feed\.<\/p>/,
    );
  } else {
    // The address is not justimmo's: the card asks for the set-up instead (ADR 0384).
    expect(noRuns).toContain("Die hinterlegte Feed-Adresse gehört nicht zu justimmo");
    expect(noRuns).not.toContain("Die Website zeigt Immobilien aus dem Feed erst nach dem ersten Abgleich.");
  }
  await db
    .insertInto("sync_runs")
    .values([
      {
        trigger: "cron",
        status: "success",
        started_at: "2026-11-27T09:00:00.000Z",
        finished_at: "2026-11-27T09:01:30.000Z",
        items_processed: 12,
        items_created: 2,
        items_updated: 3,
        items_unchanged: 7,
        error_message: null,
      },
      {
        trigger: "admin",
        status: "error",
        started_at: "2026-11-28T08:00:00.000Z",
        finished_at: "2026-11-28T08:00:05.000Z",
        items_processed: 0,
        items_created: 0,
        items_updated: 0,
        items_unchanged: 0,
        error_message: "Der Feed antwortet nicht (Zeitüberschreitung).",
      },
    ])
    .execute();
  const html = await text(await roles.admin.get("/admin/technik"));
  // The newest finished run stands as the last sync, with its state and error.
  expect(/<dt>Letzte Synchronisierung<\/dt><dd>[^<]*/.exec(html)?.[0]).toBe("<dt>Letzte Synchronisierung</dt><dd>28.11.2026, 09:00");
  expect(html).not.toContain("<dd>Nie");
  expect(html).not.toContain("noch nie synchronisiert");
  const table = html.slice(html.indexOf('<table class="staff-table staff-sync-history">'), html.indexOf("</table>"));
  const rows = table.split("<tr").slice(2);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain("28.11.2026, 09:00");
  expect(rows[0]).toContain('<span class="staff-badge staff-badge-error">Fehler</span>');
  expect(rows[0]).toContain("Der Feed antwortet nicht (Zeitüberschreitung).");
  expect(rows[1]).toContain("27.11.2026, 10:00");
  expect(rows[1]).toContain("beendet 27.11.2026, 10:01");
  expect(rows[1]).toContain('<span class="staff-badge staff-badge-success">Erfolgreich</span>');
  expect(rows[1]).toContain("12 verarbeitet, 2 neu, 3 geändert, 7 unverändert");
  // The Übersicht reads the same last run (ADR 0365: one line, the card is Technik's): it failed.
  const overview = await text(await roles.admin.get("/admin"));
  expect(overview).toContain('<a href="/admin/technik#sync-title">Feed-Abgleich fehlgeschlagen</a>');
  expect(overview).toContain("Die letzte Synchronisierung ist fehlgeschlagen: Der Feed antwortet nicht (Zeitüberschreitung).");
});

test("Technik lists the active adverts without HWB or fGEE (§ 3 EAVG), by what each lacks", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "EA1", objekttitel: "Mit vollem Energieausweis" });
  await insertProperty(db, { objektnr_intern: "EA2", objekttitel: "Ohne fGEE", fgeewert: null, fgeeklasse: null });
  await insertProperty(db, {
    objektnr_intern: "EA3",
    objektnr_extern: "EXT-EA3",
    objekttitel: "Ganz ohne Energieausweis",
    hwbwert: null,
    hwbklasse: null,
    fgeewert: 0,
    fgeeklasse: " ",
  });
  // A class the page can't show counts as missing; a value alone is enough.
  await insertProperty(db, { objektnr_intern: "EA4", objekttitel: "Klasse unlesbar", hwbwert: null, hwbklasse: "X9" });
  await insertProperty(db, { objektnr_intern: "EA5", objekttitel: "Nur Werte", hwbklasse: null, fgeeklasse: null });
  await insertProperty(db, { objektnr_intern: "EA6", objekttitel: "Inaktiv ohne Ausweis", active: 0, hwbwert: null, hwbklasse: null });
  // A plot has no building to certify.
  await insertProperty(db, {
    objektnr_intern: "EA7",
    objekttitel: "Baugrund ohne Ausweis",
    objektart: "grundstueck/WOHNEN",
    property_type: "land",
    hwbwert: null,
    hwbklasse: null,
    fgeewert: null,
    fgeeklasse: null,
  });
  const html = await text(await roles.admin.get("/admin/technik"));
  const card = html.slice(html.indexOf('id="energieausweise"'));
  expect(card).toContain("Energieausweis im Inserat");
  // One instruction with a target: the edit page of each advert not from justimmo.
  expect(card).not.toContain("ergänzen Sie die Werte in der Immobilien-Liste");
  expect(card).not.toMatch(/weder hier noch dort/);
  expect(card).toContain("Werte eintragen oder offline nehmen.");
  expect(card).toMatch(
    /<a href="\/admin\/immobilien\/\d+">Werte eintragen<span class="staff-sr-only"> für Ganz ohne Energieausweis<\/span><\/a>/,
  );
  expect(card).toContain("§\u00a03 EAVG 2012");
  expect(card).toMatch(/<a href="\/immobilien\/EA2">Ohne fGEE<\/a> <span class="staff-hint">Objektnr. [^<]* · es fehlt fGEE<\/span>/);
  expect(card).toContain(
    '<a href="/immobilien/EA3">Ganz ohne Energieausweis</a> <span class="staff-hint">Objektnr. EXT-EA3 · es fehlen HWB und fGEE</span>',
  );
  expect(card).toMatch(/<a href="\/immobilien\/EA4">Klasse unlesbar<\/a> <span class="staff-hint">[^<]*es fehlt HWB<\/span>/);
  for (const shown of ["EA1", "EA5", "EA6", "EA7"]) expect(card).not.toContain(`/immobilien/${shown}"`);
  // The detail page of such an advert says the values are missing (ADR 0381); a plot has no card.
  expect(await text(await worker.fetch("/immobilien/EA3"))).toContain("HWB und fGEE liegen uns für diese Immobilie noch nicht vor.");
  expect(await text(await worker.fetch("/immobilien/EA7"))).not.toContain('id="energie"');
});
