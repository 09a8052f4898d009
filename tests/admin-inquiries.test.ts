import { expect, test } from "vitest";
import { type Client, createClient, makeAdmin, signedInUser } from "./auth-helpers";
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
  // "Neueste zuerst" (the default order puts what waits first: tests/admin-inquiries-todo.test.ts).
  const html = (await (await admin.get("/admin/inquiries?sortierung=neueste")).text()).replaceAll("<!-- -->", "");
  // The verification mail of the admin's own sign-up is a system mail, on its own tab (ADR 0065).
  expect(html).toContain("52 gespeicherte Anfragen");
  const system = (await (await admin.get("/admin/inquiries?bereich=system")).text()).replaceAll("<!-- -->", "");
  expect(system).toMatch(/1 gespeicherte Systemmail(?!s)/);
  expect(system).toContain("Konto-Bestätigung");
  expect(system).not.toContain("Anfrage inq-51");
  // A system mail is no customer lead: its own caption and columns, no handler and no status select.
  expect(system).toContain("Alle Systemmails, neueste zuerst");
  expect(system).toContain('<th scope="col">Empfänger</th>');
  expect(system).not.toContain("Zuständig");
  expect(system).not.toContain('name="status"');
  expect(system).not.toContain("staff-new-mark");
  expect(html).toContain("Alle Anfragen, neueste zuerst");
  expect(html).toContain('<th scope="col">Zuständig</th>');
  expect(html).toContain("Seite 1 von 2");
  const first = html.indexOf("Anfrage inq-51");
  const second = html.indexOf("Anfrage inq-50");
  expect(first).toBeGreaterThan(-1);
  expect(second).toBeGreaterThan(first);
  expect(html).toContain("Fehlgeschlagen");
  expect(html).toContain("Erneut senden");
  // The inquiry's own page tells the delivery in plain words, with the error.
  const detail = (await (await admin.get("/admin/inquiries/inq-51")).text()).replaceAll("<!-- -->", "");
  expect(detail).toContain("Benachrichtigung ans Büro: nicht zugestellt an office@example.com nach 5 Versuchen (SMTP down)");
  const sent = (await (await admin.get("/admin/inquiries/inq-50")).text()).replaceAll("<!-- -->", "");
  expect(sent).toContain("Benachrichtigung ans Büro: zugestellt an office@example.com am 23.09.2026 um 12:00");
  expect(html).toContain("Maria Muster");
  expect(html).toContain('href="/admin/inquiries?sortierung=neueste&amp;page=2"');
  const page2 = await (await admin.get("/admin/inquiries?sortierung=neueste&page=2")).text();
  expect((page2.match(/<tr data-state=/g) ?? []).length).toBe(2);
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

async function insertInquiryFrom(id: string, senderEmail: string, createdAt = "2026-10-12T10:00:00.000Z") {
  const db = await worker.db();
  await db
    .insertInto("inquiries")
    .values({
      id,
      kind: "contact",
      subject: `Anfrage ${id}`,
      sender_name: "Petra Person",
      sender_email: senderEmail,
      sender_phone: "+43 660 1111111",
      property_id: null,
      payload: JSON.stringify({ message: `Nachricht ${id}`, tel: "+43 660 1111111" }),
      delivery_state: "sent",
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto("inquiry_emails")
    .values([
      {
        id: `${id}-office`,
        inquiry_id: id,
        template: "internal",
        recipient: "office@example.com",
        state: "sent",
        created_at: createdAt,
        updated_at: createdAt,
      },
      {
        id: `${id}-copy`,
        inquiry_id: id,
        template: "customer",
        recipient: senderEmail,
        state: "sent",
        created_at: createdAt,
        updated_at: createdAt,
      },
    ])
    .execute();
}

/**
 * A cross-site POST with the admin's cookie, as a browser sends it from another site: fetch
 * metadata says cross-site (a foreign Origin header alone is refused by Remix itself).
 */
function crossSitePost(client: Client, path: string, fields: Record<string, string>) {
  return worker.fetch(path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: client.cookie(), "Sec-Fetch-Site": "cross-site" },
  });
}

test("staff mark an inquiry to keep past the retention and release it again; only admins from this site can", async () => {
  const admin = await signedInUser(worker, "admin.behalten@example.com");
  await makeAdmin(worker, "admin.behalten@example.com");
  await insertInquiryFrom("keep-me", "behalten@example.at");
  const db = await worker.db();
  const keep = async () => (await db.selectFrom("inquiries").select("keep").where("id", "=", "keep-me").executeTakeFirstOrThrow()).keep;

  expect((await crossSitePost(admin, "/admin/inquiries", { intent: "keep", inquiryId: "keep-me", keep: "1" })).status).toBe(403);
  const user = await signedInUser(worker, "kein.admin.behalten@example.com");
  expect((await user.post("/admin/inquiries", { intent: "keep", inquiryId: "keep-me", keep: "1" })).headers.get("Location")).toBe("/");
  expect(await keep()).toBe(0);

  const res = await admin.post("/admin/inquiries", { intent: "keep", inquiryId: "keep-me", keep: "1", page: "1" });
  expect(res.status).toBe(303);
  expect(await keep()).toBe(1);
  const html = await (await admin.get("/admin/inquiries?q=behalten%40example.at")).text();
  expect(html).toContain("Anfrage wird behalten");
  expect(html).toContain("Wird behalten");
  // The keep switch lives on the inquiry's own page and returns there.
  expect(await (await admin.get("/admin/inquiries/keep-me")).text()).toContain("Nicht mehr behalten");
  const fromDetail = await admin.post("/admin/inquiries", { intent: "keep", inquiryId: "keep-me", keep: "1", from: "detail" });
  expect(fromDetail.headers.get("Location")).toBe("/admin/inquiries/keep-me");

  await admin.post("/admin/inquiries", { intent: "keep", inquiryId: "keep-me", keep: "0", page: "1" });
  expect(await keep()).toBe(0);
  expect((await admin.post("/admin/inquiries", { intent: "keep", inquiryId: "gibt-es-nicht", keep: "1" })).status).toBe(404);
});

