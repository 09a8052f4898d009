// The inquiry card on /immobilien/{id} through the real Worker: the same bot traps as every lead
// form, the native constraints in the server HTML, values kept on a 400, and caching like /kontakt.
import { beforeAll, expect, test } from "vitest";
import { nonceHtmlCache } from "~/server/http/cache.server";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();
let propertyId = 0;

beforeAll(async () => {
  const db = await worker.db();
  const row = await insertProperty(db, {
    objektnr_intern: "Q100",
    objektnr_extern: "W-2025-1",
    objekttitel: "Altbauwohnung am Naschmarkt",
  });
  propertyId = row.id;
});

function inquiry(overrides: Record<string, string> = {}) {
  return {
    intent: "inquiry",
    website: "",
    anrede: "Herr",
    vorname: "Paul",
    nachname: "Gruber",
    tel: "+43 676 1234567",
    email: "paul.gruber@example.at",
    anfrage: "Gibt es noch einen Besichtigungstermin diese Woche?",
    ...overrides,
  };
}

async function countInquiries() {
  const db = await worker.db();
  const rows = await db.selectFrom("inquiries").select("id").where("kind", "=", "property").execute();
  return rows.length;
}

test("the form carries a signed render time and the schema's native constraints, with Conform's ids", async () => {
  const res = await worker.fetch("/immobilien/Q100");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/name="formStartedAt" value="\d+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+"/);
  const formId = `property-inquiry-${propertyId}`;
  // novalidate as Conform rendered it: without JavaScript the server answers in German (ADR 0021).
  // React 19 writes the attribute as `noValidate`; HTML attribute names are case-insensitive.
  expect(html).toMatch(new RegExp(`<form [^>]*id="${formId}" novalidate=""`, "i"));
  // React 19 writes the attributes in the order the props arrive: compare them as a set.
  expect(tagWith(html, "select", { required: "", id: `${formId}-anrede`, name: "anrede", form: formId })).toBe(true);
  expect(tagWith(html, "input", { required: "", id: `${formId}-email`, name: "email", form: formId, type: "email" })).toBe(true);
  // The phone is optional (ADR 0389): an e-mail reaches the broker, a number only if given.
  expect(tagWith(html, "input", { id: `${formId}-tel`, name: "tel", form: formId, type: "tel" })).toBe(true);
  expect(new RegExp(`<input [^>]*id="${formId}-tel"[^>]*>`).exec(html)?.[0]).not.toMatch(/\brequired\b/);
  expect(tagWith(html, "textarea", { required: "", id: `${formId}-anfrage`, name: "anfrage", form: formId, rows: "5" })).toBe(true);
  expect(html).toMatch(new RegExp(`<textarea [^>]*id="${formId}-anfrage"[^>]*>Ich interessiere mich`));
  // zod stays on the server: the page's scripts do not include it statically.
  expect(html).not.toMatch(/modulepreload[^>]*schemas/);
});

test("a too fast, a missing and a forged render time are refused like on every lead form", async () => {
  const page = await (await worker.fetch("/immobilien/Q100")).text();
  const fresh = /name="formStartedAt" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const fast = await worker.fetch("/immobilien/Q100", formPost(inquiry({ formStartedAt: fresh })));
  expect(fast.status).toBe(400);
  expect(await fast.text()).toContain("Bitte nehmen Sie sich einen Moment Zeit");

  const missing = await worker.fetch("/immobilien/Q100", formPost(inquiry()));
  expect(missing.status).toBe(400);
  expect(await missing.text()).toContain("Das Formular ist abgelaufen.");

  const forged = await worker.fetch("/immobilien/Q100", formPost(inquiry({ formStartedAt: "1000.AAAA" })));
  expect(forged.status).toBe(400);
  expect(await countInquiries()).toBe(0);
});

test("an invalid inquiry answers 400, marks the fields and keeps every entered value", async () => {
  const res = await worker.fetch(
    "/immobilien/Q100",
    formPost(inquiry({ formStartedAt: await pastFormToken(), email: "paul@", anfrage: "kurz", vorname: "Paul Ä" })),
  );
  expect(res.status).toBe(400);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  const formId = `property-inquiry-${propertyId}`;
  expect(html).toContain(`<ul id="${formId}-email-error" class="field-error"><li>Gültige E-Mail-Adresse ist erforderlich</li></ul>`);
  expect(html).toMatch(new RegExp(`id="${formId}-email"[^>]*aria-invalid="true" aria-describedby="${formId}-email-error"`));
  expect(html).toContain('value="paul@"');
  expect(html).toContain('value="Paul Ä"');
  expect(html).toContain(">kurz</textarea>");
  expect(html).not.toMatch(new RegExp(`id="${formId}-vorname"[^>]*aria-invalid`));
  expect(await countInquiries()).toBe(0);
});

test("a valid inquiry with a real render time is stored and redirects with the toast", async () => {
  const res = await worker.fetch("/immobilien/Q100", formPost(inquiry({ formStartedAt: await pastFormToken() })));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/immobilien/Q100?gesendet#anfrage");
  expect(await countInquiries()).toBe(1);

  // The redirect target shows both: the spec's success toast (public-site.md section 8:
  // 'Anfrage gesendet' / 'Vielen Dank für Ihre Anfrage. …') and the confirmation in place of the
  // form (ADR 0167).
  const cookie = res.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const next = await worker.fetch("/immobilien/Q100?gesendet", { headers: { Cookie: cookie } });
  const html = (await next.text()).replace(/<!-- -->/g, "");
  const toast = /<div role="status" class="toast toast-success">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  expect(toast).toContain("<strong>Anfrage gesendet</strong>");
  expect(toast).toContain("<p>Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.</p>");
  const inPlace = /<div id="anfrage"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(inPlace).toContain('<h2 id="lead-sent-title">Anfrage gesendet</h2>');
  expect(inPlace).toContain("<p>Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.</p>");
  expect(inPlace).not.toContain("Anfrage senden</button>");
});

test("the page is cached like /kontakt: by the browser only for a plain visit, never with a session or an error", async () => {
  const plain = await worker.fetch("/immobilien/Q100");
  expect(plain.headers.get("Cache-Control")).toBe(nonceHtmlCache);
  expect(plain.headers.get("Server-Timing")).toMatch(/^app;desc="loader";dur=/);
  const session = await worker.fetch("/immobilien/Q100", { headers: { Cookie: "__Host-session=abc" } });
  expect(session.headers.get("Cache-Control")).toBe("private, no-store");
  const missing = await worker.fetch("/immobilien/Q999");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("Cache-Control")).toBe("private, no-store");
});

/** Whether the page has a `tag` carrying every one of `attributes`, in any order. */
function tagWith(html: string, tag: string, attributes: Record<string, string>): boolean {
  return (html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? []).some((found) =>
    Object.entries(attributes).every(([name, value]) => found.includes(` ${name}="${value}"`)),
  );
}
