// The sticky anchor bar 'Fotos · Fakten · Kosten · Lage · Energie · Kontakt': plain in-page
// links, so it works without JavaScript; it sticks under the fixed header while the main column
// scrolls (detail.css), and html's scroll-padding grows by its height so that a jump never lands
// under it. Only sections the listing has are offered.

export function SectionNav({ facts, energy }: { facts: boolean; energy: boolean }) {
  const items = [
    { href: "#fotos", label: "Fotos", shown: true },
    { href: "#fakten", label: "Fakten", shown: facts },
    { href: "#kosten", label: "Kosten", shown: true },
    { href: "#lage", label: "Lage", shown: true },
    { href: "#energie", label: "Energie", shown: energy },
    { href: "#anfrage", label: "Kontakt", shown: true },
  ].filter((item) => item.shown);
  return (
    <nav className="detail-anchors" aria-label="Abschnitte dieser Seite">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
