// The lead-form schemas as the route loaders and actions import them. A `.server` module is
// left out of the browser build, so a route module that validates with a schema on the server
// does not drag zod into its page's first load (esbuild keeps a plain import of a schema
// module, whose top-level z.object() calls count as side effects). The browser loads the same
// schemas on demand by import() (ADR 0021).
export { brokerSchema } from "~/schemas/broker";
export { contactSchema } from "~/schemas/contact";
export { marketingSchema } from "~/schemas/marketing";
export { propertyInquirySchema } from "~/schemas/property-inquiry";
export { searchOrderSchema, summarizeSearchOrder } from "~/schemas/search-order";
export {
  propertyTypeLabel,
  stepCheckMessage,
  stepOfField,
  summarizeValuation,
  type ValuationRequest,
  valuationSchema,
} from "~/schemas/valuation";
