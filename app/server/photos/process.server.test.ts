import { expect, test } from "vitest";
import { fetchSource, PhotoError } from "./process.server";

function deps(answer: (url: string) => Response, { loopback = false } = {}) {
  const calls: string[] = [];
  const fetcher = async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return answer(String(input));
  };
  return {
    calls,
    deps: {
      fetch: fetcher as typeof fetch,
      assets: { fetch: fetcher } as unknown as Fetcher,
      allowLoopbackHttp: loopback,
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<PhotoError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return error as PhotoError;
}

test("a body larger than the limit is refused while reading, also without Content-Length", async () => {
  const chunk = new Uint8Array(4096);
  const { deps: d } = deps(
    () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(chunk);
          },
        }),
      ),
  );
  const error = await failure(fetchSource("https://provider.example/a.jpg", d, 100_000));
  expect([error.message, error.permanent]).toEqual(["Bild zu groß", true]);
});

test("a declared Content-Length over the limit is refused before reading", async () => {
  const { deps: d } = deps(() => new Response("x", { headers: { "Content-Length": "200000" } }));
  expect((await failure(fetchSource("https://provider.example/a.jpg", d, 100_000))).message).toBe("Bild zu groß");
});

test("404 is final, 503 and 429 are retried", async () => {
  for (const [status, permanent] of [
    [404, true],
    [410, true],
    [503, false],
    [429, false],
  ] as const) {
    const { deps: d } = deps(() => new Response("", { status }));
    const error = await failure(fetchSource("https://provider.example/a.jpg", d));
    expect([error.message, error.permanent]).toEqual([`HTTP ${status}`, permanent]);
  }
});

test("a loopback source is fetched over http only where allowed; site-relative sources come from the assets", async () => {
  const local = deps(() => new Response("jpeg"), { loopback: true });
  await fetchSource("https://127.0.0.1:9999/a.jpg", local.deps);
  await fetchSource("/images/properties/altbau-1.webp", local.deps);
  expect(local.calls).toEqual(["http://127.0.0.1:9999/a.jpg", "http://assets.local/images/properties/altbau-1.webp"]);

  const production = deps(() => new Response("jpeg"));
  await fetchSource("https://127.0.0.1:9999/a.jpg", production.deps);
  expect(production.calls).toEqual(["https://127.0.0.1:9999/a.jpg"]);
  for (const bad of ["javascript:alert(1)", "ftp://x/a.jpg", "//evil.example/a.jpg", "kein url"]) {
    expect((await failure(fetchSource(bad, production.deps))).permanent, bad).toBe(true);
  }
});
