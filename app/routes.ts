// The site map: every URL of the site and the module that answers it, grouped by area. Paths are
// written as visitors type them (":id" is a parameter, "*" the rest of the path); files are under
// app/routes/, a page with parts of its own as a folder whose route.tsx is the module. Routes
// without a page (no default export) answer with a file, data or a redirect.
// tests/site-map.test.ts fails when a module under app/routes/ is missing here.
import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

export default folderIds([
  // Public pages: the home page and the brokerage's own pages
  index("routes/_index/route.tsx"),
  route("uber-uns", "routes/uber-uns._index.tsx", { index: true }), // about us with the team grid
  route("uber-uns/karriere", "routes/uber-uns.karriere.tsx"),
  route("uber-uns/selbststandige-makler", "routes/uber-uns.selbststandige-makler.tsx"), // with the broker form
  route("investment/anlagewohnungen", "routes/investment.anlagewohnungen.tsx"),
  route("investment/zinshauser", "routes/investment.zinshauser.tsx"),
  route("immobilien/vermarktung", "routes/immobilien.vermarktung._index/route.tsx", { index: true }), // selling with us, form
  route("immobilien/makler-beauftragen/:slug", "routes/immobilien.makler-beauftragen.$slug.tsx"), // one page per district

  // Search and listings
  route("immobilien", "routes/immobilien._index/route.tsx", { index: true }), // the search, its state in the URL
  route("immobilien/:id", "routes/immobilien.$id/route.tsx"), // a listing, with the inquiry form
  route("immobilien/:id/expose.pdf", "routes/immobilien.$id_.expose[.]pdf.ts"), // the listing as a PDF exposé

  // Forms and leads: contact, valuation, viewings, search alerts (Suchauftrag)
  route("kontakt", "routes/kontakt/route.tsx"),
  route("immobilien/bewertung", "routes/immobilien.bewertung/route.tsx"), // the valuation wizard
  route("immobilien/:id/besichtigung", "routes/immobilien.$id_.besichtigung/route.tsx"), // book a viewing
  route("besichtigung/verwalten", "routes/besichtigung.verwalten/route.tsx"), // the booking's signed link
  route("immobilien/suchauftrag", "routes/immobilien.suchauftrag/route.tsx"), // the search order
  route("suchauftrag/speichern", "routes/suchauftrag_.speichern/route.tsx"), // "Suche speichern" from the search
  route("suchauftrag/bestaetigen", "routes/suchauftrag_.bestaetigen/route.tsx"), // double opt-in link
  route("suchauftrag/verwalten", "routes/suchauftrag_.verwalten/route.tsx"), // change or delete an alert
  route("suchauftrag/abmelden", "routes/suchauftrag_.abmelden/route.tsx"), // List-Unsubscribe

  // Merkliste: listings saved in this browser, without an account
  route("merkliste", "routes/merkliste/route.tsx"),
  route("merkliste/geteilt", "routes/merkliste_.geteilt/route.tsx"), // a shared list, by signed link
  route("merkliste/vergleich", "routes/merkliste_.vergleich/route.tsx"), // listings side by side

  // Legal: imprint, privacy, FAGG withdrawal, accessibility statement
  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("ruecktrittsbelehrung", "routes/ruecktrittsbelehrung.tsx"),
  route("widerruf", "routes/widerruf/route.tsx"), // the withdrawal function
  route("barrierefreiheit", "routes/barrierefreiheit/route.tsx"),

  // Blog and team
  route("blog", "routes/blog._index.tsx", { index: true }),
  route("blog/:id", "routes/blog.$id.tsx"),
  route("uber-uns/team/:slug", "routes/uber-uns.team.$slug.tsx"), // a broker's page

  // Sign-in for staff accounts
  route("login", "routes/login/route.tsx"), // sign in, or sign up with ?mode=signup
  route("login/zweiter-faktor", "routes/login_.zweiter-faktor/route.tsx"),
  route("login/passwort-vergessen", "routes/login_.passwort-vergessen/route.tsx"), // asks for the address
  route("login/neues-passwort", "routes/login_.neues-passwort/route.tsx"), // the mailed link's form
  route("verify-email", "routes/verify-email/route.tsx"),
  route("logout", "routes/logout.tsx"), // POST only
  route("admin/setup", "routes/admin_.setup.tsx"), // the first admin, outside the staff frame

  // Staff area: admin.tsx is the frame (header, navigation, guard) around every page below it
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index/route.tsx"), // Übersicht
    route("inquiries", "routes/admin.inquiries/route.tsx", [
      route("export", "routes/admin.inquiries.export.ts"), // POST: one person's data as JSON
    ]),
    route("inquiries.csv", "routes/admin.inquiries[.]csv.ts"),
    route("inquiries/:id", "routes/admin.inquiries_.$id/route.tsx"),
    route("immobilien", "routes/admin.immobilien/route.tsx"), // every listing with what its advert lacks
    route("immobilien/:id", "routes/admin.immobilien_.$id/route.tsx"), // energy values, costs, offline (not from justimmo)
    route("besichtigungen", "routes/admin.besichtigungen/route.tsx"),
    route("suchauftraege", "routes/admin.suchauftraege/route.tsx"),
    route("blog", "routes/admin.blog._index/route.tsx", { index: true }),
    route("blog/:id", "routes/admin.blog.$id/route.tsx"), // the editor; "neu" for a new post
    route("blog/:id/loeschen", "routes/admin.blog.$id_.loeschen/route.tsx"),
    route("team", "routes/admin.team/route.tsx", [
      index("routes/admin.team._index/route.tsx"),
      route("neu", "routes/admin.team.neu/route.tsx"),
      route(":id", "routes/admin.team.$id/route.tsx"),
      route(":id/entfernen", "routes/admin.team.$id_.entfernen/route.tsx"),
      route("zugaenge/:id/entziehen", "routes/admin.team.zugaenge.$id_.entziehen/route.tsx"), // take admin rights
    ]),
    route("darstellung", "routes/admin.darstellung/route.tsx"), // home and about pictures
    route("rechtliches", "routes/admin.rechtliches/route.tsx"), // legal terms
    route("konto", "routes/admin.konto/route.tsx"), // own password and second factor
    route("protokoll", "routes/admin.protokoll/route.tsx"), // audit trail
    route("technik", "routes/admin.technik/route.tsx"), // feed sync and sitemap tools
  ]),

  // Resources: files and data for crawlers, the map and scripts
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("immobilien/anzahl.json", "routes/immobilien.anzahl[.]json.ts"), // the filter sheet's live count
  route("immobilien/karte.json", "routes/immobilien.karte[.]json.ts"), // the results map's markers
  route("karte/kacheln.json", "routes/karte.kacheln[.]json.ts"), // TileJSON for the basemap
  route("karte/kacheln/:z/:x/:y", "routes/karte.kacheln.$z.$x.$y.ts"), // basemap tiles
  route("api/consent", "routes/api.consent.ts"), // the cookie banner without JavaScript
  route("api/send-inquiry", "routes/api.send-inquiry.ts"), // the broker form as JSON

  // Short and old addresses that redirect
  route("investment", "routes/investment._index.tsx", { index: true }), // → /investment/anlagewohnungen
  route("immobilien/makler-beauftragen", "routes/immobilien.makler-beauftragen._index.tsx", { index: true }), // → /immobilien/vermarktung
  route("immobilien/vermarktung/*", "routes/immobilien.vermarktung.$.tsx"), // → the district page
  route("suchauftrag", "routes/suchauftrag.tsx"), // → /immobilien/suchauftrag

  // Everything else: the not-found page (404)
  route("*", "routes/$.tsx"),
]) satisfies RouteConfig;

/**
 * Code and tests name routes by id (`matches`, `useRouteLoaderData`, the bundle bench), and a
 * folder's id is its folder, "routes/kontakt" for routes/kontakt/route.tsx, as the file-name
 * convention named it; React Router's own default would be "routes/kontakt/route".
 */
function folderIds(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((entry) => {
    const folder = /^(routes\/[^/]+)\/route\.tsx?$/.exec(entry.file)?.[1];
    return {
      ...entry,
      ...(folder && !entry.id ? { id: folder } : {}),
      ...(entry.children ? { children: folderIds(entry.children) } : {}),
    };
  });
}
