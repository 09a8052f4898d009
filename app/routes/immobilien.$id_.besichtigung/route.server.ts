// /immobilien/<id>/besichtigung: the booking page's loader and action, from the
// viewing form module (server/viewings/pages.server.ts).
export { bookingAction as action, bookingLoader as loader } from "~/server/viewings/pages.server";
