// Builds the seed as one SQL script: idempotent (fixed keys, upserts, stale seed rows removed),
// deterministic (no clock, no unseeded randomness) and within D1's limits (each statement well
// below 100 KB). Derived columns come from app/lib/property-derive.ts, blog HTML goes through
// app/lib/sanitize-html.ts: the same code the feed sync uses.
import { createHash } from "node:crypto";
import { AGENTS } from "./agents.mjs";
import { BLOG_POSTS } from "./blog.mjs";
import { buildProperties, CURATED_COUNT, SYNTHETIC_START } from "./properties.mjs";
import { viewingStatements } from "./viewings.mjs";

const { deriveColumns } = await import("../../app/lib/property-derive.ts");
const { PROPERTY_SOURCE_COLUMNS, PROPERTY_WRITE_COLUMNS } = await import("../../app/db/property-columns.ts");
const { sanitizeHtml } = await import("../../app/lib/sanitize-html.ts");

const BOOK_COLUMNS = ["source", "content_hash", "active", "withdrawn_at", "synced_at", "created_at", "updated_at"];
/** The columns the seed writes: the feed sync's content columns (app/db/property-columns.ts) and bookkeeping. */
export const PROPERTY_COLUMNS = [...PROPERTY_WRITE_COLUMNS, ...BOOK_COLUMNS];

/** The demo's feed URL: reserved for invalid names (RFC 2606), so it never reaches a real server. */
export const DEMO_FEED_URL = "https://demo-feed.invalid/openimmo.xml";

/** D1 refuses statements over 100 KB; stay well below. */
const MAX_STATEMENT_BYTES = 90_000;

