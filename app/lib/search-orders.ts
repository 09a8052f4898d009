// The staff list of search orders (/admin/suchauftraege) without I/O: its row, its states and
// their labels, and its GET filters with the page, read from and written to the URL.

import { PAGE_NUMBER_MESSAGE, readPageNumber } from "./list-page";

export type OrderState = "bestaetigt" | "offen" | "anfrage" | "intern";

export const STATE_LABELS: Record<OrderState, string> = {
  bestaetigt: "bestätigt",
  offen: "nicht bestätigt",
  anfrage: "nur Anfrage",
  intern: "intern (keine E-Mails)",
};

export interface OrderRow {
  key: string;
  kind: "alert" | "lead" | "profile";
  id: string;
  name: string | null;
  email: string;
  phone: string | null;
  summary: string;
  marketing: "kauf" | "miete" | null;
  source: string;
  state: OrderState;
  created: string;
  createdAt: string;
  lastMail: string | null;
  matches: number;
  matchesHref: string;
  inquiryId: string | null;
}

export interface OrderFilter {
  art: "kauf" | "miete" | null;
  status: OrderState | null;
  q: string;
  /** 1-based page of ORDERS_PAGE_SIZE rows, as asked for (the loader brings it into range). */
  seite: number;
}

/** Rows a page: the matches are counted for these only (a count is a query per search). */
export const ORDERS_PAGE_SIZE = 50;

/** The list's GET filters; empty means "alle", an unknown value is refused in German (400). */
export function readOrderFilter(params: URLSearchParams): { ok: true; filter: OrderFilter } | { ok: false; message: string } {
  const art = (params.get("art") ?? "").trim();
  const status = (params.get("status") ?? "").trim();
  if (art && art !== "kauf" && art !== "miete") {
    return { ok: false, message: "Diesen Filter gibt es nicht. „Kauf/Miete“ kennt nur Kauf und Miete." };
  }
  if (status && !Object.hasOwn(STATE_LABELS, status)) {
    return {
      ok: false,
      message: `Diesen Status gibt es nicht. Gefiltert wird nach ${Object.values(STATE_LABELS)
        .map((label) => `„${label}“`)
        .join(", ")}.`,
    };
  }
  const seite = readPageNumber(params);
  if (seite === null) return { ok: false, message: PAGE_NUMBER_MESSAGE };
  return {
    ok: true,
    filter: {
      art: art === "kauf" || art === "miete" ? art : null,
      status: status ? (status as OrderState) : null,
      q: (params.get("q") ?? "").trim().slice(0, 100),
      seite,
    },
  };
}

/** The list's URL with its filters and a page; page 1 is left out. */
export function ordersHref(filter: OrderFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.art) params.set("art", filter.art);
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("seite", String(page));
  const query = params.toString();
  return `/admin/suchauftraege${query ? `?${query}` : ""}`;
}
