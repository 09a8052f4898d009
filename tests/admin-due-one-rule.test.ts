// One rule for "fällig" (ADR 0384): a Wiedervorlage due by today, or a new lead's derived
// "Erstkontakt" (lib/first-contact.ts). The inbox's view "Fällig", its count, the row, the lead page
// and the Übersicht's "Heute" all say the same about the same lead.
import { expect, test } from "vitest";
import { addDays, viennaDateOf } from "~/lib/viewing-time";
import { staffRoles } from "./admin-matrix";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const today = () => viennaDateOf(new Date());

async function lead(id: string, overrides: Record<string, string | null> = {}) {
  await insertInquiry(await worker.db(), {
    id,
    subject: `Betreff ${id}`,
    sender_name: `Erst ${id}`,
    sender_email: `${id}@example.at`,
    ...overrides,
  });
  return id;
}

const dueCount = (html: string) => Number(/>Fällig<span class="staff-view-count">\((\d+)\)<\/span>/.exec(html)?.[1] ?? Number.NaN);

test("a new lead's Erstkontakt due today counts in 'Fällig', is listed there and says so on its page and in 'Heute'", async () => {
  const { admin } = await staffRoles(worker);
  const before = dueCount(await text(await admin.get("/admin/inquiries")));
  expect(before).toBeGreaterThanOrEqual(0);
  const tag = `erst${Date.now()}`;
  const fresh = await lead(`${tag}-neu`);
  // Taken up without a Wiedervorlage, and a new one with a later Wiedervorlage: neither is due.
  const taken = await lead(`${tag}-offen`, { status: "in_progress" });
  const later = await lead(`${tag}-spaeter`, { follow_up_due: addDays(today(), 4) });

  const inbox = await text(await admin.get("/admin/inquiries"));
  expect(dueCount(inbox)).toBe(before + 1);
  expect(inbox).not.toContain("Wiedervorlage fällig");

  const due = await text(await admin.get("/admin/inquiries?wiedervorlage=faellig"));
  expect(due).toContain(`href="/admin/inquiries/${fresh}"`);
  expect(due).not.toContain(`href="/admin/inquiries/${taken}"`);
  expect(due).not.toContain(`href="/admin/inquiries/${later}"`);
  const at = due.indexOf(`href="/admin/inquiries/${fresh}"`);
  const row = due.slice(due.lastIndexOf("<tr", at), due.indexOf("</tr>", at));
  expect(row).toContain("fällig heute");
  expect(row).toContain("Erstkontakt");

  // The lead page: the same step and words, not "Keine Wiedervorlage".
  const page = await text(await admin.get(`/admin/inquiries/${fresh}`));
  expect(page).toContain('Nächster Schritt: Erstkontakt, <span class="staff-follow-up staff-follow-up-today">fällig heute</span>');
  const card = page.slice(page.indexOf('id="inquiry-follow-up"'), page.indexOf("</section>", page.indexOf('id="inquiry-follow-up"')));
  expect(card).toContain('<span class="staff-follow-up staff-follow-up-today">fällig heute</span>');
  expect(card).not.toContain("Keine Wiedervorlage");
  expect(await text(await admin.get(`/admin/inquiries/${taken}`))).toContain("Keine Wiedervorlage.");

  // "Heute" lists it as due and links to the same view.
  const overview = await text(await admin.get("/admin"));
  const heute = overview.slice(overview.indexOf('id="today-title"'), overview.indexOf("</section>", overview.indexOf('id="today-title"')));
  expect(heute).toContain("Erstkontakt fällig heute");
  expect(heute).toMatch(/<a href="\/admin\/inquiries\?wiedervorlage=faellig">(Alle fälligen Anfragen|Fällige Anfragen im Eingang)<\/a>/);
});

test("'Fällig' lists an overdue Wiedervorlage before a first contact due today", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `reihe${Date.now()}`;
  const fresh = await lead(`${tag}-neu`);
  const overdue = await lead(`${tag}-alt`, { status: "in_progress", follow_up_due: addDays(today(), -2) });
  const html = await text(await admin.get(`/admin/inquiries?wiedervorlage=faellig&q=${tag}`));
  expect(html.indexOf(`/admin/inquiries/${overdue}"`)).toBeGreaterThan(0);
  expect(html.indexOf(`/admin/inquiries/${overdue}"`)).toBeLessThan(html.indexOf(`/admin/inquiries/${fresh}"`));
});
