// Pieces shared by the team overview (/uber-uns) and a broker's page (/uber-uns/team/{slug}).

/** 'tel:' link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Academic and professional titles that are not part of a name's monogram. */
const TITLES = /^(mag|di|dr|ing|dipl|ba|ma|bsc|msc|mba|prof|mmag|dkfm|kr)\.?(\(fh\))?$/i;

/** "Mag. Jürgen Österreicher" → "JÖ": first and last name's initials, academic titles skipped. */
export function monogram(name: string): string {
  const words = name
    .replace(/,.*$/, "")
    .split(/\s+/)
    .filter((word) => word && !TITLES.test(word));
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase() || "?";
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

/** The broker's mail and phone links (team card and profile), each only when present. */
export function AgentContactLinks({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <ul className="content-contact-links">
      {email ? (
        <li>
          <a href={`mailto:${email}`}>
            <EmailText email={email} />
          </a>
        </li>
      ) : null}
      {phone ? (
        <li>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ) : null}
    </ul>
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
