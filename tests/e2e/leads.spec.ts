// Lead forms in a real browser (leads-legal-admin.md sections 2-5, 7, 8;
// public-site.md "Contact page"): every form sent with JavaScript and without it, what the
// visitor sees (German messages on a bad submission, the success toast, the form cleared), what
// the office sees afterwards (the inquiry in /admin/inquiries, delivered, and the e-mails wrangler
// wrote), axe with the errors on screen, and the valuation wizard step by step, by keyboard too.
//
// Two real limits shape these journeys. The bot check refuses a form sent sooner than its minimum
// fill time after the page was rendered (FillClock waits for what is left of the real minimum).
// The rate limit allows FORM_RATE_LIMIT (5) valid submissions per form and client address in ten
// minutes; this file sends at most three per form, and the e2e server starts on a fresh database.
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  acceptNecessaryCookiesOnly,
  expectFocusVisible,
  expectInquiryStoredAndMailed,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  FillClock,
  mailsFor,
  openStaffPage,
} from "./lead-helpers";

let staff: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  // One staff session per run (the output folder is emptied when a run starts).
  staff = await openStaffPage(browser, baseUrl(testInfo.project.use.baseURL), join(testInfo.project.outputDir, "leads-staff-session.json"));
});

test.afterAll(async () => {
  await staff?.context().close();
});

test.beforeEach(async ({ page }, testInfo) => {
  await acceptNecessaryCookiesOnly(page, baseUrl(testInfo.project.use.baseURL));
});

function baseUrl(value: string | undefined): string {
  if (!value) throw new Error("baseURL missing in playwright.config.ts");
  return value;
}

/** A unique visitor address per journey, so the office view and the e-mails can be matched. */
function visitorEmail(label: string): string {
  return `${label}-${Date.now()}@example.com`;
}

/** The field shows `message` as its accessible description (aria-describedby) and is invalid. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(field).toHaveAttribute("aria-invalid", "true");
}

/** A radio group (fieldset) names its error through aria-describedby. */
async function expectGroupError(group: Locator, message: string) {
  await expect(group).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The success toast: title and the spec's text (section 8). */
async function expectSuccessToast(page: Page, title: string) {
  const toast = page.getByRole("status").filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.");
}

// ---------------------------------------------------------------------------------------------
// The four single-page forms, each driven the same way with and without JavaScript.

interface LeadFormCase {
  title: string;
  path: string;
  heading: string;
  submit: string;
  toast: string;
  kind: string;
  subject: (visitor: Visitor) => string;
  /** Fill every field with valid values. */
  fillValid: (form: Locator, visitor: Visitor) => Promise<void>;
  /** Fields that must be empty again after success (the form is cleared, section 4). */
  clearedFields: (form: Locator) => Locator[];
  /** Sent empty with JavaScript (the browser's own checks are off then): the German messages. */
  emptyErrors: (form: Locator) => Array<[Locator, string, "field" | "group"]>;
  /**
   * Without JavaScript the browser checks `required`/`minLength`/`type` itself, so the bad
   * submission uses values that pass those but not the server's rules (blank after trimming,
   * an address without a domain).
   */
  fillInvalid: (form: Locator) => Promise<void>;
  invalidErrors: (form: Locator) => Array<[Locator, string]>;
}

interface Visitor {
  email: string;
  firstName: string;
  lastName: string;
  /** A unique line of the message, looked for in the office e-mail. */
  note: string;
}

const textbox = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true });

