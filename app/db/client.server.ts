import { Kysely } from "kysely";
import { D1Dialect } from "kysely-d1";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

/** One Kysely instance per request, over the Worker's D1 binding (no module-level globals). */
export function createDb(d1: D1Database): Db {
  return new Kysely<Database>({ dialect: new D1Dialect({ database: d1 }) });
}

/**
 * D1 allows at most 100 bound parameters per statement: split rows into chunks that fit.
 * `paramsPerRow` is the number of bound values one row adds to the statement.
 */
export function chunkForParams<T>(rows: readonly T[], paramsPerRow: number, limit = 100): T[][] {
  const size = Math.max(1, Math.floor(limit / Math.max(1, paramsPerRow)));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}
