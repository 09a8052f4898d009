// A local "provider" for sync tests: an HTTP server on 127.0.0.1 whose URL is stored as the feed
// (api_credentials, no password), started before the file's tests and closed after them.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { TestWorker } from "./harness";

export function serveLocalFeed(worker: TestWorker, handler: RequestListener): void {
  const server = createServer(handler);
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const env = await worker.env();
    await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, '')")
      .bind(`http://127.0.0.1:${port}/feed.xml`)
      .run();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
