// /admin/rechtliches in the admin matrix (tests/admin-matrix.ts): admin only for the
// page and the save; a save changes the FAGG notice, the Rücktrittsbelehrung and the overview at
// once, is audited, and bad input answers 400 in German with the values kept.
import { beforeAll, expect, test } from "vitest";
import { expectAdminOnly, type StaffRoles, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
let roles: StaffRoles;

beforeAll(async () => {
  roles = await staffRoles(worker);
  await insertProperty(await worker.db(), { objektnr_intern: "R100", kaufpreis: 200000, aussen_courtage: null });
});

const valid = (overrides: Record<string, string> = {}) => ({
  firma: "Donau Estate Immobilien GmbH",
  anschrift: "Ringstraße 9, 1010 Wien",
  telefon: "+43 1 999 00 00",
  email: "recht@donau-estate.example",
  register: "FN 123456a, Handelsgericht Wien",
  uid: "ATU12345678",
  behoerde: "Magistratisches Bezirksamt für den 9. Bezirk",
  kammer: "Wirtschaftskammer Wien, Fachgruppe Immobilien- und Vermögenstreuhänder",
  provisionKauf: "2 % des Kaufpreises zuzüglich 20 % USt.",
  provisionMieteGewerbe: "3 Bruttomonatsmieten zuzüglich 20 % USt.",
  naheverhaeltnis: "",
  ...overrides,
});

test("the page is admin only and shows the current terms", async () => {
  const res = await expectAdminOnly(roles, (client) => client.get("/admin/rechtliches"), { method: "GET" });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  expect(html).toContain("<h1>Rechtliches</h1>");
  expect(html).toContain('value="3 % des Kaufpreises zuzüglich 20 % USt."');
  // The cap is graded by price (§ 15 ImmMV), not a flat 3 % (review 64).
  expect(html).toContain("4 % bis € 36.336,42");
  // Staff read German, not our decision records' numbers.
  expect(html).toContain("Bitte prüfen Sie sie vor dem Livegang.");
  expect(html).not.toMatch(/ADR \d{4}/);
  // The rule for a flat's tenant as § 17a MaklerG states it (review 63): who commissioned first pays.
  expect(html).toContain("nur, wenn sie den Makler selbst zuerst beauftragt haben");
  expect(html).not.toContain("außer das Inserat nennt eine Provision");
  // The shipped example data is flagged above the form and at each field (review 57).
  const plain = html.replaceAll("<!-- -->", "");
  const warning = /<section class="staff-warning"[\s\S]*?<\/section>/.exec(plain)?.[0] ?? "";
  expect(warning).toContain("Noch Beispieldaten");
  expect(warning).toContain('<a href="#legal-anschrift">Anschrift</a>: „Musterplatz“');
  expect(warning).toContain('<a href="#legal-register">Firmenbuch oder GISA-Zahl</a>: „FN 000000x“');
  expect(html).toContain('aria-describedby="legal-anschrift-example"');
  expect(plain).toContain("Beispielwert „Musterplatz“: bitte ersetzen.");
});

test("saving is admin only, applies at once on the site and is audited", async () => {
  const res = await expectAdminOnly(roles, (client, headers) => client.post("/admin/rechtliches", valid(), headers));
  expect(res.status).toBe(303);
  // A percentage keeps its sign on the line: the page writes a no-break space before "%".
  const detail = (await (await worker.fetch("/immobilien/R100")).text()).replace(/<[^>]+>/g, " ").replaceAll("\u00a0", " ");
  expect(detail).toContain("Ringstraße 9, 1010 Wien");
  expect(detail).toContain("2 % des Kaufpreises zuzüglich 20 % USt. (unser Standardsatz)");
  // Unticked: no longer a Doppelmakler.
  expect(detail).toContain("nicht als Doppelmakler");
  // The Impressum reads the same fields: one source for who the broker is (review 64).
  const impressum = (await (await worker.fetch("/impressum")).text()).replaceAll("<!-- -->", "");
  for (const text of [
    "Ringstraße 9, 1010 Wien",
    "FN 123456a, Handelsgericht Wien",
    "ATU12345678",
    "für den 9. Bezirk",
    'href="tel:+4319990000"',
  ])
    expect(impressum, text).toContain(text);
  expect(/<dl class="content-legal-list">[\s\S]*?<\/dl>/.exec(impressum)?.[0]).not.toContain("Musterplatz");
  const belehrung = await (await worker.fetch("/ruecktrittsbelehrung")).text();
  expect(belehrung).toContain("recht@donau-estate.example");
  const db = await worker.db();
  const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "legal.update").execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]?.summary).toContain("anschrift");
  // Real data: the warning names only what is left (the .example address).
  const page = (await (await roles.admin.get("/admin/rechtliches")).text()).replaceAll("<!-- -->", "");
  const warning = /<section class="staff-warning"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
  expect(warning).toContain('<a href="#legal-email">E-Mail</a>: „recht@donau-estate.example“');
  expect(warning).not.toContain("Anschrift");
  expect(warning).not.toContain("Firmenbuch");
});

test("bad input answers 400 in German and keeps what was typed", async () => {
  const res = await roles.admin.post("/admin/rechtliches", valid({ email: "kein-at", firma: "", anschrift: "x".repeat(400) }));
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
  expect(html).toContain("Bitte geben Sie den Firmennamen ein");
  expect(html).toContain("Bitte geben Sie höchstens 300 Zeichen ein.");
  expect(html).toContain('value="kein-at"');
  const noAuthority = await roles.admin.post("/admin/rechtliches", valid({ behoerde: "" }));
  expect(noAuthority.status).toBe(400);
  expect(await noAuthority.text()).toContain("Bitte geben Sie die zuständige Gewerbebehörde an");
});
