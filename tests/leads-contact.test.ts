// Contact form on /kontakt through the real Worker: every rule's German message, the bot traps,
// the rate limit, and a stored inquiry whose e-mail the queue consumer delivers.
import { expect, test } from "vitest";
import { site } from "~/lib/site";
import { formPost, startWorker } from "./harness";
import { pastFormToken, validContactForm, waitForDelivery, waitForSentEmail } from "./leads-helpers";
import { labelledBy, linksTo } from "./spec-helpers";

const worker = startWorker();

function valid(overrides: Record<string, string> = {}) {
  return validContactForm({ website: "", ...overrides });
}

async function countInquiries() {
  const db = await worker.db();
  const row = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test("the contact page shows the heading, the form, direct contact and social links", async () => {
  const res = await worker.fetch("/kontakt");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Kontaktieren Sie uns");
  // The page's own direct-contact block (public-site.md: office e-mail and phone, social links),
  // not the footer, which prints the same e-mail, phone and network names.
  const direct = labelledBy(html, "direct-contact");
  expect(linksTo(direct, `mailto:${site.email}`)).toEqual([site.email]);
  expect(linksTo(direct, site.phoneHref)).toEqual([site.phone]);
  expect(linksTo(direct, site.social.facebook)).toEqual(["Facebook"]);
  expect(linksTo(direct, site.social.instagram)).toEqual(["Instagram"]);
  expect(linksTo(direct, site.social.linkedin)).toEqual(["LinkedIn"]);
  // Round icon buttons on the card (review 55): the name is there for screen readers, hidden on screen.
  expect(direct).toContain('<span class="visually-hidden">LinkedIn</span>');
  expect(html).toContain('name="formStartedAt"');
  expect(html).toContain("<title>Kontakt | Donau Estate");
  expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
});

test("empty fields show every German message with status 400 and store nothing", async () => {
  const res = await worker.fetch("/kontakt", formPost({ formStartedAt: await pastFormToken() }));
  expect(res.status).toBe(400);
  const html = await res.text();
  for (const message of [
    "Bitte wählen Sie eine Anrede",
    "Bitte geben Sie Ihren Vornamen ein",
    "Bitte geben Sie Ihren Nachnamen ein",
    "Ungültige E-Mail-Adresse",
    "Bitte geben Sie einen Betreff ein",
    "Bitte geben Sie eine Nachricht ein (min. 10 Zeichen)",
  ]) {
    expect(html).toContain(message);
  }
  // The phone is optional (ADR 0389): a missing one is no error.
  expect(html).not.toContain("Bitte geben Sie Ihre Telefonnummer ein");
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  expect(await countInquiries()).toBe(0);
});

test("too short values and a bad e-mail show their messages and keep what was entered", async () => {
  const res = await worker.fetch(
    "/kontakt",
    formPost(await valid({ vorname: "A", nachname: "B", email: "kein-at-zeichen", phone: "123", subject: "x", message: "kurz" })),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bitte geben Sie Ihren Vornamen ein");
  expect(html).toContain("Ungültige E-Mail-Adresse");
  expect(html).toContain("Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567.");
  expect(html).toContain("Bitte geben Sie eine Nachricht ein (min. 10 Zeichen)");
  expect(html).toContain('value="kein-at-zeichen"');
  expect(html).toContain("kurz</textarea>");
  expect(html).toContain('aria-invalid="true"');
});

test("over-long values and non-UTF-8 junk are refused with a German message, never a 500", async () => {
  const long = await worker.fetch("/kontakt", formPost(await valid({ subject: "x".repeat(500), message: "y".repeat(6000) })));
  expect(long.status).toBe(400);
  const longHtml = await long.text();
  expect(longHtml).toContain("Bitte geben Sie höchstens 200 Zeichen ein.");
  expect(longHtml).toContain("Bitte geben Sie höchstens 5000 Zeichen ein.");

  const fields = new URLSearchParams(await valid());
  fields.delete("vorname");
  const junk = await worker.fetch("/kontakt", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `${fields.toString()}&vorname=%FF%FEAnna`,
  });
  expect(junk.status).toBe(400);
  expect(await junk.text()).toContain("Bitte verwenden Sie nur gültige Zeichen.");

  const header = await worker.fetch("/kontakt", formPost(await valid({ subject: "Hallo\r\nBcc: opfer@example.com" })));
  expect(header.status).toBe(400);
  expect(await header.text()).toContain("Bitte verwenden Sie nur gültige Zeichen.");

  const huge = await worker.fetch("/kontakt", formPost(await valid({ message: "z".repeat(70_000) })));
  expect(huge.status).toBe(413);
  expect(await countInquiries()).toBe(0);
});

test("a filled honeypot, a missing or forged timestamp and a too fast submission store nothing", async () => {
  const trap = await worker.fetch("/kontakt", formPost(await valid({ website: "http://spam.example" })));
  expect(trap.status).toBe(400);
  expect(await trap.text()).toContain("Ihre Anfrage konnte nicht gesendet werden.");

  const forged = await worker.fetch("/kontakt", formPost(await valid({ formStartedAt: "1000.AAAA" })));
  expect(forged.status).toBe(400);
  expect(await forged.text()).toContain("Das Formular ist abgelaufen.");

  const page = await (await worker.fetch("/kontakt")).text();
  const fresh = /name="formStartedAt" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const fast = await worker.fetch("/kontakt", formPost(await valid({ formStartedAt: fresh })));
  expect(fast.status).toBe(400);
  expect(await fast.text()).toContain("Bitte nehmen Sie sich einen Moment Zeit");
  expect(await countInquiries()).toBe(0);
});

test("a valid message is stored, redirects with the toast and is delivered as e-mail", async () => {
  const res = await worker.fetch("/kontakt", formPost(await valid({ nachname: "Zustellung", subject: "Frage zu Ihrem <Angebot>" })));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/kontakt?gesendet#kontaktformular");
  const cookie = res.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  expect(cookie).toMatch(/^session=/);

  const next = await worker.fetch("/kontakt", { headers: { Cookie: cookie } });
  const html = await next.text();
  expect(html).toContain("Nachricht gesendet");
  expect(html).toContain("Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.");
  expect(next.headers.get("Cache-Control")).toBe("private, no-store");

  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").selectAll().where("sender_name", "=", "Anna Zustellung").executeTakeFirstOrThrow();
  expect(inquiry.kind).toBe("contact");
  expect(JSON.parse(inquiry.payload)).toMatchObject({ anrede: "Frau", vorname: "Anna", subject: "Frage zu Ihrem <Angebot>" });
  const { inquiry: delivered, emails } = await waitForDelivery(db, inquiry.id);
  expect(delivered.delivery_state).toBe("sent");
  expect(emails).toHaveLength(1);
  expect(emails[0]?.recipient).toBe("office@donau-estate.example");

  const mail = await waitForSentEmail((m) => m.text.includes("Anna") && m.text.includes("Zustellung"));
  expect(mail.subject).toBe("Kontaktanfrage: Frage zu Ihrem <Angebot>");
  expect(mail.headers["reply-to"]).toBe('"Anna Zustellung" <anna.mueller@example.at>');
  expect(mail.headers["content-type"]).toContain("multipart/alternative");
  expect(mail.html).toContain("Frage zu Ihrem &lt;Angebot&gt;");
  expect(mail.html).not.toContain("<Angebot>");
});

test("the optional topic leads the subject in the inbox and the mail; a topic not on the list is a German 400", async () => {
  const page = await (await worker.fetch("/kontakt")).text();
  expect(page).toContain("<legend>Worum geht es? (optional)</legend>");
  for (const topic of ["Kaufen", "Mieten", "Verkaufen", "Vermieten", "Bewertung", "Sonstiges"])
    expect(page).toContain(`name="thema" value="${topic}"`);

  const res = await worker.fetch("/kontakt", formPost(await valid({ nachname: "Thema", thema: "Verkaufen", subject: "Wohnung im 3." })));
  expect(res.status).toBe(303);
  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").selectAll().where("sender_name", "=", "Anna Thema").executeTakeFirstOrThrow();
  expect(inquiry.subject).toBe("Kontaktanfrage (Verkaufen): Wohnung im 3.");
  expect(JSON.parse(inquiry.payload)).toMatchObject({ thema: "Verkaufen" });
  const mail = await waitForSentEmail((m) => m.text.includes("Anna") && m.text.includes("Thema"));
  expect(mail.subject).toBe("Kontaktanfrage (Verkaufen): Wohnung im 3.");

  const before = await countInquiries();
  const bad = await worker.fetch("/kontakt", formPost(await valid({ nachname: "Falsch", thema: "Spam" })));
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Bitte wählen Sie ein Thema aus der Liste");
  expect(await countInquiries()).toBe(before);
});

test("the sixth stored message from one address within ten minutes gets 429 and is not stored", async () => {
  const headers = { "CF-Connecting-IP": "203.0.113.77" };
  for (let i = 0; i < 5; i++) {
    const ok = await worker.fetch("/kontakt", formPost(await valid({ nachname: `Flut${i}` }), headers));
    expect(ok.status).toBe(303);
  }
  const before = await countInquiries();
  const blocked = await worker.fetch("/kontakt", formPost(await valid({ nachname: "Flut5" }), headers));
  expect(blocked.status).toBe(429);
  expect(await blocked.text()).toContain("Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.");
  expect(await countInquiries()).toBe(before);
});
