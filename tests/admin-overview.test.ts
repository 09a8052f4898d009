// The Übersicht: "Heute" first (ADR 0365), compact figures that lead to their lists, leads by form,
// and the server-drawn week chart; system mails never count as leads.
import { expect, test } from "vitest";
import { staffRoles } from "./admin-matrix";
import { insertFeedCredentials, insertInquiry, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const figure = (html: string, label: string) =>
  html.match(new RegExp(`<span class="staff-figure-value">([^<]+)</span><span class="staff-figure-label">${label}</span>`))?.[1];

test("the Übersicht counts open and today's leads, failed mails, listings without photos; links lead to the lists", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const unset = (await (await roles.admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  // A fresh database has no feed: that is to be done, so "Heute" does not say "Nichts fällig" (review 62).
  expect(unset).toContain('<a href="/admin/technik#sync-title">Immobilien-Feed einrichten</a>');
  expect(unset).not.toContain("Nichts fällig");
  expect(unset).toContain('<p class="staff-today-next">Keine neue Anfrage, keine Wiedervorlage, heute keine Besichtigung. ');
  // A feed that ran and complete adverts: nothing due, one short line (review 58), in sentences
  // (review 61b), without help text in it.
  await insertFeedCredentials(db);
  await db
    .insertInto("sync_status")
    .values({ id: "justimmo", status: "success", last_sync_at: new Date().toISOString(), items_processed: 3, error_message: null })
    .execute();
  const before = (await (await roles.admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  expect(before).toMatch(
    /<section class="staff-card staff-today staff-today-empty" aria-labelledby="today-title"><h2 id="today-title">Heute<\/h2><p><strong>Nichts fällig\.<\/strong> Keine neue Anfrage, keine Wiedervorlage, heute keine Besichtigung\. /,
  );
  expect(before).not.toContain("Wiedervorlagen legen Sie");
  // No lead in eight weeks: one line instead of an empty chart beside an empty card.
  expect(before).toContain(
    '<div class="staff-card staff-overview-quiet"><h2>Anfragen</h2><p>Keine Anfragen in den letzten 8 Wochen.</p></div>',
  );
  expect(before).not.toContain("<svg");
  const base = {
    open: Number(figure(before, "Anfragen? unbearbeitet")),
    today: Number(figure(before, "Anfragen? heute")),
    failed: Number(figure(before, "E-Mails? nicht zugestellt")),
    noPhotos: Number(figure(before, "Inserate? ohne Fotos")),
    listings: Number(figure(before, "Immobilien? online")),
  };
  const now = new Date().toISOString();
  await insertInquiry(db, { id: "ov-new", kind: "valuation", created_at: now, updated_at: now });
  await insertInquiry(db, { id: "ov-done", kind: "valuation", status: "done", created_at: now, updated_at: now });
  // A sign-up confirmation is a system mail, not a lead.
  await insertInquiry(db, { id: "ov-system", kind: "verification", created_at: now, updated_at: now });
  // Both mails of one lead failed: that is one lead to follow up, not two.
  await db
    .insertInto("inquiry_emails")
    .values(
      ["internal", "confirmation"].map((template) => ({
        id: `ov-mail-${template}`,
        inquiry_id: "ov-new",
        template,
        recipient: "office@example.at",
        state: "failed",
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await insertProperty(db, { titelbild_url: null, bilder_urls: "[]" });

  const res = await roles.admin.get("/admin");
  expect(res.status).toBe(200);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("<h1>Übersicht</h1>");
  expect(Number(figure(html, "Anfragen? unbearbeitet"))).toBe(base.open + 1);
  expect(Number(figure(html, "Anfragen? heute"))).toBe(base.today + 2);
  const failedFigure = Number(figure(html, "E-Mails? nicht zugestellt"));
  expect(failedFigure).toBe(base.failed + 1);
  expect(Number(figure(html, "Inserate? ohne Fotos"))).toBe(base.noPhotos + 1);
  expect(Number(figure(html, "Immobilien? online"))).toBe(base.listings + 1);
  // Short labels on screen; the link's name still says what is counted.
  expect(html).toMatch(
    /<span class="staff-figure-label">E-Mails? nicht zugestellt<\/span><span class="staff-sr-only"> \(Anfragen, deren Benachrichtigung nicht ankam\)<\/span><\/a>/,
  );
  expect(html).toContain('<a class="staff-figure" href="/admin/inquiries?status=new">');
  // The listing tiles open the staff Immobilien list, the photo one narrowed to what lacks photos.
  expect(html).toContain('<a class="staff-figure" href="/admin/immobilien">');
  expect(html).toContain('<a class="staff-figure" href="/admin/immobilien?fehlt=fotos">');
  expect(html).toMatch(/<a href="\/admin\/inquiries\?kind=valuation">Bewertung<\/a> <strong>\d+<\/strong>/);
  expect(html).not.toContain('href="/admin/inquiries?kind=verification"');
  // The chart is SVG from the server with a text alternative.
  expect(html).toMatch(/<svg viewBox="0 0 \d+ \d+" role="img" aria-labelledby="chart-title"><title id="chart-title">Anfragen pro Woche/);
  // Calendar weeks (ADR 0357): the last bar is this week, under its Monday, and holds today's leads.
  const monday = new Date();
  const viennaWeekday = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Vienna", weekday: "short" }).format(monday);
  monday.setUTCDate(monday.getUTCDate() - ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(viennaWeekday));
  const mondayLabel = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", day: "2-digit", month: "2-digit" }).format(monday);
  const labels = [...html.matchAll(/class="staff-chart-label">([^<]+)</g)].map((match) => match[1]);
  expect(labels).toHaveLength(8);
  expect(labels.at(-1)).toBe(mondayLabel);
  expect(html).toMatch(new RegExp(`${mondayLabel.replaceAll(".", "\\.")}–\\d\\d\\.\\d\\d\\.: [1-9]\\d*</title>`));
  expect(html).not.toContain("Wochenbeginn");
  // Today's work first: the new lead is in "Heute", before the figures; the done one is not. The
  // ops cards have their own pages (ADR 0365).
  const heute = html.slice(html.indexOf('id="today-title"'), html.indexOf("</section>", html.indexOf('id="today-title"')));
  expect(heute).toMatch(/<span class="staff-new-mark">Neu<\/span><a href="\/admin\/inquiries\/ov-new">/);
  expect(heute).not.toContain("ov-done");
  expect(html.indexOf('id="today-title"')).toBeLessThan(html.indexOf('class="staff-figures"'));
  for (const moved of ["Admin-Rechte vergeben", "Letzte Änderungen", "Jetzt synchronisieren", "Neu und überfällig"]) {
    expect(html).not.toContain(moved);
  }

  // The failed-mail figure leads to a list that holds exactly the leads whose mail failed.
  expect(html).toContain('<a class="staff-figure" href="/admin/inquiries?zustellung=fehlgeschlagen">');
  const failed = (await (await roles.admin.get("/admin/inquiries?zustellung=fehlgeschlagen")).text()).replaceAll("<!-- -->", "");
  expect(failed).toContain('href="/admin/inquiries/ov-new"');
  expect(failed).not.toContain('href="/admin/inquiries/ov-done"');
  expect(failed).toMatch(/<option value="fehlgeschlagen" selected="">Fehlgeschlagen<\/option>/);
  // The figure and the list it opens count the same thing.
  expect(failed).toMatch(new RegExp(`${failedFigure} gefundene Anfragen? · Seite 1`));
  // A broken filter value falls back to "all", never a 500.
  expect((await roles.admin.get("/admin/inquiries?zustellung=%3Cx%3E")).status).toBe(200);
});

test("counts read in the right number: '1 Immobilie', not '1 Immobilien'", async () => {
  const roles = await staffRoles(worker);
  const html = (await (await roles.admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  for (const match of html.matchAll(/<span class="staff-figure-value">(\d+)<\/span><span class="staff-figure-label">([^<]+)<\/span>/g)) {
    const [, value, label] = match;
    if (value === "1") expect(label).not.toMatch(/Anfragen|Immobilien|E-Mails|Suchaufträge/);
    else expect(label).not.toMatch(/Anfrage |Anfrage$|Immobilie |E-Mail$|Suchauftrag$/);
  }
  const db = await worker.db();
  await db.deleteFrom("inquiry_emails").execute();
  await db.deleteFrom("inquiries").execute();
  const now = new Date().toISOString();
  await insertInquiry(db, { id: "ov-one", kind: "contact", created_at: now, updated_at: now });
  const one = (await (await roles.admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  expect(one).toContain('<span class="staff-figure-value">1</span><span class="staff-figure-label">Anfrage unbearbeitet</span>');
  expect(one).toContain('<span class="staff-figure-value">1</span><span class="staff-figure-label">Anfrage heute</span>');
  expect(one).toContain("1 Anfrage in ");
  const inbox = (await (await roles.admin.get("/admin/inquiries")).text()).replaceAll("<!-- -->", "");
  expect(inbox).toContain("1 gespeicherte Anfrage · Seite 1 von 1");
});

test("'Anfragen heute' opens the inbox filtered to today's arrivals in Vienna, and the filter can be reset", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const now = new Date();
  const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  await insertInquiry(db, { id: "today-lead", kind: "contact", created_at: now.toISOString(), updated_at: now.toISOString() });
  await insertInquiry(db, { id: "older-lead", kind: "contact", created_at: twoDaysAgo, updated_at: twoDaysAgo });
  const overview = (await (await roles.admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  expect(overview).toContain('<a class="staff-figure" href="/admin/inquiries?eingang=heute">');
  const todayFigure = Number(figure(overview, "Anfragen? heute"));
  const list = (await (await roles.admin.get("/admin/inquiries?eingang=heute")).text()).replaceAll("<!-- -->", "");
  expect(list).toContain('href="/admin/inquiries/today-lead"');
  expect(list).not.toContain('href="/admin/inquiries/older-lead"');
  // The figure and the list count the same leads; the form shows the filter and offers the reset.
  expect(list).toMatch(new RegExp(`${todayFigure} gefundene Anfragen? · Seite 1`));
  expect(list).toContain('<option value="heute" selected="">Heute</option>');
  expect(list).toContain(">Filter zurücksetzen</a>");
  // Combined with a status filter, the query keeps both; a bad value means "jederzeit", never a 500.
  expect((await (await roles.admin.get("/admin/inquiries?eingang=heute&status=new")).text()).replaceAll("<!-- -->", "")).toContain(
    'href="/admin/inquiries/today-lead"',
  );
  const bad = await roles.admin.get("/admin/inquiries?eingang=gestern");
  expect(bad.status).toBe(200);
  expect(await bad.text()).toContain('href="/admin/inquiries/older-lead"');
});

test("a live advert without HWB or fGEE is a 'Zu erledigen' row in 'Heute', linking to where it is fixed", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "OV-EAVG", objekttitel: "Ohne Energieausweis", hwbwert: null, hwbklasse: null });
  const html = (await (await roles.admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  expect(html).toMatch(
    /<li><span class="staff-task-mark">Zu erledigen<\/span><a href="\/admin\/immobilien(\?fehlt=energieausweis|\/\d+)">\d+ Inserate? ohne vollständigen Energieausweis<\/a><span class="staff-today-step">HWB und fGEE sind in jedem Inserat Pflicht \(§\u00a03 EAVG 2012\)\. Werte eintragen oder offline nehmen\.<\/span><\/li>/,
  );
  expect(html).not.toContain("Nichts fällig");
  // Technik puts the legal gap first and says the same: an advert not from justimmo gets its
  // values on its edit page, or goes offline.
  const technik = (await (await roles.admin.get("/admin/technik")).text()).replaceAll("<!-- -->", "");
  expect(technik.indexOf('id="energieausweise"')).toBeLessThan(technik.indexOf('id="sync-title"'));
  expect(technik).toMatch(/Werte eintragen oder offline nehmen/);
  expect(technik).not.toContain("eingespielt");
  expect(technik).toContain('<a href="/admin/immobilien?fehlt=energieausweis">');
  expect(technik).not.toMatch(/Bitte in justimmo ergänzen[^<]*<\/p><ul class="staff-energy-gaps"><li><a href="\/immobilien\/OV-EAVG"/);
});
