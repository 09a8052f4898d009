// The Protokoll and the Übersicht show stored audit summaries without HTTP verbs or paths.
import { expect, test } from "vitest";
import { auditRowText, auditSummaryText } from "./audit-text";

test("a denied page view reads as plain German, without verb or path", () => {
  expect(auditSummaryText("Zugriff verweigert (kein Admin): GET /admin")).toBe("Zugriff auf die Verwaltung ohne Admin-Rechte verweigert");
  expect(auditSummaryText("Zugriff verweigert (kein Admin): GET /admin/inquiries/abc")).not.toMatch(/GET|\/admin/);
});

test("a denied form reads as a refused change; other summaries stay as stored", () => {
  expect(auditSummaryText("Zugriff verweigert (kein Admin): POST /admin/technik")).toBe(
    "Änderung in der Verwaltung ohne Admin-Rechte verweigert",
  );
  expect(auditSummaryText("Beitrag „Wohnen am Wasser“ veröffentlicht")).toBe("Beitrag „Wohnen am Wasser“ veröffentlicht");
});

test("entries carry seconds: several in one minute stay in order for the reader", () => {
  const row = auditRowText({ at: "2026-12-02T15:09:41.000Z", actorEmail: "a@example.com", entity: "admin", summary: "x", action: "x" });
  expect(row.at).toBe("02.12.2026, 16:09:41");
});
