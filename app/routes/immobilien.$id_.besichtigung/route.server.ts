// /immobilien/<id>/besichtigung (ADR 0240): the booking page's loader and action, from the
// viewing form module (forms/viewing.server.ts).
export { bookingAction as action, bookingLoader as loader } from "~/forms/viewing.server";
