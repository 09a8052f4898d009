// The sticky anchor bar 'Fotos · Fakten · Medien · Kosten · Lage · Energie · Kontakt': plain
// in-page links, so it works without JavaScript; it sticks flush under the fixed header
// (detail.css), and html's scroll-padding grows by its height so that a jump never lands
// under it. Only sections the listing has are offered; 'Medien' leads to the floor plans, video,
// tour and documents. Below 1000 px the bar drops 'Fotos' (the gallery is the first
// screen) and 'Kontakt' (the fixed 'Anrufen · Anfrage' bar does that job); what does not fit
// scrolls sideways under a fade at the edge that has more.
// With JavaScript the section being read is marked (aria-current="true"): an IntersectionObserver
// watches a band under the bar, so scrolling costs no layout reads and no scroll handler; the
// marked tab is scrolled into the bar's view.
import { useEffect, useRef, useState } from "react";

/** The band, from the top of the viewport, in which a section counts as 'being read'. */
const READING_BAND = "-140px 0px -55% 0px";

export function SectionNav({ facts, media, energy }: { facts: boolean; media: boolean; energy: boolean }) {
  const items = [
    { href: "#fotos", label: "Fotos", shown: true, wide: true },
    { href: "#fakten", label: "Fakten", shown: facts },
    { href: "#medien", label: "Medien", shown: media },
    { href: "#kosten", label: "Kosten", shown: true },
    { href: "#lage", label: "Lage", shown: true },
    { href: "#energie", label: "Energie", shown: energy },
    { href: "#anfrage", label: "Kontakt", shown: true, wide: true },
  ].filter((item) => item.shown);
  const current = useCurrentSection(items.map((item) => item.href.slice(1)).join(" "));
  const list = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(list);
  useEffect(() => {
    const bar = list.current;
    const tab = current ? bar?.querySelector<HTMLElement>(`a[href="#${current}"]`) : null;
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    // Sideways only (scrollIntoView would move the page too): the tab whole, a little room before it.
    const left = tab.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollTo({ left: Math.max(0, left - 24), behavior: "smooth" });
    }
  }, [current]);
  return (
    <nav className="detail-anchors" aria-label="Abschnitte dieser Seite" data-more={edges}>
      <ul ref={list}>
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

/**
 * Which edges of the bar have more tabs beyond them ("end", "start", "both"), for the fade
 * (detail.css); undefined until hydrated, when the CSS fades the end whenever the bar is narrow.
 */
function useScrollEdges(list: { current: HTMLUListElement | null }) {
  const [edges, setEdges] = useState<string | undefined>(undefined);
  useEffect(() => {
    const bar = list.current;
    if (!bar) return;
    const update = () => {
      const start = bar.scrollLeft > 2;
      const end = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 2;
      setEdges(start && end ? "both" : start ? "start" : end ? "end" : "none");
    };
    update();
    bar.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      bar.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [list]);
  return edges;
}
