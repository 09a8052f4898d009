// Content pages through the real Worker. Every test inserts its own rows.
import { expect, test } from "vitest";
import type { NewImmobilie } from "~/db/schema";
import { DISTRICTS } from "~/lib/content/districts";
import { slugify, uniqueSlug } from "~/lib/slug";
import { startWorker } from "./harness";
import { labelledBy, linksTo, mainOf } from "./spec-helpers";

const worker = startWorker();

/** Page text without React's text-boundary comments, so `Über {name}` reads as one string. */
async function page(path: string) {
  const res = await worker.fetch(path);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  return { res, html };
}

let objektnr = 9000;
function property(overrides: Partial<NewImmobilie>): NewImmobilie {
  objektnr += 1;
  return {
    objektnr_intern: `T-${objektnr}`,
    objekttitel: `Testobjekt ${objektnr}`,
    status: "SALE",
    property_type: "apartment",
    price_value: 350000,
    kaufpreis: 350000,
    active: 1,
    ...overrides,
  };
}

async function addAgents(rows: { id: string; name: string; sort_order?: number; email?: string; description?: string }[]) {
  const db = await worker.db();
  const taken = (await db.selectFrom("agents").select("slug").execute()).map((r) => r.slug);
  const inserted: Record<string, string> = {};
  for (const row of rows) {
    const slug = uniqueSlug(slugify(row.name), taken);
    taken.push(slug);
    inserted[row.id] = slug;
    await db
      .insertInto("agents")
      .values({
        id: row.id,
        slug,
        name: row.name,
        position: "Immobilienberater",
        email: row.email ?? null,
        phone: "+43 1 234 56 78-10",
        education: "Immobilienkaufmann, WIFI Wien",
        description: row.description ?? null,
        sort_order: row.sort_order,
      })
      .execute();
  }
  return inserted;
}

test("the blog list shows posts newest first with category, teaser and 'Weiterlesen' links", async () => {
  const db = await worker.db();
  await db
    .insertInto("blog_posts")
    .values([
      {
        id: "aelter",
        title: "Nebenkosten beim Wohnungskauf",
        teaser: "Was zum Kaufpreis dazukommt.",
        category: "Ratgeber",
        published_at: "2025-11-02",
        content: "<p>x</p>",
      },
      {
        id: "neuer",
        title: "Mietrecht kurz erklärt",
        teaser: "Richtwert und Befristung.",
        category: "Recht",
        published_at: "2026-03-05",
        content: "<p>y</p>",
      },
    ])
    .execute();
  const { res, html } = await page("/blog");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
  expect(html).toContain("<h1>Unser Immobilien-Blog</h1>");
  expect(html).toContain('<meta name="description" content="Unsere neuesten Immobilien-Insights und Artikel"/>');
  // The spec's wording is the search engines' description; the page itself says it in German.
  expect(html).toContain("Ratgeber und Marktberichte für Wien und Niederösterreich");
  expect(html).toContain('<link rel="canonical" href="http://localhost:8787/blog"/>');
  expect(html).toContain('<meta property="og:url" content="http://localhost:8787/blog"/>');
  expect(html.indexOf("Mietrecht kurz erklärt")).toBeLessThan(html.indexOf("Nebenkosten beim Wohnungskauf"));
  expect(html).toContain('href="/blog/neuer"');
  expect(html).toContain("Weiterlesen");
  expect(html).toContain("Richtwert und Befristung.");
  expect(html).toContain("Ratgeber");
});

