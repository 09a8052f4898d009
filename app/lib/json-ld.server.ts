// The JSON-LD builders and serialiser for loaders only. Importing lib/json-ld or
// components/structured-data directly from a route module keeps their shared chunk in that
// page's JavaScript even when only the loader uses them (~280 B gzip on /immobilien/{id},
// scripts/bench-bundle.mjs); a `.server` module is empty in the browser build.
export { breadcrumbList, serializeJsonLd } from "./json-ld";
