// `npm start`: fresh clone → built, migrated, seeded local D1, served at http://localhost:8787
// with the cron test endpoint. Once it answers, the cron runs once so the seed's pictures go
// through the photo pipeline and local pages show photos from /bilder/.
import { build, ensureDevVars, prepareDatabase, startDev, waitForServer } from "./lib.mjs";

const PORT = 8787;

ensureDevVars();
build();
prepareDatabase();
const child = startDev({ port: PORT });
child.on("exit", (code) => process.exit(code ?? 0));
queueSeedPhotos().catch((error) => console.warn(`Fotos der Demo-Daten nicht eingereiht: ${error.message}`));

async function queueSeedPhotos() {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForServer(base);
  const response = await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/10 * * * *")}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