const CASES: LeadFormCase[] = [
  {
    title: "contact form",
    path: "/kontakt",
    heading: "Kontaktieren Sie uns",
    submit: "Nachricht senden",
    toast: "Nachricht gesendet",
    kind: "Kontakt",
    subject: () => "Kontaktanfrage: Besichtigung in Neubau",
    async fillValid(form, visitor) {
      await form.getByLabel("Anrede").selectOption("Frau");
      await textbox(form, "Vorname").fill(visitor.firstName);
      await textbox(form, "Nachname").fill(visitor.lastName);
      await textbox(form, "E-Mail").fill(visitor.email);
      await textbox(form, "Telefon").fill("+43 660 1234567");
      await textbox(form, "Betreff").fill("Besichtigung in Neubau");
      await textbox(form, "Nachricht").fill(visitor.note);
    },
    clearedFields: (form) => [textbox(form, "Vorname"), textbox(form, "E-Mail"), textbox(form, "Nachricht")],
    emptyErrors: (form) => [
      [form.getByLabel("Anrede"), "Bitte wählen Sie eine Anrede", "field"],
      [textbox(form, "Vorname"), "Bitte geben Sie Ihren Vornamen ein", "field"],
      [textbox(form, "Nachname"), "Bitte geben Sie Ihren Nachnamen ein", "field"],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse", "field"],
      [textbox(form, "Betreff"), "Bitte geben Sie einen Betreff ein", "field"],
      [textbox(form, "Nachricht"), "Bitte geben Sie eine Nachricht ein (min. 10 Zeichen)", "field"],
    ],
    async fillInvalid(form) {
      await form.getByLabel("Anrede").selectOption("Herr");
      await textbox(form, "Vorname").fill("  ");
      await textbox(form, "Nachname").fill("Gruber");
      await textbox(form, "E-Mail").fill("eva@beispiel");
      await textbox(form, "Telefon").fill("12345");
      await textbox(form, "Betreff").fill("Frage");
      await textbox(form, "Nachricht").fill("          ");
    },
    invalidErrors: (form) => [
      [textbox(form, "Vorname"), "Bitte geben Sie Ihren Vornamen ein"],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse"],
      [textbox(form, "Telefon"), "Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567."],
      [textbox(form, "Nachricht"), "Bitte geben Sie eine Nachricht ein (min. 10 Zeichen)"],
    ],
  },
  {
    title: "marketing form",
    path: "/immobilien/vermarktung",
    heading: "Kontaktieren Sie uns",
    submit: "Anfrage senden",
    toast: "Nachricht gesendet",
    kind: "Vermarktung",
    subject: () => "Immobilie vermarkten",
    async fillValid(form, visitor) {
      await textbox(form, "Vorname").fill(visitor.firstName);
      await textbox(form, "Nachname").fill(visitor.lastName);
      await textbox(form, "E-Mail").fill(visitor.email);
      await textbox(form, "Telefon").fill("0664 7654321");
      await textbox(form, "Immobilientyp").fill("Wohnung");
      await textbox(form, "Ihre Nachricht").fill(visitor.note);
    },
    clearedFields: (form) => [textbox(form, "Vorname"), textbox(form, "Immobilientyp"), textbox(form, "Ihre Nachricht")],
    emptyErrors: (form) => [
      [textbox(form, "Vorname"), "Vorname ist erforderlich", "field"],
      [textbox(form, "Nachname"), "Nachname ist erforderlich", "field"],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse", "field"],
      [textbox(form, "Immobilientyp"), "Immobilientyp ist erforderlich", "field"],
      [textbox(form, "Ihre Nachricht"), "Nachricht ist erforderlich (min. 10 Zeichen)", "field"],
    ],
    async fillInvalid(form) {
      await textbox(form, "Vorname").fill("Karl");
      await textbox(form, "Nachname").fill("  ");
      await textbox(form, "E-Mail").fill("karl@beispiel");
      await textbox(form, "Telefon").fill("0664 7654321");
      await textbox(form, "Immobilientyp").fill("  ");
      await textbox(form, "Ihre Nachricht").fill("          ");
    },
    invalidErrors: (form) => [
      [textbox(form, "Nachname"), "Nachname ist erforderlich"],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse"],
      [textbox(form, "Immobilientyp"), "Immobilientyp ist erforderlich"],
      [textbox(form, "Ihre Nachricht"), "Nachricht ist erforderlich (min. 10 Zeichen)"],
    ],
  },
  {
    title: "search order",
    path: "/immobilien/suchauftrag",
    heading: "Suchauftrag",
    submit: "SENDEN",
    toast: "Suchauftrag gesendet",
    kind: "Suchauftrag",
    subject: () => "Neuer Suchauftrag",
    async fillValid(form, visitor) {
      await form.getByRole("radio", { name: "Kauf", exact: true }).check();
      await form.getByRole("radio", { name: "Wohnen", exact: true }).check();
      await form.getByRole("checkbox", { name: "Wohnung", exact: true }).check();
      await form.getByRole("checkbox", { name: "Reihenhaus", exact: true }).check();
      // "Kaufpreis bis (€)" once Kauf is picked with JavaScript, "Preis bis (€)" without (ADR 0367).
      await form.getByRole("textbox", { name: /^(Kauf)?preis bis \(€\)$/i }).fill("450000");
      await textbox(form, "Zimmer von").fill("3");
      await textbox(form, "Ort/Region").fill("Wien 1070");
      await form.getByLabel("Anrede").selectOption("Frau");
      await textbox(form, "Vorname").fill(visitor.firstName);
      await textbox(form, "Nachname").fill(visitor.lastName);
      await textbox(form, "Telefon").fill("+43 699 1112223");
      await textbox(form, "E-Mail").fill(visitor.email);
      await textbox(form, "Nachricht").fill(visitor.note);
    },
    clearedFields: (form) => [textbox(form, "Ort/Region"), textbox(form, "Vorname"), textbox(form, "E-Mail")],
    emptyErrors: (form) => [
      [form.getByRole("group", { name: "Kauf oder Miete" }), "Bitte wählen Sie eine Option", "group"],
      [form.getByRole("group", { name: "Nutzung" }), "Bitte wählen Sie eine Option", "group"],
      [textbox(form, "Ort/Region"), "Ort/Region ist erforderlich", "field"],
      // Anrede, names and phone are optional, and there is no consent box (ADR 0389).
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse", "field"],
    ],
    async fillInvalid(form) {
      await form.getByRole("radio", { name: "Miete", exact: true }).check();
      await form.getByRole("radio", { name: "Gewerbe", exact: true }).check();
      await textbox(form, "Ort/Region").fill("  ");
      await form.getByLabel("Anrede").selectOption("Herr");
      await textbox(form, "Nachname").fill("Huber");
      await textbox(form, "Telefon").fill("12345");
      await textbox(form, "E-Mail").fill("huber@beispiel");
    },
    invalidErrors: (form) => [
      [textbox(form, "Ort/Region"), "Ort/Region ist erforderlich"],
      [textbox(form, "Telefon"), "Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567."],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse"],
    ],
  },
  {
    title: "independent-broker form",
    path: "/uber-uns/selbststandige-makler",
    heading: "Interesse an einer Zusammenarbeit?",
    submit: "Anfrage senden",
    toast: "Nachricht gesendet!",
    kind: "Selbstständige Makler",
    subject: (visitor) => `Selbstständige Makler Anfrage: ${visitor.firstName} ${visitor.lastName}`,
    async fillValid(form, visitor) {
      await textbox(form, "Name").fill(`${visitor.firstName} ${visitor.lastName}`);
      await textbox(form, "E-Mail").fill(visitor.email);
      await textbox(form, "Telefon").fill("0676 5554443");
      await textbox(form, "Erfahrung als Makler:in").fill("7 Jahre Wohnungsvermittlung in Wien");
      await textbox(form, "Nachricht").fill(visitor.note);
    },
    clearedFields: (form) => [textbox(form, "Name"), textbox(form, "Erfahrung als Makler:in"), textbox(form, "Nachricht")],
    emptyErrors: (form) => [
      [textbox(form, "Name"), "Name ist erforderlich", "field"],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse", "field"],
      [textbox(form, "Telefon"), "Telefonnummer ist erforderlich", "field"],
      [textbox(form, "Erfahrung als Makler:in"), "Bitte beschreiben Sie Ihre Erfahrung", "field"],
      [textbox(form, "Nachricht"), "Nachricht ist erforderlich", "field"],
    ],
    async fillInvalid(form) {
      await textbox(form, "Name").fill("  ");
      await textbox(form, "E-Mail").fill("lena@beispiel");
      await textbox(form, "Telefon").fill("0676 5554443");
      await textbox(form, "Erfahrung als Makler:in").fill(" ");
      await textbox(form, "Nachricht").fill("Ich interessiere mich für eine Zusammenarbeit.");
    },
    invalidErrors: (form) => [
      [textbox(form, "Name"), "Name ist erforderlich"],
      [textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse"],
      [textbox(form, "Erfahrung als Makler:in"), "Bitte beschreiben Sie Ihre Erfahrung"],
    ],
  },
];

/** The lead form under the page's heading (the page frame has no other form fields). */
function leadForm(page: Page): Locator {
  return page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByRole("button", { name: /senden/i }) });
}

