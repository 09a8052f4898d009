// Spec texts of leads-legal-admin.md that no other test asserted (spec texts not asserted elsewhere):
// each test names the spec lines it covers. The rest is asserted in leads-*, auth, admin,
// admin-key and sitemap tests; the JavaScript-only states in tests/e2e/spec-texts.spec.ts.
import { expect, test } from "vitest";
import { createClient, makeAdmin, signedInUser, signInFully, signUp } from "./auth-helpers";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";
import { attribute } from "./spec-helpers";

const worker = startWorker();

test("after signing in, the Admin Panel greets with the toast 'Login successful' / 'Welcome back!'", async () => {
  // leads-legal-admin.md lines 85 (after login to /admin) and 295.
  const email = "spec.login@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  // A fresh sign-in (password, then the second factor, ADR 0105) stops at the redirect; the
  // flash toast waits for the next page.
  const client = createClient(worker);
  expect((await signInFully(client, email)).headers.get("Location")).toBe("/admin");
  const res = await client.get("/admin");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<h1>Übersicht</h1>");
  expect(html).toMatch(/Anmeldung erfolgreich[\s\S]{0,200}Willkommen zurück!/);
  // A flash message: shown once.
  expect(await (await client.get("/admin")).text()).not.toContain("Anmeldung erfolgreich");
});

test("the login form requires both e-mail and password, in the browser and on the server", async () => {
  // leads-legal-admin.md line 232 (Login: e-mail and password both required).
  const html = await (await worker.fetch("/login")).text();
  const inputs = [...html.matchAll(/<input\b[^>]*\bname="(email|password)"[^>]*>/g)].map((m) => m[0]);
  expect(inputs).toHaveLength(2);
  for (const input of inputs) expect(attribute(input, "required")).toBe("");
  const client = createClient(worker);
  const res = await client.post("/login", { mode: "signin", email: "", password: "", redirectTo: "/admin" });
  expect(res.status).toBe(400);
  expect(client.cookie()).toBe("");
});

test("a refused sign-up shows 'Sign up failed' with the reason", async () => {
  // leads-legal-admin.md line 298. Sign-up answers alike for new and known addresses (no account
  // enumeration), so the refusal a visitor can meet is the per-address limit of 10 in 15 minutes.
  const client = createClient(worker);
  for (let i = 0; i < 10; i++) expect((await signUp(client, `spec.signup.${i}@example.com`, "sehr-geheim-123")).status).toBe(303);
  const refused = await signUp(client, "spec.signup.10@example.com", "sehr-geheim-123");
  expect(refused.status).toBe(429);
  const html = await refused.text();
  expect(html).toMatch(/<strong>Registrierung fehlgeschlagen<\/strong>/);
  expect(html).toContain("Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.");
});

test("a failed sitemap generation in the Admin Panel shows 'Fehler beim Erzeugen der Sitemap'", async () => {
  // leads-legal-admin.md line 289. The blog table is renamed away and back.
  const email = "spec.sitemap@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const ok = await (await admin.get("/admin/technik?sitemap=generate")).text();
  expect(ok).toContain("Sitemap erzeugt");
  expect(ok).not.toContain("Fehler beim Erzeugen der Sitemap");
  const { DB } = await worker.env();
  await DB.exec("ALTER TABLE blog_posts RENAME TO blog_posts_weg");
  try {
    const res = await admin.get("/admin/technik?sitemap=generate");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<strong>Fehler beim Erzeugen der Sitemap<\/strong>/);
    expect(html).not.toContain("<strong>Sitemap erzeugt</strong>");
  } finally {
    await DB.exec("ALTER TABLE blog_posts_weg RENAME TO blog_posts");
  }
});

test("a valuation request without a chosen contact preference is stored with the default 'email'", async () => {
  // leads-legal-admin.md line 226 (contactPreference required, default email).
  const res = await worker.fetch(
    "/immobilien/bewertung",
    formPost({
      step: "4",
      intent: "submit",
      formStartedAt: await pastFormToken(),
      propertyType: "house",
      livingArea: "140",
      yearBuilt: "1975",
      condition: "Mittel",
      postalCode: "2340",
      city: "Mödling",
      street: "Hauptstraße 5",
      salesIntention: "curious",
      firstName: "Karl",
      lastName: "Standard",
      email: "karl.standard@example.at",
      phone: "+436641234567",
      agreeToTerms: "on",
    }),
  );
  expect(res.status).toBe(303);
  const db = await worker.db();
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["subject", "payload"])
    .where("kind", "=", "valuation")
    .where("sender_email", "=", "karl.standard@example.at")
    .executeTakeFirstOrThrow();
  expect(inquiry.subject).toBe("Immobilienbewertung: Haus in 2340 Mödling");
  expect(JSON.parse(inquiry.payload)).toMatchObject({ contactPreference: "email" });
});

test("the valuation page opens with an intro and three selling points", async () => {
  // leads-legal-admin.md line 74.
  const html = await (await worker.fetch("/immobilien/bewertung")).text();
  const points = /<ul class="selling-points"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  expect(points.match(/<li\b/g)).toHaveLength(3);
  expect(html).toMatch(/<h1>Kostenlose Immobilienbewertung<\/h1>\s*<p class="lead">/);
});
