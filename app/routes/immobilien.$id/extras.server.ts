// The detail page's extras (ADR 0045, 0047, 0137): the Kaufnebenkosten calculator's fields and
// figures from the URL, the Nebenkostenübersicht and Ähnliche Immobilien, as data for the route's
// components.

import type { Db } from "~/db/client.server";
import type { PropertyType } from "~/db/schema";
import { formatAmount, formatDecimal, isPositiveNumber } from "~/lib/format";
import type { Nebenkostenuebersicht } from "~/lib/nebenkosten";
import { type PropertyCardView, toPropertyCardView } from "~/lib/property-view";
import { commissionFromListing, DEFAULT_CONTRACT_BP, parseEuroCents, parsePercentBp, purchaseCosts } from "~/lib/purchase-costs";
import { requestUrl } from "~/lib/request-url";
import { listSimilarProperties } from "~/server/listings/similar.queries.server";
import type { PurchaseCostsProps } from "./purchase-costs";

interface ExtrasRow {
  id: number;
  objekttitel: string | null;
  status: string | null;
  property_type: string | null;
  price_value: number | null;
  district_label: string | null;
  kaufpreis: number | null;
  aussen_courtage: string | null;
}

const MAX_EURO_CENTS = 1_000_000_000 * 100;

/** The calculator's fields from the URL (?kaufpreis=&darlehen=&vertragserrichtung=); bad input keeps the default and says why. */
export function purchaseCostsProps(row: ExtrasRow, href: string, params: URLSearchParams): PurchaseCostsProps {
  const listingPrice = isPositiveNumber(row.kaufpreis) ? Math.round(row.kaufpreis * 100) : null;
  const euroField = (name: string, label: string, fallback: number | null, min: number, hint: string) => {
    const raw = params.get(name)?.slice(0, 40).trim();
    const fallbackText = fallback === null ? "" : formatAmount(fallback / 100);
    if (!raw) return { field: { name, label, value: fallbackText, hint, error: null }, cents: fallback };
    const cents = parseEuroCents(raw);
    if (cents === null || cents < min || cents > MAX_EURO_CENTS)
      return {
        field: {
          name,
          label,
          value: raw,
          hint,
          error: `Bitte geben Sie einen Betrag in Euro ein (z. B. 350.000); gerechnet wird mit ${fallbackText || "keinem Betrag"}.`,
        },
        cents: fallback,
      };
    return { field: { name, label, value: raw, hint, error: null }, cents };
  };
  const price = euroField("kaufpreis", "Kaufpreis in Euro", listingPrice, 100, "Der Kaufpreis laut Inserat; Sie können ihn ändern.");
  const loan = euroField("darlehen", "Darlehensbetrag in Euro (optional)", 0, 0, "Für die Pfandrechtseintragung (1,2 % des Darlehens).");
  const contractRaw = params.get("vertragserrichtung")?.slice(0, 20).trim();
  const contractParsed = contractRaw ? parsePercentBp(contractRaw) : DEFAULT_CONTRACT_BP;
  const contractBp = contractParsed ?? DEFAULT_CONTRACT_BP;
  const contractField = {
    name: "vertragserrichtung",
    label: "Vertragserrichtung in Prozent",
    value: contractRaw || formatDecimal(DEFAULT_CONTRACT_BP / 100),
    hint: "Honorar für Vertrag und Treuhandschaft, meist 1 bis 2 % des Kaufpreises.",
    error:
      contractParsed === null
        ? `Bitte geben Sie einen Prozentsatz zwischen 0 und 10 ein (z. B. 1,5); gerechnet wird mit ${formatDecimal(DEFAULT_CONTRACT_BP / 100)} %.`
        : null,
  };
  const commission = commissionFromListing(row.aussen_courtage);
  const costs =
    price.cents === null ? null : purchaseCosts({ priceCents: price.cents, loanCents: loan.cents ?? 0, commission, contractBp });
  const open = ["kaufpreis", "darlehen", "vertragserrichtung"].some((name) => params.has(name));
  return { action: href, open, commission, fields: [price.field, loan.field, contractField], costs };
}

/** Calculator (sale listings only), the § 30b KSchG overview and similar listings as data. */
export async function renderDetailExtras(
  db: Db,
  { row, href, request, nebenkosten }: { row: ExtrasRow; href: string; request: Request; nebenkosten: Nebenkostenuebersicht },
): Promise<{ costs: PurchaseCostsProps | null; nebenkosten: Nebenkostenuebersicht; similar: PropertyCardView[] }> {
  const url = requestUrl(request);
  // Without a known offer and property type nothing is "the same": show no similar listings
  // rather than guess (a plot without a type is no apartment).
  const { status, property_type } = row;
  const similarRows =
    (status !== "RENT" && status !== "SALE") || property_type === null
      ? []
      : await listSimilarProperties(db, {
          property: {
            id: row.id,
            status,
            property_type: property_type as PropertyType,
            price_value: row.price_value,
            district_label: row.district_label,
          },
        }).catch((error) => {
          // The page works without them: log and show none (spec section 8 spirit: no 500 for extras).
          console.warn(JSON.stringify({ route: "immobilien.$id", similar: String(error) }));
          return [];
        });
  return {
    costs: row.status === "SALE" ? purchaseCostsProps(row, href, url.searchParams) : null,
    // § 30b KSchG overview for sale and rental listings alike (ADR 0137).
    nebenkosten,
    similar: similarRows.map(toPropertyCardView),
  };
}
