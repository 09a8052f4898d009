// The lead-form schemas as the route loaders and actions import them. A `.server` module is
// left out of the browser build, so a route module that validates with a schema on the server
// does not drag zod into its page's first load (esbuild keeps a plain import of a schema
// module, whose top-level z.object() calls count as side effects). The browser loads the same
// schemas on demand by import() (ADR 0021).
export { propertyInquirySchema } from "~/schemas/property-inquiry";
