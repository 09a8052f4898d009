// The mail queue consumer driven with fake batches against the real D1 of a running Worker:
// retries with backoff, the last attempt marks the row failed, a redelivered message sends
// nothing twice, and the cron sweep re-enqueues rows whose message was lost.
import { expect, test, vi } from "vitest";
import type { OutgoingMail } from "~/server/mail/mailer.server";
import { startWorker } from "./harness";
import { fakeBatch, fakeMessage } from "./queue-helpers";

const { requeueStuckEmails, MAX_DELIVERY_ATTEMPTS } = await import("~/server/mail/queue.server");
const { handleMailBatch } = await import("~/server/jobs/queues.server");
const { createContext } = await import("~/load-context");
const background = async () => createContext(await worker.env(), { waitUntil: () => {} });
const { storeAndQueueInquiry } = await import("~/server/leads/store.server");

const worker = startWorker();

/** Store an inquiry without the real queue, so only the fake batches deliver it. */
async function storeInquiry(name: string, emails: Array<{ template: "internal" | "customer"; recipient: string }>) {
  const sent: unknown[] = [];
  const queue = { sendBatch: async (batch: unknown[]) => void sent.push(...batch), send: async () => {} } as unknown as Queue<unknown>;
  const { inquiryId } = await storeAndQueueInquiry({
    db: await worker.db(),
    queue,
    now: new Date(),
    kind: "contact",
    subject: `Kontaktanfrage: Test ${name}`,
    sender: { name, email: "visitor@example.at" },
    payload: { vorname: name, message: "Bitte um Rückruf." },
    emails,
  });
  const db = await worker.db();
  const rows = await db.selectFrom("inquiry_emails").select(["id"]).where("inquiry_id", "=", inquiryId).execute();
  return { inquiryId, emailIds: rows.map((r) => r.id), sent };
}

test("a delivered message is sent once, even when the queue delivers it twice", async () => {
  const { inquiryId, emailIds, sent } = await storeInquiry("Doppelt", [{ template: "internal", recipient: "office@donau-estate.example" }]);
  expect(sent).toEqual([{ body: { emailId: emailIds[0] } }]);
  const send = vi.fn(async () => {});
  const first = fakeMessage({ emailId: emailIds[0] });
  const again = fakeMessage({ emailId: emailIds[0] }, 2);
  await handleMailBatch(fakeBatch("inquiry-mail", [first]), await background(), { send });
  await handleMailBatch(fakeBatch("inquiry-mail", [again]), await background(), { send });
  expect(send).toHaveBeenCalledTimes(1);
  expect(first.ack).toHaveBeenCalled();
  expect(again.ack).toHaveBeenCalled();
  expect(again.retry).not.toHaveBeenCalled();
  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").selectAll().where("id", "=", inquiryId).executeTakeFirstOrThrow();
  expect(inquiry.delivery_state).toBe("sent");
  const mail = (send.mock.calls[0] as unknown as [OutgoingMail])[0];
  expect(mail.to).toBe("office@donau-estate.example");
  expect(mail.from.email).toBe("website@donau-estate.example");
  expect(mail.replyTo).toEqual({ email: "visitor@example.at", name: "Doppelt" });
  expect(mail.text.length).toBeGreaterThan(0);
});

test("two copies of one message in the same batch still send once", async () => {
  const { emailIds } = await storeInquiry("Parallel", [{ template: "internal", recipient: "office@donau-estate.example" }]);
  const send = vi.fn(async () => {});
  const a = fakeMessage({ emailId: emailIds[0] });
  const b = fakeMessage({ emailId: emailIds[0] });
  await handleMailBatch(fakeBatch("inquiry-mail", [a, b]), await background(), { send });
  expect(send).toHaveBeenCalledTimes(1);
  expect(a.ack).toHaveBeenCalled();
  expect(b.ack).toHaveBeenCalled();
});

