// No private route ever answers from the edge cache, over every route in app/routes.ts: each is
// requested anonymously, again, with Merkliste and consent cookies, and as its `.data` twin. Private
// ones must never say `hit` or `stale`; public ones must, the second time, so the table is real.
import { readdirSync } from "node:fs";
import { beforeAll, expect, test } from "vitest";
import { cacheState } from "./edge-cache-helpers";
import { insertAgent, insertBlogPost, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker({ vars: { EDGE_CACHE: "on" } });

/** `page`: a public page kept at the edge; `never`: must never come from the cache. */
type Kind = "page" | "never";

const ROUTES: Record<string, [path: string, kind: Kind][]> = {
  "$.tsx": [["/gibt-es-nicht", "never"]],
  _index: [["/", "page"]],
  "admin._index": [["/admin", "never"]],
  "admin.besichtigungen": [["/admin/besichtigungen", "never"]],
  "admin.blog.$id": [["/admin/blog/edge-post", "never"]],
  "admin.blog.$id_.loeschen": [["/admin/blog/edge-post/loeschen", "never"]],
  "admin.blog._index": [["/admin/blog", "never"]],
  "admin.darstellung": [["/admin/darstellung", "never"]],
  "admin.immobilien": [["/admin/immobilien", "never"]],
  "admin.immobilien_.$id": [["/admin/immobilien/1", "never"]],
  "admin.inquiries": [["/admin/inquiries", "never"]],
  "admin.inquiries.export.ts": [["/admin/inquiries/export", "never"]],
  "admin.inquiries[.]csv.ts": [["/admin/inquiries.csv", "never"]],
  "admin.inquiries_.$id": [["/admin/inquiries/unbekannt", "never"]],
  "admin.konto": [["/admin/konto", "never"]],
  "admin.protokoll": [["/admin/protokoll", "never"]],
  "admin.rechtliches": [["/admin/rechtliches", "never"]],
  "admin.suchauftraege": [["/admin/suchauftraege", "never"]],
  "admin.team": [["/admin/team", "never"]],
  "admin.team.$id": [["/admin/team/agent-edge", "never"]],
  "admin.team.$id_.entfernen": [["/admin/team/agent-edge/entfernen", "never"]],
  "admin.team._index": [["/admin/team", "never"]],
  "admin.team.neu": [["/admin/team/neu", "never"]],
  "admin.team.zugaenge.$id_.entziehen": [["/admin/team/zugaenge/konto-edge/entziehen", "never"]],
  "admin.technik": [["/admin/technik", "never"]],
  "admin.tsx": [["/admin/", "never"]],
  "admin_.setup.tsx": [["/admin/setup", "never"]],
  "api.consent.ts": [["/api/consent", "never"]],
  "api.send-inquiry.ts": [["/api/send-inquiry", "never"]],
  barrierefreiheit: [["/barrierefreiheit", "page"]],
  "besichtigung.verwalten": [["/besichtigung/verwalten?id=x&token=y", "never"]],
  "blog.$id.tsx": [
    ["/blog/edge-post", "page"],
    ["/blog/gibt-es-nicht", "never"],
  ],
  "blog._index.tsx": [["/blog", "page"]],
  "datenschutz.tsx": [["/datenschutz", "page"]],
  "immobilien.$id": [
    ["/immobilien/R100", "page"],
    ["/immobilien/R101", "never"],
    ["/immobilien/999999999", "never"],
  ],
  "immobilien.$id_.besichtigung": [["/immobilien/R100/besichtigung", "never"]],
  "immobilien.$id_.expose[.]pdf.ts": [["/immobilien/R100/expose.pdf", "never"]],
  "immobilien._index": [
    ["/immobilien", "page"],
    ["/immobilien?status=RENT&page=2", "page"],
  ],
  "immobilien.anzahl[.]json.ts": [["/immobilien/anzahl.json?status=SALE", "never"]],
  "immobilien.bewertung": [["/immobilien/bewertung", "page"]],
  "immobilien.karte[.]json.ts": [["/immobilien/karte.json?status=SALE", "never"]],
  "immobilien.makler-beauftragen.$slug.tsx": [["/immobilien/makler-beauftragen/wien-7-bezirk-neubau", "page"]],
  "immobilien.makler-beauftragen._index.tsx": [["/immobilien/makler-beauftragen", "never"]],
  "immobilien.suchauftrag": [["/immobilien/suchauftrag", "page"]],
  "immobilien.vermarktung.$.tsx": [["/immobilien/vermarktung/wien-7-bezirk-neubau", "never"]],
  "immobilien.vermarktung._index": [["/immobilien/vermarktung", "page"]],
  "impressum.tsx": [["/impressum", "page"]],
  "investment._index.tsx": [["/investment", "never"]],
  "investment.anlagewohnungen.tsx": [["/investment/anlagewohnungen", "page"]],
  "investment.zinshauser.tsx": [["/investment/zinshauser", "page"]],
  "karte.kacheln.$z.$x.$y.ts": [["/karte/kacheln/12/2234/1420.mvt", "never"]],
  "karte.kacheln[.]json.ts": [["/karte/kacheln.json", "never"]],
  kontakt: [["/kontakt", "page"]],
  login: [["/login", "never"]],
  "login_.neues-passwort": [["/login/neues-passwort?token=x", "never"]],
  "login_.passwort-vergessen": [["/login/passwort-vergessen", "never"]],
  "login_.zweiter-faktor": [["/login/zweiter-faktor", "never"]],
  "logout.tsx": [["/logout", "never"]],
  merkliste: [["/merkliste", "never"]],
  "merkliste_.geteilt": [["/merkliste/geteilt?ids=1&sig=x", "never"]],
  "merkliste_.vergleich": [["/merkliste/vergleich?id=1&id=2", "never"]],
  "robots[.]txt.ts": [["/robots.txt", "page"]],
  "ruecktrittsbelehrung.tsx": [["/ruecktrittsbelehrung", "page"]],
  "sitemap[.]xml.ts": [["/sitemap.xml", "page"]],
  "suchauftrag.tsx": [["/suchauftrag", "never"]],
  "suchauftrag_.abmelden": [["/suchauftrag/abmelden?id=x&token=y", "never"]],
  "suchauftrag_.bestaetigen": [["/suchauftrag/bestaetigen?id=x&token=y", "never"]],
  "suchauftrag_.speichern": [["/suchauftrag/speichern?status=SALE", "never"]],
  "suchauftrag_.verwalten": [["/suchauftrag/verwalten?id=x&token=y", "never"]],
  "uber-uns._index.tsx": [["/uber-uns", "page"]],
  "uber-uns.karriere.tsx": [["/uber-uns/karriere", "page"]],
  "uber-uns.selbststandige-makler.tsx": [["/uber-uns/selbststandige-makler", "page"]],
  "uber-uns.team.$slug.tsx": [
    ["/uber-uns/team/agent-edge", "page"],
    ["/uber-uns/team/niemand", "never"],
  ],
  "verify-email": [["/verify-email?token=kaputt", "never"]],
  widerruf: [["/widerruf", "page"]],
};

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "R100", objekttitel: "Routenwohnung" });
  await insertProperty(db, { objektnr_intern: "R101", objekttitel: "Zurückgezogen", active: 0 });
  await insertBlogPost(db, { id: "edge-post", title: "Routenbeitrag" });
  await insertAgent(db, { name: "Eva Edge", slug: "agent-edge" });
});

