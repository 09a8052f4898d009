// Lets plain Node import the app's TypeScript modules the seed needs (scripts/seed.mjs and
// scripts/bench-cache.mjs share it). Two things differ from the bundler:
// - the app's sanitiser imports the CommonJS package `xss` with named imports, which plain Node
//   cannot link: that one import goes to an ESM wrapper (xss-esm.mjs);
// - modules in app/lib import each other without the '.ts' the bundler adds (viewing-time.ts uses
//   format.ts, the site's one date helper): Node gets the extension added.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "xss" && context.parentURL?.endsWith("/app/lib/sanitize-html.ts")) {
      return { url: new URL("./xss-esm.mjs", import.meta.url).href, shortCircuit: true };
    }
    if (/^\.\/[\w-]+$/.test(specifier) && /\/app\/lib\/[\w-]+\.ts$/.test(context.parentURL ?? "")) {
      return nextResolve(`${specifier}.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});