test("each blog card is one link to its post and shows the publish date in German", async () => {
  const db = await worker.db();
  await db
    .insertInto("blog_posts")
    .values([
      {
        id: "jaenner",
        title: "Wohnen im Winter",
        teaser: "Heizen und Lüften.",
        category: "Ratgeber",
        published_at: "2026-01-05",
        content: "<p>x</p>",
      },
      {
        id: "maerz",
        title: "Frühjahrsputz am Balkon",
        teaser: "Was erlaubt ist.",
        category: "Recht",
        published_at: "2026-03-14",
        content: "<p>y</p>",
      },
    ])
    .execute();
  const { res, html } = await page("/blog");
  expect(res.status).toBe(200);
  const cards = html
    .split('<article class="content-card content-blog-card">')
    .slice(1)
    .map((text) => text.split("</article>")[0] ?? "");
  const card = (title: string) => cards.find((text) => text.includes(title)) ?? "";
  for (const [id, title, date, iso] of [
    ["jaenner", "Wohnen im Winter", "05. Jänner 2026", "2026-01-05"],
    ["maerz", "Frühjahrsputz am Balkon", "14. März 2026", "2026-03-14"],
  ] as const) {
    const text = card(title);
    // One <a> per card, to the post; 'Weiterlesen' shows, but is no second link.
    expect(text.match(/<a /g)).toHaveLength(1);
    expect(text).toContain(`href="/blog/${id}"`);
    expect(text).toContain("Weiterlesen");
    expect(text.toLowerCase()).toContain(`<time datetime="${iso}">${date.toLowerCase()}</time>`);
  }
});

test("a blog post shows its German date, bullet, category and takes title and description from the post", async () => {
  const db = await worker.db();
  await db
    .insertInto("blog_posts")
    .values({
      id: "maerz-post",
      title: "Wohnen im Grätzl",
      teaser: "Warum Lage mehr ist als eine Adresse.",
      category: "Wien",
      image_url: "https://images.example/graetzl.jpg",
      published_at: "2026-03-05",
      content: "<h2>Zwischenüberschrift</h2><p>Erster Absatz.</p>",
    })
    .execute();
  const { res, html } = await page("/blog/maerz-post");
  expect(res.status).toBe(200);
  expect(html).toContain("<title>Wohnen im Grätzl | Donau Estate</title>");
  expect(html).toContain('<meta name="description" content="Warum Lage mehr ist als eine Adresse."/>');
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain('<meta property="og:image" content="https://images.example/graetzl.jpg"/>');
  expect(html).toContain('<time dateTime="2026-03-05">05. März 2026</time>');
  expect(html).toContain("•");
  expect(html).toContain("<h2>Zwischenüberschrift</h2><p>Erster Absatz.</p>");
  expect(html).toContain('"@type":"BlogPosting"');
});

test("blog dates use the Austrian month names of the site's one long-date format ('Jänner', not 'Januar')", async () => {
  const db = await worker.db();
  await db
    .insertInto("blog_posts")
    .values([
      { id: "jaenner-post", title: "Jahresausblick", published_at: "2026-01-07", content: "<p>z</p>" },
      { id: "ohne-datum", title: "Datum unlesbar", published_at: "demnächst", content: "<p>z</p>" },
    ])
    .execute();
  const { res, html } = await page("/blog/jaenner-post");
  expect(res.status).toBe(200);
  expect(html).toContain('<time dateTime="2026-01-07">07. Jänner 2026</time>');
  expect(html).not.toContain("Januar");
  // An unreadable stored date is shown as stored rather than as 'Invalid Date' or an empty element.
  const undated = await page("/blog/ohne-datum");
  expect(undated.res.status).toBe(200);
  expect(undated.html).toContain('<time dateTime="demnächst">demnächst</time>');
});

test("script tags and event handlers stored raw in a blog post are removed from the page", async () => {
  const db = await worker.db();
  await db
    .insertInto("blog_posts")
    .values({
      id: "boese",
      title: "Harmloser Titel",
      published_at: "2026-01-10",
      content: '<p>Sichtbar</p><script>alert("xss")</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Link</a>',
    })
    .execute();
  const { res, html } = await page("/blog/boese");
  expect(res.status).toBe(200);
  expect(html).toContain("<p>Sichtbar</p>");
  expect(html).not.toContain('alert("xss")');
  expect(html).not.toContain("alert(2)");
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toContain("javascript:alert(3)");
});

