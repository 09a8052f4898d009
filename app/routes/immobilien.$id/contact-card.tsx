// Who answers for this listing: the one contact card right above
// the inquiry form (the right column from 1000 px, before the form on phones). No compact agent
// row any more: on phones the fixed 'Anrufen · Anfrage' bar reaches the agent, on
// desktops the section bar's 'Kontakt'.
import { type ReactNode, useEffect, useState } from "react";
import { Link, type useLoaderData } from "react-router";
import { monogram } from "~/components/content/team";
import { contactPersonLabel } from "~/lib/agent-anrede";
import type { loader } from "./route.server";
import type { ViewingOffer } from "./viewing-cta";

export type Contact = ReturnType<typeof useLoaderData<typeof loader>>["contact"];

/**
 * The agent's card, led by the person: name and role, then the direct line and the e-mail (what
 * a buyer uses to reach them), the exposé (the viewing booking is an action under the title). It stands right above the form, so
 * it has no button to the form (no second "Anfrage senden" beside the real submit). A photo stands
 * beside the name; without one the monogram is a small disc there, not the card's largest element.
 * The heading follows the agent's Anrede.
 */
export function ContactCard({
  contact,
  subject,
  exposeHref,
  children,
}: {
  contact: Contact;
  subject: string;
  exposeHref: string;
  children?: ReactNode;
}) {
  const role = [contact.position, contact.company].filter(Boolean).join(" · ");
  return (
    <section className="detail-card detail-contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{contactPersonLabel(contact.anrede)}</h2>
      <div className="detail-contact-person">
        <AgentPortrait contact={contact} size={64} />
        <div>
          <p className="detail-contact-name">{contact.profileHref ? <Link to={contact.profileHref}>{contact.name}</Link> : contact.name}</p>
          {role ? <p className="detail-contact-role">{role}</p> : null}
        </div>
      </div>
      <ul className="detail-contact-direct">
        {contact.phone ? (
          <li>
            <a href={contact.phoneHref ?? undefined} className="detail-contact-phone">
              <PhoneIcon />
              {contact.phone}
            </a>
          </li>
        ) : null}
        <li>
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent(subject)}`} className="detail-contact-mail">
            <MailIcon />
            {contact.email}
          </a>
        </li>
      </ul>
      {children}
      <p className="detail-contact-links">
        {/* The PDF exposé: a plain link, the file comes from R2. */}
        <a href={exposeHref} type="application/pdf">
          Exposé als PDF
        </a>
      </p>
    </section>
  );
}

/**
 * The compact contact that sticks in the right column once the form has scrolled by:
 * portrait, name, role, the direct line, "Anfrage schreiben" (back to the form) and the viewing
 * booking where there is a free slot. It stands after the form in the column's flow, so it never
 * shows beside the full card above the form, and shows only while the form is out of the window
 * (with JavaScript); hidden below 1000 px, where the fixed 'Anrufen · Anfrage' bar does this job.
 */
export function StickyContact({ contact, viewing }: { contact: Contact; viewing: ViewingOffer | null }) {
  const role = [contact.position, contact.company].filter(Boolean).join(" · ");
  const shown = useShownWhileFormAway();
  return (
    <section className="detail-sticky-contact" aria-label="Kontakt zu dieser Immobilie" data-shown={shown ? "" : undefined}>
      <div className="detail-contact-person">
        <AgentPortrait contact={contact} size={48} />
        <div>
          <p className="detail-sticky-name">{contact.name}</p>
          {role ? <p className="detail-contact-role">{role}</p> : null}
        </div>
      </div>
      {contact.phone ? (
        <a href={contact.phoneHref ?? undefined} className="detail-contact-phone detail-sticky-phone">
          <PhoneIcon />
          {contact.phone}
        </a>
      ) : null}
      <div className="detail-sticky-actions">
        <a href="#anfrage" className="button">
          Anfrage schreiben
        </a>
        {viewing ? (
          <Link to={viewing.href} className="button button-secondary">
            Besichtigung buchen
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Whether the inquiry form (#anfrage) is out of the window: the compact contact shows only then,
 * never as a second card right under the form it points to. Without JavaScript it stays hidden;
 * the section bar's 'Kontakt' reaches the form.
 */
function useShownWhileFormAway(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const form = document.getElementById("anfrage");
    if (!form || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(form);
    return () => observer.disconnect();
  }, []);
  return shown;
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="detail-contact-icon">
      <path d="M6.6 3.5h2.6l1.3 4.2-1.9 1.4a11.5 11.5 0 0 0 6.3 6.3l1.4-1.9 4.2 1.3v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="detail-contact-icon">
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

/** The broker's photo, or the monogram of their initials, kept small. */
function AgentPortrait({ contact, size }: { contact: Contact; size: number }) {
  return contact.photo ? (
    <img src={contact.photo} alt="" width={size} height={size} loading="lazy" decoding="async" className="detail-contact-photo" />
  ) : (
    <span className="detail-contact-photo detail-contact-monogram" aria-hidden="true">
      {monogram(contact.name)}
    </span>
  );
}
