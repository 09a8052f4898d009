import type { Config } from "@react-router/dev/config";

// Server rendering on the Worker; the Worker itself is workers/app.ts (wrangler.toml `main`),
// built by Cloudflare's Vite plugin (vite.config.ts, ADR 0250).
export default { ssr: true } satisfies Config;
