// The sticky anchor bar 'Fotos · Fakten · Kosten · Lage · Energie · Kontakt': plain in-page
// links, so it works without JavaScript; it sticks flush under the fixed header (detail.css, ADR
// 0334), and html's scroll-padding grows by its height so that a jump never lands under it. Only
// sections the listing has are offered. Below 1000 px the bar drops 'Fotos' (the gallery is the
// first screen) and 'Kontakt' (the fixed 'Anrufen · Anfrage' bar does that job), so the four left
// fit a 320 px phone whole: a half-cut word at the edge reads as a fault.
// With JavaScript the section being read is marked (aria-current="true"): an IntersectionObserver
// watches a band under the bar, so scrolling costs no layout reads and no scroll handler.
import { useEffect, useState } from "react";

/** The band, from the top of the viewport, in which a section counts as 'being read'. */
const READING_BAND = "-140px 0px -55% 0px";

export function SectionNav({ facts, energy }: { facts: boolean; energy: boolean }) {
  const items = [
    { href: "#fotos", label: "Fotos", shown: true, wide: true },
    { href: "#fakten", label: "Fakten", shown: facts },
    { href: "#kosten", label: "Kosten", shown: true },
    { href: "#lage", label: "Lage", shown: true },
    { href: "#energie", label: "Energie", shown: energy },
    { href: "#anfrage", label: "Kontakt", shown: true, wide: true },
  ].filter((item) => item.shown);
  const current = useCurrentSection(items.map((item) => item.href.slice(1)).join(" "));
  return (
    <nav className="detail-anchors" aria-label="Abschnitte dieser Seite">
      <ul>
        {items.map((item) => (
          <li key={item.href} className={item.wide ? "detail-anchor-wide" : undefined}>
            <a href={item.href} aria-current={current === item.href.slice(1) ? "true" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The id of the first section (in the bar's order) inside the reading band; between two sections
 * the last one stays marked. `ids` is space-separated so the effect runs once per set of sections.
 */
function useCurrentSection(ids: string) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver !== "function") return;
    const order = ids.split(" ");
    const sections = order.map((id) => document.getElementById(id)).filter((section): section is HTMLElement => section !== null);
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = order.find((id) => inBand.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: READING_BAND },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