test("a failing send retries with growing delays and the last attempt marks the row failed", async () => {
  const { inquiryId, emailIds } = await storeInquiry("Fehler", [{ template: "internal", recipient: "office@donau-estate.example" }]);
  const send = vi.fn(async () => {
    throw new Error("destination address not verified");
  });
  const delays: unknown[] = [];
  const db = await worker.db();
  for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
    const message = fakeMessage({ emailId: emailIds[0] }, attempt);
    await handleMailBatch(fakeBatch("inquiry-mail", [message]), await background(), { send });
    expect(message.ack).not.toHaveBeenCalled();
    expect(message.retry).toHaveBeenCalledTimes(1);
    delays.push(message.retry.mock.calls[0]?.[0]);
    const row = await db
      .selectFrom("inquiry_emails")
      .selectAll()
      .where("id", "=", emailIds[0] ?? "")
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(attempt < MAX_DELIVERY_ATTEMPTS ? "queued" : "failed");
    expect(row.last_error).toBe("destination address not verified");
  }
  expect(delays).toEqual([
    { delaySeconds: 30 },
    { delaySeconds: 60 },
    { delaySeconds: 120 },
    { delaySeconds: 240 },
    { delaySeconds: 480 },
    undefined, // the last retry() sends it to the dead-letter queue at once
  ]);
  expect(send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
  const inquiry = await db.selectFrom("inquiries").selectAll().where("id", "=", inquiryId).executeTakeFirstOrThrow();
  expect(inquiry.delivery_state).toBe("failed");
  expect(inquiry.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
  expect(inquiry.last_error).toBe("destination address not verified");
});

test("an inquiry with two e-mails is sent only when both are, failed when one fails for good", async () => {
  const { inquiryId, emailIds } = await storeInquiry("Zwei", [
    { template: "internal", recipient: "office@donau-estate.example" },
    { template: "customer", recipient: "visitor@example.at" },
  ]);
  const db = await worker.db();
  const state = async () =>
    (await db.selectFrom("inquiries").select("delivery_state").where("id", "=", inquiryId).executeTakeFirstOrThrow()).delivery_state;
  await handleMailBatch(fakeBatch("inquiry-mail", [fakeMessage({ emailId: emailIds[0] })]), await background(), { send: async () => {} });
  expect(await state()).toBe("queued");
  await handleMailBatch(fakeBatch("inquiry-mail", [fakeMessage({ emailId: emailIds[1] }, MAX_DELIVERY_ATTEMPTS)]), await background(), {
    send: async () => {
      throw new Error("boom");
    },
  });
  expect(await state()).toBe("failed");
});

test("a message without an e-mail id is acknowledged and ignored", async () => {
  const message = fakeMessage({ nonsense: true });
  const send = vi.fn(async () => {});
  await handleMailBatch(fakeBatch("inquiry-mail", [message]), await background(), { send });
  expect(message.ack).toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
});

test("the sweep re-enqueues rows stuck in 'queued' and leaves fresh ones alone", async () => {
  const { emailIds } = await storeInquiry("Verloren", [{ template: "internal", recipient: "office@donau-estate.example" }]);
  const db = await worker.db();
  const sent: unknown[] = [];
  const queue = { sendBatch: async (batch: unknown[]) => void sent.push(...batch) } as unknown as Queue<unknown>;
  expect(await requeueStuckEmails({ db, queue, now: new Date() })).toBe(0);
  const later = new Date(Date.now() + 6 * 60_000);
  const count = await requeueStuckEmails({ db, queue, now: later });
  expect(count).toBeGreaterThanOrEqual(1);
  expect(sent).toContainEqual({ body: { emailId: emailIds[0] } });
  sent.length = 0;
  expect(await requeueStuckEmails({ db, queue, now: later })).toBe(0);
});

test("an alert mail fails and is swept by the same rules: queued while retries remain, then failed", async () => {
  const { createAlertEmail } = await import("~/server/alerts/queries.server");
  const db = await worker.db();
  const alertEmailId = await createAlertEmail(db, {
    alertId: crypto.randomUUID(),
    template: "alert-confirm",
    recipient: "alert-retry@example.at",
    payload: { confirmUrl: "https://example.at/suchauftrag/bestaetigen?id=x&token=y" },
    now: new Date(),
  });
  const send = vi.fn(async () => {
    throw new Error("boom");
  });
  const state = async () =>
    (await db.selectFrom("search_alert_emails").select("state").where("id", "=", alertEmailId).executeTakeFirstOrThrow()).state;
  const first = fakeMessage({ alertEmailId });
  await handleMailBatch(fakeBatch("inquiry-mail", [first]), await background(), { send });
  expect(first.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
  expect(await state()).toBe("queued");
  const sent: unknown[] = [];
  const queue = { sendBatch: async (batch: unknown[]) => void sent.push(...batch) } as unknown as Queue<unknown>;
  await requeueStuckEmails({ db, queue, now: new Date(Date.now() + 3 * 60 * 60_000) });
  expect(sent).toContainEqual({ body: { alertEmailId } });
  const last = fakeMessage({ alertEmailId }, MAX_DELIVERY_ATTEMPTS);
  await handleMailBatch(fakeBatch("inquiry-mail", [last]), await background(), { send });
  expect(last.retry).toHaveBeenCalledWith(undefined);
  expect(await state()).toBe("failed");
  expect(send).toHaveBeenCalledTimes(2);
});
