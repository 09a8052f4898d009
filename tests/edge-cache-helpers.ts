// Reading what the edge cache did out of a response: its Server-Timing verdict, the
// values made for one response only, and the root loader data React hydrates with.

/** `hit`, `stale`, `miss` or `bypass: <reason>`, from `Server-Timing: cache;desc="…"`; null without one. */
export function cacheState(res: Response): string | null {
  return /(?:^|,\s*)cache;desc="([^"]*)"/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? null;
}

export function nonceOf(res: Response): string | null {
  return /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
}

const FORM_TOKEN = /\d{10,15}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}/g;
const ONE_FORM_TOKEN = /^\d{10,15}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/;
const STREAM_SCRIPT = /(<script[^>]*>)window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/;

export function formTokens(html: string): string[] {
  return [...new Set(html.match(FORM_TOKEN) ?? [])];
}

/**
 * The page without what differs between any two responses by design: nonces, form tokens, and
 * the hydration payload's encoding (compared decoded, with decodeLoaderData). HTMLRewriter ends
 * a void element it changed with " />" where React writes "/>": the same markup to a browser.
 */
export function withoutPerResponseValues(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/ \/>/g, "/>")
    .replace(FORM_TOKEN, "TOKEN")
    .replace(STREAM_SCRIPT, "$1PAYLOAD</script>");
}

/**
 * The loader data in the page's hydration payload, decoded from React Router's turbo-stream
 * encoding (a flat array; objects map `_<key index>` to value indices) for the shapes loaders
 * return here: plain objects, arrays, strings, numbers, booleans, null, undefined and dates.
 * Nonces and form tokens are blanked, as in withoutPerResponseValues.
 */
export function decodeLoaderData(html: string): unknown {
  const literal = STREAM_SCRIPT.exec(html)?.[2];
  if (!literal) return null;
  const values = JSON.parse(JSON.parse(literal) as string) as unknown[];
  const special: Record<number, unknown> = { [-5]: null, [-7]: undefined, [-2]: Number.NaN };
  const decode = (index: number): unknown => {
    if (index < 0) return special[index];
    const value = values[index];
    if (typeof value === "string") return ONE_FORM_TOKEN.test(value) ? "TOKEN" : value;
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      if (value[0] === "D") return new Date(value[1] as number);
      if (typeof value[0] === "string") return value;
      return value.map((item) => decode(item as number));
    }
    return Object.fromEntries(
      Object.entries(value as Record<string, number>).map(([key, item]) => [decode(Number(key.slice(1))), decode(item)]),
    );
  };
  const root = decode(0) as { loaderData?: Record<string, Record<string, unknown>> };
  const data = root.loaderData ?? {};
  if (data.root) data.root = { ...data.root, nonce: "" };
  return data;
}

/** Where two pages first differ, with some context on each side, or null when they are equal. */
export function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at ${i}:\n  hit:      …${a.slice(Math.max(0, i - 120), i + 120)}…\n  rendered: …${b.slice(Math.max(0, i - 120), i + 120)}…`;
}
