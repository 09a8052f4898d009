// The server renders the search fields synchronously into the document; the browser build gets
// an empty module here and loads search-fields.tsx only on demand (search-panel.tsx, ADR 0043).
export { ExtendedFields, ResultMessage, SearchHero, StandardFields } from "./search-fields";
