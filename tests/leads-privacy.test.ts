// Personal data and abuse limits of the lead forms: the rate-limit
// table holds only keyed hashes, IPv6 clients count per /64, a form token older than a day is
// refused, and the valuation confirmation to the visitor is limited per address and day.
import { expect, test } from "vitest";
import { issueFormToken } from "~/server/http/honeypot.server";
import { createClient } from "./auth-helpers";
import { insertProperty } from "./factories";
import { formPost, startWorker, TEST_SECRETS } from "./harness";
import { pastFormToken, validContactForm } from "./leads-helpers";

const worker = startWorker();

function contact(overrides: Record<string, string> = {}) {
  return validContactForm({ website: "", nachname: "Privat", email: "anna.privat@example.at", ...overrides });
}

async function countInquiries(senderEmail: string) {
  const db = await worker.db();
  const row = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sender_email", "=", senderEmail)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test("the rate-limit table stores neither the client address nor the typed e-mail address", async () => {
  const address = "203.0.113.201";
  const ipv6 = "2001:db8:77:1::5";
  const typed = "Staff.Person@Example.AT";
  expect(
    (await worker.fetch("/kontakt", formPost(await contact({ email: "hash.me@example.at" }), { "CF-Connecting-IP": address }))).status,
  ).toBe(303);
  expect(
    (await worker.fetch("/kontakt", formPost(await contact({ email: "hash.me@example.at" }), { "CF-Connecting-IP": ipv6 }))).status,
  ).toBe(303);
  // A failed sign-in is counted per account and client in login_failures (ADR 0105).
  const signIn = await createClient(worker, address).post("/login", {
    mode: "signin",
    email: typed,
    password: "falsch-falsch-1",
    redirectTo: "/admin",
  });
  expect(signIn.status).toBe(401);
  const db = await worker.db();
  const keys = (await db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
  const failures = (await db.selectFrom("login_failures").select("key").execute()).map((row) => row.key);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(failures.length).toBeGreaterThanOrEqual(1);
  keys.push(...failures);
  for (const key of keys) {
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const secret of [address, "2001:db8:77:1", typed.toLowerCase(), typed, "kontakt", "login", "form:"]) {
      expect(key.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  }
});

test("IPv6 clients of one /64 share the form limit, another /64 and IPv4-mapped clients count apart", async () => {
  const prefix = "2001:db8:abcd:12";
  // Five different addresses of the same /64, written in different forms (with and without ::).
  const sameNetwork = [`${prefix}::1`, `${prefix}:0:0:0:2`, `${prefix}::dead:beef`, `${prefix}:1:2:3:4`, "2001:0db8:abcd:0012::ffff"];
  for (const [i, address] of sameNetwork.entries()) {
    const ok = await worker.fetch("/kontakt", formPost(await contact({ nachname: `Sechs${i}` }), { "CF-Connecting-IP": address }));
    expect(ok.status).toBe(303);
  }
  const blocked = await worker.fetch(
    "/kontakt",
    formPost(await contact({ nachname: "SechsX" }), { "CF-Connecting-IP": `${prefix}:ffff::9` }),
  );
  expect(blocked.status).toBe(429);
  expect(await blocked.text()).toContain("Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.");
  const otherNetwork = await worker.fetch(
    "/kontakt",
    formPost(await contact({ nachname: "Anders" }), { "CF-Connecting-IP": "2001:db8:abcd:13::1" }),
  );
  expect(otherNetwork.status).toBe(303);

  // ::ffff:198.51.100.250 is the IPv4 client 198.51.100.250: both spellings share one limit.
  for (let i = 0; i < 5; i++) {
    const address = i % 2 === 0 ? "198.51.100.250" : "::ffff:198.51.100.250";
    expect(
      (await worker.fetch("/kontakt", formPost(await contact({ nachname: `Vier${i}` }), { "CF-Connecting-IP": address }))).status,
    ).toBe(303);
  }
  const mapped = await worker.fetch(
    "/kontakt",
    formPost(await contact({ nachname: "VierX" }), { "CF-Connecting-IP": "::ffff:198.51.100.250" }),
  );
  expect(mapped.status).toBe(429);
});

test("a form token older than 24 hours is refused with the form's expired message and stores nothing", async () => {
  const email = "alt.token@example.at";
  const dayOld = await issueFormToken({ SESSION_SECRET: TEST_SECRETS.SESSION_SECRET }, new Date(Date.now() - 24 * 60 * 60_000 - 60_000));
  const res = await worker.fetch(
    "/kontakt",
    formPost(await contact({ email, formStartedAt: dayOld }), { "CF-Connecting-IP": "203.0.113.202" }),
  );
  expect(res.status).toBe(400);
  expect(await res.text()).toContain("Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie es erneut.");
  expect(await countInquiries(email)).toBe(0);

  const almostDayOld = await issueFormToken({ SESSION_SECRET: TEST_SECRETS.SESSION_SECRET }, new Date(Date.now() - 23 * 60 * 60_000));
  const ok = await worker.fetch(
    "/kontakt",
    formPost(await contact({ email, formStartedAt: almostDayOld }), { "CF-Connecting-IP": "203.0.113.202" }),
  );
  expect(ok.status).toBe(303);
  expect(await countInquiries(email)).toBe(1);
});

const VALUATION = {
  propertyType: "apartment",
  livingArea: "78,5",
  yearBuilt: "1990-2000",
  condition: "Gut",
  rooms: "3",
  postalCode: "1070",
  city: "Wien",
  street: "Neubaugasse 12",
  salesIntention: "selling",
  firstName: "Vera",
  lastName: "Vielfach",
  phone: "+436641234567",
  contactPreference: "phone",
  agreeToTerms: "on",
};

test("the valuation confirmation goes to one address at most three times a day; the lead is still stored and the office mailed", async () => {
  const email = "vera.vielfach@example.at";
  for (let i = 0; i < 4; i++) {
    const res = await worker.fetch(
      "/immobilien/bewertung",
      // A new client address each time, so the per-address form limit is not what stops it.
      formPost(
        {
          step: "4",
          intent: "submit",
          ...VALUATION,
          email: i === 3 ? "Vera.Vielfach@Example.at" : email,
          formStartedAt: await pastFormToken(),
        },
        { "CF-Connecting-IP": `192.0.2.${10 + i}` },
      ),
    );
    expect(res.status).toBe(303);
  }
  const db = await worker.db();
  const inquiries = await db
    .selectFrom("inquiries")
    .select(["id", "payload"])
    .where("kind", "=", "valuation")
    .where((eb) => eb.fn("lower", ["sender_email"]), "=", email)
    .orderBy("created_at", "asc")
    .execute();
  expect(inquiries).toHaveLength(4);
  const templates = [];
  for (const inquiry of inquiries) {
    const emails = await db.selectFrom("inquiry_emails").select(["template", "recipient"]).where("inquiry_id", "=", inquiry.id).execute();
    templates.push(emails.map((e) => e.template).sort());
  }
  expect(templates).toEqual([["customer", "internal"], ["customer", "internal"], ["customer", "internal"], ["internal"]]);
  // The office sees that no copy went to the visitor.
  expect(JSON.parse(inquiries[3]?.payload ?? "{}").sendToCustomer).toBe(false);
  expect(JSON.parse(inquiries[0]?.payload ?? "{}").sendToCustomer).toBe(true);
});

test("every lead form says under its send button what the data is for, with a link to the Datenschutzerklärung", async () => {
  const listing = await insertProperty(await worker.db(), { objekttitel: "Wohnung mit Datenschutzhinweis" });
  for (const path of ["/kontakt", `/immobilien/${listing.id}`, "/immobilien/vermarktung", "/uber-uns/selbststandige-makler"]) {
    const html = (await (await worker.fetch(path)).text()).replaceAll("<!-- -->", "");
    const send = html.search(/<button[^>]*type="submit"[^>]*>(?:Nachricht senden|Anfrage senden)</);
    const line = html.indexOf("Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu bearbeiten.");
    expect(send, path).toBeGreaterThan(-1);
    expect(line, path).toBeGreaterThan(send);
    expect(html.slice(line, html.indexOf("</p>", line)), path).toMatch(/<a href="\/datenschutz"[^>]*>Datenschutzerklärung<\/a>/);
  }
});
