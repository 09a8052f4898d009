// "Weitere Anfragen dieser Person" on the lead page (ADR 0335): the same address's other leads,
// whatever the case of the address, newest first, at most five, without the lead itself, system
// mails or anyone else's leads; past five a link to all of them. Staff only, like the page.
import { expect, test } from "vitest";
import { staffRoles } from "./admin-matrix";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const HOUR = 60 * 60_000;

test("the lead page lists up to five other leads of the same address, newest first", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const tag = `person${Date.now()}`;
  const address = `${tag}@example.at`;
  const add = async (id: string, hoursAgo: number, fields: { email?: string; kind?: string; status?: string } = {}) => {
    const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
    await insertInquiry(db, {
      id: `${tag}-${id}`,
      kind: fields.kind ?? "contact",
      subject: `Anfrage ${id} ${tag}`,
      sender_name: "Eva Muster",
      sender_email: fields.email ?? address,
      payload: "{}",
      created_at: at,
      updated_at: at,
      status: fields.status ?? "new",
    });
  };
  await add("eigene", 1);
  for (let index = 1; index <= 6; index++)
    await add(`alt${index}`, 10 * index, index === 2 ? { email: address.toUpperCase(), status: "done" } : {});
  await add("fremd", 2, { email: `andere-${address}` });

  const html = await text(await roles.admin.get(`/admin/inquiries/${tag}-eigene`));
  const card = html.match(/<section aria-labelledby="inquiry-others"[\s\S]*?<\/section>/)?.[0] ?? "";
  expect(card).toContain('<h2 id="inquiry-others">Weitere Anfragen dieser Person</h2>');
  const listed = [...card.matchAll(/>Anfrage (\w+) /g)].map((match) => match[1]);
  expect(listed).toEqual(["alt1", "alt2", "alt3", "alt4", "alt5"]);
  expect(card).toContain(`href="/admin/inquiries/${tag}-alt2"`);
  expect(card).toContain(">Erledigt</span>");
  // Six others, five shown: the link to all of the address's leads.
  expect(card).toContain(">Alle 7 Anfragen dieser Adresse</a>");

  // A first-time sender has no such card.
  await add("einzeln", 1, { email: `einzeln-${address}` });
  expect(await text(await roles.admin.get(`/admin/inquiries/${tag}-einzeln`))).not.toContain("Weitere Anfragen dieser Person");
  // Not for anyone but staff.
  const user = await roles.user.get(`/admin/inquiries/${tag}-eigene`);
  expect(user.headers.get("Location")).toBe("/");
  expect(await user.text()).not.toContain(tag);
});
