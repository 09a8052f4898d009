// Every page type and state the site renders passes the W3C Nu Html Checker (vnu-jar)
// with zero errors. The pages are collected through the real Worker first, then checked
// by one vnu run over all files (a JVM start costs seconds; one run keeps the test fast).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { sha256Hex } from "~/lib/sha256";
import { createViewingWindow } from "~/server/viewings/queries.server";
import { makeAdmin, signedInUser } from "./auth-helpers";
import { insertFeedCredentials, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const outDir = resolve(".cache/vnu");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Run the Nu checker once over `files`; returns its error messages. */
function runVnu(files: string[]): VnuMessage[] {
  const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === "error" || m.subType === "fatal");
}

async function seed() {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, {
    objektnr_intern: "V100",
    objekttitel: "Altbauwohnung mit Balkon",
    objektbeschreibung: "<p>Helle Räume.<br>Parkett und Flügeltüren.</p>",
    kaufpreis: 2160000,
    plz: "1070",
    politischer_bezirk: "Neubau",
    extraAmenities: ["Balkon"],
    bilder_urls: JSON.stringify(["/images/fallback.webp", "/images/fallback.webp"]),
  });
  await insertProperty(db, {
    objektnr_intern: "V200",
    objekttitel: "Mietwohnung ohne Beschreibung",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1234.5,
    objektbeschreibung: null,
    lage: null,
    lat_ungenaeher: null,
    lon_ungenaeher: null,
  });
  await insertProperty(db, { objektnr_intern: "V300", objekttitel: "Verkaufte Wohnung", active: 0 });
  // Viewing slots for V100 (ADR 0240): the booking page, the booking's page and the staff week.
  const v100 = await db.selectFrom("immobilien").select("id").where("objektnr_intern", "=", "V100").executeTakeFirstOrThrow();
  const start = Math.ceil((Date.now() + 3 * 24 * 60 * 60_000) / 3_600_000) * 3_600_000;
  const slots = [0, 1].map((n) => ({
    startsAt: new Date(start + n * 45 * 60_000),
    endsAt: new Date(start + n * 45 * 60_000 + 30 * 60_000),
  }));
  await createViewingWindow(db, {
    immobilieId: v100.id,
    startsAt: slots[0]?.startsAt as Date,
    endsAt: slots[1]?.endsAt as Date,
    slotMinutes: 30,
    bufferMinutes: 15,
    seats: 2,
    agentId: null,
    address: "Neubaugasse 1, 1070 Wien",
    meetingPoint: "Vor dem Haustor",
    createdBy: null,
    slots,
    now: new Date(),
  });
  // A similar listing for V100 (ADR 0047).
  await insertProperty(db, { objektnr_intern: "V400", objekttitel: "Altbauwohnung im Hof", kaufpreis: 1990000, plz: "1070" });
  await db
    .insertInto("blog_posts")
    .values({
      id: "vnu-post",
      title: "Wohnen im Grätzl",
      teaser: "Warum Lage mehr ist als eine Adresse.",
      category: "Wien",
      published_at: "2026-03-05",
      content: "<h2>Zwischenüberschrift</h2><p>Erster Absatz.</p><ul><li>Punkt</li></ul>",
    })
    .execute();
  await db
    .insertInto("agents")
    .values({
      id: "vnu-agent",
      slug: "maria-muster",
      name: "Maria Muster",
      position: "Immobilienberaterin",
      email: "maria.muster@donau-estate.example",
      description: "Seit 2012 im Team.",
    })
    .execute();
}

