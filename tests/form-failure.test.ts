// A form whose inquiry cannot be stored (spec section 8 'Form toasts', section 4: "On error an
// error toast shows and the form keeps its data"): 503 with the spec's toast title and text, the
// inline alert for screen readers, and every entered value still in the form.
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, validContactForm } from "./leads-helpers";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "F100", objekttitel: "Wohnung zum Fehlertest" });
  // Storing fails from here on: the inquiries table is gone.
  await (await worker.env()).DB.exec("ALTER TABLE inquiries RENAME TO inquiries_weg");
});

afterAll(async () => {
  await (await worker.env()).DB.exec("ALTER TABLE inquiries_weg RENAME TO inquiries");
});

/** The toast (title, text) and the inline alert with the same words. */
function expectFailureToast(html: string, title: string, text: string) {
  expect(html).toMatch(new RegExp(`class="toast toast-error"><div><strong>${title}</strong><p>${text.replace(/[.?()]/g, "\\$&")}</p>`));
  expect(html).toMatch(/class="form-errors" role="alert"/);
  expect(html).toContain(`${title}: ${text}`);
}

test("contact: 'Fehler beim Senden' toast, inline alert, values kept", async () => {
  const res = await worker.fetch("/kontakt", formPost(await validContactForm()));
  expect(res.status).toBe(503);
  const html = await res.text();
  expectFailureToast(html, "Fehler beim Senden", "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
  expect(html).toContain('value="anna.mueller@example.at"');
  expect(html).toContain("Ich hätte gerne einen Besichtigungstermin.</textarea>");
});

test("broker form: the spec's broker failure toast with the office address", async () => {
  const res = await worker.fetch(
    "/uber-uns/selbststandige-makler",
    formPost({
      formStartedAt: await pastFormToken(),
      name: "Maria Maklerin",
      email: "maria@example.at",
      phone: "0699 1234567",
      experience: "8 Jahre",
      message: "Zusammenarbeit?",
    }),
  );
  expect(res.status).toBe(503);
  const html = await res.text();
  expect(html).toMatch(
    /<strong>Fehler beim Senden<\/strong><p>Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt unter [^<@]+@[^<]+<\/p>/,
  );
  expect(html).toContain('value="Maria Maklerin"');
});

test("property inquiry: 'Fehler' toast on the detail page, values kept", async () => {
  const page = await (await worker.fetch("/immobilien/F100")).text();
  expect(page).toContain("Wohnung zum Fehlertest");
  const res = await worker.fetch(
    "/immobilien/F100",
    formPost({
      intent: "inquiry",
      formStartedAt: await pastFormToken(),
      anrede: "Herr",
      vorname: "Paul",
      nachname: "Gruber",
      tel: "+43 676 1234567",
      email: "paul.gruber@example.at",
      anfrage: "Gibt es noch einen Termin?",
    }),
  );
  expect(res.status).toBe(503);
  const html = await res.text();
  expectFailureToast(html, "Fehler", "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");
  expect(html).toContain('value="paul.gruber@example.at"');
});

test("valuation wizard: the final step stays with the 'Fehler' toast and every answer", async () => {
  const answers = {
    propertyType: "apartment",
    livingArea: "78,5",
    yearBuilt: "1990-2000",
    condition: "Gut",
    rooms: "3",
    postalCode: "1070",
    city: "Wien",
    street: "Neubaugasse 12",
    salesIntention: "selling",
    firstName: "Eva",
    lastName: "Bewerter",
    email: "eva.bewerter@example.at",
    phone: "+436641234567",
    contactPreference: "phone",
    agreeToTerms: "on",
  };
  const res = await worker.fetch(
    "/immobilien/bewertung",
    formPost({ step: "4", intent: "submit", formStartedAt: await pastFormToken(), ...answers }),
  );
  expect(res.status).toBe(503);
  const html = await res.text();
  expectFailureToast(html, "Fehler", "Es gab einen Fehler beim Absenden Ihrer Anfrage. Bitte versuchen Sie es später erneut.");
  expect(html).toContain("Schritt 5 von 5");
  expect(html).toContain('value="eva.bewerter@example.at"');
});
