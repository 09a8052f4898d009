// One listing of the staff work list: a table row on wide screens, a card on a phone
// (admin-listings.css). Says what the advert lacks and where that is fixed.
import type { StaffListing } from "./route.server";

export function ListingRow({ listing }: { listing: StaffListing }) {
  const warnings = [
    ...(listing.noPhotos ? ["ohne Fotos"] : []),
    ...(listing.energyMissing.length > 0 ? ["ohne Energieausweis (HWB/fGEE)"] : []),
  ];
  return (
    <tr className={listing.live ? undefined : "staff-listing-off"}>
      <td className="staff-listing-photo">
        {/* Without a photo of its own the card's stock picture would look like one: say so instead. */}
        {listing.noPhotos ? (
          <span className="staff-listing-nophoto">Kein Foto</span>
        ) : (
          <img src={listing.thumbnail} alt="" width={96} height={64} loading="lazy" decoding="async" />
        )}
      </td>
      <td data-label="Objektnr." className="staff-listing-number">
        <span className="staff-listing-label">Objektnr. </span>
        {listing.objektnr}
      </td>
      <td data-label="Immobilie" className="staff-listing-title">
        <a href={listing.href}>{listing.title}</a>
        <span className="staff-hint">{listing.location}</span>
        {listing.live ? null : <span className="staff-badge staff-badge-off">Nicht mehr online</span>}
      </td>
      <td data-label="Preis" className="staff-listing-price">
        <span className="staff-listing-offer">{listing.offerLabel}</span> {listing.priceText}
        {listing.priceCut !== null ? (
          <span className="staff-badge staff-badge-success">Preis gesenkt{listing.priceCut ? ` ${listing.priceCut}` : ""}</span>
        ) : null}
      </td>
      <td data-label="Herkunft" className="staff-listing-source">
        {listing.fromFeed ? "aus justimmo" : "nicht aus justimmo"}
      </td>
      <td data-label="Hinweise" className="staff-listing-warnings" data-empty={warnings.length === 0 || undefined}>
        {warnings.length === 0 ? (
          <span className="staff-hint">–</span>
        ) : (
          <>
            <ul>
              {warnings.map((warning) => (
                <li key={warning} className="staff-badge">
                  {warning}
                </li>
              ))}
            </ul>
            <p className="staff-hint">{fixHint(listing)}</p>
          </>
        )}
      </td>
      <td data-label="Aktionen">
        <div className="staff-listing-actions">
          <a href={listing.href}>
            Öffentliche Seite<span className="staff-sr-only"> von {listing.objektnr}</span>
          </a>
          {listing.leads > 0 ? (
            <a href={`/admin/inquiries?objekt=${listing.id}`}>
              {listing.leads === 1 ? "1 Anfrage" : `${listing.leads} Anfragen`}
              <span className="staff-sr-only"> zu {listing.objektnr}</span>
            </a>
          ) : (
            <span className="staff-hint">keine Anfragen</span>
          )}
          {listing.live ? (
            <a href={`/admin/besichtigungen?immobilie=${listing.id}#neues-fenster`}>
              Besichtigung eintragen<span className="staff-sr-only"> für {listing.objektnr}</span>
            </a>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** Where the missing part is added: in justimmo for its adverts; one that is not from justimmo cannot be changed there. */
function fixHint(listing: StaffListing): string {
  const energy =
    listing.energyMissing.length > 0
      ? ` Es ${listing.energyMissing.length > 1 ? "fehlen" : "fehlt"} ${listing.energyMissing.join(" und ")}.`
      : "";
  return listing.fromFeed
    ? `Ergänzen Sie es in justimmo; beim nächsten Abgleich erscheint es hier und auf der Website.${energy}`
    : `Diese Immobilie kommt nicht aus justimmo: Sie wurde beim Einrichten der Website übernommen und lässt sich weder hier noch in justimmo ändern.${energy}`;
}
