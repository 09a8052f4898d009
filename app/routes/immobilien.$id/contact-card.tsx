// Who answers for this listing (ADR 0179, 0172): the contact card beside the inquiry form (the
// sticky right column from 1000 px, before the form on phones) and, on phones, the short agent
// row under the title.
import type { ReactNode } from "react";
import { Link, type useLoaderData } from "react-router";
import { monogram } from "~/components/content/team";
import type { loader } from "./route.server";

export type Contact = ReturnType<typeof useLoaderData<typeof loader>>["contact"];

/** The agent's card: photo or monogram, name, phone, 'Anfrage senden', the exposé. */
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
  return (
    <section className="detail-card detail-contact" aria-labelledby="contact-title">
      <h2 id="contact-title">Ihr Ansprechpartner</h2>
      <div className="detail-contact-person">
        <AgentPortrait contact={contact} size={64} />
        <div>
          <p className="detail-contact-name">{contact.profileHref ? <Link to={contact.profileHref}>{contact.name}</Link> : contact.name}</p>
          {contact.position ? <p className="detail-contact-role">{contact.position}</p> : null}
          {contact.company ? <p className="detail-contact-role">{contact.company}</p> : null}
        </div>
      </div>
      <a href="#anfrage" className="button detail-contact-cta">
        Anfrage senden
      </a>
      {children}
      <ul className="detail-contact-links">
        {contact.phone ? (
          <li>
            <a href={contact.phoneHref ?? undefined}>{contact.phone}</a>
          </li>
        ) : null}
        <li>
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent(subject)}`}>{contact.email}</a>
        </li>
        <li>
          {/* The PDF exposé (ADR 0157): a plain link, the file comes from R2. */}
          <a href={exposeHref} type="application/pdf">
            Exposé als PDF
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The broker's photo, or the monogram of their initials (ADR 0172). */
function AgentPortrait({ contact, size }: { contact: Contact; size: number }) {
  return contact.photo ? (
    <img src={contact.photo} alt="" width={size} height={size} loading="lazy" decoding="async" className="detail-contact-photo" />
  ) : (
    <span className="detail-contact-photo detail-contact-monogram" aria-hidden="true">
      {monogram(contact.name)}
    </span>
  );
}

/**
 * Phones and tablets: who answers, right under the title (the contact card stands before the
 * form at the page's end there and 'Anrufen · Anfrage' is the bottom bar; from 1000 px the card
 * is in the sticky right column, and detail.css hides this row).
 */
export function AgentRow({ contact }: { contact: Contact }) {
  return (
    <div className="detail-agent-row">
      <AgentPortrait contact={contact} size={48} />
      <p>
        <span className="detail-agent-row-label">Ihr Ansprechpartner</span>
        <span className="detail-agent-row-name">{contact.name}</span>
        {contact.phoneHref ? <a href={contact.phoneHref}>{contact.phone}</a> : null}
      </p>
    </div>
  );
}
