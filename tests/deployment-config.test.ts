// Production refuses to run misconfigured: on a public host the
// Worker answers 503 with a log line when ENVIRONMENT is not production or SITE_URL is on
// localhost (or still wrangler.toml's placeholder); the cron does nothing. Local runs (tests,
// wrangler dev, the Lighthouse audit on localhost) are not affected.
import { expect, test } from "vitest";
import { unstable_readConfig } from "wrangler";
import { type AppEnv, deploymentProblem } from "~/server/http/env.server";
import { startWorker } from "./harness";

const localhostProduction = startWorker({ vars: { ENVIRONMENT: "production", SITE_URL: "http://localhost:8787" } });
const developmentVars = startWorker({ vars: { ENVIRONMENT: "development" } });
const configured = startWorker({ vars: { ENVIRONMENT: "production", SITE_URL: "https://www.donau-estate.at" } });

const PUBLIC = "https://www.donau-estate.at";
const UNAVAILABLE = "Die Website ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.";

test("production with SITE_URL on localhost answers every public request with 503, not a page or a 500", async () => {
  for (const path of ["/", "/immobilien", "/login", "/robots.txt", "/sitemap.xml"]) {
    const res = await localhostProduction.fetch(`${PUBLIC}${path}`);
    expect(res.status, path).toBe(503);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(await res.text()).toBe(UNAVAILABLE);
  }
  const post = await localhostProduction.fetch(`${PUBLIC}/kontakt`, { method: "POST", body: "x=1" });
  expect(post.status).toBe(503);
});

test("the production cron does not run the feed sync while SITE_URL is on localhost", async () => {
  await localhostProduction.scheduled("0 * * * *");
  const db = await localhostProduction.db();
  expect(await db.selectFrom("sync_runs").select("id").execute()).toEqual([]);
});

test("a deployment without --env production (ENVIRONMENT not production) answers 503 on a public host", async () => {
  const res = await developmentVars.fetch(`${PUBLIC}/`);
  expect(res.status).toBe(503);
  expect(await res.text()).toBe(UNAVAILABLE);
});

test("local runs keep working whatever the vars, and a configured production serves its public host", async () => {
  expect((await localhostProduction.fetch("/robots.txt")).status).toBe(200);
  expect((await developmentVars.fetch("/robots.txt")).status).toBe(200);
  const res = await configured.fetch(`${PUBLIC}/robots.txt`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Sitemap: https://www.donau-estate.at/sitemap.xml");
});

test("wrangler.toml's [env.production] sets production, repeats every binding, and its SITE_URL placeholder must be replaced", () => {
  const config = unstable_readConfig({ config: "wrangler.toml", env: "production" }, { hideWarnings: true });
  // Named environments do not inherit bindings: every binding of the top level must be repeated.
  const local = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
  expect(config.vars.ENVIRONMENT).toBe("production");
  const bindings = (c: typeof config) => ({
    d1: c.d1_databases.map((d: { binding: string }) => d.binding).sort(),
    r2: c.r2_buckets.map((b: { binding: string }) => b.binding).sort(),
    images: c.images?.binding ?? null,
    producers: (c.queues.producers ?? []).map((q: { binding: string }) => q.binding).sort(),
    consumers: (c.queues.consumers ?? []).map((q: { queue: string }) => q.queue).sort(),
    email: c.send_email.map((s: { name: string }) => s.name).sort(),
  });
  expect(bindings(config)).toEqual(bindings(local));
  expect(config.d1_databases.map((d: { binding: string }) => d.binding)).toEqual(["DB"]);
  expect(config.triggers.crons).toEqual(local.triggers.crons);
  // Deployed as is, the placeholder SITE_URL is refused: the deployer has to set the real one.
  const vars = { ...(config.vars as Record<string, string>) } as unknown as AppEnv;
  expect(deploymentProblem(vars, `${PUBLIC}/`)).toContain("set SITE_URL in [env.production.vars]");
  expect(deploymentProblem({ ...vars, SITE_URL: PUBLIC }, `${PUBLIC}/`)).toBeNull();
});
