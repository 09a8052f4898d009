// The listing a lead is about, in its inbox row: a small picture and the Objektnr., linking to
// the staff list of listings narrowed to it (/admin/immobilien?q=…).

export interface RowListing {
  objektnr: string;
  thumbnail: string;
  title: string;
}

export function RowListingRef({ listing }: { listing: RowListing }) {
  return (
    <a className="staff-row-listing" href={`/admin/immobilien?q=${encodeURIComponent(listing.objektnr)}`} title={listing.title}>
      <img src={listing.thumbnail} alt="" width={40} height={28} loading="lazy" decoding="async" />
      <span>Objektnr. {listing.objektnr}</span>
    </a>
  );
}
