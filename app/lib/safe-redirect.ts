// Where a form may send the visitor next: only a path on this site (ASVS 5.0
// V1/V5 redirect validation). The check runs on the normalised result, not on the raw input:
// '/.//evil.example', '/%2e//evil.example' and '/a/..//evil.example' only become '//evil.example'
// once the dot segments are resolved, and a Location of '//evil.example' leaves the site.
// Control characters and backslashes are refused outright: browsers strip tabs and newlines
// ('/\t/evil.example') and read '\' as '/' ('/\evil.example').
const BASE = "http://same.invalid";

export function safeLocalPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.includes("\\") || [...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result must itself be read as a path by every browser: one leading '/', then no second
  // '/' or '\' (protocol-relative), also not as its percent-encoded form, which some servers and
  // proxies decode before redirecting.
  if (!path.startsWith("/") || /^\/(\/|\\|%2f|%5c)/i.test(path)) return fallback;
  return path;
}
