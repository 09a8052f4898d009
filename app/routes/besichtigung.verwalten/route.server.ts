// /besichtigung/verwalten?id=…&token=…: the signed link of every viewing mail, also
// the page the booking redirects to: confirmation, cancel and move without an account.
export { manageAction as action, manageLoader as loader } from "~/server/viewings/pages.server";
