// Security headers on every route, with the Worker as in production (Secure cookies, __Host-
// session, CSP with upgrade-insecure-requests). Every route module is mapped to sample requests,
// and the mapping must name every route file, so a new route without a sample fails here.
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { applySecurityHeaders } from "~/server/http/security-headers.server";
import { type Client, createClient, makeAdmin, signedInUser } from "./auth-helpers";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, validContactForm } from "./leads-helpers";

const SITE_URL = "https://www.donau-estate.example";
const worker = startWorker({ vars: { ENVIRONMENT: "production", SITE_URL, ADMIN_EMAILS: "" } });

type Sample = {
  /** What the request is, for failure messages. */
  label: string;
  send: (ctx: Ctx) => Promise<Response>;
  /** Expected status (exact). */
  status: number;
  /**
   * `public`: anyone may see it; a page (HTML, with its CSP nonce) is kept by the browser only
   * (`private, no-cache`), anything else may be kept at the edge (s-maxage +
   * stale-while-revalidate); `no-store`: a private
   * page (form result, admin, login, errors); `not-public`: a redirect that no shared cache may
   * keep (no `public`, no `s-maxage`); `any`: static or permanent answers.
   */
  cache: "public" | "no-store" | "not-public" | "any";
};

interface Ctx {
  anon: Client;
  admin: Client;
  property: string;
  withdrawn: string;
  blogPost: string;
  agent: string;
}

const get =
  (path: string, as: "anon" | "admin" = "anon") =>
  (ctx: Ctx) =>
    ctx[as].get(resolve(path, ctx));
const post =
  (path: string, fields: () => Promise<Record<string, string>> | Record<string, string>, as: "anon" | "admin" = "anon") =>
  async (ctx: Ctx) =>
    ctx[as].post(resolve(path, ctx), await fields());

function resolve(path: string, ctx: Ctx): string {
  return path
    .replace(":property", ctx.property)
    .replace(":withdrawn", ctx.withdrawn)
    .replace(":post", ctx.blogPost)
    .replace(":agent", ctx.agent);
}

function contactFields(overrides: Record<string, string> = {}) {
  return validContactForm({ website: "", ...overrides });
}

