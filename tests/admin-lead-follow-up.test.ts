// A lead's "Wiedervorlage" (ADR 0359): the lead page's own action sets the day, an optional time and
// the next step, a quick choice sets a day without typing, "Erledigt / entfernen" clears it. Admin
// only, from this site only; a refused value answers 400 with a German message at its field, never a
// 500; each change leaves an audit row by id and day. The inbox marks and filters due leads, the
// Übersicht lists them under "Heute", and the retention deletes the next step with the lead.
import { expect, test } from "vitest";
import { addDays, viennaDateOf } from "~/lib/viewing-time";
import { purgeExpiredPersonalData } from "~/server/legal/retention.queries.server";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let counter = 0;

async function lead(subject: string, overrides: Record<string, string | null> = {}) {
  const id = `follow-${++counter}-${Date.now()}`;
  await insertInquiry(await worker.db(), {
    id,
    subject,
    sender_name: `Wally Wieder ${counter}`,
    sender_email: `${id}@example.at`,
    ...overrides,
  });
  return id;
}

async function stored(id: string) {
  const db = await worker.db();
  return db.selectFrom("inquiries").select(["follow_up_due", "follow_up_note"]).where("id", "=", id).executeTakeFirstOrThrow();
}

const today = () => viennaDateOf(new Date());
const german = (date: string) => date.split("-").reverse().join(".");

