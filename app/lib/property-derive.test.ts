import { expect, test } from "vitest";
import { deriveAmenities, deriveColumns, derivePropertyType, deriveStatus, districtLabelFromPlz } from "./property-derive";

test("offer status follows angebot_typ, then objektstatus, then net rent", () => {
  expect(deriveStatus({ angebot_typ: "Miete" })).toBe("RENT");
  expect(deriveStatus({ angebot_typ: "Pacht" })).toBe("RENT");
  expect(deriveStatus({ angebot_typ: "Kauf" })).toBe("SALE");
  expect(deriveStatus({ angebot_typ: null, objektstatus: "RENT" })).toBe("RENT");
  expect(deriveStatus({ angebot_typ: "", gesamtmietenetto: 800 })).toBe("RENT");
  expect(deriveStatus({})).toBe("SALE");
});

test("Vienna district labels come from postal codes 1010 to 1230 only", () => {
  expect(districtLabelFromPlz("1010")).toBe("Wien 1. Bezirk");
  expect(districtLabelFromPlz("1190")).toBe("Wien 19. Bezirk");
  expect(districtLabelFromPlz("1230")).toBe("Wien 23. Bezirk");
  expect(districtLabelFromPlz("1240")).toBeNull();
  expect(districtLabelFromPlz("2340")).toBeNull();
  expect(districtLabelFromPlz("1000")).toBeNull();
  expect(districtLabelFromPlz(null)).toBeNull();
});

test("types map to the six search types", () => {
  expect(derivePropertyType("wohnung/ETAGE")).toBe("apartment");
  expect(derivePropertyType("wohnung/PENTHOUSE")).toBe("apartment");
  expect(derivePropertyType("haus/EINFAMILIENHAUS")).toBe("house");
  expect(derivePropertyType("haus/VILLA")).toBe("villa");
  expect(derivePropertyType("buero_praxen/BUEROFLAECHE")).toBe("office");
  expect(derivePropertyType("grundstueck/WOHNEN")).toBe("land");
  expect(derivePropertyType("einzelhandel/LADENLOKAL")).toBe("commercial");
});

test("derived amenities: kitchen, balcony area, cellar area, lift, garage area", () => {
  expect(deriveAmenities({ kueche: "EBK", balkon_terrasse_flaeche: 5, kellerflaeche: 3, fahrstuhl: "ja", garagen_flaeche: 12 })).toEqual([
    "balkon",
    "garage",
    "aufzug",
    "keller",
    "einbaukueche",
  ]);
  expect(deriveAmenities({ balkon_terrasse_flaeche: 0, kellerflaeche: null })).toEqual([]);
});

test("an office's Teeküche (PANTRY) is no Einbauküche", () => {
  expect(deriveAmenities({ kueche: "Teeküche" })).toEqual([]);
  expect(deriveAmenities({ kueche: "PANTRY" })).toEqual([]);
  expect(deriveAmenities({ kueche: "EBK, PANTRY" })).toEqual(["einbaukueche"]);
});

test("derived columns pick the price by status and fall back to the usable area", () => {
  const rent = deriveColumns({ angebot_typ: "Miete", gesamtmietebrutto: 1200, kaufpreis: 1, nutzflaeche: 80, plz: "1070" });
  expect(rent).toMatchObject({ status: "RENT", price_value: 1200, area_value: 80, district_label: "Wien 7. Bezirk" });
  const sale = deriveColumns({ angebot_typ: "Kauf", kaufpreis: 450000, wohnflaeche: 72, objekttitel: "Altbau <b>Wohnung</b>" });
  expect(sale).toMatchObject({ status: "SALE", price_value: 450000, area_value: 72 });
});
