// Pages carry a per-response CSP nonce, so no shared cache may keep one: every public page answers
// `private, no-cache`, never `public` or `s-maxage`, and two visits get two nonces.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  await insertProperty(await worker.db(), { objektnr_intern: "N100", objekttitel: "Nonce-Wohnung" });
});

const PAGES = ["/", "/immobilien", "/immobilien/N100", "/kontakt", "/blog", "/impressum", "/widerruf", "/immobilien/bewertung"];

function nonceOf(res: Response): string | null {
  return /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
}

test("every page with a CSP nonce is kept by the browser only, never by a shared cache", async () => {
  for (const path of PAGES) {
    const res = await worker.fetch(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("Content-Type"), path).toContain("text/html");
    const nonce = nonceOf(res);
    expect(nonce, path).toBeTruthy();
    expect(await res.text(), path).toContain(`nonce="${nonce}"`);
    const cache = res.headers.get("Cache-Control") ?? "";
    expect(cache, path).toBe("private, no-cache");
    expect(cache, path).not.toMatch(/\bpublic\b|s-maxage|stale-while-revalidate/);
  }
});

test("two visits of the same page get two nonces", async () => {
  const [a, b] = [await worker.fetch("/immobilien"), await worker.fetch("/immobilien")];
  expect(nonceOf(a)).not.toBe(nonceOf(b));
});
