// Leads handed over to justimmo through the real Worker, D1, queues and send_email, with a fake
// justimmo API on a local port (offline): the Feedback XML read back from the mail, nothing for a
// feed address outside oi-feedback.justimmo.at, objekt/anfrage with its answer stored, retries and
// "erneut senden", never twice, and the rows following the lead's retention, erasure and export.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { encryptCredential } from "~/server/accounts/credential-box.server";
import { createCrmHandovers, setCrmApiEnabled } from "~/server/crm/queries.server";
import { purgeExpiredPersonalData } from "~/server/legal/retention.queries.server";
import { createViewingWindow } from "~/server/viewings/queries.server";
import { expectAdminOnly, type StaffRoles, staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { formPost, startWorker, TEST_SECRETS } from "./harness";
import { pastFormToken, readSentEmails, type SentEmail, waitFor } from "./leads-helpers";
import { fakeBatch, fakeMessage } from "./queue-helpers";

// ---- the fake justimmo API -------------------------------------------------------------------

interface ApiRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  fields: Record<string, string>;
  rawBody: string;
}

const apiRequests: ApiRequest[] = [];
/** Per objekt_id: the status and body the fake answers (default 200). */
const apiAnswers = new Map<string, { status: number; body: string }>();
const API_OK_BODY = "<justimmo><anfrage><id>98765</id></anfrage></justimmo>";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const fakeApi = createServer(async (req, res) => {
  const rawBody = await readBody(req);
  const fields = Object.fromEntries(new URLSearchParams(rawBody));
  apiRequests.push({
    method: req.method ?? "",
    path: req.url ?? "",
    authorization: req.headers.authorization ?? "",
    contentType: req.headers["content-type"] ?? "",
    fields,
    rawBody,
  });
  const answer = apiAnswers.get(fields.objekt_id ?? "") ?? { status: 200, body: API_OK_BODY };
  res.writeHead(answer.status, { "Content-Type": "application/xml; charset=utf-8" });
  res.end(answer.body);
});
await new Promise<void>((resolve) => fakeApi.listen(0, "127.0.0.1", resolve));
const apiOrigin = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;

afterAll(async () => {
  fakeApi.closeAllConnections();
  await new Promise<void>((resolve) => fakeApi.close(() => resolve()));
});

const worker = startWorker({ vars: { JUSTIMMO_API_URL: `${apiOrigin}/rest/v1/` } });

const { handleCrmBatch } = await import("~/server/jobs/queues.server");
const { createContext } = await import("~/load-context");
const { storeAndQueueInquiry } = await import("~/server/leads/store.server");
const { MAX_CRM_ATTEMPTS } = await import("~/server/crm/handover.server");

let roles: StaffRoles;

beforeAll(async () => {
  roles = await staffRoles(worker);
  // The API export's credentials, stored as the Technik form stores them (ADR 0063): the user in
  // the feed URL, the password encrypted for that URL's origin, the origin of JUSTIMMO_API_URL.
  const db = await worker.db();
  const password = await encryptCredential("api-geheim", { secret: TEST_SECRETS.CREDENTIALS_KEY, context: `justimmo ${apiOrigin}` });
  const username = `http://apiuser@127.0.0.1:${new URL(apiOrigin).port}/rest/v1/objekt/list`;
  await db
    .insertInto("api_credentials")
    .values({ service_name: "justimmo", username, password })
    .onConflict((oc) => oc.column("service_name").doUpdateSet({ username, password }))
    .execute();
});

// ---- helpers ---------------------------------------------------------------------------------

let sequence = 0;

/** A listing as the justimmo feed delivers it: numeric objektnr_intern, a per-object feedback address. */
async function justimmoListing(feedback?: string) {
  sequence += 1;
  const objektnr = String(4_300_000 + (Date.now() % 100_000) + sequence * 7);
  const address = feedback ?? `1599-${objektnr}-9d80416d@oi-feedback.justimmo.at`;
  const db = await worker.db();
  const property = await insertProperty(db, {
    objektnr_intern: objektnr,
    objekttitel: `Altbauwohnung ${sequence} & Balkon`,
    kontakt_feedback_email: address,
    angebot_typ: "Kauf",
  });
  return { property, objektnr, address };
}

