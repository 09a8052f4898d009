// The accessibility statement (BaFG) through the real Worker: linked from every
// footer, states status, limitations and the enforcement body; its feedback form stores and mails
// a barrier report like every lead, with German messages for bad input.
import { expect, test } from "vitest";
import { formPost, startWorker } from "./harness";
import { pastFormToken, waitForDelivery, waitForSentEmail } from "./leads-helpers";

const worker = startWorker();

test("the footer links the statement, which states status, limitations and the enforcement body", async () => {
  const home = await (await worker.fetch("/")).text();
  expect(home).toMatch(/<a\b[^>]*href="\/barrierefreiheit"[^>]*>Barrierefreiheit<\/a>/);
  const res = await worker.fetch("/barrierefreiheit");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<h1>Erklärung zur Barrierefreiheit</h1>");
  expect(html).toContain("WCAG 2.2");
  expect(html).toContain("teilweise barrierefrei");
  expect(html).toContain("Bekannte Einschränkungen");
  expect(html).toContain("Videos und virtuelle Rundgänge von Drittanbietern");
  expect(html).toContain("Sozialministeriumservice");
  expect(html).toContain('name="nachricht"');
});

test("a barrier report without e-mail or text is refused in German with 400", async () => {
  const res = await worker.fetch("/barrierefreiheit", formPost({ formStartedAt: await pastFormToken(), website: "", nachricht: "kurz" }));
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein, damit wir Ihnen antworten können");
  expect(html).toContain("Bitte beschreiben Sie die Barriere (min. 10 Zeichen)");
});

test("a barrier report is stored as kind 'barrierefreiheit' and mailed to the office", async () => {
  const res = await worker.fetch(
    "/barrierefreiheit",
    formPost({
      formStartedAt: await pastFormToken(),
      website: "",
      name: "Berta Blind",
      email: "berta@example.at",
      seite: "/immobilien",
      nachricht: "Die Filter lassen sich mit dem Screenreader schwer bedienen.",
    }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/barrierefreiheit?danke");
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").selectAll().where("kind", "=", "barrierefreiheit").executeTakeFirstOrThrow();
  expect(JSON.parse(row.payload)).toMatchObject({ seite: "/immobilien", email: "berta@example.at" });
  await waitForDelivery(db, row.id);
  const mail = await waitForSentEmail((m) => m.subject === "Barriere gemeldet: /immobilien");
  expect(mail.text).toContain("Neue Anfrage über die Website (Barriere melden).");
  expect(mail.text).toContain("Nachricht: Die Filter lassen sich mit dem Screenreader schwer bedienen.");
  expect(await (await worker.fetch("/barrierefreiheit?danke")).text()).toContain("Vielen Dank für Ihre Meldung.");
});
