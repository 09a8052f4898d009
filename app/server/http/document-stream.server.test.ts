import { expect, test } from "vitest";
import { closeDocumentLast } from "./document-stream.server";

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(closeDocumentLast())).text();
}

test("scripts streamed after the shell land inside <body>, and the document closes last", async () => {
  const html = await through(["<!DOCTYPE html><html><body><p>Hallo</p></body></html>", "<script>late()</script>"]);
  expect(html).toBe("<!DOCTYPE html><html><body><p>Hallo</p><script>late()</script></body></html>");
});

test("the closing tags are found when a chunk boundary splits them, also inside a multi-byte character", async () => {
  const html = await through(["<html><body>Grätzl</bo", "dy></ht", "ml><script>x()</script>"]);
  expect(html).toBe("<html><body>Grätzl<script>x()</script></body></html>");
  const bytes = new TextEncoder().encode("<html><body>ä</body></html>");
  const split = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 13));
      controller.enqueue(bytes.slice(13));
      controller.close();
    },
  });
  expect(await new Response(split.pipeThrough(closeDocumentLast())).text()).toBe("<html><body>ä</body></html>");
});

test("a stream without the closing tags passes through unchanged", async () => {
  expect(await through(["<p>nur ein ", "Teil</p></bo"])).toBe("<p>nur ein Teil</p></bo");
});