async function inquire(objektnr: string, overrides: Record<string, string> = {}) {
  sequence += 1;
  const email = `interessent-${sequence}-${Date.now()}@example.at`;
  const res = await worker.fetch(
    `/immobilien/${objektnr}`,
    formPost(
      {
        intent: "inquiry",
        formStartedAt: await pastFormToken(),
        anrede: "Frau",
        vorname: "Anna",
        nachname: "Müller",
        tel: "+43 664 1234567",
        email,
        anfrage: "Ist die Wohnung noch frei? Ich hätte gern Unterlagen & einen Grundriss.",
        ...overrides,
      },
      { "CF-Connecting-IP": `203.0.113.${(sequence % 250) + 1}` },
    ),
  );
  expect(res.status).toBe(303);
  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", email).executeTakeFirstOrThrow();
  return { email, inquiry };
}

async function handoversOf(inquiryId: string) {
  const db = await worker.db();
  return db.selectFrom("crm_handovers").selectAll().where("inquiry_id", "=", inquiryId).orderBy("channel", "desc").execute();
}

function waitForHandover(inquiryId: string, channel: "feedback" | "api", states: string[] = ["sent"]) {
  return waitFor(async () => (await handoversOf(inquiryId)).find((row) => row.channel === channel && states.includes(row.state)));
}

const mailsTo = (address: string) => readSentEmails().filter((mail) => (mail.headers.to ?? "").includes(`<${address}>`));