/** Route file (as in app/routes/) → the requests that exercise it. */
const ROUTES: Record<string, Sample[]> = {
  "$.tsx": [
    { label: "unknown path", send: get("/gibt-es-nicht"), status: 404, cache: "no-store" },
    { label: "unknown nested path", send: get("/a/b/c"), status: 404, cache: "no-store" },
    { label: "POST to an unknown path", send: post("/gibt-es-nicht", () => ({ a: "b" })), status: 404, cache: "no-store" },
  ],
  _index: [{ label: "home", send: get("/"), status: 200, cache: "public" }],
  "admin._index": [
    { label: "admin panel, anonymous", send: get("/admin"), status: 302, cache: "not-public" },
    { label: "admin panel, signed-in admin", send: get("/admin", "admin"), status: 200, cache: "no-store" },
    {
      // ADR 0365: the Übersicht only reads; its forms moved to Technik and Team (ADR 0369).
      label: "admin panel takes no POST",
      send: post("/admin?index", () => ({ intent: "save-feed", feedUrl: "kein-link", password: "" }), "admin"),
      status: 405,
      cache: "no-store",
    },
  ],
  "admin.technik": [
    { label: "Technik, anonymous", send: get("/admin/technik"), status: 302, cache: "not-public" },
    { label: "Technik, signed-in admin", send: get("/admin/technik?sitemap=test", "admin"), status: 200, cache: "no-store" },
    {
      label: "Technik action with an invalid feed URL",
      send: post("/admin/technik", () => ({ intent: "save-feed", feedUrl: "kein-link", password: "" }), "admin"),
      status: 400,
      cache: "no-store",
    },
  ],
  "admin.inquiries": [
    { label: "inquiries, anonymous", send: get("/admin/inquiries"), status: 302, cache: "not-public" },
    { label: "inquiries, signed-in admin", send: get("/admin/inquiries", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.inquiries_.$id": [
    { label: "inquiry detail, anonymous", send: get("/admin/inquiries/unbekannt"), status: 302, cache: "not-public" },
    { label: "inquiry detail, unknown id, admin", send: get("/admin/inquiries/unbekannt", "admin"), status: 404, cache: "no-store" },
  ],
  "admin.inquiries.export.ts": [
    {
      label: "person-data export, anonymous",
      send: post("/admin/inquiries/export", () => ({ email: "a@example.at" })),
      status: 302,
      cache: "not-public",
    },
    {
      label: "person-data export, admin, invalid address",
      send: post("/admin/inquiries/export", () => ({ email: "kaputt" }), "admin"),
      status: 400,
      cache: "no-store",
    },
    {
      label: "person-data export, admin",
      send: post("/admin/inquiries/export", () => ({ email: "a@example.at" }), "admin"),
      status: 200,
      cache: "no-store",
    },
  ],
  "admin.besichtigungen": [
    { label: "viewings, anonymous", send: get("/admin/besichtigungen"), status: 302, cache: "not-public" },
    { label: "viewings, signed-in admin", send: get("/admin/besichtigungen", "admin"), status: 200, cache: "no-store" },
    {
      label: "viewings action without a listing",
      send: post("/admin/besichtigungen", () => ({ intent: "create-window" }), "admin"),
      status: 400,
      cache: "no-store",
    },
  ],
  "besichtigung.verwalten": [
    { label: "viewing link, bad token", send: get("/besichtigung/verwalten?id=x&token=y"), status: 404, cache: "no-store" },
  ],
  "admin.immobilien": [
    { label: "listings, anonymous", send: get("/admin/immobilien"), status: 302, cache: "not-public" },
    { label: "listings, signed-in admin", send: get("/admin/immobilien", "admin"), status: 200, cache: "no-store" },
    { label: "listings, unknown filter", send: get("/admin/immobilien?fehlt=x", "admin"), status: 400, cache: "no-store" },
  ],
  "admin.immobilien_.$id": [
    { label: "listing edit, anonymous", send: get("/admin/immobilien/1"), status: 302, cache: "not-public" },
    { label: "listing edit, unknown id", send: get("/admin/immobilien/999999999", "admin"), status: 404, cache: "no-store" },
    { label: "listing edit, not an id", send: get("/admin/immobilien/abc", "admin"), status: 404, cache: "no-store" },
  ],
  "admin.suchauftraege": [
    { label: "search alerts, anonymous", send: get("/admin/suchauftraege"), status: 302, cache: "not-public" },
    { label: "search alerts, signed-in admin", send: get("/admin/suchauftraege", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.darstellung": [
    { label: "appearance, anonymous", send: get("/admin/darstellung"), status: 302, cache: "not-public" },
    { label: "appearance, signed-in admin", send: get("/admin/darstellung", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.rechtliches": [
    { label: "legal terms, anonymous", send: get("/admin/rechtliches"), status: 302, cache: "not-public" },
    { label: "legal terms, signed-in admin", send: get("/admin/rechtliches", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.team": [{ label: "team editor, anonymous", send: get("/admin/team"), status: 302, cache: "not-public" }],
  "admin.team._index": [
    { label: "team editor, signed-in admin", send: get("/admin/team", "admin"), status: 200, cache: "no-store" },
    {
      label: "team editor, unknown move",
      send: post("/admin/team?index", () => ({ intent: "quer", id: "agent-sec" }), "admin"),
      status: 400,
      cache: "no-store",
    },
  ],
  "admin.team.neu": [
    { label: "new broker form", send: get("/admin/team/neu", "admin"), status: 200, cache: "no-store" },
    { label: "new broker without a name", send: post("/admin/team/neu", () => ({ name: "" }), "admin"), status: 400, cache: "no-store" },
  ],
  "admin.team.$id": [{ label: "edit broker form", send: get("/admin/team/agent-sec", "admin"), status: 200, cache: "no-store" }],
  "admin.team.$id_.entfernen": [
    { label: "remove broker confirmation", send: get("/admin/team/agent-sec/entfernen", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.team.zugaenge.$id_.entziehen": [
    { label: "revoke admin rights, anonymous", send: get("/admin/team/zugaenge/konto-sec/entziehen"), status: 302, cache: "not-public" },
    {
      label: "revoke admin rights, unknown account",
      send: get("/admin/team/zugaenge/konto-sec/entziehen", "admin"),
      status: 404,
      cache: "no-store",
    },
  ],
  "admin.blog._index": [
    { label: "blog editor list, anonymous", send: get("/admin/blog"), status: 302, cache: "not-public" },
    { label: "blog editor list, admin", send: get("/admin/blog", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.blog.$id": [
    { label: "blog editor, admin", send: get("/admin/blog/:post", "admin"), status: 200, cache: "no-store" },
    {
      label: "blog editor preview, admin",
      send: post("/admin/blog/neu", () => ({ intent: "preview", titel: "T", datum: "2026-01-05", inhalt: "## A" }), "admin"),
      status: 200,
      cache: "no-store",
    },
  ],
  "admin.blog.$id_.loeschen": [
    { label: "blog delete confirmation, admin", send: get("/admin/blog/:post/loeschen", "admin"), status: 200, cache: "no-store" },
  ],
  "admin_.setup.tsx": [
    { label: "admin setup, anonymous", send: get("/admin/setup"), status: 302, cache: "not-public" },
    { label: "admin setup, signed-in", send: get("/admin/setup", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.tsx": [
    { label: "admin layout, anonymous", send: get("/admin/protokoll"), status: 302, cache: "not-public" },
    { label: "admin layout, signed-in admin", send: get("/admin/protokoll", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.konto": [
    { label: "own account, anonymous", send: get("/admin/konto"), status: 302, cache: "not-public" },
    { label: "own account, signed-in admin", send: get("/admin/konto", "admin"), status: 200, cache: "no-store" },
    {
      label: "own account, wrong current password",
      send: post(
        "/admin/konto",
        () => ({ intent: "change-password", currentPassword: "falsch-falsch-1", newPassword: "x", newPasswordRepeat: "x" }),
        "admin",
      ),
      status: 400,
      cache: "no-store",
    },
  ],
  "login_.zweiter-faktor": [
    { label: "second-factor step without a pending sign-in", send: get("/login/zweiter-faktor"), status: 302, cache: "not-public" },
    {
      label: "second-factor POST without a pending sign-in",
      send: post("/login/zweiter-faktor", () => ({ code: "123456" })),
      status: 303,
      cache: "any",
    },
  ],
  "login_.passwort-vergessen": [
    { label: "password reset request page", send: get("/login/passwort-vergessen"), status: 200, cache: "not-public" },
    {
      label: "password reset request",
      send: post("/login/passwort-vergessen", () => ({ email: "niemand@example.com" })),
      status: 303,
      cache: "any",
    },
  ],
  "login_.neues-passwort": [
    { label: "password reset link, bad token", send: get("/login/neues-passwort?token=kaputt"), status: 410, cache: "not-public" },
  ],
  "admin.protokoll": [
    { label: "audit trail, signed-in admin", send: get("/admin/protokoll?entity=user", "admin"), status: 200, cache: "no-store" },
  ],
  "admin.inquiries[.]csv.ts": [
    { label: "inquiries CSV, anonymous", send: get("/admin/inquiries.csv"), status: 302, cache: "not-public" },
    { label: "inquiries CSV, signed-in admin", send: get("/admin/inquiries.csv?status=done", "admin"), status: 200, cache: "no-store" },
  ],
  "api.consent.ts": [
    {
      label: "consent form POST",
      send: post("/api/consent", () => ({ choice: "necessary", redirectTo: "/" })),
      status: 303,
      cache: "no-store",
    },
  ],
  "api.send-inquiry.ts": [
    { label: "broker JSON API, GET", send: get("/api/send-inquiry"), status: 405, cache: "no-store" },
    {
      label: "broker JSON API, invalid body",
      send: (ctx) =>
        worker.fetch("/api/send-inquiry", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ctx.anon.address },
          body: JSON.stringify({ name: "" }),
        }),
      status: 400,
      cache: "no-store",
    },
  ],
  "blog.$id.tsx": [
    { label: "blog post", send: get("/blog/:post"), status: 200, cache: "public" },
    { label: "missing blog post", send: get("/blog/gibt-es-nicht"), status: 404, cache: "no-store" },
  ],
  "blog._index.tsx": [{ label: "blog", send: get("/blog"), status: 200, cache: "public" }],
  "datenschutz.tsx": [{ label: "privacy", send: get("/datenschutz"), status: 200, cache: "public" }],
  barrierefreiheit: [
    { label: "accessibility statement", send: get("/barrierefreiheit"), status: 200, cache: "public" },
    { label: "barrier report with errors", send: post("/barrierefreiheit", () => ({ email: "kaputt" })), status: 400, cache: "no-store" },
  ],
  "ruecktrittsbelehrung.tsx": [{ label: "withdrawal notice", send: get("/ruecktrittsbelehrung"), status: 200, cache: "public" }],
  widerruf: [
    { label: "withdrawal form", send: get("/widerruf"), status: 200, cache: "public" },
    { label: "withdrawal step one with errors", send: post("/widerruf", () => ({ intent: "pruefen" })), status: 400, cache: "no-store" },
  ],
  "immobilien.$id": [
    { label: "property detail", send: get("/immobilien/:property"), status: 200, cache: "public" },
    { label: "withdrawn property", send: get("/immobilien/:withdrawn"), status: 410, cache: "any" },
    { label: "unknown property", send: get("/immobilien/999999999"), status: 404, cache: "no-store" },
    {
      label: "property inquiry with errors",
      send: post("/immobilien/:property", async () => ({ formStartedAt: await pastFormToken(), email: "kaputt" })),
      status: 400,
      cache: "no-store",
    },
  ],
  "immobilien.$id_.besichtigung": [
    { label: "viewing booking page", send: get("/immobilien/:property/besichtigung"), status: 200, cache: "no-store" },
    { label: "viewing booking of an unknown property", send: get("/immobilien/999999999/besichtigung"), status: 404, cache: "no-store" },
  ],
  "immobilien.$id_.expose[.]pdf.ts": [
    { label: "exposé while it is made", send: get("/immobilien/:property/expose.pdf"), status: 202, cache: "no-store" },
    { label: "exposé of an unknown property", send: get("/immobilien/999999999/expose.pdf"), status: 404, cache: "no-store" },
  ],
  "immobilien._index": [
    { label: "search", send: get("/immobilien"), status: 200, cache: "public" },
    { label: "search, rent page 2", send: get("/immobilien?status=RENT&page=2"), status: 200, cache: "public" },
    { label: "search with junk params", send: get("/immobilien?page=-3&sort=%3Cx%3E"), status: 200, cache: "public" },
  ],
  "immobilien.anzahl[.]json.ts": [
    { label: "live count", send: get("/immobilien/anzahl.json?status=SALE"), status: 200, cache: "any" },
    { label: "live count, unusable radius", send: get("/immobilien/anzahl.json?umkreis=900&um=wien-1"), status: 400, cache: "no-store" },
  ],
  "immobilien.karte[.]json.ts": [
    { label: "results map markers", send: get("/immobilien/karte.json?status=SALE"), status: 200, cache: "any" },
  ],
  "immobilien.bewertung": [
    { label: "valuation wizard", send: get("/immobilien/bewertung"), status: 200, cache: "public" },
    {
      label: "valuation POST with errors",
      send: post("/immobilien/bewertung", async () => ({ formStartedAt: await pastFormToken() })),
      status: 400,
      cache: "no-store",
    },
  ],
  "immobilien.makler-beauftragen.$slug.tsx": [
    { label: "district page", send: get("/immobilien/makler-beauftragen/wien-7-bezirk-neubau"), status: 200, cache: "public" },
    { label: "unknown district", send: get("/immobilien/makler-beauftragen/atlantis"), status: 404, cache: "no-store" },
  ],
  "immobilien.makler-beauftragen._index.tsx": [
    { label: "district index redirect", send: get("/immobilien/makler-beauftragen"), status: 301, cache: "any" },
  ],
  "immobilien.suchauftrag": [
    { label: "search order form", send: get("/immobilien/suchauftrag"), status: 200, cache: "public" },
    {
      label: "search order POST with errors",
      send: post("/immobilien/suchauftrag", async () => ({ formStartedAt: await pastFormToken(), email: "x" })),
      status: 400,
      cache: "no-store",
    },
  ],
  "immobilien.vermarktung.$.tsx": [
    { label: "old marketing path redirect", send: get("/immobilien/vermarktung/wien-7-bezirk-neubau"), status: 301, cache: "any" },
  ],
  "immobilien.vermarktung._index": [{ label: "marketing page", send: get("/immobilien/vermarktung"), status: 200, cache: "public" }],
  "impressum.tsx": [{ label: "imprint", send: get("/impressum"), status: 200, cache: "public" }],
  "investment._index.tsx": [{ label: "investment redirect", send: get("/investment"), status: 301, cache: "any" }],
  "investment.anlagewohnungen.tsx": [{ label: "investment flats", send: get("/investment/anlagewohnungen"), status: 200, cache: "public" }],
  "investment.zinshauser.tsx": [{ label: "apartment buildings", send: get("/investment/zinshauser"), status: 200, cache: "public" }],
  kontakt: [
    { label: "contact", send: get("/kontakt"), status: 200, cache: "public" },
    { label: "contact POST with errors", send: post("/kontakt", () => contactFields({ email: "kaputt" })), status: 400, cache: "no-store" },
    { label: "contact POST accepted", send: post("/kontakt", () => contactFields()), status: 303, cache: "no-store" },
  ],
  login: [
    { label: "login", send: get("/login"), status: 200, cache: "no-store" },
    {
      label: "login with a wrong password",
      send: post("/login", () => ({ mode: "signin", email: "niemand@example.com", password: "falsch-falsch-1", redirectTo: "/admin" })),
      status: 401,
      cache: "no-store",
    },
  ],
  "logout.tsx": [
    { label: "logout GET", send: get("/logout"), status: 302, cache: "any" },
    { label: "logout POST", send: post("/logout", () => ({})), status: 302, cache: "any" },
  ],
  "merkliste_.geteilt": [
    { label: "shared Merkliste, forged link", send: get("/merkliste/geteilt?ids=1&sig=x"), status: 404, cache: "no-store" },
  ],
  // A wrong choice goes back to the Merkliste with a message (ADR 0156), never an error page.
  "merkliste_.vergleich": [{ label: "comparison without listings", send: get("/merkliste/vergleich"), status: 303, cache: "not-public" }],
  merkliste: [
    { label: "Merkliste", send: get("/merkliste"), status: 200, cache: "no-store" },
    {
      label: "Merkliste heart POST",
      send: post("/merkliste", () => ({ id: "1", intent: "add", redirectTo: "/immobilien" })),
      status: 303,
      cache: "no-store",
    },
    { label: "Merkliste POST with errors", send: post("/merkliste", () => ({ id: "x", intent: "add" })), status: 400, cache: "no-store" },
  ],
  "karte.kacheln.$z.$x.$y.ts": [
    { label: "basemap tile, no archive uploaded", send: get("/karte/kacheln/12/2234/1420.mvt"), status: 404, cache: "any" },
  ],
  "karte.kacheln[.]json.ts": [
    { label: "basemap TileJSON, no archive uploaded", send: get("/karte/kacheln.json"), status: 404, cache: "any" },
  ],
  "robots[.]txt.ts": [{ label: "robots.txt", send: get("/robots.txt"), status: 200, cache: "any" }],
  "sitemap[.]xml.ts": [{ label: "sitemap.xml", send: get("/sitemap.xml"), status: 200, cache: "any" }],
  "suchauftrag.tsx": [{ label: "old search order path", send: get("/suchauftrag"), status: 301, cache: "any" }],
  "suchauftrag_.speichern": [
    { label: "save a search (alert sign-up)", send: get("/suchauftrag/speichern?status=SALE"), status: 200, cache: "no-store" },
  ],
  "suchauftrag_.bestaetigen": [
    { label: "alert opt-in link, bad id", send: get("/suchauftrag/bestaetigen?id=x&token=y"), status: 404, cache: "no-store" },
  ],
  "suchauftrag_.verwalten": [
    { label: "alert manage link, bad token", send: get("/suchauftrag/verwalten?id=x&token=y"), status: 404, cache: "no-store" },
  ],
  "suchauftrag_.abmelden": [
    { label: "alert unsubscribe link, bad token", send: get("/suchauftrag/abmelden?id=x&token=y"), status: 200, cache: "no-store" },
  ],
  "uber-uns._index.tsx": [{ label: "about", send: get("/uber-uns"), status: 200, cache: "public" }],
  "uber-uns.karriere.tsx": [{ label: "career", send: get("/uber-uns/karriere"), status: 200, cache: "public" }],
  "uber-uns.selbststandige-makler.tsx": [
    { label: "freelance brokers", send: get("/uber-uns/selbststandige-makler"), status: 200, cache: "public" },
  ],
  "uber-uns.team.$slug.tsx": [
    { label: "agent page", send: get("/uber-uns/team/:agent"), status: 200, cache: "public" },
    { label: "unknown agent", send: get("/uber-uns/team/niemand"), status: 404, cache: "no-store" },
  ],
  "verify-email": [{ label: "verification link, bad token", send: get("/verify-email?token=kaputt"), status: 303, cache: "any" }],
};

function expectBaseline(res: Response, label: string) {
  const h = res.headers;
  expect.soft(h.get("Strict-Transport-Security"), label).toBe("max-age=31536000; includeSubDomains");
  expect.soft(h.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect.soft(h.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect.soft(h.get("X-Frame-Options"), label).toBe("DENY");
  expect.soft(h.get("Permissions-Policy"), label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect.soft(h.get("Content-Security-Policy"), label).toContain("frame-ancestors 'none'");
}

/** CSP of an HTML page: nonce-based scripts only, and every <script> in the body follows it. */
function expectNonceOnlyScripts(res: Response, html: string, label: string): number {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect.soft(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect.soft(scriptSrc, label).not.toContain("'unsafe-eval'");
  expect.soft(csp, label).toContain("object-src 'none'");
  expect.soft(csp, label).toContain("base-uri 'none'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect.soft(nonce, label).toBeTruthy();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  for (const attrs of scripts) {
    const isData = /\btype="application\/ld\+json"/.test(attrs);
    if (!isData) expect(attrs, `${label}: <script${attrs}>`).toContain(`nonce="${nonce}"`);
  }
  // Inline event handler attributes would need 'unsafe-inline' (or hashes) to run.
  const handlers = [...html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*?\son[a-z]+\s*=/gi)].map((m) => m[0]);
  expect.soft(handlers, label).toEqual([]);
  return scripts.length;
}

/** Set-Cookie flags: Path, SameSite, Secure everywhere; HttpOnly unless the page's script must read it. */
function expectCookieFlags(res: Response, label: string) {
  for (const cookie of res.headers.getSetCookie()) {
    const name = cookie.split("=")[0] ?? "";
    const attrs = cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    const context = `${label}: ${name}`;
    expect.soft(attrs, context).toContain("path=/");
    expect.soft(attrs, context).toContain("secure");
    expect(
      attrs.some((a) => a === "samesite=lax" || a === "samesite=strict"),
      context,
    ).toBe(true);
    // The consent choice is read and written by the banner's script (app/lib/consent.ts) and
    // holds no secret; every other cookie (the signed session with its toasts) is HttpOnly.
    if (name !== "cookieConsent") expect(attrs, context).toContain("httponly");
    if (name.startsWith("__Host-"))
      expect(
        attrs.some((a) => a.startsWith("domain=")),
        context,
      ).toBe(false);
  }
}

function expectCache(res: Response, cache: Sample["cache"], label: string) {
  const value = res.headers.get("Cache-Control") ?? "";
  if (cache === "public" && (res.headers.get("Content-Type") ?? "").includes("text/html")) {
    // A page carries this response's CSP nonce: the browser may keep it, no shared cache (ADR 0010).
    expect.soft(value, label).toBe("private, no-cache");
    expect.soft(res.headers.get("Vary") ?? "", label).toContain("Cookie");
  } else if (cache === "public") {
    expect.soft(value, label).toMatch(/\bs-maxage=\d+/);
    expect.soft(value, label).toMatch(/\bstale-while-revalidate=\d+/);
  } else if (cache === "no-store") {
    expect.soft(value, label).toContain("no-store");
  } else if (cache === "not-public") {
    expect.soft(value, label).not.toMatch(/\bpublic\b|s-maxage/);
  }
  // Anything that sets a cookie must never be stored by a shared cache.
  if (res.headers.getSetCookie().length > 0) expect(value, `${label} sets a cookie`).toMatch(/no-store|private/);
}

async function setup(): Promise<Ctx> {
  const db = await worker.db();
  const property = await insertProperty(db, { bilder_urls: JSON.stringify(["/images/properties/altbau-1.webp"]) });
  const withdrawn = await insertProperty(db, { active: 0 });
  await db
    .insertInto("blog_posts")
    .values({
      id: "sicherheit",
      title: "Sicher wohnen",
      teaser: "Worauf es ankommt.",
      category: "Ratgeber",
      published_at: "2026-01-05",
      content: "<p>Inhalt <script>alert(1)</script><img src=x onerror=alert(1)></p>",
    })
    .execute();
  await db
    .insertInto("agents")
    .values({ id: "agent-sec", slug: "maria-muster", name: "Maria Muster", position: "Immobilienberaterin", sort_order: 1 })
    .execute();
  const admin = await signedInUser(worker, "chefin@example.com");
  await makeAdmin(worker, "chefin@example.com");
  return {
    anon: createClient(worker),
    admin,
    property: property.objektnr_intern,
    withdrawn: withdrawn.objektnr_intern,
    blogPost: "sicherheit",
    agent: "maria-muster",
  };
}

test("the sample list names every route module, so no route escapes these checks", () => {
  const files = readdirSync("app/routes").sort();
  expect(Object.keys(ROUTES).sort()).toEqual(files);
});

test("every route answers with the security baseline, nonce-only scripts, safe caching and flagged cookies", async () => {
  const ctx = await setup();
  let htmlPages = 0;
  let cookies = 0;
  // Pages without scripts (static pages, the exposé's waiting page) still get the nonce CSP.
  let pagesWithScripts = 0;
  for (const [route, samples] of Object.entries(ROUTES)) {
    for (const sample of samples) {
      const label = `${route} – ${sample.label}`;
      const res = await sample.send(ctx);
      expect.soft(res.status, label).toBe(sample.status);
      expectBaseline(res, label);
      expectCache(res, sample.cache, label);
      expectCookieFlags(res, label);
      cookies += res.headers.getSetCookie().length;
      const type = res.headers.get("Content-Type") ?? "";
      const body = await res.text();
      if (type.includes("text/html") && body.length > 0) {
        htmlPages += 1;
        if (expectNonceOnlyScripts(res, body, label) > 0) pagesWithScripts += 1;
      } else {
        expect.soft(res.headers.get("Content-Security-Policy"), label).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      }
    }
  }
  expect(htmlPages).toBeGreaterThan(35);
  expect(pagesWithScripts).toBeGreaterThan(25);
  // Session (sign-in, toasts) and consent cookies were among the answers.
  expect(cookies).toBeGreaterThan(3);
});

test("a nonce is fresh on every request", async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const csp = (await worker.fetch("/")).headers.get("Content-Security-Policy") ?? "";
    nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? "");
  }
  expect.soft(nonces.size).toBe(3);
});

test("the session cookie in production is __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/", async () => {
  const res = await worker.fetch("/kontakt", formPost(await contactFields({ nachname: "Cookie" })));
  expect(res.status).toBe(303);
  const session = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
  expect(session).toBeDefined();
  expect(session).toMatch(/; Path=\//);
  expect(session).toMatch(/; HttpOnly/);
  expect(session).toMatch(/; Secure/);
  expect(session).toMatch(/; SameSite=Lax/);
});

test("production pages served over https upgrade insecure requests; over plain http (a local audit) they do not", () => {
  const page = () => new Response("<p>x</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
  const over = (url: string) =>
    applySecurityHeaders(new Request(url), page(), { nonce: "abc", production: true }).headers.get("Content-Security-Policy") ?? "";
  expect(over("https://www.donau-estate.example/")).toContain("upgrade-insecure-requests");
  expect(over("http://localhost:8797/")).not.toContain("upgrade-insecure-requests");
  const development = applySecurityHeaders(new Request("https://x.example/"), page(), { nonce: "abc", production: false });
  expect(development.headers.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
});
