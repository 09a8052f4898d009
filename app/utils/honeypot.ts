// Field names of the bot traps, shared by the form component and the server check
// (utils/honeypot.server.ts).
export const HONEYPOT_FIELD = "website";
export const TIMESTAMP_FIELD = "formStartedAt";
