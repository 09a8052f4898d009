// Pieces shared by the team overview (/uber-uns) and a broker's page (/uber-uns/team/{slug}).
import { monogram } from "~/lib/monogram";

// The detail page's contact card takes the monogram from here too.
export { monogram };

/** 'tel:' link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "Mobil" for an Austrian mobile number (+43 650 to 699), else "Direktwahl" (a landline extension). */
export function phoneLabel(phone: string): "Mobil" | "Direktwahl" {
  return /^\+?436[5-9]/.test(telHref(phone).replace(/^tel:/, "")) ? "Mobil" : "Direktwahl";
}

/** Photo, or the name's monogram when there is none (public-site.md, Team). */
export function AgentPhoto({ name, image, size }: { name: string; image: string | null; size: "card" | "profile" }) {
  if (image) {
    return (
      <img
        className={`content-agent-photo content-agent-photo-${size}`}
        src={image}
        alt={`Porträt von ${name}`}
        loading={size === "card" ? "lazy" : "eager"}
        decoding="async"
        width={size === "card" ? 400 : 600}
        height={size === "card" ? 500 : 750}
      />
    );
  }
  return (
    <span className={`content-agent-photo content-agent-initial content-agent-photo-${size}`} aria-hidden="true">
      {monogram(name)}
    </span>
  );
}

/**
 * The broker's direct line first, then mail (trust through people one can reach), each
 * only when present. In the team grid the mail link reads "E-Mail schreiben" (the address in its
 * name for screen readers): review 56 saw addresses broken after the '@' in five of six cards.
 * "Mobil" or "Direktwahl" is part of the link's name: it is not the office's number.
 */
export function AgentContactLinks({
  email,
  phone,
  compact = false,
}: {
  email: string | null;
  phone: string | null;
  /** The team grid's cards: "E-Mail schreiben" instead of an address that would break in a narrow card. */
  compact?: boolean;
}) {
  return (
    <ul className="content-contact-links">
      {phone ? (
        <li>
          <a href={telHref(phone)} className="content-contact-phone">
            <ContactIcon kind="phone" />
            <span>
              <span className="content-contact-label">{phoneLabel(phone)} </span>
              <span className="nowrap">{phone}</span>
            </span>
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} className="content-contact-mail">
            <ContactIcon kind="mail" />
            {compact ? (
              <span>
                E-Mail schreiben<span className="visually-hidden"> an {email}</span>
              </span>
            ) : (
              <span>
                <EmailText email={email} />
              </span>
            )}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** 18 px line icons beside the contact links (inline SVG, no icon font). */
function ContactIcon({ kind }: { kind: "phone" | "mail" }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="content-contact-icon">
      {kind === "phone" ? (
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
      ) : (
        <path d="M3 5h18v14H3zM3 6l9 7 9-7" />
      )}
    </svg>
  );
}

/** The description split into paragraphs at line breaks (blank lines dropped). */
export function descriptionParagraphs(description: string | null): string[] {
  return (description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** An address that wraps after its '@' and never inside the domain (a long name on a phone card). */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {/* The domain stays whole: a break at its '-' would come before the one after the '@'. */}
      <span className="nowrap">{email.slice(at + 1)}</span>
    </>
  );
}
