// One listing of the staff work list: a table row on wide screens, a card on a phone
// (admin-listings.css). Says what the advert lacks and where that is fixed.
import type { StaffListing } from "./route.server";

/** `showSource`: the Herkunft column, only while the list mixes justimmo and Website listings. */
export function ListingRow({ listing, showSource }: { listing: StaffListing; showSource: boolean }) {
  const warnings = [
    ...(listing.noPhotos ? ["ohne Fotos"] : []),
    ...(listing.energyMissing.length > 0 ? ["ohne Energieausweis (HWB/fGEE)"] : []),
  ];
  return (
    <tr className={listing.live ? undefined : "staff-listing-off"}>
      <td className="staff-listing-photo">
        {/* Without a photo of its own the card's stock picture would look like one: say so instead. */}
        {!listing.hasPhoto ? (
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
      {showSource ? (
        <td data-label="Herkunft" className="staff-listing-source">
          {listing.fromFeed ? "justimmo" : "Website"}
        </td>
      ) : null}
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
          {listing.fromFeed ? null : (
            <a href={`/admin/immobilien/${listing.id}`}>
              Bearbeiten<span className="staff-sr-only"> {listing.objektnr}</span>
            </a>
          )}
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

/** Where the missing part is added: in justimmo for its adverts; on the edit page for the others. */
function fixHint(listing: StaffListing) {
  const energy =
    listing.energyMissing.length > 0
      ? ` Es ${listing.energyMissing.length > 1 ? "fehlen" : "fehlt"} ${listing.energyMissing.join(" und ")}.`
      : "";
  if (listing.fromFeed) return `Ergänzen Sie es in justimmo; beim nächsten Abgleich erscheint es hier und auf der Website.${energy}`;
  if (!energy) {
    return (
      <>
        Fotos kommen nur über justimmo. <a href={`/admin/immobilien/${listing.id}#offline`}>Offline nehmen</a>
      </>
    );
  }
  return (
    <>
      {energy.trim()} <a href={`/admin/immobilien/${listing.id}`}>Werte eintragen</a> oder{" "}
      <a href={`/admin/immobilien/${listing.id}#offline`}>Offline nehmen</a>
    </>
  );
}
