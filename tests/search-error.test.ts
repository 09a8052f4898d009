// /immobilien when the database fails (public-site.md section 8, list fetch failure): the page
// explains with the spec's texts and the destructive toast, answers 503, never a bare 500.
import { expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker();

test("a failing property query shows the error state with its toast and answers 503", async () => {
  const { DB } = await worker.env();
  // The table the listing reads is gone: every search query fails.
  await DB.exec("ALTER TABLE immobilien RENAME TO immobilien_weg");
  try {
    const res = await worker.fetch("/immobilien?status=RENT");
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(html).toContain("Es ist ein Fehler aufgetreten");
    expect(html).toContain("Fehler beim Laden der Immobilien. Bitte versuchen Sie es später erneut.");
    expect(html).toMatch(/toast-error[^>]*>\s*<strong>Fehler<\/strong>\s*<p>Die Immobilien konnten nicht geladen werden\.<\/p>/);
    expect(html).not.toContain("Gefunden:");
  } finally {
    await DB.exec("ALTER TABLE immobilien_weg RENAME TO immobilien");
  }
});
