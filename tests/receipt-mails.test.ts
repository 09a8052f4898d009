// Mails to a typed address carry no stranger's text (ASVS 5.0 V2.4, V5), through the real Worker:
// the withdrawal receipt and the inquiry confirmation name what arrived by number, date and time
// and quote nothing typed; the form token is taken once; the per-address limit spans all forms.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, type SentEmail, waitForDelivery, waitForSentEmail } from "./leads-helpers";

const worker = startWorker();
const MARKER = "Zyxwvmarke";
const LINK = "https://gewinn-abholen.example/jetzt";

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "R100", objekttitel: "Altbauwohnung am Karmeliterplatz", kaufpreis: 420000 });
});

function withdrawal(email: string, overrides: Record<string, string> = {}) {
  return pastFormToken().then((token) => ({
    intent: "bestaetigen",
    formStartedAt: token,
    website: "",
    name: `Eva ${MARKER}`,
    email,
    vertrag: `Sie haben gewonnen: ${LINK} ${MARKER}`,
    referenz: `${MARKER}-1`,
    ...overrides,
  }));
}

function propertyInquiry(email: string, overrides: Record<string, string> = {}) {
  return pastFormToken().then((token) => ({
    intent: "inquiry",
    website: "",
    formStartedAt: token,
    anrede: "Frau",
    vorname: MARKER,
    nachname: `Gewinn ${MARKER}`,
    tel: "+43 660 7654321",
    email,
    anfrage: `Ihr Paket wartet: ${LINK} ${MARKER}`,
    ...overrides,
  }));
}

let address = 0;
const fromNewAddress = () => ({ "CF-Connecting-IP": `203.0.113.${++address}` });

/** Every part of a mail as sent: subject, headers, text, HTML and the raw message. */
function everything(mail: SentEmail): string {
  return [mail.subject, JSON.stringify(mail.headers), mail.text, mail.html, mail.raw].join("\n");
}

function expectNothingTyped(mail: SentEmail) {
  const all = everything(mail);
  expect(all).not.toContain(MARKER);
  expect(all).not.toContain("gewinn-abholen.example");
  // Links only to our own site.
  for (const url of mail.text.match(/https?:\/\/[^\s)]+/g) ?? []) expect(new URL(url).hostname).toMatch(/^(localhost|www\.)/);
}

test("the withdrawal receipt quotes nothing typed into the form; staff copy and D1 keep all of it", async () => {
  const email = "fremd.widerruf@example.at";
  const res = await worker.fetch("/widerruf", formPost(await withdrawal(email), fromNewAddress()));
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", email).executeTakeFirstOrThrow();
  const payload = JSON.parse(row.payload);
  expect(payload.vertrag).toContain(MARKER);
  await waitForDelivery(db, row.id);
  const receipt = await waitForSentEmail((m) => (m.headers.to ?? "").includes(email));
  expectNothingTyped(receipt);
  // Still complete as a receipt: what was withdrawn, when, and under which number.
  expect(receipt.text).toContain("Rücktritt vom Maklervertrag");
  expect(receipt.text).toContain(payload.eingegangenAmText);
  expect(receipt.text).toContain(payload.eingangsnummer);
  const office = await waitForSentEmail((m) => m.subject === `Widerruf: Eva ${MARKER}`);
  expect(office.text).toContain(`${LINK} ${MARKER}`);
  expect(office.text).toContain(payload.eingangsnummer);
});

test("the property inquiry's confirmation quotes nothing typed into the form; the FAGG notice stays complete", async () => {
  const email = "fremd.anfrage@example.at";
  const res = await worker.fetch("/immobilien/R100", formPost(await propertyInquiry(email), fromNewAddress()));
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", email).executeTakeFirstOrThrow();
  expect(JSON.parse(row.payload).anfrage).toContain(MARKER);
  await waitForDelivery(db, row.id);
  const mail = await waitForSentEmail((m) => (m.headers.to ?? "").includes(email));
  expectNothingTyped(mail);
  expect(mail.text).toContain("Altbauwohnung am Karmeliterplatz");
  expect(mail.text).toContain("Informationen zum Maklervertrag und zu Ihrem Rücktrittsrecht");
  expect(mail.text).toContain(JSON.parse(row.payload).eingangsnummer);
  const office = await waitForSentEmail((m) => m.subject.startsWith("Anfrage: Altbauwohnung") && m.text.includes(MARKER));
  expect(office.text).toContain(LINK);
});

test("a rendered form's token sends once: a replay is refused and nothing more is stored or mailed", async () => {
  const email = "einmal.token@example.at";
  const fields = await withdrawal(email, { name: "Otto Einmal", vertrag: "Meine Anfrage vom Montag", referenz: "" });
  expect((await worker.fetch("/widerruf", formPost(fields, fromNewAddress()))).status).toBe(303);
  const again = await worker.fetch("/widerruf", formPost(fields, fromNewAddress()));
  expect(again.status).toBe(400);
  expect(await again.text()).toContain("Dieses Formular wurde bereits gesendet.");
  const inquiryFields = await propertyInquiry(email, {
    vorname: "Otto",
    nachname: "Einmal",
    anfrage: "Bitte um einen Besichtigungstermin.",
  });
  expect((await worker.fetch("/immobilien/R100", formPost(inquiryFields, fromNewAddress()))).status).toBe(303);
  expect((await worker.fetch("/immobilien/R100", formPost(inquiryFields, fromNewAddress()))).status).toBe(400);
  const db = await worker.db();
  const rows = await db.selectFrom("inquiries").select("kind").where("sender_email", "=", email).execute();
  expect(rows.map((row) => row.kind).sort()).toEqual(["property", "widerruf"]);
});

test("three mails a day to one typed address, counted across the withdrawal and inquiry forms", async () => {
  const email = "quer.limit@example.at";
  const plain = { name: "Quer Limit", vertrag: "Meine Anfrage vom Montag", referenz: "" };
  const inquiryPlain = { vorname: "Quer", nachname: "Limit", anfrage: "Bitte um einen Besichtigungstermin." };
  for (const send of [
    async () => worker.fetch("/immobilien/R100", formPost(await propertyInquiry(email, inquiryPlain), fromNewAddress())),
    async () => worker.fetch("/widerruf", formPost(await withdrawal(email, plain), fromNewAddress())),
    async () => worker.fetch("/immobilien/R100", formPost(await propertyInquiry(email, inquiryPlain), fromNewAddress())),
    async () => worker.fetch("/widerruf", formPost(await withdrawal(email, plain), fromNewAddress())),
  ]) {
    expect((await send()).status).toBe(303);
  }
  const db = await worker.db();
  const rows = await db.selectFrom("inquiries").select(["id", "payload"]).where("sender_email", "=", email).execute();
  expect(rows).toHaveLength(4);
  const mails = await db
    .selectFrom("inquiry_emails")
    .select("template")
    .where(
      "inquiry_id",
      "in",
      rows.map((row) => row.id),
    )
    .where("recipient", "=", email)
    .execute();
  expect(mails).toHaveLength(3);
});
