// The server renders the consent UI synchronously (no Suspense fallback in the HTML, so the
// banner and the settings form work without JavaScript); the browser build gets an empty module
// here and loads cookie-consent-ui.tsx on demand instead (ADR 0011).
export { ConsentUi } from "./cookie-consent-ui";
