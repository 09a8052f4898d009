// The seed: runs the real `node scripts/seed.mjs` twice against a throwaway local D1 and checks
// content, idempotency, derived columns and that every referenced image exists in public/.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMENITIES, deriveColumns } from "../app/lib/property-derive";
import { sanitizeHtml } from "../app/lib/sanitize-html";
import { slugify } from "../app/lib/slug";
import { buildSeedSql, DEMO_FEED_URL } from "./seed/sql.mjs";

const root = join(import.meta.dirname, "..");
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const persistTo = mkdtempSync(join(tmpdir(), "seed-test-"));

type Row = Record<string, string | number | null>;

/** One seed date for every run of this file, so a run that straddles midnight seeds the same rows. */
const seedDate = new Date();

function runSeed(): void {
  execFileSync("node", [join(root, "scripts", "seed.mjs"), "--persist-to", persistTo, "--now", seedDate.toISOString()], {
    cwd: root,
    env,
    stdio: "pipe",
  });
}

function openDbPath(): string {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

function openDb(): DatabaseSync {
  return new DatabaseSync(openDbPath(), { readOnly: true });
}

function all(sql: string): Row[] {
  const db = openDb();
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}

/** Every seeded table in a stable order, ids included: a second run must not change a byte. */
function snapshot(): string {
  const tables = [
    "SELECT * FROM immobilien ORDER BY id",
    "SELECT * FROM immobilien_amenities ORDER BY immobilie_id, amenity",
    "SELECT * FROM agents ORDER BY id",
    "SELECT * FROM blog_posts ORDER BY id",
    "SELECT * FROM api_credentials ORDER BY service_name",
  ];
  return createHash("sha256")
    .update(JSON.stringify(tables.map((sql) => all(sql))))
    .digest("hex");
}

let firstSnapshot = "";
let firstCount = 0;

// Three wrangler processes in a row (migrate, seed, seed again): on two busy cores that alone has
// taken over 60 s, so this setup gets three minutes.
beforeAll(() => {
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { cwd: root, env, stdio: "pipe" });
  runSeed();
  firstSnapshot = snapshot();
  firstCount = Number(all("SELECT COUNT(*) AS n FROM immobilien")[0]?.n);
  runSeed();
}, 180_000);

afterAll(() => {
  rmSync(persistTo, { recursive: true, force: true });
});

