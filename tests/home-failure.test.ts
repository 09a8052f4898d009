// The home page when the featured-properties query fails (public-site.md section 8: a failed list
// query yields an empty list): the page still renders, never a 500.
import { expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker();

test("a failing featured query leaves the home page up with the empty-list text", async () => {
  const { DB } = await worker.env();
  await DB.exec("ALTER TABLE immobilien RENAME TO immobilien_weg");
  try {
    const res = await worker.fetch("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("OUR MISSION: YOUR REAL ESTATE");
    expect(html).toContain("Derzeit sind keine Immobilien veröffentlicht.");
  } finally {
    await DB.exec("ALTER TABLE immobilien_weg RENAME TO immobilien");
  }
});
