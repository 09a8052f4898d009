// Where the built Worker's wrangler config and its local scratch files are: wrangler
// keeps `.wrangler/tmp` beside the config it runs, which after a build is the generated
// build/server/wrangler.json (the Vite plugin's output, with the Worker and its assets).
import { join } from "node:path";

export const WORKER_CONFIG = join(process.cwd(), "build", "server", "wrangler.json");
export const WRANGLER_TMP = join(process.cwd(), "build", "server", ".wrangler", "tmp");
/** The local send_email binding's mails (<session>/<id>.eml) in the tests' harness. */
export const MAIL_DIR = join(WRANGLER_TMP, "email");
/** The same under `wrangler dev` (the e2e server), which keeps them under the project's root. */
export const DEV_MAIL_DIR = join(process.cwd(), ".wrangler", "tmp", "email");
