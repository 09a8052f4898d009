// Where a form may send the visitor next: only a path on this site. Rejects absolute and
// protocol-relative URLs, backslash tricks and control characters (which browsers strip, so
// '/\t/evil.example' would become '//evil.example'), then checks the resolved origin.
export function safeLocalPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  if (target.includes("\\") || [...target].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(target, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
