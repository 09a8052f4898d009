// Every public page the sitemap lists has its own title and meta description, a canonical link
// to itself and the Open Graph title, description and image.
import { expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const SITE = "https://www.donau-estate.example";
const worker = startWorker({ vars: { SITE_URL: SITE } });

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The head's tags as the crawler reads them. */
function headTags(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const all = (re: RegExp) => [...head.matchAll(re)].map((m) => decode(m[1] ?? ""));
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"\/>/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"\/>/g),
    ogTitles: all(/<meta property="og:title" content="([^"]*)"\/>/g),
    ogDescriptions: all(/<meta property="og:description" content="([^"]*)"\/>/g),
    ogImages: all(/<meta property="og:image" content="([^"]*)"\/>/g),
  };
}

test("every sitemap URL has a unique title and description, a canonical link and og tags", { timeout: 120_000 }, async () => {
  const db = await worker.db();
  await insertProperty(db, {
    objektnr_intern: "H100",
    objekttitel: "Dachgeschoßwohnung am Spittelberg",
    plz: "1070",
    politischer_bezirk: "Neubau",
  });
  await insertProperty(db, {
    objektnr_intern: "H200",
    objekttitel: "Gartenwohnung in Hietzing",
    plz: "1130",
    politischer_bezirk: "Hietzing",
    objektbeschreibung: null,
  });
  await db
    .insertInto("blog_posts")
    .values([
      {
        id: "erster",
        title: "Nebenkosten beim Wohnungskauf",
        teaser: "Was zum Kaufpreis dazukommt.",
        published_at: "2026-01-02",
        content: "<p>x</p>",
      },
      { id: "zweiter", title: "Mietrecht kurz erklärt", teaser: "", published_at: "2026-02-03", content: "<p>y</p>" },
    ])
    .execute();
  await db
    .insertInto("agents")
    .values([
      { id: "h1", slug: "maria-muster", name: "Maria Muster", position: "Immobilienberaterin" },
      { id: "h2", slug: "paul-beispiel", name: "Paul Beispiel" },
    ])
    .execute();

  const sitemap = await (await worker.fetch("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ""));
  // The static pages, 15 districts, both properties, both posts and both agents.
  expect(urls.length).toBeGreaterThanOrEqual(13 + 15 + 6);
  for (const path of ["/immobilien/H100", "/blog/zweiter", "/uber-uns/team/paul-beispiel"]) expect(urls).toContain(`${SITE}${path}`);

  // Public pages the spec's sitemap leaves out get the same tags.
  urls.push(`${SITE}/uber-uns/selbststandige-makler`);
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const url of urls) {
    const res = await worker.fetch(new URL(url).pathname);
    if (res.status !== 200) {
      problems.push(`${url}: status ${res.status}`);
      continue;
    }
    const tags = headTags(await res.text());
    const one = (name: string, values: string[]) => {
      if (values.length !== 1 || !values[0]?.trim()) problems.push(`${url}: ${values.length} ${name}`);
      return values[0] ?? "";
    };
    const title = one("title", tags.titles);
    const description = one("meta description", tags.descriptions);
    const canonical = one("canonical", tags.canonicals);
    one("og:title", tags.ogTitles);
    one("og:description", tags.ogDescriptions);
    const image = one("og:image", tags.ogImages);
    if (canonical && canonical !== url) problems.push(`${url}: canonical ${canonical}`);
    if (image && !image.startsWith("https://")) problems.push(`${url}: og:image not absolute: ${image}`);
    if (titles.has(title)) problems.push(`${url}: title also on ${titles.get(title)}: ${title}`);
    if (descriptions.has(description)) problems.push(`${url}: description also on ${descriptions.get(description)}`);
    titles.set(title, url);
    descriptions.set(description, url);
  }
  expect(problems).toEqual([]);
});
