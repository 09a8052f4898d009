// Small HTML readers for the spec-text tests (tests/spec-*.test.ts): the server-rendered markup is
// read with plain regular expressions, the way the other integration tests read it.

/** The opening tag of the element with this id, e.g. `<input id="x" ...>`; throws if absent. */
export function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with id="${id}" in the page`);
  return tag;
}

/** The value of one attribute of an opening tag, or null when the tag lacks it. */
export function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/** The options of the <select> with this id as [value, visible text] pairs, in order. */
export function selectOptions(html: string, id: string): [string, string][] {
  const select = new RegExp(`<select\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  if (select === undefined) throw new Error(`no select with id="${id}" in the page`);
  return [...select.matchAll(/<option\b[^>]*\bvalue="([^"]*)"[^>]*>([\s\S]*?)<\/option>/g)].map((m) => [m[1] ?? "", stripTags(m[2] ?? "")]);
}

/** Text without tags, React's `<!-- -->` separators and surplus white space. */
export function stripTags(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The page's own content: the inner HTML of <main>. The site header and footer print the same
 * links, office e-mail and phone on every page, so an assertion about what the page itself shows
 * must look in here, or it passes when the page lost the element.
 */
export function mainOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (main === undefined) throw new Error("no <main> in the page");
  return main;
}

/** The whole element (section, aside, …) that names its heading with `aria-labelledby="id"`. */
export function labelledBy(html: string, id: string): string {
  const open = new RegExp(`<([a-z]+)\\b[^>]*\\baria-labelledby="${id}"[^>]*>`).exec(html);
  if (!open) throw new Error(`no element with aria-labelledby="${id}" in the page`);
  const tag = open[1] as string;
  // Walk to the matching closing tag, counting nested elements of the same name.
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  pattern.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(open.index, m.index + m[0].length);
  }
  throw new Error(`the element labelled by "${id}" is not closed`);
}

/** The visible texts of the links in `html` that point to exactly `href`, in order. */
export function linksTo(html: string, href: string): string[] {
  const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...html.matchAll(new RegExp(`<a\\b[^>]*\\bhref="${escaped}"[^>]*>([\\s\\S]*?)</a>`, "g"))].map((m) => stripTags(m[1] ?? ""));
}
