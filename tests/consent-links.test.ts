// The consent banner's and settings dialog's links and return paths through the real Worker
// (public-site.md section 4): without JavaScript a click on 'Einstellungen' or
// 'Zurück' follows the server-rendered href, so each must be a path on this site, also when the
// request itself was for '//evil.example/' (a protocol-relative URL once written into an href).
import { expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker();

/** Every href and every redirectTo value inside the banner and the settings dialog. */
function consentTargets(html: string): string[] {
  const parts = [
    /<section class="cookie-banner"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "",
    /<dialog[^>]*class="consent-dialog"[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? "",
  ].join("");
  return [
    ...[...parts.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1] ?? ""),
    ...[...parts.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((m) => m[1] ?? ""),
  ].map((value) => value.replace(/&amp;/g, "&"));
}

/** A request for exactly this path (the harness would read '//host/' as another host). */
async function fetchRaw(pathAndQuery: string) {
  const res = await worker.fetch(`${worker.url().origin}${pathAndQuery}`);
  return { res, html: await res.text() };
}

test.each([
  "//evil.example/",
  "//evil.example/kontakt",
  "///evil.example/",
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "//evil.example/?cookie-einstellungen",
  "//evil.example/?seite=2&cookie-einstellungen",
  "/%2F%2Fevil.example/?cookie-einstellungen",
])("on %s every consent link and return path stays a same-origin path with one leading '/'", async (path) => {
  const { res, html } = await fetchRaw(path);
  expect(res.status).toBeLessThan(500);
  const targets = consentTargets(html);
  // Banner: 'Einstellungen' + redirectTo; with the dialog open also 'Zurück' + its redirectTo.
  expect(targets.length, path).toBeGreaterThanOrEqual(path.includes("cookie-einstellungen") ? 4 : 2);
  for (const target of targets) {
    expect(target, `${path} → ${target}`).toMatch(/^\/(?![/\\])/);
    expect(target.toLowerCase(), `${path} → ${target}`).not.toMatch(/^\/(%2f|%5c)/);
    expect(new URL(target, "http://same.invalid/").origin, `${path} → ${target}`).toBe("http://same.invalid");
  }
});

test("on an ordinary page the consent links return to that page and keep its query", async () => {
  const { html } = await fetchRaw("/immobilien?status=RENT&cookie-einstellungen");
  const targets = consentTargets(html);
  expect(targets).toContain("/immobilien?status=RENT&cookie-einstellungen");
  expect(targets).toContain("/immobilien?status=RENT");
});
