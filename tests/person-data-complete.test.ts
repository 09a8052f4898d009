// GDPR export and erasure cover every table that holds a visitor's address, and the audit trail
// holds ids, not names, for twelve months. ASVS 5.0 V14.2.4.
import { sql } from "kysely";
import { beforeAll, expect, test } from "vitest";
import { purgeExpiredPersonalData } from "~/server/legal/retention.queries.server";
import { type StaffRoles, staffRoles } from "./admin-matrix";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
let roles: StaffRoles;

beforeAll(async () => {
  roles = await staffRoles(worker);
});

async function seedPerson(email: string) {
  const db = await worker.db();
  const at = new Date().toISOString();
  await insertInquiry(db, {
    id: `gdpr-inq-${email}`,
    subject: "Kontaktanfrage von Gerda Geheim",
    sender_name: "Gerda Geheim",
    sender_email: email,
    sender_phone: "+436641234567",
  });
  const alertId = crypto.randomUUID();
  await db
    .insertInto("search_alerts")
    .values({ id: alertId, email: email.toUpperCase(), filters: "status=SALE", token_salt: "s", confirmed_at: at, created_at: at })
    .execute();
  await db.insertInto("search_alert_listings").values({ alert_id: alertId, immobilie_id: 1, mailed_at: at }).execute();
  await db
    .insertInto("search_alert_emails")
    .values({ id: `gdpr-mail-${email}`, alert_id: alertId, template: "alert-confirm", recipient: email, payload: "{}" })
    .execute();
  // A search profile staff keep for the same person, typed with other capitals.
  await db
    .insertInto("search_profiles")
    .values({
      id: crypto.randomUUID(),
      email: email.replace(/^./, (first) => first.toUpperCase()),
      name: "Gerda Geheim",
      phone: "+436641234567",
      marketing: "kauf",
      criteria: JSON.stringify({ districts: ["1070"] }),
      inquiry_id: null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return alertId;
}

test("the export lists the address's Suchaufträge and their mails next to its inquiries", async () => {
  const alertId = await seedPerson("gerda@example.at");
  const res = await roles.admin.post("/admin/inquiries/export", { email: "gerda@example.at" });
  expect(res.status).toBe(200);
  const exported = (await res.json()) as {
    inquiries: { id: string }[];
    searchAlerts: { id: string; filters: string; emails: { template: string }[] }[];
  };
  expect(exported.inquiries.map((inquiry) => inquiry.id)).toEqual(["gdpr-inq-gerda@example.at"]);
  expect(exported.searchAlerts).toEqual([expect.objectContaining({ id: alertId, filters: "status=SALE" })]);
  expect(exported.searchAlerts[0]?.emails.map((mail) => mail.template)).toEqual(["alert-confirm"]);
});

test("the export lists the search profiles staff keep for the address", async () => {
  await seedPerson("profil@example.at");
  const res = await roles.admin.post("/admin/inquiries/export", { email: "profil@example.at" });
  const exported = (await res.json()) as { searchProfiles: { name: string; criteria: unknown; phone: string | null }[] };
  expect(exported.searchProfiles).toEqual([expect.objectContaining({ name: "Gerda Geheim", criteria: { districts: ["1070"] } })]);
  expect(exported.searchProfiles[0]?.phone).toMatch(/^\+43 664/);
});

test("erasure removes the Suchaufträge, their listings marks and mails too", async () => {
  const alertId = await seedPerson("loesch@example.at");
  const preview = await (await roles.admin.post("/admin/inquiries", { intent: "preview-delete", email: "loesch@example.at" })).text();
  expect(preview.replaceAll("<!-- -->", "")).toMatch(/1 Anfrage\(n\), 1\s+Suchauftrag\/Suchaufträge, 1 Suchprofil\(e\) und 1 E-Mail\(s\)/);
  const res = await roles.admin.post("/admin/inquiries", { intent: "delete-person", email: "loesch@example.at" });
  expect(res.status).toBe(303);
  const db = await worker.db();
  expect(await db.selectFrom("search_alerts").select("id").where("id", "=", alertId).execute()).toEqual([]);
  expect(await db.selectFrom("search_alert_listings").select("alert_id").where("alert_id", "=", alertId).execute()).toEqual([]);
  expect(await db.selectFrom("search_alert_emails").select("id").where("alert_id", "=", alertId).execute()).toEqual([]);
  expect(await db.selectFrom("search_profiles").select("id").where(sql<string>`lower(email)`, "=", "loesch@example.at").execute()).toEqual(
    [],
  );
  // The person who was not asked about keeps their data.
  expect(await db.selectFrom("search_alerts").select("id").where("email", "=", "GERDA@EXAMPLE.AT").execute()).toHaveLength(1);
});

test("the audit trail names an inquiry by its id, never by its subject's name", async () => {
  await seedPerson("status@example.at");
  await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: "gdpr-inq-status@example.at", status: "done" });
  await roles.admin.post("/admin/inquiries", { intent: "keep", inquiryId: "gdpr-inq-status@example.at", keep: "1" });
  const db = await worker.db();
  const rows = await db.selectFrom("audit_log").select(["summary"]).where("entity_id", "=", "gdpr-inq-status@example.at").execute();
  expect(rows.length).toBe(2);
  for (const row of rows) {
    expect(row.summary).toContain("gdpr-inq-status@example.at");
    expect(row.summary).not.toContain("Gerda");
  }
});

test("audit entries older than twelve months are deleted by the daily retention; newer ones stay", async () => {
  const db = await worker.db();
  const now = new Date("2026-11-25T03:00:00Z");
  for (const [id, at] of [
    ["alt", "2025-11-20T00:00:00.000Z"],
    ["neu", "2025-12-01T00:00:00.000Z"],
  ] as const)
    await db
      .insertInto("audit_log")
      .values({
        at,
        actor_id: null,
        actor_email: "admin@example.at",
        action: "test",
        entity: "retention-test",
        entity_id: id,
        summary: "x",
      })
      .execute();
  const result = await purgeExpiredPersonalData(db, { now });
  expect(result.auditEntries).toBeGreaterThanOrEqual(1);
  const left = await db.selectFrom("audit_log").select("entity_id").where("entity", "=", "retention-test").execute();
  expect(left.map((row) => row.entity_id)).toEqual(["neu"]);
});

test("the privacy notice states the audit trail's retention", async () => {
  const html = await (await worker.fetch("/datenschutz")).text();
  expect(html).toContain("jeder Eintrag wird nach zwölf Monaten gelöscht");
});
