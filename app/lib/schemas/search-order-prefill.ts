// The search order form started from a search (/immobilien's 'Suchauftrag für diese Suche
// anlegen'): the listing's own query parameters as the form's default values. Only
// what maps without guessing: Kauf or Miete, the type where it names one of the form's object
// types, the district or place as a chip (else as 'Ort/Region') and the price range.
import { derivePropertyType, isPropertyTypeKey, type PropertyTypeKey } from "~/lib/property-derive";
import { SENTINELS } from "~/lib/property-filters";
import { SEARCH_DISTRICTS } from "./options";

/** The listing's type → the search order's object type and use; 'Gewerbe' names no one type. */
const TYPE_TO_ORDER: Partial<Record<PropertyTypeKey, { objectType: string; usageType?: "wohnen" | "gewerbe" }>> = {
  apartment: { objectType: "wohnung", usageType: "wohnen" },
  house: { objectType: "haus", usageType: "wohnen" },
  villa: { objectType: "haus", usageType: "wohnen" },
  office: { objectType: "buero", usageType: "gewerbe" },
  land: { objectType: "grundstueck" },
};

/** A whole number of euros as typed (digits only), else nothing. */
function euros(value: string | null): string | undefined {
  const text = (value ?? "").trim();
  return /^\d{1,12}$/.test(text) ? text : undefined;
}

/** 'Wien 3., Landstraße' (the listing's Lage) → the chip 'Wien 3. Bezirk (Landstraße)'; a place by its name. */
function districtChip(location: string): string | undefined {
  const vienna = /^Wien\s+(\d{1,2})\./i.exec(location);
  if (vienna) return SEARCH_DISTRICTS.find((d) => d.group === "Wien" && d.value.startsWith(`Wien ${Number(vienna[1])}. Bezirk`))?.value;
  return SEARCH_DISTRICTS.find((d) => d.group === "Umgebung" && d.value.localeCompare(location, "de-AT", { sensitivity: "base" }) === 0)
    ?.value;
}

/** The form's default values from a listing search's query (empty when the page is opened plainly). */
export function searchOrderPrefill(params: URLSearchParams): Record<string, unknown> {
  const prefill: Record<string, unknown> = {};
  const status = params.get("status");
  if (status === "SALE") prefill.marketingType = "kauf";
  if (status === "RENT") prefill.marketingType = "miete";
  const type = (params.get("propertyType") ?? "").trim().slice(0, 100);
  if (type && type !== SENTINELS.propertyType) {
    const order = TYPE_TO_ORDER[isPropertyTypeKey(type) ? type : derivePropertyType(type)];
    if (order) {
      prefill.objectTypes = { [order.objectType]: "on" };
      if (order.usageType) prefill.usageType = order.usageType;
    }
  }
  const location = (params.get("location") ?? "").trim().slice(0, 100);
  if (location && location !== SENTINELS.location) {
    const chip = districtChip(location);
    if (chip) prefill.districts = [chip];
    else prefill.location = location;
  }
  const priceMin = euros(params.get("priceMin"));
  const priceMax = euros(params.get("priceMax"));
  if (priceMin) prefill.priceMin = priceMin;
  if (priceMax) prefill.priceMax = priceMax;
  return prefill;
}
