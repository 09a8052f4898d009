// "3. Anfrage": which lead of its sender's address this is, with the link to all of them (the
// inbox searched by the address). Shared by the inbox's rows and the lead's own page.
import type { SenderOrdinal } from "~/server/leads/inbox.queries.server";
import { inquirySearch } from "~/server/leads/inbox-filter.server";

/** Null for a first-time sender, or a lead without an address. */
export function repeatOf(ordinal: SenderOrdinal | undefined, email: string | null) {
  if (!ordinal || !email || ordinal.total < 2) return null;
  return { ordinal: ordinal.ordinal, total: ordinal.total, to: `/admin/inquiries${inquirySearch({ q: email.toLowerCase() })}` };
}