test("an unknown blog post answers 404 with 'Blog post not found'", async () => {
  const { res, html } = await page("/blog/gibt-es-nicht");
  expect(res.status).toBe(404);
  expect(html).toContain("Blog post not found");
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
});

test("the about page lists the team by sort order then name, each card with profile, mail and phone links", async () => {
  const slugs = await addAgents([
    { id: "a-zeta", name: "Zoe Zeller", sort_order: 1 },
    { id: "a-beta", name: "Bernd Bauer", sort_order: 5 },
    { id: "a-alpha", name: "Anna Albrecht", sort_order: 5, email: "anna.albrecht@donau-estate.example" },
  ]);
  const { res, html } = await page("/uber-uns");
  expect(res.status).toBe(200);
  expect(html).toContain("Unser Team");
  const zoe = html.indexOf(">Zoe Zeller<");
  const anna = html.indexOf(">Anna Albrecht<");
  const bernd = html.indexOf(">Bernd Bauer<");
  expect(zoe).toBeGreaterThan(-1);
  expect(zoe).toBeLessThan(anna);
  expect(anna).toBeLessThan(bernd);
  expect(html).toContain(`href="/uber-uns/team/${slugs["a-alpha"]}"`);
  expect(html).toContain('href="mailto:anna.albrecht@donau-estate.example"');
  expect(html).toContain('href="tel:+431234567810"');
  expect(html).toContain('href="/kontakt"');
  // The closing call to action: talk to us, or have your property valued.
  expect(html).toMatch(/<a class="button[^"]*" href="\/immobilien\/bewertung"[^>]*>Immobilie bewerten lassen<\/a>/);
  expect(html).toContain('"@type":"RealEstateAgent"');
  expect(html).toContain('"employee":[');
});

test("the about page: the company's figures in the head beside its text, the chamber and trade as a register", async () => {
  const { html } = await page("/uber-uns");
  const head = /<header class="page-head content-hero">[\s\S]*?<\/header>/.exec(html)?.[0].replaceAll("<!-- -->", "") ?? "";
  expect(head).toContain('<div class="container content-hero-split">');
  const figures = [...head.matchAll(/<li><strong>([^<]+)<\/strong><span>([^<]+)<\/span><\/li>/g)].map((m) => `${m[1]} ${m[2]}`);
  expect(figures[0]).toBe("seit 2009 in Wien tätig");
  expect(figures[1]).toMatch(/^\d+ Regionen mit eigener Marktkenntnis$/);
  expect(figures).toHaveLength(3);
  const register = labelledBy(html, "berufsrecht");
  expect(register).toContain("Wirtschaftskammer Wien, Fachgruppe Immobilien- und Vermögenstreuhänder");
  expect(register).toContain("Immobilienmakler (reglementiertes Gewerbe)");
  expect(register).toMatch(/href="\/impressum"[^>]*>Alle Angaben im Impressum</);
});

test("tricky names get readable, unique slugs and their pages resolve", async () => {
  const slugs = await addAgents([
    { id: "t-1", name: "  Mag. Jürgen  Österreicher " },
    { id: "t-2", name: "Renée Müller-Łukasz" },
    { id: "t-3", name: "Anna & Ben" },
    { id: "t-4", name: "Anna Ben" },
  ]);
  expect(Object.values(slugs)).toEqual(["mag-juergen-oesterreicher", "renee-mueller-lukasz", "anna-ben", "anna-ben-2"]);
  for (const [id, slug] of Object.entries(slugs)) {
    const { res, html } = await page(`/uber-uns/team/${slug}`);
    expect(res.status, id).toBe(200);
    expect(html).toContain("Zurück zum Team");
  }
  const { html } = await page("/uber-uns/team/anna-ben-2");
  expect(html).toContain("<h1>Anna Ben</h1>");
});