describe("seed", () => {
  it("fills properties of every type, for sale and for rent, in Vienna and Lower Austria", () => {
    const properties = all("SELECT * FROM immobilien");
    expect(properties.length).toBeGreaterThanOrEqual(60);
    expect(new Set(properties.map((p) => p.property_type))).toEqual(
      new Set(["apartment", "house", "villa", "office", "land", "commercial"]),
    );
    expect(new Set(properties.map((p) => p.status))).toEqual(new Set(["RENT", "SALE"]));
    expect(properties.every((p) => p.source === "seed")).toBe(true);
    const places = new Set(properties.map((p) => p.politischer_bezirk));
    for (const place of [
      "Wien 1., Innere Stadt",
      "Wien 3., Landstraße",
      "Wien 4., Wieden",
      "Wien 6., Mariahilf",
      "Wien 7., Neubau",
      "Wien 9., Alsergrund",
      "Wien 13., Hietzing",
      "Wien 19., Döbling",
      "Wien 22., Donaustadt",
      "Mödling",
      "Korneuburg",
      "Baden",
    ]) {
      expect(places).toContain(place);
    }
    const towns = new Set(properties.map((p) => p.ort));
    for (const town of ["Mödling", "Korneuburg", "Klosterneuburg", "Brunn am Gebirge", "Perchtoldsdorf", "Baden"])
      expect(towns).toContain(town);
    const numbers = properties.map((p) => p.objektnr_intern);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^\d{6}$/.test(String(n)))).toBe(true);
    // Descriptions differ from property to property.
    expect(new Set(properties.map((p) => p.objektbeschreibung)).size).toBe(properties.length);
    // Every house and villa has its plot (review 62: a 'Villa mit Park' without one).
    const homes = properties.filter((p) => p.property_type === "house" || p.property_type === "villa");
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes)
      expect(Number(home.grundstuecksflaeche), String(home.objektnr_intern)).toBeGreaterThan(Number(home.wohnflaeche));
  });

  it("contains the edge cases the pages must handle", () => {
    const properties = all("SELECT * FROM immobilien");
    const withdrawn = properties.filter((p) => p.active === 0);
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]?.withdrawn_at).toMatch(/^2026-/);
    expect(properties.some((p) => p.titelbild_url === null && p.bilder_urls === "[]")).toBe(true);
    expect(properties.some((p) => p.hwbklasse === null && p.property_type === "apartment")).toBe(true);
    expect(properties.some((p) => p.status === "SALE" && p.kaufpreis === null && p.price_value === null)).toBe(true);
    expect(properties.some((p) => JSON.parse(String(p.bilder_urls)).length > 5)).toBe(true);
    expect(properties.some((p) => p.aussen_courtage === "provisionsfrei")).toBe(true);
  });

  it("links every property to one of the six agents by e-mail", () => {
    const agents = all("SELECT * FROM agents ORDER BY sort_order, name");
    expect(agents).toHaveLength(6);
    const emails = new Set(agents.map((a) => a.email));
    const properties = all("SELECT kontakt_email, kontakt_feedback_email FROM immobilien");
    expect(properties.every((p) => emails.has(p.kontakt_email) && p.kontakt_feedback_email === p.kontakt_email)).toBe(true);
    expect(agents.find((a) => a.id === "0f8fad5b-d9cb-469f-a165-70867728950e")?.slug).toBe("mag-juergen-oesterreicher");
    for (const agent of agents) expect(agent.slug).toBe(slugify(String(agent.name)));
    expect(agents.map((a) => a.slug)).toContain("elodie-krainer");
    expect(agents.at(-1)?.sort_order).toBe(1000);
    // Two agents share a sort order, so the name decides their order.
    const orders = agents.map((a) => a.sort_order);
    expect(new Set(orders).size).toBeLessThan(orders.length);
  });

  it("stores six sanitised blog posts published before today", () => {
    const posts = all("SELECT * FROM blog_posts ORDER BY published_at DESC");
    expect(posts).toHaveLength(6);
    for (const post of posts) {
      expect(String(post.published_at)).toMatch(/^2026-(0\d|10|11)-\d\d$/);
      expect(String(post.published_at) < "2026-11-21").toBe(true);
      expect(post.content).toBe(sanitizeHtml(String(post.content)));
      expect(String(post.content)).toContain("<h2>");
      expect(String(post.teaser).length).toBeGreaterThan(40);
    }
  });

  it("derives the search columns with the app's deriveColumns", () => {
    const properties = all("SELECT * FROM immobilien");
    const amenityRows = all("SELECT immobilie_id, amenity FROM immobilien_amenities");
    const known = new Set<string>(AMENITIES.map((a) => a.key));
    for (const p of properties) {
      const stored = JSON.parse(String(p.amenities)) as string[];
      // The seed adds explicit amenities (garden, furnished, ...) as the feed's flags would.
      const derived = deriveColumns({ ...(p as Record<string, never>), extraAmenities: stored });
      expect({ ...derived }).toEqual({
        status: p.status,
        property_type: p.property_type,
        price_value: p.price_value,
        area_value: p.area_value,
        amenities: p.amenities,
        district_label: p.district_label,
        search_text: p.search_text,
      });
      const withoutExtras = JSON.parse(deriveColumns(p as Record<string, never>).amenities) as string[];
      for (const key of withoutExtras) expect(stored).toContain(key);
      for (const key of stored) expect(known.has(key)).toBe(true);
      const rows = amenityRows.filter((r) => r.immobilie_id === p.id).map((r) => r.amenity);
      expect(rows.sort()).toEqual([...stored].sort());
    }
    expect(new Set(amenityRows.map((r) => r.amenity))).toEqual(known);
  });

  it("references only images that exist in public/", () => {
    const paths = new Set<string>();
    for (const p of all("SELECT titelbild_url, bilder_urls FROM immobilien")) {
      if (p.titelbild_url) paths.add(String(p.titelbild_url));
      for (const url of JSON.parse(String(p.bilder_urls)) as string[]) {
        paths.add(url);
        paths.add(url.replace(/\.webp$/, "-sm.webp"));
      }
    }
    for (const a of all("SELECT image FROM agents WHERE image IS NOT NULL")) paths.add(String(a.image));
    for (const b of all("SELECT image_url FROM blog_posts")) paths.add(String(b.image_url));
    paths.add("/images/fallback.webp");
    const missing = [...paths].filter((path) => !existsSync(join(root, "public", path)));
    expect(missing).toEqual([]);
  });

  it("gives the demo listing with media a floor plan and files that agree with its own facts", () => {
    const rows = all("SELECT anzahl_zimmer, wohnflaeche, medien FROM immobilien WHERE medien IS NOT NULL");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const media = JSON.parse(String(row.medien)) as { floorPlans: { url: string; title: string }[]; documents?: { url: string }[] };
      const area = Number(row.wohnflaeche).toLocaleString("de-AT");
      for (const plan of media.floorPlans) {
        expect(plan.title).toContain(`${row.anzahl_zimmer} Zimmer`);
        const drawing = readFileSync(join(root, "public", plan.url), "utf8");
        expect(drawing).toContain(`Wohnfläche ${area} m²`);
        expect(drawing).toContain(`${row.anzahl_zimmer} Zimmer`);
      }
      // No sample documents (ADR 0378): a 1 KB 'Muster' file says that no real one exists.
      expect(media.documents ?? []).toEqual([]);
    }
  });

  it("gives every plot the Widmung its description names and an Erschließung; other listings none (ADR 0339)", () => {
    const plots = all("SELECT objektnr_intern, widmung, erschliessung, objektbeschreibung FROM immobilien WHERE property_type = 'land'");
    expect(plots.length).toBeGreaterThan(0);
    for (const plot of plots) {
      expect(String(plot.objektbeschreibung), String(plot.objektnr_intern)).toContain(String(plot.widmung));
      expect(["VOLLERSCHLOSSEN", "ORTSUEBLICHERSCHLOSSEN"]).toContain(plot.erschliessung);
    }
    expect(all("SELECT widmung, erschliessung FROM immobilien WHERE objektnr_intern = '211614'")).toEqual([
      { widmung: "Bauland-Betriebsgebiet", erschliessung: "VOLLERSCHLOSSEN" },
    ]);
    const others = all(
      "SELECT COUNT(*) AS n FROM immobilien WHERE property_type != 'land' AND (widmung IS NOT NULL OR erschliessung IS NOT NULL OR bebaubar_nach IS NOT NULL OR altlasten IS NOT NULL)",
    );
    expect(Number(others[0]?.n)).toBe(0);
  });

  it("seeds no drawn portraits: every broker shows the monogram until staff upload a photo", () => {
    expect(all("SELECT slug FROM agents WHERE image IS NOT NULL")).toEqual([]);
    expect(Number(all("SELECT COUNT(*) AS n FROM agents")[0]?.n)).toBe(6);
  });

  it("is idempotent: a second run leaves the same rows, ids included", () => {
    expect(Number(all("SELECT COUNT(*) AS n FROM immobilien")[0]?.n)).toBe(firstCount);
    expect(snapshot()).toBe(firstSnapshot);
  });

  it("shows 'Neu' and 'Preis gesenkt' on the newest page, relative to the seed date (ADR 0363)", () => {
    const DAY_MS = 86_400_000;
    const ago = (days: number) => new Date(seedDate.getTime() - days * DAY_MS).toISOString();
    // The twelve newest, first stored then object number: the first page of /immobilien ('Neueste', ADR 0368).
    const newest = all(
      "SELECT objektnr_intern, status, created_at, price_reduced_at FROM immobilien WHERE active = 1 ORDER BY created_at DESC, objektnr_intern DESC LIMIT 12",
    );
    const fresh = newest.filter((row) => String(row.created_at) >= ago(14));
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fresh.map((row) => row.status))).toEqual(new Set(["SALE", "RENT"]));
    expect(fresh.every((row) => String(row.created_at) < seedDate.toISOString())).toBe(true);
    expect(newest.filter((row) => row.price_reduced_at !== null && String(row.price_reduced_at) >= ago(30)).length).toBeGreaterThanOrEqual(
      2,
    );
    // Each reduced listing knows the price it was cut from, the seed's own history (ADR 0368).
    const reduced = all("SELECT price_value, price_before_reduction FROM immobilien WHERE price_reduced_at IS NOT NULL");
    expect(reduced.length).toBeGreaterThanOrEqual(4);
    expect(reduced.every((row) => Number(row.price_before_reduction) > Number(row.price_value))).toBe(true);
    // Every other listing came online long before: 'Neu' stays the exception.
    expect(all("SELECT created_at FROM immobilien").filter((row) => String(row.created_at) >= ago(14))).toHaveLength(fresh.length);
  });

  it("adds demo viewing windows after the seed date, once however often it runs (ADR 0240)", () => {
    const windows = all("SELECT starts_at, seats FROM viewing_windows");
    expect(windows).toHaveLength(4);
    expect(windows.every((window) => new Date(String(window.starts_at)).getTime() > Date.now())).toBe(true);
    expect(new Set(windows.map((window) => window.seats === 1))).toEqual(new Set([true, false]));
    expect(Number(all("SELECT COUNT(*) AS n FROM viewing_slots")[0]?.n)).toBe(10);
  });

  it("generates synthetic rows deterministically for benchmarks, each statement within D1's limit", () => {
    const first = buildSeedSql({ count: 500 });
    const second = buildSeedSql({ count: 500 });
    expect(first.counts.properties).toBe(500);
    expect(createHash("sha256").update(first.sql).digest("hex")).toBe(createHash("sha256").update(second.sql).digest("hex"));
    const statements = first.sql.split(";\n");
    expect(Math.max(...statements.map((s) => Buffer.byteLength(s)))).toBeLessThan(100_000);
  });

  it("stores a demo feed row, so the listing is not the setup notice, and never replaces a saved URL", () => {
    // Spec call 3: no justimmo row in api_credentials means the setup screen.
    expect(all("SELECT service_name, username, password FROM api_credentials")).toEqual([
      { service_name: "justimmo", username: DEMO_FEED_URL, password: "" },
    ]);
    const db = new DatabaseSync(openDbPath());
    db.prepare("UPDATE api_credentials SET username = 'https://feed.example/echt.xml' WHERE service_name = 'justimmo'").run();
    db.close();
    runSeed();
    expect(all("SELECT username FROM api_credentials")).toEqual([{ username: "https://feed.example/echt.xml" }]);
  }, 30_000);
});
