// Whether a card's title already names its place: "Einfamilienhaus in Mödling" over
// the place line "Mödling" says it twice, and a phone's card can show the place once.

/** True when `title` holds the whole of `place`, case aside (German lower case; accents must match). */
export function titleNamesPlace(title: string, place: string | null | undefined): boolean {
  const wanted = place?.trim().toLocaleLowerCase("de");
  return Boolean(wanted) && title.toLocaleLowerCase("de").includes(wanted as string);
}