export function sqlValue(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * Curated listings (by index) that came online in the days before the seed date, so the results
 * show 'Neu' on a few of the newest cards (ADR 0363): index → days before the seed date.
 */
const NEW_LISTINGS = new Map([
  [81, 2],
  [79, 6],
  [75, 10],
]);
/**
 * Curated listings (by index) whose price went down before the seed date ('Preis gesenkt',
 * ADR 0150): the listing with media, the first rent, and two on the newest page; each by its own
 * share, so two pages side by side never show the same cut.
 */
const REDUCED_LISTINGS = new Map([
  [8, { days: 3, cut: 0.045 }],
  [2, { days: 12, cut: 0.07 }],
  [77, { days: 5, cut: 0.085 }],
  [72, { days: 9, cut: 0.1 }],
]);

const DAY_MS = 86_400_000;

/** `days` before the seed date at 08:00 UTC: the same text all day, so a second run that day changes nothing. */
function daysBefore(now, days) {
  const day = new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T08:00:00.000Z`;
}

/** Property rows ready for the table: spec columns + derived columns + bookkeeping. */
export function propertyRows(count, now = new Date()) {
  return buildProperties(count).map((property, index) => {
    const { extraAmenities, active, withdrawn_at, created_at: stored, updated_at: touched, ...spec } = property;
    // Indexes past the curated ones are synthetic listings: NEW_LISTINGS names curated ones only.
    const recent = NEW_LISTINGS.get(index);
    const created_at = recent === undefined ? stored : daysBefore(now, recent);
    const updated_at = recent === undefined ? touched : created_at;
    spec.objektbeschreibung = sanitizeHtml(spec.objektbeschreibung);
    const derived = deriveColumns({ ...spec, extraAmenities });
    const content_hash = createHash("sha256")
      .update(JSON.stringify(PROPERTY_SOURCE_COLUMNS.map((c) => spec[c] ?? null)))
      .digest("hex");
    return { ...spec, ...derived, source: "seed", content_hash, active, withdrawn_at, synced_at: null, created_at, updated_at };
  });
}

/** Multi-row statements: `head` + rows joined by ',' + `tail`, each below the size limit. */
function batched(head, tail, tuples) {
  const statements = [];
  let current = [];
  let size = head.length + tail.length;
  for (const tuple of tuples) {
    if (current.length > 0 && size + tuple.length + 2 > MAX_STATEMENT_BYTES) {
      statements.push(`${head}\n${current.join(",\n")}\n${tail};`);
      current = [];
      size = head.length + tail.length;
    }
    current.push(tuple);
    size += Buffer.byteLength(tuple) + 2;
  }
  if (current.length > 0) statements.push(`${head}\n${current.join(",\n")}\n${tail};`);
  return statements;
}

export function agentRows() {
  return AGENTS.map((a) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    position: a.position,
    image: a.image,
    email: a.email,
    phone: a.phone,
    education: a.education,
    description: a.description,
    // ADR 0332: Frau / Herr, null = keine Angabe.
    anrede: a.anrede ?? null,
    // Spec section 3: sort_order is 1000 when missing.
    sort_order: a.sort_order ?? 1000,
    created_at: "2026-01-02T09:00:00.000Z",
  }));
}

export function blogRows() {
  return BLOG_POSTS.map((post) => ({
    id: post.id,
    title: post.title,
    teaser: post.teaser,
    category: post.category,
    image_url: post.image_url,
    content: sanitizeHtml(post.content),
    published_at: post.published_at,
    created_at: `${post.published_at}T08:00:00.000Z`,
    updated_at: `${post.published_at}T08:00:00.000Z`,
  }));
}

/**
 * The whole seed as SQL text. `count` properties: the curated list, then synthetic rows
 * (benchmarks). Running it twice leaves the same data: upserts keep row ids stable.
 */
export function buildSeedSql({ count = CURATED_COUNT, now = new Date() } = {}) {
  const rows = propertyRows(count, now);
  const statements = [];
  const keep = rows.filter((r) => Number(r.objektnr_intern) < SYNTHETIC_START).map((r) => sqlValue(r.objektnr_intern));
  const synthetic = Math.max(0, count - CURATED_COUNT);

  statements.push("DELETE FROM immobilien_amenities WHERE immobilie_id IN (SELECT id FROM immobilien WHERE source = 'seed');");
  statements.push(
    `DELETE FROM immobilien WHERE source = 'seed' AND objektnr_intern NOT IN (${keep.join(", ") || "''"})` +
      ` AND NOT (CAST(objektnr_intern AS INTEGER) BETWEEN ${SYNTHETIC_START} AND ${SYNTHETIC_START + synthetic - 1});`,
  );
  const updates = PROPERTY_COLUMNS.filter((c) => c !== "objektnr_intern")
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
  statements.push(
    ...batched(
      `INSERT INTO immobilien (${PROPERTY_COLUMNS.join(", ")}) VALUES`,
      `ON CONFLICT (objektnr_intern) DO UPDATE SET ${updates} WHERE immobilien.source = 'seed'`,
      rows.map((r) => `(${PROPERTY_COLUMNS.map((c) => sqlValue(r[c])).join(", ")})`),
    ),
  );
  const amenityPairs = rows.flatMap((r) => JSON.parse(r.amenities).map((a) => `(${sqlValue(r.objektnr_intern)}, ${sqlValue(a)})`));
  statements.push(
    ...batched(
      "INSERT OR IGNORE INTO immobilien_amenities (immobilie_id, amenity) SELECT i.id, a.column2 FROM (VALUES",
      ") AS a JOIN immobilien i ON i.objektnr_intern = a.column1 AND i.source = 'seed'",
      amenityPairs,
    ),
  );

  // Price history of the demo (ADR 0150): a few listings were reduced some days before the seed
  // date (`now`, the script's --now; a row once written is kept).
  for (const [index, { days, cut }] of REDUCED_LISTINGS) {
    const row = rows[index];
    if (!row || !(row.price_value > 0)) continue;
    const before = Math.round(row.price_value / (1 - cut) / 100) * 100;
    statements.push(
      `INSERT INTO price_history (immobilie_id, price_before, price_after, changed_at) SELECT id, ${before}, price_value, ${sqlValue(daysBefore(now, days))} FROM immobilien WHERE objektnr_intern = ${sqlValue(row.objektnr_intern)} AND source = 'seed' AND price_value > 0 AND NOT EXISTS (SELECT 1 FROM price_history h WHERE h.immobilie_id = immobilien.id);`,
      `UPDATE immobilien SET price_reduced_at = (SELECT max(changed_at) FROM price_history h WHERE h.immobilie_id = immobilien.id AND h.price_after < h.price_before), price_before_reduction = (SELECT h.price_before FROM price_history h WHERE h.immobilie_id = immobilien.id AND h.price_after < h.price_before ORDER BY h.changed_at DESC, h.id DESC LIMIT 1) WHERE objektnr_intern = ${sqlValue(row.objektnr_intern)} AND source = 'seed';`,
    );
  }

  // Spec call 3: without a justimmo row the listing shows the setup notice (ADR 0035). The demo's
  // row names a placeholder on the reserved .invalid domain: a sync with it ends as an honest
  // 'Der Feed-Server ist nicht erreichbar.' error, and a URL saved in the admin panel is kept.
  statements.push(
    `INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ${sqlValue(DEMO_FEED_URL)}, '') ON CONFLICT (service_name) DO NOTHING;`,
  );

  const agents = agentRows();
  const agentColumns = Object.keys(agents[0]);
  statements.push(
    `INSERT OR REPLACE INTO agents (${agentColumns.join(", ")}) VALUES\n${agents.map((a) => `(${agentColumns.map((c) => sqlValue(a[c])).join(", ")})`).join(",\n")};`,
  );

  const posts = blogRows();
  const postColumns = Object.keys(posts[0]);
  for (const post of posts) {
    statements.push(
      `INSERT OR REPLACE INTO blog_posts (${postColumns.join(", ")}) VALUES (${postColumns.map((c) => sqlValue(post[c])).join(", ")});`,
    );
  }
  // Demo viewing windows in the days after today (ADR 0240): the one part that reads the clock.
  statements.push(...viewingStatements(rows, sqlValue, now));

  return {
    sql: `${statements.join("\n")}\n`,
    counts: { properties: rows.length, amenities: amenityPairs.length, agents: agents.length, blogPosts: posts.length },
  };
}
