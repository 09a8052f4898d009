// "Beratung anfragen" on a Merkliste: the contact form opens with the list's listings named by
// title and Objektnr., only active ones; a broken parameter is the plain form, never an error.
import { beforeAll, expect, test } from "vitest";
import { parseWatchlistInquiryIds, WATCHLIST_INQUIRY_MAX, watchlistInquiryHref, watchlistInquiryPrefill } from "~/lib/watchlist-inquiry";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const ids: number[] = [];
let withdrawnId = 0;

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  ids.push(
    (
      await insertProperty(db, {
        objektnr_intern: "B1",
        objektnr_extern: "DE-2026-0101",
        objekttitel: "Altbau beim Augarten",
        kaufpreis: 520000,
      })
    ).id,
  );
  ids.push(
    (
      await insertProperty(db, {
        objektnr_intern: "B2",
        objektnr_extern: " ",
        objekttitel: "Mietwohnung am Yppenplatz",
        angebot_typ: "Miete",
        kaufpreis: null,
        gesamtmietebrutto: 1320,
      })
    ).id,
  );
  withdrawnId = (await insertProperty(db, { objektnr_intern: "B3", objekttitel: "Vergebenes Loft", active: 0 })).id;
});

const page = async (path: string, cookie?: string) => {
  const res = await worker.fetch(path, cookie ? { headers: { Cookie: cookie } } : undefined);
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, "") };
};

test("the Merkliste and a shared list link to the contact form with their listings", async () => {
  const own = await page("/merkliste", `merkliste=${ids.join(".")}`);
  const href = watchlistInquiryHref(ids).replace("?", "\\?");
  // Outlined on the own list: its one filled button is the comparison's.
  expect(own.html).toMatch(new RegExp(`<a class="button button-secondary" href="${href}"[^>]*>Beratung anfragen`));
  const link = /<input id="watchlist-share-url" type="url" readOnly="" value="([^"]+)"/.exec(own.html)?.[1] ?? "";
  const shared = await page(new URL(link.replace(/&amp;/g, "&")).pathname + new URL(link.replace(/&amp;/g, "&")).search);
  expect(shared.status).toBe(200);
  expect(shared.html).toContain("Diese Immobilien wurden mit Ihnen geteilt.");
  expect(shared.html).toMatch(new RegExp(`<a class="button" href="${href}"[^>]*>Beratung anfragen`));
  // An empty list offers nothing to ask about.
  expect((await page("/merkliste")).html).not.toContain("Beratung anfragen");
});

test("/kontakt?merkliste= names the active listings in subject and message", async () => {
  const { status, html } = await page(`/kontakt?merkliste=${[...ids, withdrawnId].join(".")}`);
  expect(status).toBe(200);
  expect(html).toContain('value="Beratung zu 2 Immobilien aus meiner Merkliste"');
  expect(html).toContain("– Altbau beim Augarten (Obj.-Nr. DE-2026-0101)");
  expect(html).toContain("– Mietwohnung am Yppenplatz (Obj.-Nr. B2)");
  expect(html).not.toContain("Vergebenes Loft");
  // Rent and sale mixed: no topic is chosen for the visitor.
  expect(html).not.toMatch(/<input[^>]*name="thema"[^>]*checked/);
  // Only rentals: the topic is Mieten.
  const rent = await page(`/kontakt?merkliste=${ids[1]}`);
  expect(rent.html).toContain('value="Beratung zu einer Immobilie aus meiner Merkliste"');
  expect(rent.html).toMatch(/<input[^>]*value="Mieten"[^>]*checked|<input[^>]*checked[^>]*value="Mieten"/);
});

test("a broken or foreign parameter is the plain contact form", async () => {
  for (const value of ["", "abc", "0", "-1", `${withdrawnId}`, "99999999", "1e5", "x.".repeat(600)]) {
    const { status, html } = await page(`/kontakt?merkliste=${encodeURIComponent(value)}`);
    expect(status, value.slice(0, 20)).toBe(200);
    expect(html).toContain("Kontaktieren Sie uns");
    expect(html).not.toContain("aus meiner Merkliste");
  }
});

test("the parameter keeps whole ids only, each once, at most ten", () => {
  expect(parseWatchlistInquiryIds("3.x.3.7.0.-2.12")).toEqual([3, 7, 12]);
  expect(parseWatchlistInquiryIds(null)).toEqual([]);
  const many = Array.from({ length: 30 }, (_, i) => i + 1);
  expect(parseWatchlistInquiryIds(many.join("."))).toHaveLength(WATCHLIST_INQUIRY_MAX);
  expect(watchlistInquiryHref(many)).toBe(`/kontakt?merkliste=${many.slice(0, 10).join(".")}#kontaktformular`);
  expect(watchlistInquiryPrefill([])).toBeNull();
  expect(watchlistInquiryPrefill([{ title: "Haus", objektnr: "H1", status: "SALE" }])).toEqual({
    thema: "Kaufen",
    subject: "Beratung zu einer Immobilie aus meiner Merkliste",
    message:
      "Ich interessiere mich für diese Immobilie:\n– Haus (Obj.-Nr. H1)\n\nBitte melden Sie sich bei mir für eine Beratung oder einen Besichtigungstermin.",
  });
});