test("a broker's page shows photo fallback, education, 'Über {name}' in paragraphs and only their active properties", async () => {
  const email = "maria.huber@donau-estate.example";
  const slugs = await addAgents([
    { id: "m-huber", name: "Maria Huber", email, description: "Seit 2012 im Team.\n\nSpezialisiert auf Altbau.\r\nSpricht Englisch." },
  ]);
  const db = await worker.db();
  await db
    .insertInto("immobilien")
    .values([
      property({
        objekttitel: "Altbauwohnung Servitenviertel",
        kontakt_email: email,
        district_label: "Wien 9. Bezirk",
        plz: "1090",
        ort: "Wien",
        anzahl_zimmer: 3,
        area_value: 82.5,
        hwbwert: 52.3,
        fgeewert: 0.92,
      }),
      property({ objekttitel: "Verkaufte Wohnung", kontakt_email: email, active: 0 }),
      property({ objekttitel: "Fremdes Objekt", kontakt_email: "andere@donau-estate.example" }),
    ])
    .execute();
  const { res, html } = await page(`/uber-uns/team/${slugs["m-huber"]}`);
  expect(res.status).toBe(200);
  expect(html).toContain("<title>Maria Huber | Donau Estate</title>");
  // A missing portrait is the two initials, not a drawing (ADR 0173).
  expect(html).toContain(
    '<span class="content-agent-photo content-agent-initial content-agent-photo-profile" aria-hidden="true">MH</span>',
  );
  expect(html).toContain("Immobilienkaufmann, WIFI Wien");
  expect(html).toContain("Über Maria Huber");
  expect(html).toContain("<p>Seit 2012 im Team.</p><p>Spezialisiert auf Altbau.</p><p>Spricht Englisch.</p>");
  expect(html).toContain("Altbauwohnung Servitenviertel");
  // The site's one property card: same price format, facts and energy values as the search.
  const card = /<article class="property-card">[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
  expect(card).toContain('<p class="property-card-location">Wien 9. Bezirk</p>');
  expect(card).toContain('<p class="property-card-price">€\u00a0350.000</p>');
  expect(card).toContain("<li>3 Zimmer</li><li>82,5\u00a0m² Nutzfläche</li>");
  expect(card).toContain("HWB 52,3\u00a0kWh/m²a · fGEE 0,92");
  expect(html).not.toContain("Verkaufte Wohnung");
  expect(html).not.toContain("Fremdes Objekt");
  expect(html).toContain('href="/uber-uns"');
  expect(html).toContain('"@type":"Person"');
});

test("an agent's UUID redirects permanently to the agent's slug", async () => {
  const fixed = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const slugs = await addAgents([{ id: fixed, name: "Stefan Lindner" }]);
  const res = await worker.fetch(`/uber-uns/team/${fixed}`);
  expect(res.status).toBe(301);
  expect(new URL(res.headers.get("Location") ?? "", "http://x").pathname).toBe(`/uber-uns/team/${slugs[fixed]}`);
  const upper = await worker.fetch(`/uber-uns/team/${fixed.toUpperCase()}`);
  expect(upper.status).toBe(301);
});

test("an unknown broker answers 404 'Makler nicht gefunden' with a link back to the team", async () => {
  for (const path of ["/uber-uns/team/niemand", "/uber-uns/team/11111111-2222-4333-8444-555555555555"]) {
    const { res, html } = await page(path);
    expect(res.status, path).toBe(404);
    expect(html).toContain("Makler nicht gefunden");
    // The error page's own back link, not the header's 'Über uns' (same href).
    expect(linksTo(mainOf(html), "/uber-uns"), path).toEqual(["Zurück zum Team"]);
  }
});

test("JSON-LD escapes '<' so a name cannot close the script element", async () => {
  const slugs = await addAgents([{ id: "x-1", name: "Eva</script><script>alert(1)</script>" }]);
  const { res, html } = await page(`/uber-uns/team/${slugs["x-1"]}`);
  expect(res.status).toBe(200);
  expect(html).not.toContain("</script><script>alert(1)");
  expect(html).toContain("Eva\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
});

test("all 15 district pages answer with their own title, description, breadcrumb, CTAs and contact box", async () => {
  expect(DISTRICTS).toHaveLength(15);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const paragraphs = new Map<string, string>();
  for (const district of DISTRICTS) {
    const path = `/immobilien/makler-beauftragen/${district.slug}`;
    const { res, html } = await page(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
    titles.add(title);
    descriptions.add(description);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787${path}"/>`);
    expect(html).toContain('<a href="/immobilien/vermarktung">Makler beauftragen</a>');
    expect(html).toContain(`<li aria-current="page">${district.name}</li>`);
    // The two calls to action (in the hero and at the end) and the contact box are the page's
    // own: the header's 'Immobilie bewerten' and 'Kontakt' and the footer's phone and e-mail
    // print the same hrefs, so look inside <main> and the box.
    const main = mainOf(html);
    expect(linksTo(main, "/immobilien/bewertung"), path).toEqual([
      `Kostenlose Bewertung ${district.inPlace}`,
      "Jetzt kostenlos bewerten lassen",
    ]);
    expect(linksTo(main, "/kontakt"), path).toEqual(["Unverbindliche Beratung", "Unverbindliches Beratungsgespräch vereinbaren"]);
    const box = labelledBy(html, "kontaktbox");
    expect(linksTo(box, "tel:+4312345678"), path).toEqual(["+43 1 234 56 78"]);
    expect(linksTo(box, "mailto:office@donau-estate.example"), path).toEqual(["office@donau-estate.example"]);
    expect(html).toContain('"@type":"BreadcrumbList"');
    for (const text of [district.intro, ...district.selling, ...district.renting, ...district.market]) {
      expect(paragraphs.has(text), `${district.slug} repeats a paragraph of ${paragraphs.get(text)}`).toBe(false);
      paragraphs.set(text, district.slug);
    }
  }
  expect(titles.size).toBe(15);
  expect(descriptions.size).toBe(15);
});

test("a district page lists active properties of that district and otherwise says there are none", async () => {
  const db = await worker.db();
  await db
    .insertInto("immobilien")
    .values([
      property({
        objekttitel: "Dachgeschoß am Spittelberg",
        district_label: "Wien 7. Bezirk",
        plz: "1070",
        ort: "Wien",
        status: "RENT",
        price_value: 1890,
      }),
      property({ objekttitel: "Altbau im 8. Bezirk", district_label: "Wien 8. Bezirk", plz: "1080", ort: "Wien" }),
      property({ objekttitel: "Zurückgezogen im 7.", district_label: "Wien 7. Bezirk", plz: "1070", ort: "Wien", active: 0 }),
      property({ objekttitel: "Villa am Anninger", ort: "Mödling", politischer_bezirk: "Mödling", plz: "2340", property_type: "villa" }),
    ])
    .execute();
  const neubau = await page("/immobilien/makler-beauftragen/wien-7-bezirk-neubau");
  expect(neubau.html).toContain("Dachgeschoß am Spittelberg");
  // The shared card and formatting of the search (public-site.md section 9, ADR 0044).
  expect(neubau.html).toContain('<p class="property-card-price">€\u00a01.890 / Monat</p>');
  expect(neubau.html).toContain('<span class="property-badge property-badge-offer property-badge-rent">Miete</span>');
  expect(neubau.html).not.toContain("Altbau im 8. Bezirk");
  expect(neubau.html).not.toContain("Zurückgezogen im 7.");
  const modling = await page("/immobilien/makler-beauftragen/modling");
  expect(modling.html).toContain("Villa am Anninger");
  const baden = await page("/immobilien/makler-beauftragen/baden");
  expect(baden.html).toContain("Aktuell keine Objekte in Baden.");
  expect(baden.html).toContain('<a href="/immobilien">Alle Immobilien ansehen</a>');
});

test("an unknown district slug answers 404", async () => {
  const { res, html } = await page("/immobilien/makler-beauftragen/wien-2-bezirk-leopoldstadt");
  expect(res.status).toBe(404);
  expect(html).toContain("Oops! Page not found");
});

test("the investment apartments page has a 7-item single-open FAQ with the spec's constants", async () => {
  const { res, html } = await page("/investment/anlagewohnungen");
  expect(res.status).toBe(200);
  expect(html.match(/<details name="faq"/g)).toHaveLength(7);
  expect(html.match(/<details name="faq"[^>]* open=""/g)).toHaveLength(1);
  for (const constant of ["Grunderwerbsteuer von 3,5 %", "Grundbuch mit 1,1 %", "Maklerprovision von max. 3 % zzgl. USt", "3-5 % p.a."]) {
    expect(html).toContain(constant);
  }
  // The page's own calls to action (hero, callout, closing), not the header's 'Kontakt'.
  expect(linksTo(mainOf(html), "/kontakt")).toEqual(["Beratungstermin vereinbaren", "Jetzt Kontakt aufnehmen", "Kontakt aufnehmen"]);
  expect(html).toContain('"@type":"FAQPage"');
});

test("the apartment-building page covers reasons, off-market sales, five steps, clients and values", async () => {
  const { res, html } = await page("/investment/zinshauser");
  expect(res.status).toBe(200);
  for (const heading of [
    "Gründe für einen Verkauf",
    "Off-Market: Verkaufen ohne Öffentlichkeit",
    "Unser Prozess in fünf Schritten",
    "Für wen wir arbeiten",
    "Unsere Werte",
  ]) {
    expect(html).toContain(heading);
  }
  const steps = /<ol class="content-steps">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  expect(steps.match(/<li>/g)).toHaveLength(5);
  // The page's own calls to action (hero, off-market callout, closing), not the header's 'Kontakt'.
  expect(linksTo(mainOf(html), "/kontakt")).toEqual(["Vertrauliches Gespräch anfragen", "Kontakt aufnehmen", "Gespräch vereinbaren"]);
});

test("the imprint shows every required item from the site configuration", async () => {
  const { res, html } = await page("/impressum");
  expect(res.status).toBe(200);
  for (const text of [
    "Donau Estate Immobilien GmbH",
    "Musterplatz 1, 1010 Wien",
    "+43 1 234 56 78",
    "office@donau-estate.example",
    'href="http://localhost:8787/"',
    "FN 000000x",
    "Handelsgericht Wien",
    "ATU00000000",
    "Magistratisches Bezirksamt für den 1. Bezirk",
    "Wirtschaftskammer Wien",
    "Immobilienmakler (reglementiertes Gewerbe)",
    'href="https://www.ris.bka.gv.at"',
    "Offenlegung nach § 25 Mediengesetz",
    "ec.europa.eu/consumers/odr",
    "Haftungsausschluss",
  ]) {
    expect(html).toContain(text);
  }
});

test("the privacy policy has its 11 sections and names what the site really does", async () => {
  const { res, html } = await page("/datenschutz");
  expect(res.status).toBe(200);
  expect(html.match(/<section id="[a-z-]+" aria-labelledby=/g)).toHaveLength(11);
  for (const text of [
    "sechs Monate",
    "Cloudflare D1",
    "cookieConsent",
    "Barichgasse 40-42, 1030 Wien",
    "Art. 15 DSGVO",
    "Art. 21 DSGVO",
    "TLS",
    "MapLibre",
    "§ 165 Abs. 3 TKG 2021",
  ]) {
    expect(html).toContain(text);
  }
  expect(html).toContain('<meta property="og:title" content="Datenschutzerklärung | Donau Estate"/>');
});
