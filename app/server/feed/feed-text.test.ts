// The body → text part of the streaming feed: plain XML decoded as it arrives, a ZIP
// checked by its directory before anything is inflated, the byte limit counted while streaming.
import { zipSync } from "fflate";
import { expect, test } from "vitest";
import { FeedError } from "./errors";
import { feedText, openFeed } from "./fetch.server";

const bytes = (text: string) => new TextEncoder().encode(text);

async function* chunksOf(data: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

/** Text chunks read until the end or an error; the error's code, if any. */
async function drain(source: AsyncIterable<string>) {
  const texts: string[] = [];
  try {
    for await (const text of source) texts.push(text);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return { texts, code: error.code };
  }
  return { texts, code: null };
}

test("plain XML comes through as text chunks while it streams, multi-byte characters split across chunks intact", async () => {
  const xml = "\uFEFF<justimmo><immobilie><ort>Wien Döbling – Grinzing</ort></immobilie></justimmo>";
  const { texts, code } = await drain(feedText(chunksOf(bytes(xml), 5)));
  expect(code).toBeNull();
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.join("")).toBe(xml.slice(1));
});

test("the byte limit is counted while plain XML streams: the text before it is handed on, then the feed is refused", async () => {
  const big = bytes(`<justimmo>${"<immobilie><n>1</n></immobilie>".repeat(200)}</justimmo>`);
  const { texts, code } = await drain(feedText(chunksOf(big, 1000), 3000));
  expect(code).toBe("too_large");
  expect(texts.join("").length).toBeLessThanOrEqual(3000);
});

test("a ZIP's one XML entry is inflated in steps, images beside it ignored", async () => {
  const objects = Array.from({ length: 5000 }, (_, i) => `<immobilie><n>${(i * 7919) % 100_003}</n></immobilie>`);
  const xml = `<openimmo>${objects.join("")}</openimmo>`;
  const zip = zipSync({ "export/feed.xml": bytes(xml), "bild1.jpg": new Uint8Array(3000).fill(7) });
  const { texts, code } = await drain(feedText(chunksOf(zip, 700)));
  expect(code).toBeNull();
  expect(texts.length).toBeGreaterThan(1);
  expect(texts.join("")).toBe(xml);
});

test("a ZIP with two XML entries is refused before anything is inflated", async () => {
  const zip = zipSync({ "a.xml": bytes("<justimmo><immobilie/></justimmo>"), "b.xml": bytes("<justimmo><immobilie/></justimmo>") });
  expect(await drain(feedText(chunksOf(zip, 64)))).toEqual({ texts: [], code: "zip" });
});

test("a ZIP whose entries' declared sizes add up past the limit is refused before inflating, though each is below it", async () => {
  const zip = zipSync({ "feed.xml": bytes("x".repeat(600)), "plan.pdf": new Uint8Array(600) });
  expect(await drain(feedText(chunksOf(zip, 64), 1000))).toEqual({ texts: [], code: "too_large" });
  expect((await drain(feedText(chunksOf(zip, 64), 1200))).code).toBeNull();
});

test("a ZIP whose directory understates the XML's size is stopped at the limit while inflating", async () => {
  const zip = zipSync({ "feed.xml": bytes(`<justimmo>${"<immobilie/>".repeat(2000)}</justimmo>`) }, { level: 9 });
  // Patch the central directory's uncompressed size (offset 24 of its entry) down to 100 bytes.
  const view = new DataView(zip.buffer);
  for (let i = zip.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint32(i + 24, 100, true);
      break;
    }
  }
  const { texts, code } = await drain(feedText(chunksOf(zip, 64), 5000));
  expect(code).toBe("too_large");
  expect(texts.join("").length).toBeLessThanOrEqual(5000);
});

test("a ZIP larger than the compressed limit is refused while it downloads", async () => {
  const noise = new Uint8Array(30_000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const zip = zipSync({ "feed.xml": noise }, { level: 0 });
  expect((await drain(feedText(chunksOf(zip, 1000), 10_000))).code).toBe("too_large");
});

test("the time-out applies to each wait on the server, not to the whole download", async () => {
  const slowBody: typeof fetch = async () => {
    let sent = 0;
    return new Response(
      new ReadableStream({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 15));
          if (sent++ < 10) controller.enqueue(bytes("<!-- x -->"));
          else controller.close();
        },
      }),
    );
  };
  // Ten chunks 15 ms apart take longer than the 60 ms time-out in total, but no single wait does.
  expect(await drain(await openFeed({ url: "https://x.at/f", password: "", fetch: slowBody, timeoutMs: 60 }))).toMatchObject({
    code: null,
  });
  const stalls: typeof fetch = async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes("<justimmo>"));
        },
      }),
    );
  const stalled = await drain(await openFeed({ url: "https://x.at/f", password: "", fetch: stalls, timeoutMs: 30 }));
  expect(stalled).toEqual({ texts: ["<justimmo>"], code: "timeout" });
});