test("the table names every route file", () => {
  expect(Object.keys(ROUTES).sort()).toEqual(readdirSync("app/routes").sort());
});

const FROM_CACHE = new Set(["hit", "stale"]);
const COOKIES = [
  "",
  "",
  "merkliste=1.2",
  `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: true }))}`,
];

/** The page's single-fetch twin (`/_root.data` for the home page), query kept. */
function dataPath(path: string): string {
  const url = new URL(path, "http://localhost");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

test("no private route, resource, error or redirect ever answers from the cache; public pages do", { timeout: 180_000 }, async () => {
  const wrong: string[] = [];
  for (const [route, samples] of Object.entries(ROUTES)) {
    for (const [path, kind] of samples) {
      const states: string[] = [];
      for (const cookie of COOKIES) {
        const res = await worker.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
        expect(res.status, `${route} ${path}`).toBeLessThan(500);
        states.push(cacheState(res) ?? "none");
        await res.body?.cancel();
      }
      const data = await worker.fetch(dataPath(path));
      await data.body?.cancel();
      if (FROM_CACHE.has(cacheState(data) ?? "")) wrong.push(`${route} ${dataPath(path)}: ${cacheState(data)}`);
      const fromCache = states.map((state) => FROM_CACHE.has(state));
      // Public: the first request renders, every later one (with or without cookies) is a hit.
      const expected = kind === "never" ? [false, false, false, false] : [false, true, true, true];
      if (fromCache.join() !== expected.join()) wrong.push(`${route} ${path} (${kind}): ${states.join(", ")}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("a page a staff member or a toast reader asks for is never served from or stored in the cache", { timeout: 120_000 }, async () => {
  for (const [route, samples] of Object.entries(ROUTES)) {
    for (const [path] of samples) {
      const res = await worker.fetch(path, { headers: { Cookie: "session=staff" } });
      await res.body?.cancel();
      // Private paths and resources name their own reason; every other page names the session.
      expect(cacheState(res), `${route} ${path}`).toMatch(/^bypass: (session|private|resource)$/);
    }
  }
});
