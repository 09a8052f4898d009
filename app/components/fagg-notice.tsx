// The FAGG notice a visitor reads before a form concludes a broker contract (§ 4 Abs 1 FAGG,
// ADR 0135): the lines and links from lib/property-legal.ts, under the form's own heading. Shared
// by the property inquiry and the viewing booking.
import type { propertyLegalInfo } from "~/lib/property-legal";

export type FaggText = ReturnType<typeof propertyLegalInfo>["fagg"];

export function FaggNotice({ id, title, fagg }: { id: string; title: string; fagg: Pick<FaggText, "lines" | "links"> }) {
  return (
    <section className="inquiry-fagg" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {fagg.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {fagg.links.map((link) => (
          <a key={link.href} href={link.href}>
            {link.label}
          </a>
        ))}
      </p>
    </section>
  );
}
