// A write from another origin is refused with 403 and a German sentence, never the 500 that
// Remix's own origin check produced (it throws). Same-origin posts go on as before.
import { expect, test } from "vitest";
import { formPost, startWorker } from "./harness";
import { validContactForm } from "./leads-helpers";

const worker = startWorker();

async function contactPost(headers: Record<string, string>) {
  return worker.fetch("/kontakt", formPost(await validContactForm(), headers));
}

test.each([
  ["another site", "https://evil.example"],
  ["an opaque origin", "null"],
  ["a malformed origin", "::nicht eine URL"],
])("a form post from %s answers 403 with a German message and stores nothing", async (_what, origin) => {
  const res = await contactPost({ Origin: origin });
  expect(res.status).toBe(403);
  expect(await res.text()).toBe("Ungültige Anfrage: Das Formular wurde von einer fremden Seite gesendet.");
  const db = await worker.db();
  expect(await db.selectFrom("inquiries").select("id").execute()).toEqual([]);
});

test("a form post from the site's own origin goes through", async () => {
  const res = await contactPost({ Origin: worker.url().origin });
  expect(res.status).toBe(303);
});
