import { expect, test } from "vitest";
import { type Client, createClient, enrolSecondFactor, roleOf, signedInUser, signUp } from "./auth-helpers";
import { startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker();
const KEY = TEST_SECRETS.ADMIN_KEY;
const FAILED = "Admin-Rechte konnten nicht vergeben werden. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut.";

async function follow(client: Client, res: Response): Promise<string> {
  return (await client.get(res.headers.get("Location") ?? "/")).text();
}

test("the setup page is for signed-in users only", async () => {
  const res = await createClient(worker).get("/admin/setup");
  expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fsetup");
  const user = await signedInUser(worker, "setup.seite@example.com");
  const page = await user.get("/admin/setup");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Admin-Einrichtung");
  expect(html).toContain("Geheimer Schlüssel");
});

test("the public login page does not advertise the admin setup", async () => {
  // The setup is for the first admin, who has the README; visitors need not learn the route.
  for (const path of ["/login", "/login?mode=signup"]) {
    const html = await (await createClient(worker).get(path)).text();
    expect(html).toMatch(/<h1>(Anmelden|Registrieren)<\/h1>/);
    expect(html).not.toContain('href="/admin/setup"');
    expect(html).not.toContain("geheimen Schlüssel");
  }
});

test("a wrong key is refused with the spec's error toast and changes nothing", async () => {
  const user = await signedInUser(worker, "falscher.schluessel@example.com");
  const res = await user.post("/admin/setup", { intent: "set-admin", email: "falscher.schluessel@example.com", adminKey: "wrong-key" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/setup");
  const html = await follow(user, res);
  expect(html).toContain("Fehler");
  expect(html).toContain(FAILED);
  expect(await roleOf(worker, "falscher.schluessel@example.com")).toBe("user");
});

test("both fields are required", async () => {
  const user = await signedInUser(worker, "leer@example.com");
  const res = await user.post("/admin/setup", { intent: "set-admin", email: "", adminKey: "" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Die E-Mail-Adresse der Person ist erforderlich.");
  expect(html).toContain("Der geheime Schlüssel ist erforderlich.");
});

test("the right key makes the signed-in user admin and opens the Admin Panel", async () => {
  const user = await signedInUser(worker, "erste.admin@example.com");
  expect((await user.get("/admin")).headers.get("Location")).toBe("/");
  const res = await user.post("/admin/setup", { intent: "set-admin", email: "Erste.Admin@example.com", adminKey: KEY });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin");
  // A new admin sets up the second factor first (ADR 0105); the grant's toast goes along.
  const panel = await user.get("/admin");
  expect(panel.headers.get("Location")).toBe("/admin/konto");
  const html = await follow(user, panel);
  expect(html).toContain("Admin-Rechte vergeben");
  expect(html).toContain("Zwei-Faktor-Anmeldung einrichten");
  expect(await roleOf(worker, "erste.admin@example.com")).toBe("admin");
  await enrolSecondFactor(user, "erste.admin@example.com");
  expect(await (await user.get("/admin")).text()).toContain("<h1>Übersicht</h1>");
});

test("the right key does not promote an unverified or unknown account", async () => {
  const user = await signedInUser(worker, "pruefer@example.com");
  await signUp(createClient(worker), "nicht.bestaetigt@example.com", "passwort-123-abc");
  for (const email of ["nicht.bestaetigt@example.com", "gibt.es.nicht@example.com"]) {
    const res = await user.post("/admin/setup", { intent: "set-admin", email, adminKey: KEY });
    expect(await follow(user, res)).toContain(FAILED);
  }
  expect(await roleOf(worker, "nicht.bestaetigt@example.com")).toBe("user");
});

test("an admin promotes another verified user from Team → Zugänge", async () => {
  const admin = await signedInUser(worker, "chef.promote@example.com");
  await admin.post("/admin/setup", { intent: "set-admin", email: "chef.promote@example.com", adminKey: KEY });
  await enrolSecondFactor(admin, "chef.promote@example.com");
  await signedInUser(worker, "kollegin@example.com");
  const res = await admin.post("/admin/team?index", { intent: "set-admin", email: "kollegin@example.com", adminKey: KEY });
  expect(res.headers.get("Location")).toBe("/admin/team#zugaenge");
  expect(await follow(admin, res)).toContain("kollegin@example.com ist jetzt Admin.");
  expect(await roleOf(worker, "kollegin@example.com")).toBe("admin");
});

test("the key form is rate-limited per target account (5 per 15 minutes), even with the right key afterwards", async () => {
  const target = "ziel.konto@example.com";
  await signedInUser(worker, target);
  for (let i = 0; i < 5; i++) {
    const attacker = await signedInUser(worker, `angreifer${i}@example.com`);
    const res = await attacker.post("/admin/setup", { intent: "set-admin", email: target, adminKey: `guess-${i}` });
    expect(await follow(attacker, res)).toContain(FAILED);
  }
  const last = await signedInUser(worker, "angreifer-letzter@example.com");
  const res = await last.post("/admin/setup", { intent: "set-admin", email: target, adminKey: KEY });
  expect(await follow(last, res)).toContain("Zu viele Versuche");
  expect(await roleOf(worker, target)).toBe("user");
});

test("the key form is rate-limited per address (10 per 15 minutes)", async () => {
  const user = await signedInUser(worker, "viele.versuche@example.com");
  for (let i = 0; i < 10; i++) {
    const res = await user.post("/admin/setup", { intent: "set-admin", email: `opfer${i}@example.com`, adminKey: "nope" });
    expect(await follow(user, res)).toContain(FAILED);
  }
  const res = await user.post("/admin/setup", { intent: "set-admin", email: "viele.versuche@example.com", adminKey: KEY });
  expect(await follow(user, res)).toContain("Zu viele Versuche");
  expect(await roleOf(worker, "viele.versuche@example.com")).toBe("user");
});
