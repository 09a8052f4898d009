// The server renders the listing's static parts synchronously into the document; the browser
// build gets an empty module here and loads search-fields.tsx only on demand (search-panel.tsx,
// ADR 0043).
export { RenderPart } from "./search-fields";
