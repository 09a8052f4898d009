import { defineConfig, devices } from "@playwright/test";

// End-to-end journeys in Debian's Chromium (never `playwright install`, SETUP-NOTES.md) against
// `wrangler dev` on its own port with a fresh, migrated and seeded database.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // CI on two busy cores: one retry for a timing slip. A test that needed it is "flaky" and is
  // named by scripts/test-all.mjs under "Flaky"; it still counts as passed (ADR 0164).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".cache/playwright-results.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The browser of a visitor in Vienna: German (Austria) and Vienna's time zone.
    locale: "de-AT",
    timezoneId: "Europe/Vienna",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // The browser's own words (date fields, file pickers) in German, as our visitors see them.
        "--lang=de-AT",
      ],
    },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/serve-e2e.mjs ${PORT}`,
    url: `http://localhost:${PORT}/robots.txt`,
    // Start-up migrates, seeds and puts the demo basemap into the local R2: slow on a busy machine.
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets serve-e2e.mjs stop its detached wrangler group; the default SIGKILL leaves
    // wrangler holding the piped stderr open and Playwright waits for it forever.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
