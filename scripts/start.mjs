// `npm start`: the README's one start command. Fresh clone → built, migrated, seeded local D1,
// served at http://localhost:8787 with the cron test endpoint (/__scheduled?cron=...) on.
import { build, ensureDevVars, prepareDatabase, startDev } from "./lib.mjs";

ensureDevVars();
build();
prepareDatabase();
const child = startDev({ port: 8787 });
child.on("exit", (code) => process.exit(code ?? 0));
