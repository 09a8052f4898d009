// The server renders the /uber-uns content synchronously; the browser build gets an empty module
// here and loads about-page.tsx only for a client-side navigation (ADR 0043).
export { AboutPage } from "./about-page";
