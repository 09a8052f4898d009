// Client navigations ask for `<path>.data` (`/_.data` for home) and React Router 8 hands loaders
// that raw request; what the app derives from the URL must be the page's URL (request-url.ts), or
// e.g. /admin/konto.data redirects to itself forever.
import { expect, test } from "vitest";
import { makeAdmin, signedInUser } from "./auth-helpers";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();

/** The single-fetch answer's redirect target, or null when it carries data. */
async function redirectOf(res: Response): Promise<string | null> {
  const body = await res.text();
  return /"redirect","([^"]+)"/.exec(body)?.[1] ?? null;
}

test("an admin without a second factor reaches /admin/konto by client navigation, and every other admin page sends there", async () => {
  const email = "data-requests@example.com";
  const client = await signedInUser(worker, email);
  await makeAdmin(worker, email, { secondFactor: false });

  const konto = await client.get("/admin/konto.data");
  expect(await redirectOf(konto)).toBeNull();
  expect(konto.status).toBe(200);

  const overview = await client.get("/admin.data");
  expect(await redirectOf(overview)).toBe("/admin/konto");
});

test("an inquiry sent by the page's script comes back to the page, not to its .data address", async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "DR1", objekttitel: "Datenwohnung" });
  const res = await worker.fetch(
    "/immobilien/DR1.data",
    formPost({
      intent: "inquiry",
      website: "",
      formStartedAt: await pastFormToken(),
      anrede: "Frau",
      vorname: "Dora",
      nachname: "Daten",
      tel: "+43 660 7654321",
      email: "dora.daten@example.at",
      anfrage: "Ich möchte die Wohnung gerne besichtigen.",
    }),
  );
  expect(await redirectOf(res)).toBe("/immobilien/DR1?gesendet#anfrage");

  const home = await worker.fetch("/_.data");
  expect(home.status).toBe(200);
  expect(await redirectOf(home)).toBeNull();
});