test("every page type and state passes the Nu Html Checker with zero errors", { timeout: 180_000 }, async () => {
  await seed();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files: string[] = [];
  const save = async (name: string, res: Response, status: number) => {
    expect(res.status, name).toBe(status);
    const file = join(outDir, `${name}.html`);
    writeFileSync(file, await res.text());
    files.push(file);
  };
  const get = (path: string, init?: RequestInit) => worker.fetch(path, init);

  // Public pages in their states.
  const pages: [string, string, number][] = [
    ["home", "/", 200],
    ["listing", "/immobilien", 200],
    ["listing-filtered", "/immobilien?status=RENT&priceMin=500&rooms=2&amenities=Balkon&sortBy=price&sortOrder=asc", 200],
    ["listing-sale-keyword", "/immobilien?status=SALE&q=Altbau&page=1", 200],
    ["listing-empty", "/immobilien?priceMin=999999999", 200],
    ["detail", "/immobilien/V100", 200],
    ["detail-rent-bare", "/immobilien/V200", 200],
    ["detail-gone", "/immobilien/V300", 410],
    ["detail-unknown", "/immobilien/GIBTESNICHT", 404],
    ["not-found", "/gibt-es-nicht", 404],
    ["blog", "/blog", 200],
    ["blog-post", "/blog/vnu-post", 200],
    ["blog-unknown", "/blog/gibt-es-nicht", 404],
    ["about", "/uber-uns", 200],
    ["team", "/uber-uns/team/maria-muster", 200],
    ["career", "/uber-uns/karriere", 200],
    ["brokers", "/uber-uns/selbststandige-makler", 200],
    ["contact", "/kontakt", 200],
    ["valuation", "/immobilien/bewertung", 200],
    ["search-order", "/immobilien/suchauftrag", 200],
    ["marketing", "/immobilien/vermarktung", 200],
    ["district", "/immobilien/makler-beauftragen/wien-7-bezirk-neubau", 200],
    ["district-lower-austria", "/immobilien/makler-beauftragen/modling", 200],
    ["investment-flats", "/investment/anlagewohnungen", 200],
    ["investment-tenements", "/investment/zinshauser", 200],
    ["imprint", "/impressum", 200],
    ["privacy", "/datenschutz", 200],
    ["login", "/login", 200],
    ["signup", "/login?mode=signup", 200],
    ["password-reset-request", "/login/passwort-vergessen", 200],
    ["password-reset-requested", "/login/passwort-vergessen?angefordert", 200],
    ["password-reset-link-gone", "/login/neues-passwort?token=kaputt", 410],
  ];
  for (const [name, path, status] of pages) await save(name, await get(path), status);
  // ADRs 0045-0047: the Karte view, the calculator with errors, the Merkliste with a saved,
  // a withdrawn and a missing listing.
  await save("listing-karte", await get("/immobilien?ansicht=karte"), 200);
  await save("detail-costs-errors", await get("/immobilien/V100?kaufpreis=abc&darlehen=150000&vertragserrichtung=99"), 200);
  const saved = await worker
    .db()
    .then((db) => db.selectFrom("immobilien").select("id").where("objektnr_intern", "in", ["V100", "V300"]).execute());
  await save(
    "merkliste",
    await get("/merkliste", { headers: { Cookie: `merkliste=${saved.map((row) => row.id).join(".")}.999999` } }),
    200,
  );
  await save("merkliste-empty", await get("/merkliste"), 200);
  // Every other public URL the sitemap lists (the other district pages, properties, posts).
  const sitemap = await (await get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const seen = new Set(pages.map(([, path]) => path));
  for (const path of listed.filter((p) => !seen.has(p))) {
    await save(`sitemap${path.replace(/[^a-z0-9]+/gi, "-")}`, await get(path), 200);
  }

  // Every form in its error state (no JavaScript: the server answers 400 with the messages).
  const token = await pastFormToken();
  const errorStates: [string, string, Record<string, string>][] = [
    ["contact-errors", "/kontakt", { formStartedAt: token, email: "nope" }],
    ["valuation-errors", "/immobilien/bewertung", { formStartedAt: token, email: "nope", postalCode: "12" }],
    ["search-order-errors", "/immobilien/suchauftrag", { formStartedAt: token, email: "nope", priceMin: "abc" }],
    ["brokers-errors", "/uber-uns/selbststandige-makler", { formStartedAt: token, email: "nope" }],
    ["marketing-errors", "/immobilien/vermarktung", { formStartedAt: token, email: "nope" }],
    ["detail-inquiry-errors", "/immobilien/V100", { formStartedAt: token, intent: "inquiry", email: "paul@", anfrage: "kurz" }],
    ["viewing-booking-errors", "/immobilien/V100/besichtigung", { formStartedAt: token, email: "paul@", name: "" }],
    ["login-errors", "/login", { mode: "signin", email: "nope", password: "" }],
    ["signup-errors", "/login?mode=signup", { mode: "signup", email: "nope", password: "kurz" }],
    ["password-reset-request-errors", "/login/passwort-vergessen", { email: "nope" }],
  ];
  for (const [name, path, fields] of errorStates) {
    const res = await get(path, formPost(fields, { "CF-Connecting-IP": `203.0.113.${files.length}` }));
    await save(name, res, 400);
  }

  // The viewing booking page, and the booking's own page after a valid booking (ADR 0240).
  const bookingPage = await (await get("/immobilien/V100/besichtigung")).text();
  await save("viewing-booking", await get("/immobilien/V100/besichtigung"), 200);
  const slotId = /name="slotId"[^>]*value="([0-9a-f-]{36})"/.exec(bookingPage)?.[1] ?? "";
  const booked = await get(
    "/immobilien/V100/besichtigung",
    formPost(
      { formStartedAt: token, slotId, name: "Nu Checker", email: "nu@example.at", tel: "0664 1234567", privacyConsent: "on" },
      { "CF-Connecting-IP": "203.0.113.250" },
    ),
  );
  expect(booked.status).toBe(303);
  await save("viewing-manage", await get(booked.headers.get("Location") ?? ""), 200);
  await save("viewing-manage-invalid", await get("/besichtigung/verwalten?id=x&token=y"), 404);

  // The valuation wizard: every step shown (a valid 'next' from the step before) and with its errors.
  const wizard = [
    { propertyType: "apartment" },
    { livingArea: "78,5", yearBuilt: "1990-2000", condition: "Gut", rooms: "3" },
    { postalCode: "1070", city: "Wien", street: "Neubaugasse 12" },
    { salesIntention: "selling" },
  ];
  for (let step = 1; step <= wizard.length; step++) {
    const answers = Object.assign({}, ...wizard.slice(0, step));
    const wizardPost = (fields: Record<string, string>) =>
      get("/immobilien/bewertung", formPost({ formStartedAt: token, ...fields }, { "CF-Connecting-IP": `203.0.113.${100 + step}` }));
    await save(`valuation-step-${step + 1}`, await wizardPost({ step: String(step - 1), intent: "next", ...answers }), 200);
    if (step < wizard.length) {
      const last = Object.assign({}, ...wizard.slice(0, step));
      await save(`valuation-step-${step + 1}-errors`, await wizardPost({ step: String(step), intent: "next", ...last }), 400);
    }
  }
  await save(
    "valuation-final-errors",
    await get(
      "/immobilien/bewertung",
      formPost({ formStartedAt: token, step: "4", intent: "submit", ...Object.assign({}, ...wizard), email: "nope" }),
    ),
    400,
  );

  // The staff area, signed in as an admin.
  const admin = await signedInUser(worker, "vnu-admin@example.com");
  await makeAdmin(worker, "vnu-admin@example.com");
  const staffPages: [string, string][] = [
    ["admin", "/admin"],
    ["admin-inquiries", "/admin/inquiries"],
    ["admin-setup", "/admin/setup"],
    [
      "admin-viewings",
      `/admin/besichtigungen?woche=${new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date(Date.now() + 3 * 24 * 60 * 60_000))}`,
    ],
  ];
  for (const [name, path] of staffPages) {
    await save(name, await admin.get(path), 200);
  }
  // The form behind a password-reset link (ADR 0360), open and with its errors.
  const db = await worker.db();
  const resetToken = "vnu-reset-token-0123456789abcdefghijklmnopq";
  const account = await db.selectFrom("users").select("id").where("email", "=", "vnu-admin@example.com").executeTakeFirstOrThrow();
  await db
    .insertInto("password_reset_tokens")
    .values({ token_hash: await sha256Hex(resetToken), user_id: account.id, expires_at: new Date(Date.now() + 60 * 60_000).toISOString() })
    .execute();
  await save("password-reset-form", await get(`/login/neues-passwort?token=${resetToken}`), 200);
  const resetErrors = formPost({ token: resetToken, password: "kurz", passwordRepeat: "anders" }, { Origin: worker.url().origin });
  await save("password-reset-form-errors", await get(`/login/neues-passwort?token=${resetToken}`, resetErrors), 400);
  await save("admin-feed-errors", await admin.post("/admin/technik", { intent: "save-feed", feedUrl: "keine-url", password: "" }), 400);
  const setAdmin = await admin.post("/admin/team?index", { intent: "set-admin", email: "nope", adminKey: "falsch" });
  await save("admin-set-admin-errors", setAdmin, setAdmin.status);
  // The team editor (ADR 0050): the form with its errors, the list, edit and remove pages.
  await save("admin-team-neu-errors", await admin.post("/admin/team/neu", { name: "", email: "nope", phone: "x" }), 400);
  expect((await admin.post("/admin/team/neu", { name: "Vera Nu", email: "vera@example.at" })).status).toBe(303);
  const vera = await (await worker.db()).selectFrom("agents").select("id").where("name", "=", "Vera Nu").executeTakeFirstOrThrow();
  const teamPages: [string, string][] = [
    ["admin-team", "/admin/team"],
    ["admin-team-neu", "/admin/team/neu"],
    ["admin-team-edit", `/admin/team/${vera.id}`],
    ["admin-team-remove", `/admin/team/${vera.id}/entfernen`],
  ];
  for (const [name, path] of teamPages) await save(name, await admin.get(path), 200);

  const errors = runVnu(files);
  const report = errors.map((e) => `${(e.url ?? "").split("/").pop()}:${e.lastLine ?? "?"} ${e.message}\n    ${e.extract ?? ""}`);
  expect(report, `Nu Html Checker errors:\n${report.join("\n")}`).toEqual([]);
});
