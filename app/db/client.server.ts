import { Kysely } from "kysely";
import { D1Dialect } from "kysely-d1";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

/** One Kysely instance per request, over the Worker's D1 binding (no module-level globals). */
export function createDb(d1: D1Database): Db {
  return new Kysely<Database>({ dialect: new D1Dialect({ database: d1 }) });
}
