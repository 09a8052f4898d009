import { Kysely } from "kysely";
import { D1Dialect } from "kysely-d1";
import type { Database } from "./schema";

/**
 * The one handle every model takes: Kysely over the Worker's D1 binding, carrying the
 * binding for `runBatch` (Kysely has no batch API). Models build Kysely queries; only
 * app/db/batch.server.ts touches `d1`.
 */
export type Db = Kysely<Database> & { readonly d1: D1Database };

/** One instance per request or background run, over the Worker's D1 binding (no module-level globals). */
export function createDb(d1: D1Database): Db {
  return Object.assign(new Kysely<Database>({ dialect: new D1Dialect({ database: d1 }) }), { d1 });
}
