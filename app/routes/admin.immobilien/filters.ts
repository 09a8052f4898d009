// The work list's filters, read from the URL of its GET form: ?fehlt=fotos|energieausweis,
// ?angebot=kauf|miete, ?q= (an Objektnr. in any shape, or words of the title). An empty value
// means "all"; an unknown one is refused with a German message (the page answers 400).

import { PAGE_NUMBER_MESSAGE, readPageNumber } from "~/lib/list-page";

export type Missing = "fotos" | "energieausweis";
export type Offer = "kauf" | "miete";

export type Sort = "neu" | "preis" | "nummer";

export interface ListingFilter {
  fehlt: Missing | null;
  angebot: Offer | null;
  q: string;
  sort: Sort;
  /** 1-based page of PAGE_SIZE rows, as asked for (the loader brings it into range). */
  seite: number;
}

export const PAGE_SIZE = 25;
export const SORTS: readonly { value: Sort; label: string }[] = [
  { value: "neu", label: "Neueste" },
  { value: "preis", label: "Preis" },
  { value: "nummer", label: "Objektnr." },
];

/** Longer searches are cut: no Objektnr. or title word is near this long. */
export const SEARCH_MAX = 100;

const MISSING: readonly Missing[] = ["fotos", "energieausweis"];
const OFFERS: readonly Offer[] = ["kauf", "miete"];

export function readListingFilter(params: URLSearchParams): { ok: true; filter: ListingFilter } | { ok: false; message: string } {
  const fehlt = (params.get("fehlt") ?? "").trim();
  const angebot = (params.get("angebot") ?? "").trim();
  if (fehlt && !MISSING.includes(fehlt as Missing)) {
    return { ok: false, message: "Diesen Filter gibt es nicht. „Es fehlt“ kennt nur Fotos und Energieausweis." };
  }
  if (angebot && !OFFERS.includes(angebot as Offer)) {
    return { ok: false, message: "Diesen Filter gibt es nicht. „Angebot“ kennt nur Kauf und Miete." };
  }
  const sort = (params.get("sort") ?? "").trim() || "neu";
  if (!SORTS.some((item) => item.value === sort)) {
    return { ok: false, message: "Diese Sortierung gibt es nicht. Sortiert wird nach Neueste, Preis oder Objektnr." };
  }
  // A number out of range shows the nearest page with a note (lib/list-page.ts).
  const seite = readPageNumber(params);
  if (seite === null) return { ok: false, message: PAGE_NUMBER_MESSAGE };
  return {
    ok: true,
    filter: {
      fehlt: (fehlt || null) as Missing | null,
      angebot: (angebot || null) as Offer | null,
      q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
      sort: sort as Sort,
      seite,
    },
  };
}

/** Letters and digits only, lower case: "DE-2024-0100", "de 2024/0100" and "DE20240100" are one number. */
export function compactNumber(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** Whether a search finds a listing: a part of one of its numbers, or every word in its title. */
export function matchesSearch(q: string, numbers: (string | null)[], title: string): boolean {
  if (!q) return true;
  const needle = compactNumber(q);
  if (needle && numbers.some((number) => number && compactNumber(number).includes(needle))) return true;
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = title.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
