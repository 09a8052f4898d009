// "Besichtigung buchen" on the detail page: shown only when the listing has a free
// viewing slot, as an action beside Merken and Teilen under the title, once on the page (the
// contact card above the form no longer repeats it); a plain link to
// /immobilien/<id>/besichtigung, so it works without JavaScript.
import { Link } from "react-router";

export interface ViewingOffer {
  href: string;
  /** The next free slot, "Di., 1.12., 10:00 Uhr". */
  next: string;
}

/** The button beside the price, with the next free slot beside or under it. */
export function ViewingAction({ viewing }: { viewing: ViewingOffer | null }) {
  if (!viewing) return null;
  return (
    <p className="detail-viewing">
      <Link to={viewing.href} className="button detail-viewing-cta" aria-describedby="viewing-next">
        Besichtigung buchen
      </Link>
      <span id="viewing-next" className="detail-viewing-next">
        Nächster freier Termin: <strong className="nowrap">{viewing.next}</strong>
      </span>
    </p>
  );
}
