import { expect, test } from "vitest";
import { createClient, makeAdmin, signedInUser } from "./auth-helpers";
import { startWorker } from "./harness";

const worker = startWorker();

async function insertInquiry(id: string, createdAt: string, emailState: "sent" | "failed" | "queued") {
  const db = await worker.db();
  await db
    .insertInto("inquiries")
    .values({
      id,
      kind: "contact",
      subject: `Anfrage ${id}`,
      sender_name: "Maria Muster",
      sender_email: "maria@example.com",
      sender_phone: null,
      property_id: null,
      payload: "{}",
      delivery_state: emailState === "failed" ? "failed" : emailState === "sent" ? "sent" : "queued",
      attempts: emailState === "failed" ? 5 : 1,
      last_error: emailState === "failed" ? "SMTP down" : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto("inquiry_emails")
    .values({
      id: `${id}-mail`,
      inquiry_id: id,
      template: "internal",
      recipient: "office@example.com",
      state: emailState,
      attempts: emailState === "failed" ? 5 : 1,
      last_error: emailState === "failed" ? "SMTP down" : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

test("staff see every inquiry newest first with its delivery state, 50 per page", async () => {
  const admin = await signedInUser(worker, "admin.anfragen@example.com");
  await makeAdmin(worker, "admin.anfragen@example.com");
  for (let i = 0; i < 52; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    await insertInquiry(`inq-${String(i).padStart(2, "0")}`, `2026-0${i < 28 ? 8 : 9}-${day}T10:00:00.000Z`, i === 51 ? "failed" : "sent");
  }
  const html = (await (await admin.get("/admin/inquiries")).text()).replaceAll("<!-- -->", "");
  // The verification mail of the admin's own sign-up is an inquiry too.
  expect(html).toContain("53 gespeicherte Anfragen");
  expect(html).toContain("Seite 1 von 2");
  const first = html.indexOf("Anfrage inq-51");
  const second = html.indexOf("Anfrage inq-50");
  expect(first).toBeGreaterThan(-1);
  expect(second).toBeGreaterThan(first);
  expect(html).toContain("Fehlgeschlagen");
  expect(html).toContain("SMTP down");
  expect(html).toContain("Erneut senden");
  expect(html).toContain("Maria Muster");
  expect(html).toContain('href="/admin/inquiries?page=2"');
  const page2 = await (await admin.get("/admin/inquiries?page=2")).text();
  expect((page2.match(/<tr data-state=/g) ?? []).length).toBe(3);
  // A bad page number falls back to page 1 instead of failing.
  expect((await admin.get("/admin/inquiries?page=abc")).status).toBe(200);
});

test("resend puts failed e-mails back in the queue with attempts reset", async () => {
  const admin = await signedInUser(worker, "admin.resend@example.com");
  await makeAdmin(worker, "admin.resend@example.com");
  await insertInquiry("resend-me", "2026-10-10T10:00:00.000Z", "failed");
  const res = await admin.post("/admin/inquiries", { intent: "resend", inquiryId: "resend-me", page: "1" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/inquiries");
  const html = await (await admin.get("/admin/inquiries")).text();
  expect(html).toContain("Erneut in die Warteschlange gestellt");
  const db = await worker.db();
  const mail = await db
    .selectFrom("inquiry_emails")
    .select(["state", "attempts"])
    .where("id", "=", "resend-me-mail")
    .executeTakeFirstOrThrow();
  // The queue consumer may already have picked it up; it is no longer 'failed' with 5 attempts.
  expect(mail.state === "failed" && mail.attempts === 5).toBe(false);

  const again = await admin.post("/admin/inquiries", { intent: "resend", inquiryId: "inq-does-not-exist", page: "1" });
  expect(await (await admin.get(again.headers.get("Location") ?? "/")).text()).toContain("Nichts zu senden");
});

test("a non-admin cannot resend", async () => {
  await insertInquiry("fremd", "2026-10-11T10:00:00.000Z", "failed");
  const user = await signedInUser(worker, "kein.admin@example.com");
  const res = await user.post("/admin/inquiries", { intent: "resend", inquiryId: "fremd" });
  expect(res.headers.get("Location")).toBe("/");
  const anon = await createClient(worker).post("/admin/inquiries", { intent: "resend", inquiryId: "fremd" });
  expect(anon.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Finquiries");
  const db = await worker.db();
  const mail = await db.selectFrom("inquiry_emails").select(["state", "attempts"]).where("id", "=", "fremd-mail").executeTakeFirstOrThrow();
  expect(mail).toEqual({ state: "failed", attempts: 5 });
});
