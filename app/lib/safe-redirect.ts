// Where a form may send the visitor next: only a path on this site (ASVS 5.0 redirect checks).
// The check runs on the normalised result: '/.//evil.example' only becomes '//evil.example' once
// dot segments resolve. Control characters and backslashes are refused outright, as browsers strip
// tabs and newlines and read '\' as '/'.
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
