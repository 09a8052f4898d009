// Playwright's webServer: a fresh seeded database in a throwaway folder, served on its own port.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build, ensureDevVars, prepareDatabase, root, startDev } from "./lib.mjs";

const port = Number(process.argv[2] ?? 8788);
const persistTo = join(root, ".wrangler", `e2e-state-${port}`);
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
if (process.env.E2E_SKIP_BUILD !== "1") build();
prepareDatabase({ persistTo });
const child = startDev({ port, persistTo, extraArgs: ["--var", "ENVIRONMENT:test", "--var", `SITE_URL:http://localhost:${port}`] });
child.on("exit", (code) => process.exit(code ?? 0));
