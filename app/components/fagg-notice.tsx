// The FAGG notice a visitor reads before a form concludes a broker contract (§ 4 Abs 1 FAGG,
// ADR 0135): three short lines first, the full text from lib/property-legal.ts with its named
// links (Rücktrittsbelehrung, Muster-Widerrufsformular, Vertrag widerrufen) in a <details> below.
// Closed, its text is still part of the page (and of what the form states
// before sending); it opens without JavaScript. Shared by the property inquiry and the viewing
// booking.
import type { propertyLegalInfo } from "~/lib/property-legal";

export type FaggText = ReturnType<typeof propertyLegalInfo>["fagg"];

export function FaggNotice({ id, title, fagg }: { id: string; title: string; fagg: Pick<FaggText, "lines" | "links" | "summary"> }) {
  return (
    <section className="inquiry-fagg" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className="inquiry-fagg-summary">
        {fagg.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <details className="inquiry-fagg-full">
        <summary>
          {fagg.links.length > 0 ? "Alle Angaben zu Makler, Provision und Rücktritt" : "Alle Angaben zu Makler und Provision"}
        </summary>
        <ul>
          {fagg.lines.map((line) => (
            <li key={line}>
              <WithLinks text={line} />
            </li>
          ))}
        </ul>
        {fagg.links.length > 0 ? (
          <p className="inquiry-fagg-links">
            {fagg.links.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </p>
        ) : null}
      </details>
    </section>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s,;]+?)(?=[.,;]?(?:\s|$))/g;

/**
 * The legal sentences name our pages by address (the mail repeats them as plain text); on the
 * page each address is a link whose text leaves out the protocol.
 */
function WithLinks({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <a key={index} href={part}>
            {part.replace(/^https?:\/\//, "")}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
