// One page of a staff list (?seite=): the number as typed, and the rows of the page it lands on.
// A number out of range shows the nearest page with a note, so a shared link to page 5 of a list
// that now has 2 still answers; only what is no page number at all is refused (400).

export const PAGE_NUMBER_MESSAGE = "Diese Seite gibt es nicht. Bitte geben Sie eine Seitenzahl ab 1 an.";

/** ?seite= as a number (1 when empty), or null when it is no page number. */
export function readPageNumber(params: URLSearchParams): number | null {
  const seite = (params.get("seite") ?? "").trim() || "1";
  return /^\d{1,4}$/.test(seite) ? Number(seite) : null;
}

export interface ListPage<T> {
  rows: T[];
  page: number;
  pages: number;
  /** 1-based positions of the page's first and last row in the list (0 when it is empty). */
  first: number;
  last: number;
  /** Said when the page asked for is out of range and the nearest one is shown instead. */
  note: string | null;
}

export function pageOf<T>(rows: T[], requested: number, size: number): ListPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(requested, 1), pages);
  const start = (page - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page,
    pages,
    first: shown.length === 0 ? 0 : start + 1,
    last: start + shown.length,
    note: requested === page ? null : `Seite ${requested} gibt es nicht; gezeigt wird Seite ${page} von ${pages}.`,
  };
}
