// A card's title without the place its place line already names. The feed's titles
// often end in the place ("Gewerbegrundstück mit 3.418 m² in Brunn am Gebirge" under the line
// "Brunn am Gebirge"), and on a card that repeat is what got cut. Only a trailing phrase that
// names the same place goes; the detail page, the picture's alt text and the heart's label keep
// the whole title.

/** "Wien 3. Bezirk" (derived district label) or "Wien 3., Landstraße" (political district). */
const VIENNA_DISTRICT = /^Wien\s+(\d{1,2})\.(?:\s*Bezirk|,\s*(.+))?$/i;

/** `text` as a literal pattern, any run of spaces matching any run of spaces. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
}

/** The phrases that name the place of a place line: "in Brunn am Gebirge", "im 3. Bezirk", … */
function placePhrases(place: string): string[] {
  const whole = place.trim().replace(/\s+/g, " ");
  if (!whole) return [];
  const phrases = [`in\\s+${literal(whole)}`];
  const district = VIENNA_DISTRICT.exec(whole);
  if (district) {
    const number = literal(district[1] ?? "");
    phrases.push(`im\\s+${number}\\.\\s*(?:Wiener\\s+)?(?:Gemeinde)?[Bb]ezirk`, `in\\s+Wien[\\s-]*${number}\\.?`);
    const name = district[2]?.trim();
    if (name) phrases.push(`in\\s+(?:Wien[\\s-]*)?${literal(name)}`);
  }
  return phrases;
}

/**
 * `title` without a trailing " in <Ort>" / " im <n>. Bezirk" that repeats `place`; unchanged when
 * nothing repeats, or when the phrase is all the title is.
 */
export function cardTitle(title: string, place: string | null | undefined): string {
  const phrases = placePhrases(place ?? "");
  if (phrases.length === 0) return title;
  const trailing = new RegExp(`[\\s,–-]+(?:${phrases.join("|")})[\\s.!]*$`, "iu");
  const shortened = title.replace(trailing, "").trim();
  return shortened === "" ? title : shortened;
}
