// A local OpenImmo feed for the specs that sync one (tests run offline): an HTTP server on a free
// port for the spec file's lifetime, answering every request with the current feed.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "@playwright/test";

/** Serve `feed()` while this spec file runs; `url()` is valid from the first test on. */
export function serveFeed(feed: () => string | Buffer): { url: () => string } {
  let server: Server | null = null;
  let url = "";
  test.beforeAll(async () => {
    const started = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(feed());
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(started.address() as AddressInfo).port}/feed.xml`;
  });
  test.afterAll(async () => {
    const running = server;
    if (!running) return;
    // Drop keep-alive connections from workerd, else close() waits for them.
    running.closeAllConnections();
    await new Promise<void>((resolve) => running.close(() => resolve()));
  });
  return { url: () => url };
}
