// Team URL slugs /uber-uns/team/{slug}: umlauts and ß transliterated (ä→ae, ß→ss), other accents
// dropped, so 'Jürgen' gives 'juergen', not 'jrgen'. `uniqueSlug` picks the first free -2, -3.

const TRANSLITERATION: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

export function slugify(name: string): string {
  const lower = name.trim().toLowerCase();
  const transliterated = lower.replace(/[äöüßæœøłđðþ]/g, (ch) => TRANSLITERATION[ch] ?? ch);
  return transliterated
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The old site's rule as the spec states it (public-site.md, Team): lower-cased, trimmed, special
 * characters removed, spaces to hyphens. 'Jürgen Maier' gives 'jrgen-maier'. Links made by that
 * rule redirect to the stored, transliterated slug.
 */
export function specSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `base`, or `base-2`, `base-3`, ... whichever is not in `taken` (an empty base becomes 'team'). */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const root = base || "team";
  if (!used.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
