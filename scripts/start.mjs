// `npm start`: the README's one start command. Fresh clone → built, migrated, seeded local D1,
// served at http://localhost:8787 with the cron test endpoint (/cdn-cgi/handler/scheduled?cron=...).
// Once it answers, the ten-minute cron runs once: it queues the seed's pictures for the photo
// pipeline (ADR 0033), so local pages show photos from /bilder/ as production does.
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
