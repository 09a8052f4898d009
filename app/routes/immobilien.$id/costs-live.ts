// Kaufnebenkosten as you type (issue 23 item 4, ADR 0179): the server-rendered calculator
// (purchase-costs.tsx) stays a GET form; with JavaScript this module, loaded on demand, reads its
// fields on every input and redraws the table with the same pure rules (app/lib/purchase-costs.ts).
// Unreadable input leaves the last figures; 'Neu berechnen' still explains what is wrong.
import { formatAmount, formatDecimal } from "~/lib/format";
import { DEFAULT_CONTRACT_BP, type PurchaseCosts, parseEuroCents, parsePercentBp, purchaseCosts } from "~/lib/purchase-costs";

const MAX_EURO_CENTS = 1_000_000_000 * 100;
const euro = (cents: number) => `€ ${formatAmount(cents / 100)}`;
const percent = (bp: number) => `${formatDecimal(bp / 100)} %`;

function cell(tag: "th" | "td", text: string, note?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (tag === "th") element.setAttribute("scope", "row");
  if (note) {
    const small = document.createElement("small");
    small.textContent = note;
    element.appendChild(small);
  }
  return element;
}

function row(...cells: HTMLElement[]): HTMLTableRowElement {
  const tr = document.createElement("tr");
  for (const item of cells) tr.appendChild(item);
  return tr;
}

/** The same table as purchase-costs.tsx renders. */
function table(costs: PurchaseCosts): HTMLTableElement {
  const element = document.createElement("table");
  element.className = "costs-table";
  const caption = document.createElement("caption");
  caption.className = "visually-hidden";
  caption.textContent = "Geschätzte Kaufnebenkosten";
  const body = document.createElement("tbody");
  for (const line of costs.lines) {
    const label = `${line.label} (${percent(line.bp)}${line.base === "loan" ? " des Darlehens" : ""})`;
    body.appendChild(row(cell("th", label, line.note), cell("td", euro(line.cents))));
  }
  const foot = document.createElement("tfoot");
  foot.appendChild(row(cell("th", "Nebenkosten gesamt"), cell("td", euro(costs.totalCents))));
  foot.appendChild(row(cell("th", "Gesamtkosten inkl. Kaufpreis"), cell("td", euro(costs.grandTotalCents))));
  for (const part of [caption, body, foot]) element.appendChild(part);
  return element;
}

/** Wire the calculator form; returns the clean-up. */
export function liveCosts(form: HTMLFormElement): () => void {
  const section = form.closest("section");
  const commission = { bp: Number(form.dataset.commissionBp ?? Number.NaN), note: form.dataset.commissionNote ?? "" };
  if (!section || !Number.isFinite(commission.bp)) return () => {};
  let timer: number | undefined;

  function recalculate() {
    if (!section || !form.isConnected) return;
    const value = (name: string) => String(new FormData(form).get(name) ?? "").trim();
    const priceCents = parseEuroCents(value("kaufpreis"));
    const loanCents = value("darlehen") ? parseEuroCents(value("darlehen")) : 0;
    const contractBp = value("vertragserrichtung") ? parsePercentBp(value("vertragserrichtung")) : DEFAULT_CONTRACT_BP;
    if (priceCents === null || priceCents < 100 || priceCents > MAX_EURO_CENTS) return;
    if (loanCents === null || loanCents > MAX_EURO_CENTS || contractBp === null) return;
    const costs = purchaseCosts({ priceCents, loanCents, commission, contractBp });
    const next = table(costs);
    const current = section.querySelector(".costs-table, .costs-empty");
    if (current) current.parentNode?.replaceChild(next, current);
    else form.parentNode?.insertBefore(next, form.nextSibling);
    const total = section.querySelector(".costs-summary-total");
    if (total) total.textContent = `ca. ${euro(costs.totalCents)}`;
    const live = section.querySelector(".costs-live");
    if (live) live.textContent = `Nebenkosten gesamt ${euro(costs.totalCents)}, Gesamtkosten ${euro(costs.grandTotalCents)}`;
  }

  // A short pause, so that a screen reader hears the result once, not per keystroke.
  const onInput = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(recalculate, 150);
  };
  form.addEventListener("input", onInput);
  return () => {
    window.clearTimeout(timer);
    form.removeEventListener("input", onInput);
  };
}