async function expectSentAndCleared(page: Page, form: LeadFormCase, visitor: Visitor, label: string) {
  await expectSuccessToast(page, form.toast);
  if (form.path === "/kontakt") {
    // The confirmation stands where the form was (ADR 0167); its link gives an empty form.
    await expect(page).toHaveURL(/\/kontakt\?gesendet#kontaktformular$/);
    const place = page.locator("#kontaktformular");
    await expect(place.getByRole("heading", { name: "Nachricht gesendet" })).toBeVisible();
    await expect(leadForm(page)).toHaveCount(0);
    await place.getByRole("link", { name: "Weitere Nachricht senden" }).click();
  } else {
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(form.path)}$`));
  }
  for (const field of form.clearedFields(leadForm(page))) await expect(field).toHaveValue("");
  await expectInquiryStoredAndMailed(staff, {
    senderEmail: visitor.email,
    kind: form.kind,
    subject: form.subject(visitor),
    mails: 1,
    mailText: visitor.note,
  });
  expect(mailsFor(visitor.email)[0]?.to, `${label}: the office mail goes to the office`).toContain("office@");
}

test.describe("with JavaScript", () => {
  for (const form of CASES) {
    test(`${form.title}: empty submission shows the German messages, then it sends, clears and reaches the office`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(form.path);
      const clock = new FillClock();
      await expect(page.getByRole("heading", { name: form.heading, exact: true })).toBeVisible();
      const fields = leadForm(page);
      await fields.getByRole("button", { name: form.submit }).click();
      for (const [field, message, kind] of form.emptyErrors(fields)) {
        if (kind === "group") await expectGroupError(field, message);
        else await expectFieldError(field, message);
      }
      await expectNoAxeViolations(page, `${form.path} with errors (JavaScript)`);

      const visitor = {
        email: visitorEmail(`js-${form.path.split("/").pop()}`),
        firstName: "Eva",
        lastName: "Steiner",
        note: `Bitte um Rückruf ${Date.now()}.`,
      };
      await form.fillValid(fields, visitor);
      // Revalidation on input: the messages go away as the fields become valid.
      await expect(fields.locator("[aria-invalid=true]")).toHaveCount(0);
      await clock.waitForMinimumFillTime(page);
      await fields.getByRole("button", { name: form.submit }).click();
      await expectSentAndCleared(page, form, visitor, form.title);
    });
  }
});

test.describe("forms that help, on a 390 px phone (ADR 0167)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("contact: the error summary takes the focus and its links focus the fields; axe 0", async ({ page }) => {
    await page.goto("/kontakt");
    const form = leadForm(page);
    await textbox(form, "Vorname").focus();
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    const summary = form.locator(".form-errors");
    await expect(summary).toBeFocused();
    // Six required fields: the phone is optional (ADR 0389).
    await expect(summary.getByRole("link")).toHaveCount(6);
    await expect(summary.getByRole("link").first()).toHaveText("Bitte wählen Sie eine Anrede");
    // One summary plus the field message: no toast repeats them.
    await expect(page.locator(".toast-error")).toHaveCount(0);
    await summary.getByRole("link", { name: "Ungültige E-Mail-Adresse" }).click();
    await expect(textbox(form, "E-Mail")).toBeFocused();
    await expectFieldError(textbox(form, "E-Mail"), "Ungültige E-Mail-Adresse");
    await expectNoAxeViolations(page, "/kontakt error summary at 390 px");
  });

  test("contact: a message appearing on blur does not move the next control", async ({ page }) => {
    await page.goto("/kontakt");
    const form = leadForm(page);
    const first = textbox(form, "Vorname");
    const next = textbox(form, "Nachname");
    await first.focus();
    // The check loads on first focus; wait for it so that the blur shows the message.
    await page.waitForLoadState("networkidle");
    const before = await next.boundingBox();
    await first.fill("E");
    await first.blur();
    await expectFieldError(first, "Bitte geben Sie Ihren Vornamen ein");
    const after = await next.boundingBox();
    expect(before).not.toBeNull();
    expect(after?.y).toBe(before?.y);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const form of CASES) {
    test(`${form.title}: the server's German messages keep the values, then it sends, clears and reaches the office`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(form.path);
      const clock = new FillClock();
      const fields = leadForm(page);
      await form.fillInvalid(fields);
      await clock.waitForMinimumFillTime(page);
      await fields.getByRole("button", { name: form.submit }).click();
      for (const [field, message] of form.invalidErrors(fields)) await expectFieldError(field, message);
      // Every entered value comes back.
      await expect(textbox(fields, "E-Mail")).toHaveValue(/@beispiel$/);
      await expectNoAxeViolationsWithoutJs(page, `${form.path} with errors (no JavaScript)`);

      // The answer page carries a fresh signed render time.
      clock.restart();
      const visitor = {
        email: visitorEmail(`nojs-${form.path.split("/").pop()}`),
        firstName: "Karl",
        lastName: "Wagner",
        note: `Ohne JavaScript gesendet ${Date.now()}.`,
      };
      await form.fillValid(fields, visitor);
      await clock.waitForMinimumFillTime(page);
      await fields.getByRole("button", { name: form.submit }).click();
      await expectSentAndCleared(page, form, visitor, `${form.title} without JavaScript`);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Careers: no form of its own; both calls to action lead to the contact form.

test("careers page: 'Jetzt bewerben' and the closing call to action lead to the contact form", async ({ page }) => {
  await page.goto("/uber-uns/karriere");
  await expect(page.getByRole("link", { name: "Zum Kontaktformular" })).toHaveAttribute("href", "/kontakt");
  await page.getByRole("link", { name: "Jetzt bewerben" }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole("heading", { name: "Kontaktieren Sie uns", level: 1 })).toBeVisible();
  await expect(textbox(leadForm(page), "Vorname")).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// The valuation wizard (sections 4 and 5).

function wizard(page: Page): Locator {
  return page.locator("section.wizard");
}

async function expectStep(page: Page, n: number, title: string) {
  const box = wizard(page);
  await expect(box.getByText(`Schritt ${n} von 5`, { exact: true })).toBeVisible();
  await expect(box.getByText(`${n * 20}%`, { exact: true })).toBeVisible();
  await expect(box.getByRole("heading", { name: title })).toBeVisible();
  await expect(box.getByRole("button", { name: n === 5 ? "Bewertung anfordern" : "Weiter" })).toBeVisible();
  // Step 1 has nothing to go back to: no button at all (ADR 0207).
  if (n === 1) await expect(box.getByRole("button", { name: "Zurück" })).toHaveCount(0);
  else await expect(box.getByRole("button", { name: "Zurück" })).toBeEnabled();
}

/**
 * The step check heads the error summary above the fields when Next is blocked (section 4; ADR
 * 0167: the summary and the field message, no third copy in a toast).
 */
async function expectStepCheck(page: Page, message: string) {
  await expect(wizard(page).locator(".form-errors p").first()).toHaveText(message);
  await expect(wizard(page).locator(".toast-error")).toHaveCount(0);
}

const next = (page: Page) => wizard(page).getByRole("button", { name: "Weiter" }).click();
const back = (page: Page) => wizard(page).getByRole("button", { name: "Zurück" }).click();

async function expectThankYou(page: Page, visitor: Visitor) {
  // The postal code, kind and area travel on for the offer prices and the recap (ADR 0329,
  // ADR 0361); no name, street or e-mail.
  await expect(page).toHaveURL(/\/immobilien\/bewertung\?danke&plz=1070&art=house&flaeche=[\d%C.]+$/);
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Bewertungsanfrage!" })).toBeVisible();
  await expect(page.locator(".wizard-done-recap")).toContainText("Haus");
  await expectSuccessToast(page, "Bewertungsanfrage gesendet");
  // Step 5 has no progress bar and no buttons.
  await expect(page.getByText(/Schritt \d von 5/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Weiter|Zurück|Bewertung anfordern/ })).toHaveCount(0);
  await expectInquiryStoredAndMailed(staff, {
    senderEmail: visitor.email,
    kind: "Bewertung",
    subject: "Immobilienbewertung: Haus in 1070 Wien",
    mails: 2,
    mailText: "Adresse: Neubaugasse 12, 1070 Wien",
  });
  // The confirmation to the visitor (section 7: sendToCustomer).
  const confirmation = mailsFor(visitor.email).find((mail) => mail.to.includes(`<${visitor.email}>`));
  expect(confirmation?.subject).toMatch(/^Ihre Immobilienbewertungsanfrage bei .+ Estate$/);
  expect(confirmation?.text).toContain(`Guten Tag ${visitor.firstName} ${visitor.lastName},`);
}

test.describe("valuation wizard with JavaScript", () => {
  test("all five steps with the German messages, Back keeps the data, then the thank-you step", async ({ page }) => {
    test.setTimeout(90_000);
    const visitor = { email: visitorEmail("js-bewertung"), firstName: "Paul", lastName: "Hofer", note: "" };
    await page.goto("/immobilien/bewertung");
    await expectStep(page, 1, "Immobilientyp");
    await next(page);
    await expectGroupError(wizard(page).getByRole("group"), "Bitte wählen Sie einen Immobilientyp aus");
    await expectNoAxeViolations(page, "wizard step 1 with errors (JavaScript)");
    await wizard(page).getByRole("radio", { name: /^Haus/ }).check();
    await next(page);

    await expectStep(page, 2, "Details zur Immobilie");
    await next(page);
    await expectFieldError(wizard(page).getByLabel("Wohnfläche (m²)"), "Wohnfläche ist erforderlich");
    await expectFieldError(wizard(page).getByLabel("Baujahr"), "Baujahr ist erforderlich");
    await expectFieldError(wizard(page).getByLabel("Zustand"), "Zustand ist erforderlich");
    await expectNoAxeViolations(page, "wizard step 2 with errors (JavaScript)");
    await wizard(page).getByLabel("Wohnfläche (m²)").fill("12x");
    await wizard(page).getByLabel("Baujahr").fill("19");
    await expectFieldError(wizard(page).getByLabel("Wohnfläche (m²)"), "Bitte geben Sie eine gültige Zahl ein");
    await expectFieldError(
      wizard(page).getByLabel("Baujahr"),
      "Bitte geben Sie ein gültiges Baujahr oder Zeitraum an (z.B. 2000 oder 1990-2000)",
    );
    await wizard(page).getByLabel("Wohnfläche (m²)").fill("142,5");
    await wizard(page).getByLabel("Baujahr").fill("1990-2000");
    await wizard(page).getByLabel("Zustand").selectOption("Gut");
    await wizard(page).getByLabel("Zimmer", { exact: true }).fill("5");
    await wizard(page).getByLabel("Garten").check();
    await next(page);

    await expectStep(page, 3, "Lage");
    await wizard(page).getByLabel("Postleitzahl").fill("12");
    await textbox(wizard(page), "Ort").fill("W");
    await wizard(page).getByLabel("Straße und Hausnummer").fill("N");
    await next(page);
    await expectFieldError(wizard(page).getByLabel("Postleitzahl"), "Bitte geben Sie eine gültige Postleitzahl ein");
    await expectFieldError(textbox(wizard(page), "Ort"), "Bitte geben Sie einen gültigen Ort ein");
    await expectFieldError(wizard(page).getByLabel("Straße und Hausnummer"), "Bitte geben Sie eine gültige Straße und Hausnummer ein");
    await expectNoAxeViolations(page, "wizard step 3 with errors (JavaScript)");
    await wizard(page).getByLabel("Postleitzahl").fill("1070");
    await textbox(wizard(page), "Ort").fill("Wien");
    await wizard(page).getByLabel("Straße und Hausnummer").fill("Neubaugasse 12");
    // Back from a filled step: the earlier answers are all there, no message appears.
    await back(page);
    await expectStep(page, 2, "Details zur Immobilie");
    await expect(wizard(page).getByLabel("Wohnfläche (m²)")).toHaveValue("142,5");
    await expect(wizard(page).getByLabel("Baujahr")).toHaveValue("1990-2000");
    await expect(wizard(page).getByLabel("Zustand")).toHaveValue("Gut");
    await expect(wizard(page).getByLabel("Zimmer", { exact: true })).toHaveValue("5");
    await expect(wizard(page).getByLabel("Garten")).toBeChecked();
    await expect(wizard(page).locator("[aria-invalid=true]")).toHaveCount(0);
    await next(page);
    await expectStep(page, 3, "Lage");
    await expect(wizard(page).getByLabel("Postleitzahl")).toHaveValue("1070");
    await expect(wizard(page).getByLabel("Straße und Hausnummer")).toHaveValue("Neubaugasse 12");
    await next(page);

    await expectStep(page, 4, "Ihr Anliegen");
    await next(page);
    await expectGroupError(wizard(page).getByRole("group"), "Bitte wählen Sie Ihr Anliegen aus");
    await expectNoAxeViolations(page, "wizard step 4 with errors (JavaScript)");
    await wizard(page)
      .getByRole("radio", { name: /Ich möchte verkaufen/ })
      .check();
    await next(page);

    await expectStep(page, 5, "Ihre Kontaktdaten");
    // The signed render time of the final step comes with this page's data.
    const clock = new FillClock();
    await wizard(page).getByRole("button", { name: "Bewertung anfordern" }).click();
    await expectFieldError(textbox(wizard(page), "Vorname"), "Vorname muss mindestens 2 Zeichen lang sein");
    await expectFieldError(textbox(wizard(page), "Nachname"), "Nachname muss mindestens 2 Zeichen lang sein");
    await expectFieldError(textbox(wizard(page), "E-Mail"), "Ungültige E-Mail-Adresse");
    // An empty phone is no error: it is optional unless a call is asked for (ADR 0389).
    await expect(textbox(wizard(page), "Telefon")).not.toHaveAttribute("aria-invalid", "true");
    await expectFieldError(wizard(page).getByRole("checkbox"), "Sie müssen den Datenschutzbestimmungen zustimmen");
    await expectNoAxeViolations(page, "wizard step 5 with errors (JavaScript)");
    await textbox(wizard(page), "Vorname").fill(visitor.firstName);
    await textbox(wizard(page), "Nachname").fill(visitor.lastName);
    await textbox(wizard(page), "E-Mail").fill(visitor.email);
    // As people write it (ADR 0165): national format with spaces.
    await textbox(wizard(page), "Telefon").fill("0664 123 4567");
    await wizard(page).getByRole("radio", { name: "Telefon" }).check();
    await wizard(page).getByRole("checkbox").check();
    await clock.waitForMinimumFillTime(page);
    await wizard(page).getByRole("button", { name: "Bewertung anfordern" }).click();
    await expectThankYou(page, visitor);
  });

  // BUG (reported, route owned by another helper): with JavaScript, 'Zurück' on a step that is
  // not complete yet does nothing: the client validation runs for the Back button too (its
  // formNoValidate is ignored), blocks the submit and shows the step's messages. Without
  // JavaScript the same click goes back (test below). Spec section 4: only Next is blocked.
  test("Back from an unfinished step goes back without validating", async ({ page }) => {
    await page.goto("/immobilien/bewertung");
    await wizard(page)
      .getByRole("radio", { name: /^Wohnung/ })
      .check();
    await next(page);
    await expectStep(page, 2, "Details zur Immobilie");
    await wizard(page).getByLabel("Wohnfläche (m²)").fill("85");
    await back(page);
    await expectStep(page, 1, "Immobilientyp");
    await expect(wizard(page).getByRole("radio", { name: /^Wohnung/ })).toBeChecked();
    await expect(wizard(page).locator("[aria-invalid=true]")).toHaveCount(0);
    await next(page);
    await expect(wizard(page).getByLabel("Wohnfläche (m²)")).toHaveValue("85");
  });

  // With JavaScript the browser's check names the step check of section 5 above the fields,
  // as the server does without it ('Bitte geben Sie die Wohnfläche ein', then '...das Baujahr
  // ein', then '...den Zustand der Immobilie aus').
  test("a blocked Next names the step check in the spec's order", async ({ page }) => {
    await page.goto("/immobilien/bewertung");
    await wizard(page)
      .getByRole("radio", { name: /^Wohnung/ })
      .check();
    await next(page);
    // Wait for step 2: a second click could otherwise land on step 1's button once more.
    await expectStep(page, 2, "Details zur Immobilie");
    await next(page);
    await expectStepCheck(page, "Bitte geben Sie die Wohnfläche ein");
    await wizard(page).getByLabel("Wohnfläche (m²)").fill("85");
    await next(page);
    await expectStepCheck(page, "Bitte geben Sie das Baujahr ein");
    await wizard(page).getByLabel("Baujahr").fill("1975");
    await next(page);
    await expectStepCheck(page, "Bitte wählen Sie den Zustand der Immobilie aus");
  });
});

/**
 * Without JavaScript the browser checks `required` itself before anything is sent. To see what
 * the server says to a blank step (the spec's step checks), switch that check off for one post,
 * as a browser without constraint validation would send it.
 */
async function sendWithoutBrowserChecks(page: Page) {
  await wizard(page)
    .locator("form")
    .evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
  await next(page);
}

test.describe("valuation wizard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each step posts; the server's step checks in the spec's order; Back keeps the data; thank-you step", async ({ page }) => {
    test.setTimeout(90_000);
    const visitor = { email: visitorEmail("nojs-bewertung"), firstName: "Anna", lastName: "Leitner", note: "" };
    await page.goto("/immobilien/bewertung");
    await expectStep(page, 1, "Immobilientyp");
    await sendWithoutBrowserChecks(page);
    await expectStepCheck(page, "Bitte wählen Sie einen Immobilientyp aus");
    await expectNoAxeViolationsWithoutJs(page, "wizard step 1 with errors (no JavaScript)");
    await wizard(page).getByRole("radio", { name: /^Haus/ }).check();
    await next(page);

    await expectStep(page, 2, "Details zur Immobilie");
    await sendWithoutBrowserChecks(page);
    await expectStepCheck(page, "Bitte geben Sie die Wohnfläche ein");
    await expectFieldError(wizard(page).getByLabel("Wohnfläche (m²)"), "Wohnfläche ist erforderlich");
    await expectFieldError(wizard(page).getByLabel("Baujahr"), "Baujahr ist erforderlich");
    await expectFieldError(wizard(page).getByLabel("Zustand"), "Zustand ist erforderlich");
    await expectNoAxeViolationsWithoutJs(page, "wizard step 2 with errors (no JavaScript)");
    await wizard(page).getByLabel("Wohnfläche (m²)").fill("142,5");
    await wizard(page).getByLabel("Baujahr").fill("19");
    await sendWithoutBrowserChecks(page);
    await expectStepCheck(page, "Bitte geben Sie das Baujahr ein");
    await expectFieldError(
      wizard(page).getByLabel("Baujahr"),
      "Bitte geben Sie ein gültiges Baujahr oder Zeitraum an (z.B. 2000 oder 1990-2000)",
    );
    await expect(wizard(page).getByLabel("Wohnfläche (m²)")).toHaveValue("142,5");
    await wizard(page).getByLabel("Baujahr").fill("1990-2000");
    await sendWithoutBrowserChecks(page);
    await expectStepCheck(page, "Bitte wählen Sie den Zustand der Immobilie aus");
    await wizard(page).getByLabel("Zustand").selectOption("Gut");
    await wizard(page).getByLabel("Garten").check();
    await next(page);

    await expectStep(page, 3, "Lage");
    await sendWithoutBrowserChecks(page);
    await expectStepCheck(page, "Bitte füllen Sie alle Pflichtfelder zur Adresse aus");
    await expectNoAxeViolationsWithoutJs(page, "wizard step 3 with errors (no JavaScript)");
    await wizard(page).getByLabel("Postleitzahl").fill("12");
    await textbox(wizard(page), "Ort").fill("Wien");
    await wizard(page).getByLabel("Straße und Hausnummer").fill("Neubaugasse 12");
    await next(page);
    await expectFieldError(wizard(page).getByLabel("Postleitzahl"), "Bitte geben Sie eine gültige Postleitzahl ein");
    await wizard(page).getByLabel("Postleitzahl").fill("1070");
    // Back does not validate (formnovalidate, and the server only carries the values along).
    await textbox(wizard(page), "Ort").fill("");
    await back(page);
    await expectStep(page, 2, "Details zur Immobilie");
    await expect(wizard(page).locator("[aria-invalid=true]")).toHaveCount(0);
    await expect(wizard(page).getByRole("alert")).toHaveCount(0);
    await expect(wizard(page).getByLabel("Wohnfläche (m²)")).toHaveValue("142,5");
    await expect(wizard(page).getByLabel("Baujahr")).toHaveValue("1990-2000");
    await expect(wizard(page).getByLabel("Zustand")).toHaveValue("Gut");
    await expect(wizard(page).getByLabel("Garten")).toBeChecked();
    await next(page);
    await expectStep(page, 3, "Lage");
    await expect(wizard(page).getByLabel("Postleitzahl")).toHaveValue("1070");
    await textbox(wizard(page), "Ort").fill("Wien");
    await next(page);

    await expectStep(page, 4, "Ihr Anliegen");
    await sendWithoutBrowserChecks(page);
    await expectStepCheck(page, "Bitte wählen Sie Ihr Anliegen aus");
    await expectNoAxeViolationsWithoutJs(page, "wizard step 4 with errors (no JavaScript)");
    await wizard(page)
      .getByRole("radio", { name: /Ich möchte verkaufen/ })
      .check();
    await next(page);

    await expectStep(page, 5, "Ihre Kontaktdaten");
    let clock = new FillClock();
    // Values the browser lets through but the server refuses (section 5, step 4 rules).
    await textbox(wizard(page), "Vorname").fill("A ");
    await textbox(wizard(page), "Nachname").fill(visitor.lastName);
    await textbox(wizard(page), "E-Mail").fill("anna@beispiel");
    await textbox(wizard(page), "Telefon").fill("12345");
    await wizard(page).getByRole("checkbox").check();
    await clock.waitForMinimumFillTime(page);
    await wizard(page).getByRole("button", { name: "Bewertung anfordern" }).click();
    await expectStep(page, 5, "Ihre Kontaktdaten");
    await expectFieldError(textbox(wizard(page), "Vorname"), "Vorname muss mindestens 2 Zeichen lang sein");
    await expectFieldError(textbox(wizard(page), "E-Mail"), "Ungültige E-Mail-Adresse");
    await expectFieldError(textbox(wizard(page), "Telefon"), "Ungültige Telefonnummer");
    await expect(textbox(wizard(page), "Nachname")).toHaveValue(visitor.lastName);
    await expectNoAxeViolationsWithoutJs(page, "wizard step 5 with errors (no JavaScript)");

    clock = new FillClock();
    await textbox(wizard(page), "Vorname").fill(visitor.firstName);
    await textbox(wizard(page), "E-Mail").fill(visitor.email);
    await textbox(wizard(page), "Telefon").fill("0664 123 4567");
    await wizard(page).getByRole("radio", { name: "E-Mail" }).check();
    await wizard(page).getByRole("checkbox").check();
    await clock.waitForMinimumFillTime(page);
    await wizard(page).getByRole("button", { name: "Bewertung anfordern" }).click();
    await expectThankYou(page, visitor);
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard only: Tab to each control, Space for choices, Enter to go on; every control that
// takes focus on the way shows it (WCAG 2.4.7, 2.4.11).

/** Press Tab until `target` has focus, checking the focus indicator of every stop on the way. */
async function tabTo(page: Page, target: Locator, maxStops = 80) {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press("Tab");
    const focused = page.locator("*:focus");
    await expect(focused).toHaveCount(1);
    await expectFocusVisible(focused);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("the valuation wizard by keyboard alone, focus always visible", async ({ page }) => {
  test.setTimeout(90_000);
  const visitor = { email: visitorEmail("tastatur-bewertung"), firstName: "Ida", lastName: "Koller", note: "" };
  await page.goto("/immobilien/bewertung");
  const box = wizard(page);

  await tabTo(page, box.getByRole("radio", { name: /^Wohnung/ }));
  // Arrow keys move within a radio group and select; Space selects the focused option.
  await page.keyboard.press("ArrowDown");
  await expect(box.getByRole("radio", { name: /^Haus/ })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(box.getByRole("radio", { name: /^Haus/ })).toBeChecked();
  await tabTo(page, box.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");

  await expectStep(page, 2, "Details zur Immobilie");
  await tabTo(page, box.getByLabel("Wohnfläche (m²)"));
  await page.keyboard.type("98");
  await page.keyboard.press("Tab");
  await expect(box.getByLabel("Baujahr")).toBeFocused();
  await expectFocusVisible(box.getByLabel("Baujahr"));
  await page.keyboard.type("1975");
  await page.keyboard.press("Tab");
  await expect(box.getByLabel("Zustand")).toBeFocused();
  await expectFocusVisible(box.getByLabel("Zustand"));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(box.getByLabel("Zustand")).toHaveValue("Gut");
  await tabTo(page, box.getByLabel("Garten"));
  await page.keyboard.press("Space");
  await expect(box.getByLabel("Garten")).toBeChecked();
  await tabTo(page, box.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");

  await expectStep(page, 3, "Lage");
  await tabTo(page, box.getByLabel("Postleitzahl"));
  await page.keyboard.type("1070");
  await tabTo(page, textbox(box, "Ort"));
  await page.keyboard.type("Wien");
  await tabTo(page, box.getByLabel("Straße und Hausnummer"));
  await page.keyboard.type("Neubaugasse 12");
  // Enter in a field goes forward (Next is the form's first submit button).
  await page.keyboard.press("Enter");

  await expectStep(page, 4, "Ihr Anliegen");
  await tabTo(page, box.getByRole("radio", { name: /Ich möchte verkaufen/ }));
  await page.keyboard.press("Space");
  await expect(box.getByRole("radio", { name: /Ich möchte verkaufen/ })).toBeChecked();
  await tabTo(page, box.getByRole("button", { name: "Zurück" }));
  await page.keyboard.press("Enter");
  await expectStep(page, 3, "Lage");
  await expect(box.getByLabel("Postleitzahl")).toHaveValue("1070");
  await tabTo(page, box.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expectStep(page, 4, "Ihr Anliegen");
  await expect(box.getByRole("radio", { name: /Ich möchte verkaufen/ })).toBeChecked();
  await tabTo(page, box.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");

  await expectStep(page, 5, "Ihre Kontaktdaten");
  const clock = new FillClock();
  await tabTo(page, textbox(box, "Vorname"));
  await page.keyboard.type(visitor.firstName);
  await tabTo(page, textbox(box, "Nachname"));
  await page.keyboard.type(visitor.lastName);
  await tabTo(page, textbox(box, "E-Mail"));
  await page.keyboard.type(visitor.email);
  await tabTo(page, textbox(box, "Telefon"));
  await page.keyboard.type("0664123456");
  await tabTo(page, box.getByRole("checkbox"));
  await page.keyboard.press("Space");
  await expect(box.getByRole("checkbox")).toBeChecked();
  await tabTo(page, box.getByRole("button", { name: "Bewertung anfordern" }));
  await clock.waitForMinimumFillTime(page);
  await page.keyboard.press("Enter");
  await expectThankYou(page, visitor);
});
