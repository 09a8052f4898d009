// The withdrawal function (Art. 11a Directive 2011/83/EU) through the real Worker:
// footer link on every page, two steps, stored as inquiry kind 'widerruf', receipt mail with
// content, date and time, German messages for bad input, the per-address receipt limit.
import { expect, test } from "vitest";
import { formPost, startWorker } from "./harness";
import { pastFormToken, waitForDelivery, waitForSentEmail } from "./leads-helpers";

const worker = startWorker();

async function valid(overrides: Record<string, string> = {}) {
  return {
    formStartedAt: await pastFormToken(),
    website: "",
    name: "Wilma Widerruf",
    email: "wilma.widerruf@example.at",
    vertrag: "Meine Anfrage zur Wohnung in der Praterstraße vom 20. November",
    referenz: "Obj.-Nr. 210284",
    ...overrides,
  };
}

test("every page's footer links 'Vertrag widerrufen' to /widerruf and the page shows step one", async () => {
  for (const path of ["/", "/kontakt", "/impressum"]) {
    const html = await (await worker.fetch(path)).text();
    expect(html).toMatch(/<a\b[^>]*href="\/widerruf"[^>]*>Vertrag widerrufen<\/a>/);
  }
  const res = await worker.fetch("/widerruf");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<h1>Vertrag widerrufen</h1>");
  expect(html).toContain("Schritt 1 von 2");
  expect(html).toContain('value="pruefen"');
  expect(html).toContain('href="/ruecktrittsbelehrung"');
});

test("step one shows the values back with 'Widerruf bestätigen' and stores nothing yet", async () => {
  const res = await worker.fetch("/widerruf", formPost({ ...(await valid()), intent: "pruefen" }));
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Schritt 2 von 2: Widerruf bestätigen");
  expect(html).toContain("Wilma Widerruf");
  expect(html).toContain('value="bestaetigen"');
  expect(html).toContain(">Widerruf bestätigen</button>");
  const db = await worker.db();
  expect(await db.selectFrom("inquiries").selectAll().where("kind", "=", "widerruf").execute()).toHaveLength(0);
});

test("missing and bad values show German messages with 400, never a 500", async () => {
  const res = await worker.fetch(
    "/widerruf",
    formPost({ ...(await valid({ name: "", email: "kein-at", vertrag: "x" })), intent: "pruefen" }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bitte geben Sie Ihren Namen ein");
  expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
  expect(html).toContain("Bitte beschreiben Sie, von welcher Anfrage oder welchem Vertrag Sie zurücktreten");
  const confirm = await worker.fetch("/widerruf", formPost({ ...(await valid({ vertrag: "" })), intent: "bestaetigen" }));
  expect(confirm.status).toBe(400);
});

test("'Angaben ändern' returns to the form with every value kept", async () => {
  const res = await worker.fetch("/widerruf", formPost({ ...(await valid()), intent: "aendern" }));
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Schritt 1 von 2");
  expect(html).toContain('value="Wilma Widerruf"');
  expect(html).toContain("Praterstraße vom 20. November</textarea>");
});

test("confirming stores a 'widerruf' inquiry and mails the sender a receipt with content, date and time", async () => {
  const before = Date.now();
  const res = await worker.fetch("/widerruf", formPost({ ...(await valid()), intent: "bestaetigen" }));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/widerruf?eingegangen");
  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").selectAll().where("kind", "=", "widerruf").executeTakeFirstOrThrow();
  expect(inquiry.sender_email).toBe("wilma.widerruf@example.at");
  const payload = JSON.parse(inquiry.payload);
  expect(payload.vertrag).toContain("Praterstraße");
  expect(payload.referenz).toBe("Obj.-Nr. 210284");
  expect(Date.parse(payload.eingegangenAm)).toBeGreaterThanOrEqual(before - 1000);
  expect(payload.eingegangenAmText).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} Uhr \(Wiener Zeit\)$/);
  const { emails } = await waitForDelivery(db, inquiry.id);
  expect(emails.map((e) => [e.template, e.recipient]).sort()).toEqual([
    ["internal", "office@donau-estate.example"],
    ["withdrawal-receipt", "wilma.widerruf@example.at"],
  ]);
  const receipt = await waitForSentEmail((m) => m.subject === "Eingangsbestätigung Ihres Widerrufs bei Donau Estate");
  // What was withdrawn and when, named by reference: nothing typed into the form (ADR 0222).
  expect(receipt.text).toContain("Guten Tag,");
  expect(receipt.text).toContain(`wir bestätigen den Eingang Ihres Widerrufs am ${payload.eingegangenAmText}`);
  expect(receipt.text).toContain("Erklärung: Rücktritt vom Maklervertrag mit Donau Estate");
  expect(payload.eingangsnummer).toMatch(/^W-\d{8}-[A-Z2-9]{6}$/);
  expect(receipt.text).toContain(`Eingangsnummer: ${payload.eingangsnummer}`);
  expect(receipt.text).not.toContain("Wilma");
  expect(receipt.text).not.toContain("Praterstraße");
  expect(receipt.html).toContain("Eingegangen am");
  const office = await waitForSentEmail((m) => m.subject === "Widerruf: Wilma Widerruf");
  expect(office.text).toContain("Neue Anfrage über die Website (Widerruf (Rücktritt vom Vertrag)).");

  const done = await worker.fetch("/widerruf?eingegangen");
  expect(await done.text()).toContain("Ihr Widerruf ist eingegangen");
});

test("past three receipts a day for one address the withdrawal is still stored, without a receipt", async () => {
  const email = "viel.widerruf@example.at";
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await worker.fetch(
      "/widerruf",
      formPost({ ...(await valid({ email, name: `Viel ${i}` })), intent: "bestaetigen" }, { "CF-Connecting-IP": `198.51.100.${i + 10}` }),
    );
    expect(res.status).toBe(303);
  }
  const db = await worker.db();
  const rows = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", email).orderBy("created_at").execute();
  expect(rows).toHaveLength(4);
  for (const row of rows) ids.push(row.id);
  const last = rows.find((row) => JSON.parse(row.payload).name === "Viel 3");
  expect(JSON.parse(last?.payload ?? "{}").sendToCustomer).toBe(false);
  const emails = await db.selectFrom("inquiry_emails").select(["template"]).where("inquiry_id", "in", ids).execute();
  expect(emails.filter((e) => e.template === "withdrawal-receipt")).toHaveLength(3);
});
