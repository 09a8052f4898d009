// Spec section 8, 'Filter option fetch error': logged, the dropdowns keep only their default
// entry, and the results still show. The model runs against the Worker's real D1; only the
// option statements are made to fail.
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { parseSearchParams } from "~/lib/property-filters";
import { searchProperties } from "~/server/listings/queries.server";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

test("a failed option read leaves empty options and still returns the results", async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "O100", objekttitel: "Wohnung trotz Optionsfehler", objektart: "wohnung/ETAGE" });
  const { DB } = await worker.env();
  const failingOptions = new Proxy(DB, {
    get(target, key) {
      if (key !== "batch") return Reflect.get(target, key).bind(target);
      return (statements: D1PreparedStatement[]) => {
        // The option statements are the ones with DISTINCT (spec call 6).
        const sqlOf = (statement: D1PreparedStatement) => String((statement as unknown as { statement?: string }).statement ?? "");
        if (statements.some((statement) => /distinct/i.test(sqlOf(statement)))) return Promise.reject(new Error("D1_ERROR: options"));
        return target.batch(statements);
      };
    },
  });
  const query = parseSearchParams(new URLSearchParams(), new Date());
  const healthy = await searchProperties(db, { query });
  expect(healthy.options.types).toContain("wohnung/ETAGE");
  const result = await searchProperties(createDb(failingOptions), { query });
  expect(result.options).toEqual({ types: [], locations: [] });
  expect(result.total).toBe(1);
  expect(result.rows.map((row) => row.objekttitel)).toEqual(["Wohnung trotz Optionsfehler"]);
});
