// Write the e2e server's local D1 directly, for states no browser journey reaches quickly (a
// hand-over whose retries ran out). The server keeps its database in .wrangler/e2e-state-<port>
// (scripts/serve-e2e.mjs); wrangler reads the built Worker's config (tests/wrangler-paths.ts).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { WORKER_CONFIG } from "../../wrangler-paths";

export function executeSql(sql: string): void {
  const port = Number(process.env.E2E_PORT ?? 8788);
  const persistTo = join(process.cwd(), ".wrangler", `e2e-state-${port}`);
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "-c", WORKER_CONFIG, "--command", sql], {
    stdio: "ignore",
  });
}