/** The attached OpenImmo-Feedback document of a mail, parsed back. */
function feedbackOf(mail: SentEmail) {
  const match =
    /Content-Type: application\/xml; name="openimmo-feedback\.xml"\r?\nContent-Disposition: attachment; filename="openimmo-feedback\.xml"\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      mail.raw,
    );
  if (!match) throw new Error("no openimmo-feedback.xml attachment");
  const xml = Buffer.from((match[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8");
  return new XMLParser({ parseTagValue: false }).parse(xml).openimmo_feedback;
}

const background = async () => createContext(await worker.env(), { waitUntil: () => {} });

/** A stored lead about `propertyId` whose hand-over messages land in `sent` instead of the real queue. */
async function storeLeadWithoutQueue(propertyId: number, email: string) {
  const sent: Array<{ body: { handoverId: string } }> = [];
  const queue = {
    sendBatch: async (batch: Array<{ body: { handoverId: string } }>) => void sent.push(...batch),
    send: async () => {},
  } as unknown as Queue<unknown>;
  const { inquiryId } = await storeAndQueueInquiry({
    db: await worker.db(),
    queue: { sendBatch: async () => {}, send: async () => {} } as unknown as Queue<unknown>,
    crmQueue: queue,
    now: new Date(),
    kind: "property",
    subject: "Anfrage: Testwohnung",
    sender: { name: "Berta Blum", email, phone: "+436601234567" },
    propertyId,
    payload: { anrede: "Frau", vorname: "Berta", nachname: "Blum", email, tel: "+436601234567", anfrage: "Noch frei?", wunsch: "DETAIL" },
    emails: [{ template: "internal", recipient: "office@donau-estate.example" }],
  });
  return { inquiryId, messages: sent.map((message) => message.body) };
}

const page = async (path: string) => (await (await roles.admin.get(path)).text()).replaceAll("<!-- -->", "");

// ---- Feedback XML ----------------------------------------------------------------------------

test("an inquiry reaches justimmo as OpenImmo-Feedback: oobj_id is the objektnr_intern, the inquirer's e-mail, wunsch DETAIL", async () => {
  const { objektnr, address } = await justimmoListing();
  const { email, inquiry } = await inquire(objektnr);
  const handover = await waitForHandover(inquiry.id, "feedback");
  expect(handover).toMatchObject({ wunsch: "DETAIL", target: address, attempts: 1 });

  const mail = await waitFor(async () => mailsTo(address)[0]);
  expect(mail.subject).toBe(`OpenImmo-Feedback: Anfrage zu Objekt ${objektnr}`);
  const doc = feedbackOf(mail);
  expect(doc.objekt.oobj_id).toBe(objektnr);
  expect(doc.objekt.expose_url).toBe(`http://localhost:8787/immobilien/${objektnr}`);
  expect(doc.objekt.interessent).toMatchObject({
    anrede: "Frau",
    vorname: "Anna",
    nachname: "Müller",
    email,
    bevorzugt: "EMAIL",
    wunsch: "DETAIL",
    anfrage: "Ist die Wohnung noch frei? Ich hätte gern Unterlagen & einen Grundriss.",
  });
  // The lead and its office mail went their own way, untouched by the hand-over.
  const db = await worker.db();
  await waitFor(async () => {
    const row = await db.selectFrom("inquiries").select("delivery_state").where("id", "=", inquiry.id).executeTakeFirst();
    return row?.delivery_state === "sent";
  });
  // Staff see it on the lead and in the list.
  expect(await page(`/admin/inquiries/${inquiry.id}`)).toMatch(
    new RegExp(`OpenImmo-Feedback: an justimmo übermittelt am \\d{2}\\.\\d{2}\\.\\d{4} um \\d{2}:\\d{2} \\(an ${address}\\)`),
  );
  expect(await page(`/admin/inquiries?q=${encodeURIComponent(email)}`)).toContain("an justimmo übermittelt");
});

test("a callback request goes as wunsch ANRUF, preferring the phone", async () => {
  const { objektnr, address } = await justimmoListing();
  const { inquiry } = await inquire(objektnr, { rueckruf: "on", anfrage: "Bitte rufen Sie mich am Vormittag an." });
  await waitForHandover(inquiry.id, "feedback");
  const doc = feedbackOf(await waitFor(async () => mailsTo(address)[0]));
  expect(doc.objekt.oobj_id).toBe(objektnr);
  // Phone numbers are stored in E.164 (ADR 0165) and go on so.
  expect(doc.objekt.interessent).toMatchObject({ tel: "+436641234567", bevorzugt: "TEL", wunsch: "ANRUF" });
  expect(doc.objekt.interessent.anfrage).toBe("Bitte um Rückruf. Bitte rufen Sie mich am Vormittag an.");
  expect(JSON.parse(inquiry.payload)).toMatchObject({ rueckruf: true, wunsch: "ANRUF" });
});

test("a viewing booking goes as wunsch BESICHTIGUNG with the booked time; its cancellation stays ours", async () => {
  const { property, objektnr, address } = await justimmoListing();
  const db = await worker.db();
  const start = Math.ceil((Date.now() + 3 * 24 * 3_600_000) / 300_000) * 300_000;
  const windowId = await createViewingWindow(db, {
    immobilieId: property.id,
    startsAt: new Date(start),
    endsAt: new Date(start + 30 * 60_000),
    slotMinutes: 30,
    bufferMinutes: 0,
    seats: 1,
    agentId: null,
    address: "Praterstraße 12, 1020 Wien",
    meetingPoint: null,
    createdBy: null,
    slots: [{ startsAt: new Date(start), endsAt: new Date(start + 30 * 60_000) }],
    now: new Date(),
  });
  const slot = await db.selectFrom("viewing_slots").select("id").where("window_id", "=", windowId).executeTakeFirstOrThrow();
  const email = `besucher-${Date.now()}@example.at`;
  const res = await worker.fetch(
    `/immobilien/${objektnr}/besichtigung`,
    formPost(
      { formStartedAt: await pastFormToken(), slotId: slot.id, name: "Bernhard Bucher", email, tel: "0664 123 4567", privacyConsent: "on" },
      { "CF-Connecting-IP": "203.0.113.251" },
    ),
  );
  expect(res.status).toBe(303);
  const copy = await waitFor(() =>
    db.selectFrom("inquiries").selectAll().where("sender_email", "=", email).where("kind", "=", "viewing").executeTakeFirst(),
  );
  await waitForHandover(copy.id, "feedback");
  const doc = feedbackOf(await waitFor(async () => mailsTo(address)[0]));
  expect(doc.objekt.oobj_id).toBe(objektnr);
  expect(doc.objekt.interessent).toMatchObject({ vorname: "Bernhard", nachname: "Bucher", email, wunsch: "BESICHTIGUNG" });
  expect(doc.objekt.interessent.anfrage).toMatch(/^Besichtigung gebucht: .+\. Buchungsnummer [0-9A-F]{8}$/);

  // Cancelled through the signed link: the staff copy asks justimmo for nothing.
  const manage = new URL(res.headers.get("Location") ?? "", "http://localhost");
  const cancel = await worker.fetch(
    "/besichtigung/verwalten",
    formPost(
      { intent: "cancel", id: manage.searchParams.get("id") ?? "", token: manage.searchParams.get("token") ?? "" },
      { Origin: worker.url().origin },
    ),
  );
  expect(cancel.status).toBe(303);
  const cancelled = await waitFor(() =>
    db
      .selectFrom("inquiries")
      .selectAll()
      .where("sender_email", "=", email)
      .where("subject", "like", "Besichtigung abgesagt%")
      .executeTakeFirst(),
  );
  expect(JSON.parse(cancelled.payload)).not.toHaveProperty("wunsch");
  expect(await handoversOf(cancelled.id)).toEqual([]);
});

test("a feed address outside oi-feedback.justimmo.at gets nothing; staff see why", async () => {
  const outside = `makler-${Date.now()}@oi-feedback.justimmo.at.evil.example`;
  const { objektnr } = await justimmoListing(outside);
  const { inquiry } = await inquire(objektnr);
  const handover = await waitForHandover(inquiry.id, "feedback", ["refused"]);
  expect(handover.last_error).toBe("Die Feedback-Adresse des Objekts liegt nicht bei oi-feedback.justimmo.at; nichts gesendet.");
  expect(handover.sent_at).toBeNull();
  // The office got its mail; the feed's address got none.
  const db = await worker.db();
  await waitFor(
    async () =>
      (await db.selectFrom("inquiries").select("delivery_state").where("id", "=", inquiry.id).executeTakeFirst())?.delivery_state ===
      "sent",
  );
  expect(readSentEmails().filter((mail) => mail.raw.includes(outside))).toEqual([]);
  expect(await page(`/admin/inquiries/${inquiry.id}`)).toContain(
    "OpenImmo-Feedback: nicht übermittelt: Die Feedback-Adresse des Objekts liegt nicht bei",
  );
});

test("leads without a listing stay ours: a contact message gets no hand-over", async () => {
  const email = `kontakt-${Date.now()}@example.at`;
  const res = await worker.fetch(
    "/kontakt",
    formPost(
      {
        formStartedAt: await pastFormToken(),
        anrede: "Herr",
        vorname: "Karl",
        nachname: "Kontakt",
        email,
        phone: "+43 664 7654321",
        subject: "Allgemeine Frage",
        message: "Bitte um Rückruf wegen einer Wohnung.",
      },
      { "CF-Connecting-IP": "203.0.113.252" },
    ),
  );
  expect(res.status).toBe(303);
  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").select("id").where("sender_email", "=", email).executeTakeFirstOrThrow();
  await waitFor(
    async () =>
      (await db.selectFrom("inquiries").select("delivery_state").where("id", "=", inquiry.id).executeTakeFirst())?.delivery_state ===
      "sent",
  );
  expect(await handoversOf(inquiry.id)).toEqual([]);
});

test("a hand-over whose queue message was lost goes with the ten-minute sweep; the lead is stored all the same", async () => {
  const { property, address } = await justimmoListing();
  const email = `verloren-${Date.now()}@example.at`;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const broken = {
    sendBatch: async () => {
      throw new Error("queue unavailable");
    },
    send: async () => {},
  } as unknown as Queue<unknown>;
  const { inquiryId } = await storeAndQueueInquiry({
    db: await worker.db(),
    queue: { sendBatch: async () => {}, send: async () => {} } as unknown as Queue<unknown>,
    crmQueue: broken,
    now: new Date(),
    kind: "property",
    subject: "Anfrage: Testwohnung",
    sender: { name: "Lore Lost", email, phone: null },
    propertyId: property.id,
    payload: { vorname: "Lore", nachname: "Lost", email, anfrage: "Noch frei?", wunsch: "DETAIL" },
    emails: [{ template: "internal", recipient: "office@donau-estate.example" }],
  });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"job":"crm-enqueue"'));
  expect((await handoversOf(inquiryId)).map((row) => [row.channel, row.state, row.attempts])).toEqual([["feedback", "queued", 0]]);
  await worker.scheduled("*/10 * * * *", new Date(Date.now() + 6 * 60_000));
  await waitForHandover(inquiryId, "feedback");
  expect(feedbackOf(await waitFor(async () => mailsTo(address)[0])).objekt.interessent.email).toBe(email);
});

// ---- the justimmo API ------------------------------------------------------------------------

test("staff switch the API on in Technik (admin only, same origin); a bad switch value is a 400", async () => {
  const on = await expectAdminOnly(roles, (client, extra) => client.post("/admin/technik", { intent: "crm-api", enabled: "1" }, extra));
  expect(on.status).toBe(303);
  const html = await page("/admin/technik");
  expect(html).toContain("Übergabe an justimmo");
  // The switch's state as a worded badge, the credentials in plain German (ADR 0357).
  expect(html).toContain('<dt>justimmo-API</dt><dd><span class="staff-badge staff-badge-success">Eingeschaltet</span>');
  expect(html).toContain("Benutzername und Passwort aus den Feed-Einstellungen passen zur justimmo-API und werden verwendet.");
  expect(html).toContain("API-Übergabe ausschalten");
  const bad = await roles.admin.post("/admin/technik", { intent: "crm-api", enabled: "vielleicht" });
  expect(bad.status).toBe(400);
  const db = await worker.db();
  const audit = await db.selectFrom("audit_log").select("summary").where("entity", "=", "crm_settings").execute();
  expect(audit.map((row) => row.summary)).toContain("Übergabe über die justimmo-API eingeschaltet");
});

test("with the API on, objekt/anfrage gets the fields by POST with Basic auth, and justimmo's answer is stored", async () => {
  const db = await worker.db();
  await setCrmApiEnabled(db, { enabled: true, by: "test", now: new Date() });
  const { objektnr } = await justimmoListing();
  const { email, inquiry } = await inquire(objektnr, { anfrage: "Gibt es einen Kellerabteil? Preis & Betriebskosten?" });
  const handover = await waitForHandover(inquiry.id, "api");
  const request = apiRequests.find((entry) => entry.fields.email === email);
  expect(request).toBeDefined();
  expect(request?.method).toBe("POST");
  expect(request?.path).toBe("/rest/v1/objekt/anfrage");
  expect(request?.authorization).toBe(`Basic ${Buffer.from("apiuser:api-geheim").toString("base64")}`);
  expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(request?.fields).toEqual({
    objekt_id: objektnr,
    vorname: "Anna",
    nachname: "Müller",
    email,
    tel: "+436641234567",
    message: `Anfrage über die Website (http://localhost:8787/immobilien/${objektnr}): Gibt es einen Kellerabteil? Preis & Betriebskosten?`,
    culture: "de",
  });
  // Newsletter flags only after our own double opt-in, which no form of ours asks for.
  expect(request?.rawBody).not.toMatch(/newsletter|doubleoptin/);
  expect(handover).toMatchObject({ response_status: 200, response_body: API_OK_BODY, target: `${apiOrigin}/rest/v1/objekt/anfrage` });
  // The Feedback XML went too: two channels, each once.
  await waitForHandover(inquiry.id, "feedback");
  expect(await page(`/admin/inquiries/${inquiry.id}`)).toMatch(/justimmo-API: an justimmo übermittelt am [\d.]+ um [\d:]+ \(Antwort 200\)/);
});

test("a failing API is retried with backoff, then shown as failed with 'erneut senden', which hands it over", async () => {
  const db = await worker.db();
  await setCrmApiEnabled(db, { enabled: true, by: "test", now: new Date() });
  const { property, objektnr } = await justimmoListing();
  apiAnswers.set(objektnr, { status: 503, body: "<justimmo><error>Wartung</error></justimmo>" });
  const email = `ausfall-${Date.now()}@example.at`;
  const { inquiryId, messages } = await storeLeadWithoutQueue(property.id, email);
  const rows = await handoversOf(inquiryId);
  expect(rows.map((row) => row.channel)).toEqual(["feedback", "api"]);
  const api = rows.find((row) => row.channel === "api");
  expect(messages).toContainEqual({ handoverId: api?.id });

  const send = vi.fn(async () => {});
  const delays: unknown[] = [];
  for (let attempt = 1; attempt <= MAX_CRM_ATTEMPTS; attempt++) {
    const message = fakeMessage({ handoverId: api?.id }, attempt);
    await handleCrmBatch(fakeBatch("crm-handover", [message]), await background(), { send });
    expect(message.ack).not.toHaveBeenCalled();
    delays.push(message.retry.mock.calls[0]?.[0]);
    const row = (await handoversOf(inquiryId)).find((r) => r.channel === "api");
    expect(row?.state).toBe(attempt < MAX_CRM_ATTEMPTS ? "queued" : "failed");
  }
  // 60 s doubling; the last attempt retries without delay, which moves the message to the DLQ.
  expect(delays).toEqual([
    { delaySeconds: 60 },
    { delaySeconds: 120 },
    { delaySeconds: 240 },
    { delaySeconds: 480 },
    { delaySeconds: 960 },
    undefined,
  ]);
  expect(apiRequests.filter((entry) => entry.fields.email === email)).toHaveLength(MAX_CRM_ATTEMPTS);
  const failed = (await handoversOf(inquiryId)).find((row) => row.channel === "api");
  expect(failed).toMatchObject({
    state: "failed",
    attempts: MAX_CRM_ATTEMPTS,
    last_error: "justimmo antwortet 503: Wartung",
    response_status: 503,
  });

  // The inbox: the failed filter finds it, the lead says what failed and offers to send again.
  const list = await page("/admin/inquiries?justimmo=fehlgeschlagen");
  expect(list).toContain(email);
  expect(list).toContain("justimmo: fehlgeschlagen");
  expect(await page("/admin/inquiries")).toContain('id="filter-justimmo"');
  const detail = await page(`/admin/inquiries/${inquiryId}`);
  expect(detail).toContain("justimmo-API: fehlgeschlagen: justimmo antwortet 503: Wartung");
  expect(detail).toContain("Übergabe an justimmo fehlgeschlagen");
  expect(detail).toContain('<input type="hidden" name="intent" value="crm-resend"/>');
  expect(detail).toContain(">Erneut senden</button>");

  // justimmo is back: "erneut senden" (admin only, same origin) puts it into the real queue.
  apiAnswers.delete(objektnr);
  const resent = await expectAdminOnly(roles, (client, extra) =>
    client.post("/admin/inquiries", { intent: "crm-resend", inquiryId, from: "detail" }, extra),
  );
  expect(resent.status).toBe(303);
  expect(resent.headers.get("Location")).toBe(`/admin/inquiries/${encodeURIComponent(inquiryId)}`);
  const done = await waitForHandover(inquiryId, "api");
  expect(done).toMatchObject({ attempts: 1, last_error: null, response_status: 200 });
  expect(await page("/admin/inquiries?justimmo=fehlgeschlagen")).not.toContain(email);
  const audit = await db.selectFrom("audit_log").select("summary").where("entity_id", "=", inquiryId).execute();
  expect(audit.map((row) => row.summary)).toEqual([`Anfrage ${inquiryId}: Übergabe an justimmo erneut gestartet`]);
});

test("a failed hand-over stands on the lead as a warning with the reason and 'Erneut senden'; only an admin's same-origin POST sends it again", async () => {
  const db = await worker.db();
  const { property } = await justimmoListing();
  const email = `warnung-${Date.now()}@example.at`;
  const { inquiryId } = await storeLeadWithoutQueue(property.id, email);
  // The end state after the retries ran out (the retries themselves: the test above).
  await db
    .updateTable("crm_handovers")
    .set({ state: "failed", attempts: 6, last_error: "justimmo antwortet 503: Wartung", response_status: 503 })
    .where("inquiry_id", "=", inquiryId)
    .where("channel", "=", "feedback")
    .execute();
  const failedState = async () => (await handoversOf(inquiryId)).find((row) => row.channel === "feedback")?.state;

  const detail = await page(`/admin/inquiries/${inquiryId}`);
  const box = /<section aria-labelledby="crm-failed-title" class="staff-warning">([\s\S]*?)<\/section>/.exec(detail)?.[1] ?? "";
  expect(box).toContain('<h2 id="crm-failed-title">Übergabe an justimmo fehlgeschlagen</h2>');
  expect(box).toContain("<strong>OpenImmo-Feedback:</strong> justimmo antwortet 503: Wartung (6 Versuche)");
  expect(box).toContain('<input type="hidden" name="intent" value="crm-resend"/>');
  expect(box).toContain('<button class="button" type="submit">Erneut senden</button>');

  const resend = { intent: "crm-resend", inquiryId, from: "detail" };
  const anonymous = await roles.anonymous.post("/admin/inquiries", resend);
  expect(anonymous.headers.get("Location") ?? "").toMatch(/^\/login\?redirectTo=/);
  const customer = await roles.user.post("/admin/inquiries", resend);
  expect(customer.headers.get("Location")).toBe("/");
  const crossSite = await roles.admin.post("/admin/inquiries", resend, { Origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);
  expect(await failedState()).toBe("failed");

  const resent = await roles.admin.post("/admin/inquiries", resend);
  expect(resent.status).toBe(303);
  expect(resent.headers.get("Location")).toBe(`/admin/inquiries/${encodeURIComponent(inquiryId)}`);
  // Back in the real queue: the consumer sends the Feedback XML and the warning is gone.
  await waitForHandover(inquiryId, "feedback");
  expect(await page(`/admin/inquiries/${inquiryId}`)).not.toContain("Übergabe an justimmo fehlgeschlagen");
});

test("a request justimmo refuses (400) fails at once with justimmo's words, without retries", async () => {
  const db = await worker.db();
  await setCrmApiEnabled(db, { enabled: true, by: "test", now: new Date() });
  const { property, objektnr } = await justimmoListing();
  apiAnswers.set(objektnr, { status: 400, body: "<justimmo><error>objekt_id [Invalid.]</error></justimmo>" });
  const { inquiryId } = await storeLeadWithoutQueue(property.id, `abgelehnt-${Date.now()}@example.at`);
  const api = (await handoversOf(inquiryId)).find((row) => row.channel === "api");
  const message = fakeMessage({ handoverId: api?.id });
  await handleCrmBatch(fakeBatch("crm-handover", [message]), await background(), { send: vi.fn(async () => {}) });
  expect(message.ack).toHaveBeenCalled();
  expect(message.retry).not.toHaveBeenCalled();
  expect((await handoversOf(inquiryId)).find((row) => row.channel === "api")).toMatchObject({
    state: "failed",
    attempts: 1,
    last_error: "justimmo antwortet 400: objekt_id [Invalid.]",
  });
});

test("the same lead is never handed over twice, however often its job runs", async () => {
  const db = await worker.db();
  await setCrmApiEnabled(db, { enabled: true, by: "test", now: new Date() });
  const { property } = await justimmoListing();
  const email = `doppelt-${Date.now()}@example.at`;
  const { inquiryId, messages } = await storeLeadWithoutQueue(property.id, email);
  // Storing the hand-over again (a retried request) adds no second row per channel.
  expect(await createCrmHandovers(db, { inquiryId, wunsch: "DETAIL", channels: ["feedback", "api"], now: new Date() })).toEqual([]);
  expect(await handoversOf(inquiryId)).toHaveLength(2);

  const send = vi.fn(async () => {});
  // Every message delivered twice, the second pair while the first may still run.
  const first = messages.map((body) => fakeMessage(body, 1));
  const again = messages.map((body) => fakeMessage(body, 2));
  await Promise.all([
    handleCrmBatch(fakeBatch("crm-handover", first), await background(), { send }),
    handleCrmBatch(fakeBatch("crm-handover", again), await background(), { send }),
  ]);
  await handleCrmBatch(
    fakeBatch(
      "crm-handover",
      messages.map((body) => fakeMessage(body, 3)),
    ),
    await background(),
    { send },
  );
  expect(send).toHaveBeenCalledTimes(1);
  expect(apiRequests.filter((entry) => entry.fields.email === email)).toHaveLength(1);
  const rows = await waitFor(async () => {
    const current = await handoversOf(inquiryId);
    return current.every((row) => row.state === "sent") ? current : null;
  });
  expect(rows.map((row) => row.attempts)).toEqual([1, 1]);
});

test("staff switch the API off again; new leads then go as Feedback XML only", async () => {
  const off = await roles.admin.post("/admin/technik", { intent: "crm-api", enabled: "0" });
  expect(off.status).toBe(303);
  const { objektnr } = await justimmoListing();
  const { inquiry } = await inquire(objektnr);
  await waitForHandover(inquiry.id, "feedback");
  expect((await handoversOf(inquiry.id)).map((row) => row.channel)).toEqual(["feedback"]);
});

// ---- personal data ---------------------------------------------------------------------------

test("hand-overs follow their lead: deleted with it after six months, kept when the lead is kept", async () => {
  const db = await worker.db();
  const now = new Date();
  const old = new Date(now.getTime() - 200 * 24 * 3_600_000).toISOString();
  for (const [id, keep] of [
    ["crm-alt", 0],
    ["crm-behalten", 1],
  ] as const) {
    await insertInquiry(db, { id, kind: "property", created_at: old, updated_at: old, keep });
    await createCrmHandovers(db, { inquiryId: id, wunsch: "DETAIL", channels: ["feedback", "api"], now: new Date(old) });
  }
  await db
    .updateTable("crm_handovers")
    .set({ response_body: "<justimmo><anfrage>Maria Muster</anfrage></justimmo>" })
    .where("inquiry_id", "=", "crm-alt")
    .execute();
  const result = await purgeExpiredPersonalData(db, { now });
  expect(result.crmHandovers).toBeGreaterThanOrEqual(2);
  expect(await handoversOf("crm-alt")).toEqual([]);
  expect(await handoversOf("crm-behalten")).toHaveLength(2);
});

test("a person's export lists where their leads went in justimmo; erasure removes the hand-overs", async () => {
  const { objektnr } = await justimmoListing();
  const { email, inquiry } = await inquire(objektnr);
  await waitForHandover(inquiry.id, "feedback");
  const exported = (await (await roles.admin.post("/admin/inquiries/export", { email })).json()) as {
    inquiries: Array<{ id: string; crmHandovers: Array<{ channel: string; state: string; target: string }> }>;
  };
  expect(exported.inquiries[0]?.crmHandovers).toEqual([expect.objectContaining({ channel: "feedback", state: "sent" })]);
  const erased = await roles.admin.post("/admin/inquiries", { intent: "delete-person", email });
  expect(erased.status).toBe(303);
  expect(await handoversOf(inquiry.id)).toEqual([]);
});

test("bad input to the inbox's resend is a 4xx or a German notice, never a 500", async () => {
  const unknown = await roles.admin.post("/admin/inquiries", { intent: "crm-resend", inquiryId: "gibt-es-nicht" });
  expect(unknown.status).toBe(303);
  const missing = await roles.admin.post("/admin/inquiries", { intent: "crm-resend" });
  expect(missing.status).toBe(400);
  const tooLong = await roles.admin.post("/admin/inquiries", { intent: "crm-resend", inquiryId: "x".repeat(500) });
  expect(tooLong.status).toBe(400);
  const filter = await roles.admin.get("/admin/inquiries?justimmo=%3Cscript%3E");
  expect(filter.status).toBe(200);
});

test("without matching credentials the API switch waits and says what is missing; switching off still works", async () => {
  const db = await worker.db();
  await db.deleteFrom("api_credentials").where("service_name", "=", "justimmo").execute();
  const html = (await page("/admin/technik")).replaceAll("<!-- -->", "");
  expect(html).toContain("Es sind noch keine Feed-Zugangsdaten gespeichert.");
  expect(html).toContain(
    '<button class="button" type="submit" disabled="" aria-describedby="crm-api-blocked">API-Übergabe einschalten</button>',
  );
  expect(html).toContain(
    '<p class="staff-hint" id="crm-api-blocked">Zum Einschalten zuerst die Zugangsdaten des justimmo-Feeds <a href="#sync-title">',
  );
  // One explanation, not three: the general hint waits until the switch can work.
  expect(html).not.toContain("Zum Einschalten muss in justimmo");
});
