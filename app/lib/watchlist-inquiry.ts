// The contact form's starting text when a visitor asks about the listings of a Merkliste
// ("Zu diesen Immobilien beraten lassen" on /merkliste and a shared list): one line per listing
// with its Obj.-Nr. as its detail page shows it, so the inbox and the broker's mail name them without a second question.
import type { CONTACT_TOPICS } from "./schemas/contact-topics";

/** How many listings the link and the message name at most (a Merkliste holds up to 50). */
export const WATCHLIST_INQUIRY_MAX = 10;

/** The query parameter of /kontakt that carries the listings' ids, dot-separated as the cookie. */
export const WATCHLIST_INQUIRY_PARAM = "merkliste";

export interface WatchlistInquiryListing {
  title: string;
  objektnr: string;
  status: "RENT" | "SALE";
}

/** `/kontakt?merkliste=12.7.30#kontaktformular` for the first WATCHLIST_INQUIRY_MAX ids. */
export function watchlistInquiryHref(ids: readonly number[]): string {
  const query = new URLSearchParams({ [WATCHLIST_INQUIRY_PARAM]: ids.slice(0, WATCHLIST_INQUIRY_MAX).join(".") });
  return `/kontakt?${query}#kontaktformular`;
}

/** The ids of the parameter: whole numbers only, each once, at most WATCHLIST_INQUIRY_MAX. */
export function parseWatchlistInquiryIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(".")
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, WATCHLIST_INQUIRY_MAX);
}

/**
 * Subject, message and topic for the contact form. The topic is "Mieten" or "Kaufen" only when
 * every listing is offered that way; a mixed list leaves the choice to the visitor.
 */
export function watchlistInquiryPrefill(listings: readonly WatchlistInquiryListing[]) {
  if (listings.length === 0) return null;
  const lines = listings.map((listing) => `– ${listing.title}${listing.objektnr ? ` (Obj.-Nr. ${listing.objektnr})` : ""}`);
  const one = listings.length === 1;
  const deals = new Set(listings.map((listing) => listing.status));
  const thema: (typeof CONTACT_TOPICS)[number] | undefined = deals.size === 1 ? (deals.has("RENT") ? "Mieten" : "Kaufen") : undefined;
  return {
    ...(thema ? { thema } : {}),
    subject: one ? "Beratung zu einer Immobilie aus meiner Merkliste" : `Beratung zu ${listings.length} Immobilien aus meiner Merkliste`,
    message: [
      one ? "Ich interessiere mich für diese Immobilie:" : "Ich interessiere mich für diese Immobilien:",
      ...lines,
      "",
      "Bitte melden Sie sich bei mir für eine Beratung oder einen Besichtigungstermin.",
    ].join("\n"),
  };
}
