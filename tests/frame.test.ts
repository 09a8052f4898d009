import { expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker();

test("the home page renders on the server with the hero text", async () => {
  const res = await worker.fetch("/");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("OUR MISSION: YOUR REAL ESTATE");
  expect(html).toContain("Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich");
});

test("an unknown path answers 404 with the not-found page", async () => {
  const res = await worker.fetch("/gibt-es-nicht");
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain("Oops! Page not found");
});

test("the migrations created every table", async () => {
  const env = await worker.env();
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const names = results.map((r) => r.name);
  for (const table of [
    "immobilien",
    "blog_posts",
    "agents",
    "sync_status",
    "sync_runs",
    "api_credentials",
    "users",
    "profiles",
    "inquiries",
  ]) {
    expect(names).toContain(table);
  }
});
