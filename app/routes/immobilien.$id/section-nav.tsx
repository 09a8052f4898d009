// The sticky anchor bar 'Fotos · Fakten · Kosten · Lage · Energie · Kontakt': plain in-page
// links, so it works without JavaScript; it sticks under the fixed header while the main column
// scrolls (detail.css), and html's scroll-padding grows by its height so that a jump never lands
// under it. Only sections the listing has are offered. Below 1000 px the bar drops 'Fotos' (the
// gallery is the first screen) and 'Kontakt' (the fixed 'Anrufen · Anfrage' bar does that job), so
// the four left fit a 320 px phone whole: a half-cut word at the edge reads as a fault.

export function SectionNav({ facts, energy }: { facts: boolean; energy: boolean }) {
  const items = [
    { href: "#fotos", label: "Fotos", shown: true, wide: true },
    { href: "#fakten", label: "Fakten", shown: facts },
    { href: "#kosten", label: "Kosten", shown: true },
    { href: "#lage", label: "Lage", shown: true },
    { href: "#energie", label: "Energie", shown: energy },
    { href: "#anfrage", label: "Kontakt", shown: true, wide: true },
  ].filter((item) => item.shown);
  return (
    <nav className="detail-anchors" aria-label="Abschnitte dieser Seite">
      <ul>
        {items.map((item) => (
          <li key={item.href} className={item.wide ? "detail-anchor-wide" : undefined}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
