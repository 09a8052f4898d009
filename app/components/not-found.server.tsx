// The server renders the root error boundary's 404 page directly; the browser build gets an empty
// module here and loads not-found.tsx only when a client-side 404 needs it (ADR 0011).
export { NotFound } from "./not-found";
