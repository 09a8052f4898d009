// The toast a page shows once after a redirect (post/redirect/get), with and without JavaScript:
// the session stores it (server/accounts/session.server.ts), the toaster shows it.
export interface Toast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}
