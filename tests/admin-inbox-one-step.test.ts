// The inbox's status in one step (ADR 0340): an open row has the state in words and "Erledigt" as a
// POST form of its own (no select, no "Speichern"); a done row only says so. The button posts the
// existing status action: admin only, from this site only, back to the same list; a bad status is
// a German 400. "Zustellung" is a column only while a row of the page has something in it. On the
// lead's page the status stands once (the mark), the message before "Bearbeitung".
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry, insertInquiryEmail } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let counter = 0;

async function lead(tag: string, subject: string, status: string) {
  const id = `onestep-${++counter}-${Date.now()}`;
  await insertInquiry(await worker.db(), { id, subject, sender_name: `${tag} ${counter}`, sender_email: `${id}@example.at`, status });
  return id;
}

function rowOf(html: string, subject: string) {
  const at = html.indexOf(subject);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

async function statusOf(id: string) {
  const db = await worker.db();
  return (await db.selectFrom("inquiries").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
}

test("an open row has 'Erledigt' as one POST: admin only, same origin, back to the list; a done row has no button", async () => {
  const roles = await staffRoles(worker);
  const tag = `einschritt${Date.now()}`;
  const open = await lead(tag, "Einschritt offen", "in_progress");
  await lead(tag, "Einschritt neu", "new");
  await lead(tag, "Einschritt erledigt", "done");
  const html = await text(await roles.admin.get(`/admin/inquiries?q=${tag}`));
  for (const [subject, label] of [
    ["Einschritt offen", "In Bearbeitung"],
    ["Einschritt neu", "Neu"],
  ] as const) {
    const row = rowOf(html, subject);
    expect(row).toContain(`>${label}</span>`);
    expect(row).toContain('<input type="hidden" name="intent" value="status"/>');
    expect(row).toContain(`aria-label="Erledigt: ${subject}">Erledigt</button>`);
    expect(row).not.toContain("<select");
    expect(row).not.toContain("Speichern");
  }
  const done = rowOf(html, "Einschritt erledigt");
  expect(done).toContain('<span class="staff-badge staff-status-done">Erledigt</span>');
  expect(done).not.toContain("</button>");

  const post = (client: Parameters<Parameters<typeof expectAdminOnly>[1]>[0], headers?: Record<string, string>) =>
    client.post("/admin/inquiries", { intent: "status", inquiryId: open, status: "done", back: `?q=${tag}` }, headers);
  const res = await expectAdminOnly(roles, post);
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/inquiries?q=${tag}`);
  expect(await statusOf(open)).toBe("done");
  expect(await text(await roles.admin.get(`/admin/inquiries?q=${tag}`))).toContain("Die Anfrage „Einschritt offen“ ist jetzt „Erledigt“.");

  // A made-up status or a missing id: a German 4xx, nothing stored.
  const other = await lead(tag, "Einschritt falsch", "new");
  const bad = await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: other, status: "weg" });
  expect(bad.status).toBe(400);
  expect(await text(bad)).toContain("Unbekannte Aktion.");
  const missing = await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: "gibt-es-nicht", status: "done" });
  expect(missing.status).toBe(404);
  expect(await text(missing)).toContain("Anfrage nicht gefunden.");
  expect(await statusOf(other)).toBe("new");
});

test("'Zustellung' is a column only while a row of the page has something to show; 'Probleme' stays", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const tag = `zustellspalte${Date.now()}`;
  const quiet = await lead(tag, "Zustellspalte still", "new");
  await insertInquiryEmail(db, quiet, { state: "sent" });
  await lead(tag, "Zustellspalte ohne Mail", "new");
  const calm = await text(await roles.admin.get(`/admin/inquiries?q=${tag}`));
  expect(calm).toContain("Zustellspalte still");
  expect(calm).not.toContain('<th scope="col">Zustellung</th>');
  expect(calm).not.toContain('data-label="Zustellung"');
  expect(calm).toMatch(/Probleme<span class="staff-view-count">\(\d+\)<\/span>/);

  const failing = await lead(tag, "Zustellspalte fehlgeschlagen", "new");
  await insertInquiryEmail(db, failing, { state: "failed" });
  const loud = await text(await roles.admin.get(`/admin/inquiries?q=${tag}`));
  expect(loud).toContain('<th scope="col">Zustellung</th>');
  expect(rowOf(loud, "Zustellspalte fehlgeschlagen")).toContain(
    '<span class="staff-badge staff-delivery-failed">E-Mail fehlgeschlagen</span>',
  );
  // Every row has the cell then, the quiet ones for screen readers only.
  expect(rowOf(loud, "Zustellspalte still")).toContain('<td data-label="Zustellung" data-quiet="true">');
});

test("the lead's page: the status once (no 'Status:' strip), the message before 'Bearbeitung', the Verlauf under the message", async () => {
  const roles = await staffRoles(worker);
  const id = await lead(`seite${Date.now()}`, "Einschritt Seite", "in_progress");
  const db = await worker.db();
  await db
    .updateTable("inquiries")
    .set({ payload: JSON.stringify({ message: "Bitte rufen Sie mich an." }) })
    .where("id", "=", id)
    .execute();
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page.match(/>In Bearbeitung</g)?.length).toBe(1);
  expect(page).not.toContain("Status: <strong>");
  const message = page.indexOf('class="staff-message"');
  const work = page.indexOf('id="inquiry-work"');
  expect(message).toBeGreaterThan(-1);
  expect(work).toBeGreaterThan(message);
  // "Bearbeitung" has the other states and "Zuständig".
  const card = page.slice(work, page.indexOf("</section>", work));
  expect(card).toContain(">Erledigt</button>");
  expect(card).toContain(">Neu</button>");
  expect(card).toContain('<span class="staff-segment" aria-current="true">In Bearbeitung</span>');
  expect(card).toContain('<label for="inquiry-assignee">Zuständig</label>');
  // The Verlauf in the main column, under the message; the side column starts with "Bearbeitung".
  const side = page.indexOf('class="staff-inquiry-side"');
  expect(page.indexOf('id="inquiry-timeline"')).toBeGreaterThan(message);
  expect(page.indexOf('id="inquiry-timeline"')).toBeLessThan(side);
  expect(work).toBeGreaterThan(side);
});
