// Field names of the bot traps, shared by the form component and the server check
// (server/http/honeypot.server.ts).
export const HONEYPOT_FIELD = "website";
export const TIMESTAMP_FIELD = "formStartedAt";
