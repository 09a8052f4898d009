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