test("staff download one person's data as JSON (Art. 15), matched case-insensitively, and nobody else's", async () => {
  const admin = await signedInUser(worker, "admin.auskunft@example.com");
  await makeAdmin(worker, "admin.auskunft@example.com");
  await insertInquiryFrom("export-1", "Petra.Person@Example.at", "2026-10-01T08:00:00.000Z");
  await insertInquiryFrom("export-2", "petra.person@example.at", "2026-10-02T08:00:00.000Z");
  await insertInquiryFrom("export-other", "jemand.anderer@example.at");

  const res = await admin.post("/admin/inquiries/export", { email: "  PETRA.person@example.AT " });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personendaten-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const exported = (await res.json()) as {
    email: string;
    inquiries: Array<{
      id: string;
      senderPhone: string;
      fields: { message: string };
      emails: Array<{ template: string; recipient: string }>;
    }>;
  };
  expect(exported.email).toBe("petra.person@example.at");
  expect(exported.inquiries.map((inquiry) => inquiry.id)).toEqual(["export-1", "export-2"]);
  expect(exported.inquiries[0]?.fields.message).toBe("Nachricht export-1");
  expect(exported.inquiries[0]?.senderPhone).toBe("+43 660 1111111");
  expect(exported.inquiries[0]?.emails.map((mail) => mail.template).sort()).toEqual(["customer", "internal"]);
  expect(JSON.stringify(exported)).not.toContain("jemand.anderer");

  const bad = await admin.post("/admin/inquiries/export", { email: "keine-adresse" });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  expect((await crossSitePost(admin, "/admin/inquiries/export", { email: "petra.person@example.at" })).status).toBe(403);
  const user = await signedInUser(worker, "kein.admin.auskunft@example.com");
  const denied = await user.post("/admin/inquiries/export", { email: "petra.person@example.at" });
  expect(denied.headers.get("Location")).toBe("/");
  expect(denied.headers.get("Content-Disposition")).toBeNull();
  expect((await admin.get("/admin/inquiries")).status).toBe(200);
  expect(await (await admin.get("/admin/inquiries")).text()).toContain("Daten exportieren (JSON)");
});

test("deleting one person's data (Art. 17) asks first, says what goes, then removes their inquiries and e-mails only", async () => {
  const admin = await signedInUser(worker, "admin.loeschen@example.com");
  await makeAdmin(worker, "admin.loeschen@example.com");
  await insertInquiryFrom("del-1", "Loesch.Mich@example.at");
  await insertInquiryFrom("del-2", "loesch.mich@example.at");
  await insertInquiryFrom("del-keep", "loesch.mich@example.at");
  await insertInquiryFrom("del-other", "bleibt@example.at");
  const db = await worker.db();
  await db.updateTable("inquiries").set({ keep: 1 }).where("id", "=", "del-keep").execute();
  const remaining = async () =>
    (await db.selectFrom("inquiries").select("id").where("id", "like", "del-%").orderBy("id").execute()).map((row) => row.id);

  // Step 1: the confirmation, with counts; nothing is deleted yet.
  const preview = await admin.post("/admin/inquiries", { intent: "preview-delete", email: "loesch.mich@example.at" });
  expect(preview.status).toBe(200);
  const html = (await preview.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Wirklich löschen?");
  expect(html).toContain(
    "Für loesch.mich@example.at werden 3 Anfrage(n), 0 Suchauftrag/Suchaufträge, 0 Suchprofil(e) und 6 E-Mail(s) endgültig gelöscht",
  );
  expect(html).toContain("Endgültig löschen");
  expect(await remaining()).toEqual(["del-1", "del-2", "del-keep", "del-other"]);

  const invalid = await admin.post("/admin/inquiries", { intent: "preview-delete", email: "nicht gültig" });
  expect(invalid.status).toBe(400);
  expect(await invalid.text()).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");

  // Foreign origin and non-admins cannot delete.
  expect((await crossSitePost(admin, "/admin/inquiries", { intent: "delete-person", email: "loesch.mich@example.at" })).status).toBe(403);
  const user = await signedInUser(worker, "kein.admin.loeschen@example.com");
  expect((await user.post("/admin/inquiries", { intent: "delete-person", email: "loesch.mich@example.at" })).headers.get("Location")).toBe(
    "/",
  );
  expect(await remaining()).toEqual(["del-1", "del-2", "del-keep", "del-other"]);

  // Step 2: the confirmed deletion, then a toast that says what was deleted.
  const res = await admin.post("/admin/inquiries", { intent: "delete-person", email: "LOESCH.mich@example.at" });
  expect(res.status).toBe(303);
  expect(await remaining()).toEqual(["del-other"]);
  const mails = await db.selectFrom("inquiry_emails").select("id").where("inquiry_id", "like", "del-%").orderBy("id").execute();
  expect(mails.map((mail) => mail.id)).toEqual(["del-other-copy", "del-other-office"]);
  const after = (await (await admin.get("/admin/inquiries")).text()).replaceAll("<!-- -->", "");
  expect(after).toContain("Daten gelöscht");
  expect(after).toContain("3 Anfrage(n), 0 Suchauftrag/Suchaufträge und 6 E-Mail(s) von loesch.mich@example.at wurden gelöscht.");
});
