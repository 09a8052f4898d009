// `xss` is a CommonJS package whose named exports Node's ESM loader cannot detect; the Remix and
// vitest bundlers handle that, plain Node does not. scripts/seed.mjs routes app/lib/sanitize-html.ts's
// `import { FilterXSS, escapeAttrValue } from "xss"` here so that the seed runs the app's own sanitiser.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const xss = require("xss");

export const { FilterXSS, escapeAttrValue } = xss;
export default xss;
