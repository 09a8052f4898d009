// The inbox row's listing cell, shaped on the server: the shown Objektnr., a small picture, the title.
import { shownObjektnr, toPropertyCardView } from "~/lib/property-view";
import type { InquiryListingRow } from "~/server/listings/staff-list.queries.server";
import type { RowListing } from "./row-listing";

export function rowListing(row: InquiryListingRow | undefined): RowListing | null {
  if (!row) return null;
  const card = toPropertyCardView(row);
  return { objektnr: shownObjektnr(row), thumbnail: card.thumbnail, title: card.title };
}
