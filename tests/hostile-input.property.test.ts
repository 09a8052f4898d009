// Property-based: thousands of generated hostile values (overlong, control characters, wrong
// types, broken encodings, forged tokens) against every form field and query parameter of the
// public routes, and of the staff routes as an admin. No answer may be a 5xx; a rejected lead form
// shows the visitor's values again with a German message. ASVS 5.0 V2.2.1, V16.5.3.
import fc from "fast-check";
import { beforeAll, expect, test } from "vitest";
import { type StaffRoles, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { isHarnessReset, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();
let roles: StaffRoles;
let token = "";
let ip = 0;
/** A real account without admin rights: the removal's path then reads it and refuses in German. */
let plainAccountId = "";
/** A listing not from the feed: its edit form reads every field. */
let ownListingId = "";

beforeAll(async () => {
  roles = await staffRoles(worker);
  token = await pastFormToken();
  const db = await worker.db();
  const own = await insertProperty(db, { objektnr_intern: "FC1", objekttitel: "Wohnung für Stichproben" });
  ownListingId = String(own.id);
  const plain = await db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select("users.id")
    .where((eb) => eb.or([eb("profiles.role", "is", null), eb("profiles.role", "!=", "admin")]))
    .executeTakeFirstOrThrow();
  plainAccountId = plain.id;
});

/** A raw percent-encoded value: well formed, or a broken escape or invalid UTF-8 on purpose. */
const rawValue = fc.oneof(
  fc.string({ maxLength: 200 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 400 }).map(encodeURIComponent),
  fc.integer({ min: 1, max: 20_000 }).map((n) => encodeURIComponent("ä".repeat(n))),
  fc
    .array(fc.integer({ min: 0, max: 255 }), { maxLength: 60 })
    .map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")),
  fc.constantFrom(
    "%",
    "%Z",
    "%E0%A4%A",
    "%FF%FE%FD",
    "%00",
    "%C0%80",
    "%ED%A0%80",
    "123.A",
    "9999999999999999999999",
    "-1",
    "1e309",
    "NaN",
    "[]",
    "{}",
  ),
  fc.constantFrom("", " ", "\t", "\u202e", "\ufeff", "<script>alert(1)</script>", "' OR 1=1 --", "%25%5F%5C").map(encodeURIComponent),
);

/** Field name → values: one, none (missing) or several (a scalar sent as an array). */
function hostileFields(names: readonly string[]) {
  return fc.dictionary(fc.constantFrom(...names), fc.array(rawValue, { minLength: 0, maxLength: 3 }), { maxKeys: names.length });
}

function encode(fields: Record<string, string[]>, extra = ""): string {
  const pairs = Object.entries(fields).flatMap(([name, values]) => values.map((value) => `${encodeURIComponent(name)}=${value}`));
  return [extra, ...pairs].filter(Boolean).join("&");
}

function headers(cookie?: string): Record<string, string> {
  return {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: worker.url().origin,
    "CF-Connecting-IP": `198.18.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    ...(cookie ? { Cookie: cookie } : {}),
  };
}

const LEAD_FORMS: [string, readonly string[]][] = [
  ["/kontakt", ["anrede", "vorname", "nachname", "email", "phone", "subject", "message", "formStartedAt", "website"]],
  ["/immobilien/vermarktung", ["vorname", "nachname", "email", "tel", "propertyType", "anfrage", "formStartedAt"]],
  [
    "/immobilien/suchauftrag",
    [
      "marketingType",
      "usageType",
      "objectTypes",
      "priceMin",
      "priceMax",
      "roomsMin",
      "areaMin",
      "location",
      "salutation",
      "firstName",
      "lastName",
      "phone",
      "email",
      "message",
      "emailAlert",
      "formStartedAt",
    ],
  ],
  [
    "/immobilien/bewertung",
    [
      "step",
      "propertyType",
      "livingArea",
      "yearBuilt",
      "condition",
      "rooms",
      "postalCode",
      "city",
      "firstName",
      "lastName",
      "email",
      "phone",
      "contactPreference",
      "agreeToTerms",
      "values",
      "formStartedAt",
    ],
  ],
  ["/uber-uns/selbststandige-makler", ["name", "email", "phone", "experience", "message", "formStartedAt"]],
  ["/immobilien/FC1", ["intent", "anrede", "vorname", "nachname", "tel", "email", "anfrage", "vorzeitigerBeginn", "formStartedAt"]],
  ["/suchauftrag/speichern", ["email", "consent", "filters", "formStartedAt"]],
  ["/immobilien/FC1/besichtigung", ["slotId", "name", "email", "tel", "vorzeitigerBeginn", "privacyConsent", "formStartedAt"]],
  ["/besichtigung/verwalten", ["id", "token", "intent", "slotId"]],
  ["/widerruf", ["step", "name", "email", "vertrag", "referenz", "formStartedAt"]],
  ["/barrierefreiheit", ["name", "email", "seite", "nachricht", "formStartedAt"]],
  ["/login", ["mode", "email", "password", "code", "redirectTo"]],
  ["/login/passwort-vergessen", ["email"]],
  ["/login/neues-passwort", ["token", "password", "passwordRepeat"]],
  ["/merkliste", ["id", "intent"]],
  ["/api/consent", ["choice", "analytics", "marketing", "redirectTo"]],
];

const PUBLIC_QUERIES: [string, readonly string[]][] = [
  [
    "/immobilien",
    [
      "keyword",
      "propertyType",
      "location",
      "status",
      "priceMin",
      "priceMax",
      "bedrooms",
      "bathrooms",
      "livingAreaMin",
      "livingAreaMax",
      "yearBuiltMin",
      "yearBuiltMax",
      "amenities",
      "sortBy",
      "sortOrder",
      "page",
      "ansicht",
    ],
  ],
  ["/immobilien/karte.json", ["keyword", "location", "status", "priceMin", "amenities", "page"]],
  ["/blog", ["page", "kategorie"]],
  ["/suchauftrag/verwalten", ["id", "token"]],
  ["/besichtigung/verwalten", ["id", "token", "gebucht"]],
  ["/suchauftrag/abmelden", ["id", "token"]],
  ["/suchauftrag/bestaetigen", ["id", "token"]],
  ["/suchauftrag/speichern", ["status", "location", "priceMax"]],
  ["/verify-email", ["token"]],
  ["/login/neues-passwort", ["token"]],
  ["/login", ["mode", "redirectTo"]],
  ["/merkliste", ["ids", "teilen"]],
];

const ADMIN_QUERIES: [string, readonly string[]][] = [
  ["/admin", ["page"]],
  ["/admin/inquiries", ["kind", "status", "q", "page"]],
  ["/admin/inquiries.csv", ["kind", "status", "q"]],
  ["/admin/protokoll", ["page", "bereich", "entity"]],
  ["/admin/suchauftraege", ["page"]],
  ["/admin/immobilien", ["fehlt", "angebot", "q", "sort", "seite"]],
  ["/admin/besichtigungen", ["woche"]],
  ["/admin/blog", ["page"]],
];

const ADMIN_FORMS: [string, readonly string[]][] = [
  ["/admin/inquiries", ["intent", "inquiryId", "status", "keep", "email", "back"]],
  ["/admin/inquiries/export", ["email"]],
  ["/admin", ["intent", "url", "password", "username"]],
  ["/admin/team/neu", ["name", "rolle", "email", "telefon", "bio", "intent"]],
  [
    "/admin/suchauftraege",
    ["intent", "id", "email", "name", "telefon", "vermarktung", "objektart", "bezirke", "preisVon", "preisBis", "zimmerVon", "anfrage"],
  ],
  [
    "/admin/besichtigungen",
    ["intent", "id", "immobilieId", "datum", "von", "bis", "slotMinuten", "pufferMinuten", "plaetze", "agentId", "adresse", "treffpunkt"],
  ],
  ["/admin/konto", ["intent", "currentPassword", "newPassword", "code"]],
  // An unknown account: hostile fields reach the removal's parsing, no admin's rights are touched.
  ["/admin/team/zugaenge/:konto/entziehen", ["intent"]],
  ["/admin/rechtliches", ["intent", "firma", "provision", "doppelmakler"]],
  [
    "/admin/immobilien/:listing",
    ["intent", "hwbwert", "hwbklasse", "fgeewert", "fgeeklasse", "energie_gueltig_bis", "betriebskostennetto", "heizkostennetto"],
  ],
];

/** The last 5xx seen, so that a failure names it before fast-check's long counterexample. */
let last5xx = "";

async function expectNo5xx(send: () => Promise<Response>, what: string) {
  let response = await send();
  let body = await response.text();
  // The harness's own reset is not an answer of ours: ask once more (isHarnessReset).
  if (isHarnessReset(response.status, body)) {
    response = await send();
    body = await response.text();
  }
  if (response.status >= 500) last5xx = `${response.status} on ${what}: ${body.replace(/<style[\s\S]*?<\/style>/g, "").slice(0, 600)}`;
  expect(response.status, `${what} → ${response.status}: ${body.slice(0, 200)}`).toBeLessThan(500);
}

/** fc.assert, with the 5xx itself first in the message: CI prints only a failure's first line. */
async function assertNo5xx<Values extends unknown[]>(property: fc.IAsyncProperty<Values>, numRuns: number) {
  last5xx = "";
  try {
    await fc.assert(property, { numRuns });
  } catch (error) {
    throw new Error(`${last5xx || "no 5xx recorded"}\n${error instanceof Error ? error.message : String(error)}`);
  }
}

test("hostile values in every public form field never answer 5xx", { timeout: 180_000 }, async () => {
  for (const [path, names] of LEAD_FORMS) {
    await assertNo5xx(
      fc.asyncProperty(hostileFields(names), fc.boolean(), async (fields, withToken) => {
        const body = encode(fields, withToken && !fields.formStartedAt ? `formStartedAt=${encodeURIComponent(token)}` : "");
        await expectNo5xx(() => worker.fetch(path, { method: "POST", body, headers: headers() }), `POST ${path} ${body.slice(0, 120)}`);
      }),
      45,
    );
  }
});

test("hostile values in every public query parameter never answer 5xx", { timeout: 180_000 }, async () => {
  for (const [path, names] of PUBLIC_QUERIES) {
    await assertNo5xx(
      fc.asyncProperty(hostileFields(names), async (fields) => {
        const query = encode(fields);
        await expectNo5xx(
          () => worker.fetch(`${path}?${query}`, { headers: { "CF-Connecting-IP": headers()["CF-Connecting-IP"] ?? "" } }),
          `GET ${path}?${query.slice(0, 120)}`,
        );
      }),
      30,
    );
  }
});

test("hostile values in the staff area's queries and forms, sent by an admin, never answer 5xx", { timeout: 180_000 }, async () => {
  const cookie = roles.admin.cookie();
  for (const [path, names] of ADMIN_QUERIES) {
    await assertNo5xx(
      fc.asyncProperty(hostileFields(names), async (fields) => {
        const query = encode(fields);
        await expectNo5xx(() => worker.fetch(`${path}?${query}`, { headers: headers(cookie) }), `GET ${path}?${query.slice(0, 120)}`);
      }),
      25,
    );
  }
  for (const [form, names] of ADMIN_FORMS) {
    const path = form.replace(":konto", plainAccountId).replace(":listing", ownListingId);
    await assertNo5xx(
      fc.asyncProperty(hostileFields(names), async (fields) => {
        const body = encode(fields);
        await expectNo5xx(
          () => worker.fetch(path, { method: "POST", body, headers: headers(cookie) }),
          `POST ${path} ${body.slice(0, 120)}`,
        );
      }),
      25,
    );
  }
});

/** React's escaping of a text or attribute value. */
function escaped(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}

const printable = fc
  .string({ unit: fc.constantFrom(..."abcXYZäöüßÄ &<>\"'-.0123456789"), minLength: 2, maxLength: 40 })
  .filter((value) => value.trim() === value && value.trim().length >= 2);

test("a rejected lead form shows the visitor's values again with a German message", { timeout: 120_000 }, async () => {
  const forms: [string, string, Record<string, string>][] = [
    ["/kontakt", "message", { anrede: "Frau", vorname: "Anna", nachname: "Muster", subject: "Frage" }],
    ["/immobilien/vermarktung", "anfrage", { vorname: "Anna", nachname: "Muster", propertyType: "Wohnung" }],
    ["/uber-uns/selbststandige-makler", "message", { name: "Anna Muster", phone: "0664 1234567", experience: "3 Jahre" }],
    ["/barrierefreiheit", "nachricht", { name: "Anna Muster", seite: "/kontakt" }],
  ];
  for (const [path, field, rest] of forms) {
    await fc.assert(
      fc.asyncProperty(printable, async (value) => {
        const fields = { ...rest, formStartedAt: token, email: "keine-e-mail-adresse", [field]: value };
        const response = await worker.fetch(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers: headers() });
        const html = (await response.text()).replaceAll("<!-- -->", "");
        expect(response.status, path).toBe(400);
        expect(html, path).toMatch(/E-Mail-Adresse/);
        expect(html, `${path} keeps ${value}`).toContain(escaped(value));
      }),
      { numRuns: 15 },
    );
  }
});
