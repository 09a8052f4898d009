// Request bodies are counted on the stream (ASVS 5.0 V15.2.2): a chunked POST without
// Content-Length is stopped at the cap with a 413, instead of being buffered whole first.
import { expect, test } from "vitest";
import { isHarnessReset, startWorker } from "./harness";

const worker = startWorker();

const CHUNK = new TextEncoder().encode(`message=${"x".repeat(64 * 1024 - 8)}`);
const TOTAL_CHUNKS = 1600; // 100 MB

/** A pull stream that counts what the server asked for: a capped reader stops asking early. */
function countingBody() {
  const counter = { bytes: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= TOTAL_CHUNKS) return controller.close();
      sent += 1;
      counter.bytes += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
  return { stream, counter };
}

/**
 * POST the stream. The Worker answers 413 and closes the connection while the client is still
 * sending, so the client may see the answer or a reset: either way it must come long before the
 * whole body was pulled. Without the streamed cap the Worker reads all 100 MB first.
 */
async function postStreamed(path: string, contentType: string) {
  const { stream, counter } = countingBody();
  try {
    const response = await worker.fetch(path, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": contentType, Origin: worker.url().origin },
      duplex: "half",
    } as RequestInit);
    const text = await response.text();
    return { status: response.status as number | null, text, pulled: counter.bytes };
  } catch {
    return { status: null, text: "", pulled: counter.bytes };
  }
}

/** What the client saw: our 413, or a reset because the Worker closed the connection mid-upload. */
function refused(status: number | null, text: string): number | null {
  return isHarnessReset(status, text) ? null : status;
}

for (const path of [
  "/kontakt",
  "/immobilien/suchauftrag",
  "/suchauftrag/speichern",
  "/immobilien/bewertung",
  "/uber-uns/selbststandige-makler",
]) {
  test(`a chunked 100 MB POST to ${path} is refused at the cap, not read whole`, async () => {
    const { status, text, pulled } = await postStreamed(path, "application/x-www-form-urlencoded");
    expect(pulled).toBeLessThan(50 * 1024 * 1024);
    if (refused(status, text) !== null) {
      expect(status, text.slice(0, 400)).toBe(413);
      expect(text).toContain("Die Anfrage ist zu groß");
    }
  });
}

test("a chunked 100 MB JSON body to /api/send-inquiry is refused at the cap, not read whole", async () => {
  const { status, text, pulled } = await postStreamed("/api/send-inquiry", "application/json");
  expect(pulled).toBeLessThan(50 * 1024 * 1024);
  if (refused(status, text) !== null) {
    expect(status, text.slice(0, 400)).toBe(413);
    expect(JSON.parse(text)).toEqual({ error: "Die Anfrage ist zu groß." });
  }
});

test("a body just over the cap, sent with its length, still gets the German 413 answer", async () => {
  const big = `message=${"x".repeat(70 * 1024)}`;
  const form = await worker.fetch("/kontakt", {
    method: "POST",
    body: big,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.url().origin },
  });
  expect(form.status).toBe(413);
  expect(await form.text()).toContain("Die Anfrage ist zu groß");
  const json = await worker.fetch("/api/send-inquiry", {
    method: "POST",
    body: JSON.stringify({ message: "x".repeat(40 * 1024) }),
    headers: { "Content-Type": "application/json" },
  });
  expect(json.status).toBe(413);
});
