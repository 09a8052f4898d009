// The server renders the toast list synchronously (a flash toast shows without JavaScript); the
// browser build gets an empty module here and loads toaster-ui.tsx on demand instead (ADR 0014).
export { ToasterUi } from "./toaster-ui";
