// "Besichtigung buchen" on the detail page (ADR 0240): shown only when the listing has a free
// viewing slot; a plain link to /immobilien/<id>/besichtigung, so it works without JavaScript.
import { Link } from "react-router";

export interface ViewingOffer {
  href: string;
  /** The next free slot, "Di., 1.12., 10:00 Uhr". */
  next: string;
}

/** Above the inquiry form: the offer with the next free slot. */
export function ViewingCta({ viewing }: { viewing: ViewingOffer | null }) {
  if (!viewing) return null;
  return (
    <section className="card detail-viewing" aria-labelledby="viewing-cta-title">
      <h2 id="viewing-cta-title">Besichtigung online buchen</h2>
      <p>
        Wählen Sie selbst einen freien Termin. Nächster freier Termin: <strong className="nowrap">{viewing.next}</strong>
      </p>
      <Link to={viewing.href} className="button">
        Besichtigung buchen
      </Link>
    </section>
  );
}

/** In the contact card, under "Anfrage senden". */
export function ViewingLink({ viewing }: { viewing: ViewingOffer | null }) {
  if (!viewing) return null;
  return (
    <Link to={viewing.href} className="button button-secondary detail-contact-cta">
      Besichtigung buchen
    </Link>
  );
}
