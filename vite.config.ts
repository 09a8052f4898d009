import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's framework mode on Cloudflare's Vite plugin (ADR 0250): the plugin builds the
// Worker from wrangler.toml's `main` into build/server/ with the server bundle inside it, and
// the browser assets into build/client/ (public/ copied in), served by the ASSETS binding.
export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, persistState: { path: ".wrangler/state" } }), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
});