test("an admin sets a Wiedervorlage from this site only; the page, the toast and the audit trail say so", async () => {
  const roles = await staffRoles(worker);
  const id = await lead("Wiedervorlage Josefstadt", { status: "in_progress" });
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain('<h2 id="inquiry-follow-up">Wiedervorlage</h2>');
  expect(page).toContain("Keine Wiedervorlage.");
  // The quick choices are submit buttons of their own form, before the date form (ADR 0364): one tap
  // saves, without JavaScript and without the date field's "required".
  const morgen = /<button [^>]*>Morgen<\/button>/.exec(page)?.[0] ?? "";
  for (const attribute of ['type="submit"', 'name="schnell"', 'value="morgen"']) expect(morgen).toContain(attribute);
  expect(page.indexOf(morgen)).toBeLessThan(page.indexOf('id="follow-up-datum"'));
  const day = addDays(today(), 2);
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post(
      `/admin/inquiries/${id}`,
      { intent: "follow-up", datum: day, uhrzeit: "10:00", schritt: "Rückruf wegen Besichtigung" },
      headers,
    ),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/inquiries/${id}`);
  expect(await stored(id)).toEqual({ follow_up_due: `${day}T10:00`, follow_up_note: "Rückruf wegen Besichtigung" });
  const after = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(after).toContain("Wiedervorlage gespeichert");
  expect(after).toContain(`(${german(day)}, 10:00 Uhr)`);
  expect(after).toContain('<span class="staff-follow-up-step">Rückruf wegen Besichtigung</span>');
  expect(after).toContain(">Erledigt / entfernen</button>");
  const db = await worker.db();
  const audit = await db.selectFrom("audit_log").select(["action", "summary"]).where("entity_id", "=", id).execute();
  // The day, never the next step: it may name the person.
  expect(audit).toEqual([{ action: "inquiry.follow-up", summary: `Anfrage ${id}: Wiedervorlage am ${german(day)}, 10:00 Uhr` }]);
});

test("a quick choice sets tomorrow as a whole day without a typed date; 'Erledigt / entfernen' clears it", async () => {
  const { admin } = await staffRoles(worker);
  const id = await lead("Wiedervorlage Hietzing");
  const quick = await admin.post(`/admin/inquiries/${id}`, {
    intent: "follow-up",
    schnell: "morgen",
    datum: "",
    uhrzeit: "08:00",
    schritt: "Exposé schicken",
  });
  expect(quick.status).toBe(303);
  expect(await stored(id)).toEqual({ follow_up_due: addDays(today(), 1), follow_up_note: "Exposé schicken" });
  const cleared = await admin.post(`/admin/inquiries/${id}`, { intent: "follow-up-clear" });
  expect(cleared.status).toBe(303);
  expect(await stored(id)).toEqual({ follow_up_due: null, follow_up_note: null });
  expect(await text(await admin.get(`/admin/inquiries/${id}`))).toContain(
    `Die Anfrage „Wiedervorlage Hietzing“ hat keine Wiedervorlage mehr.`,
  );
  const db = await worker.db();
  const audit = await db.selectFrom("audit_log").select("summary").where("entity_id", "=", id).orderBy("at").execute();
  expect(audit.map((row) => row.summary)).toEqual([
    `Anfrage ${id}: Wiedervorlage am ${german(addDays(today(), 1))}`,
    `Anfrage ${id}: Wiedervorlage entfernt`,
  ]);
});

test("a past day, a day that does not exist, a bad time or a too long next step: 400 with the German reason, nothing stored", async () => {
  const { admin } = await staffRoles(worker);
  const id = await lead("Wiedervorlage Floridsdorf");
  const cases: Array<[Record<string, string>, string]> = [
    [{ datum: addDays(today(), -2) }, "Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag."],
    [{ datum: "2026-02-30" }, "Dieses Datum gibt es nicht."],
    [{ datum: "morgen" }, "Bitte wählen Sie ein Datum (TT.MM.JJJJ)."],
    [{ datum: "" }, "Bitte wählen Sie ein Datum oder „Morgen“, „In 3 Tagen“ oder „Nächste Woche“."],
    [{ datum: addDays(today(), 400) }, "Eine Wiedervorlage liegt höchstens ein Jahr in der Zukunft."],
    [{ datum: addDays(today(), 1), uhrzeit: "25:00" }, "Bitte geben Sie eine Uhrzeit an (z. B. 10:00) oder lassen Sie das Feld leer."],
    [{ datum: addDays(today(), 1), schritt: "x".repeat(201) }, "Der nächste Schritt hat höchstens 200 Zeichen."],
    [{ datum: addDays(today(), 1), schritt: "Zeile\neins" }, "Bitte verwenden Sie nur gültige Zeichen."],
  ];
  for (const [fields, message] of cases) {
    const res = await admin.post(`/admin/inquiries/${id}`, { intent: "follow-up", ...fields });
    expect(res.status, message).toBe(400);
    const html = await text(res);
    expect(html).toContain(message);
    expect(html).toContain("Die Wiedervorlage wurde nicht gespeichert.");
    expect(html).toMatch(/aria-invalid="true"/);
  }
  // What was typed stands again in the field.
  const long = await text(
    await admin.post(`/admin/inquiries/${id}`, { intent: "follow-up", datum: "2026-02-30", schritt: "Nochmals anrufen" }),
  );
  expect(long).toMatch(/id="follow-up-schritt"[^>]*value="Nochmals anrufen"/);
  expect(await stored(id)).toEqual({ follow_up_due: null, follow_up_note: null });
  // An unknown intent and an unknown lead are refused too, never a 500.
  expect((await admin.post(`/admin/inquiries/${id}`, { intent: "nonsense" })).status).toBe(400);
  expect((await admin.post("/admin/inquiries/gibt-es-nicht", { intent: "follow-up", schnell: "morgen" })).status).toBe(404);
});

test("the inbox marks each lead's due state and 'Fällig' lists the due ones, overdue first", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `due-${Date.now()}`;
  const overdue = await lead(`Überfällig ${tag}`, { follow_up_due: addDays(today(), -2), follow_up_note: "Angebot nachfassen" });
  const due = await lead(`Heute ${tag}`, { follow_up_due: `${today()}T10:00` });
  // Taken up, so "Heute" does not list it as a new lead either.
  const later = await lead(`Später ${tag}`, { follow_up_due: addDays(today(), 5), status: "in_progress" });
  const all = await text(await admin.get(`/admin/inquiries?q=${encodeURIComponent("Wally Wieder")}`));
  expect(all).toContain('<span class="staff-follow-up staff-follow-up-overdue">überfällig seit 2 Tagen</span>');
  expect(all).toContain('<span class="staff-follow-up staff-follow-up-today">fällig heute 10:00</span>');
  const [, month, day] = addDays(today(), 5).split("-");
  expect(all).toMatch(new RegExp(`<span class="staff-follow-up staff-follow-up-later">Wiedervorlage ${day}\\.${month}\\.(\\d{4})?</span>`));
  expect(all).toContain("Angebot nachfassen");
  const filtered = await text(await admin.get("/admin/inquiries?wiedervorlage=faellig"));
  expect(filtered).toMatch(/Fällig<span class="staff-view-count">\(\d+\)<\/span>/);
  expect(filtered.indexOf(overdue)).toBeGreaterThan(0);
  expect(filtered.indexOf(overdue)).toBeLessThan(filtered.indexOf(due));
  expect(filtered).not.toContain(later);

  // The Übersicht's "Heute" lists the two due leads with their next step, each a link to it.
  const overview = await text(await admin.get("/admin"));
  const heute = overview.slice(overview.indexOf('id="today-title"'), overview.indexOf("</section>", overview.indexOf('id="today-title"')));
  expect(heute).toContain(`href="/admin/inquiries/${overdue}"`);
  expect(heute).toContain(`href="/admin/inquiries/${due}"`);
  expect(heute).toContain("Angebot nachfassen");
  expect(heute).not.toContain(later);
});

test("the retention deletes the next step with the lead; a kept lead keeps it", async () => {
  const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
  const gone = await lead("Alt Wiedervorlage", { created_at: old, follow_up_due: today(), follow_up_note: "Frau Alt anrufen" });
  const kept = await lead("Behalten Wiedervorlage", { created_at: old, follow_up_due: today(), follow_up_note: "Herrn Bleib anrufen" });
  const db = await worker.db();
  await db.updateTable("inquiries").set({ keep: 1 }).where("id", "=", kept).execute();
  await purgeExpiredPersonalData(db, { now: new Date() });
  const left = await db.selectFrom("inquiries").select(["id", "follow_up_note"]).where("id", "in", [gone, kept]).execute();
  expect(left).toEqual([{ id: kept, follow_up_note: "Herrn Bleib anrufen" }]);
  expect(await db.selectFrom("inquiries").select("id").where("follow_up_note", "=", "Frau Alt anrufen").execute()).toEqual([]);
});
