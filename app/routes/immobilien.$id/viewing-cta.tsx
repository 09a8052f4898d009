// "Besichtigung buchen" on the detail page (ADR 0240): shown only when the listing has a free
// viewing slot, under the direct line and the e-mail in the contact card, which stands right above
// the inquiry form; a plain link to /immobilien/<id>/besichtigung, so it works without JavaScript.
import { Link } from "react-router";

export interface ViewingOffer {
  href: string;
  /** The next free slot, "Di., 1.12., 10:00 Uhr". */
  next: string;
}

/** The contact card's button, with the next free slot under it. */
export function ViewingLink({ viewing }: { viewing: ViewingOffer | null }) {
  if (!viewing) return null;
  return (
    <>
      <Link to={viewing.href} className="button button-secondary detail-contact-cta" aria-describedby="viewing-next">
        Besichtigung buchen
      </Link>
      <p id="viewing-next" className="detail-viewing-next">
        Nächster freier Termin: <strong className="nowrap">{viewing.next}</strong>
      </p>
    </>
  );
}
