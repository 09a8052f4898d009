// The immobilien columns a property's content is written to, one list for the feed sync and the
// seed, so a new column is added once. No path aliases: the seed imports it under Node 24.

/** Spec columns (public-site.md section 3) mapped from an OpenImmo object, in table order. */
export const PROPERTY_SOURCE_COLUMNS = [
  "objektnr_intern",
  "objektnr_extern",
  "openimmo_obid",
  "objekttitel",
  "objektbeschreibung",
  "lage",
  "ausstatt_beschr",
  "sonstige_angaben",
  "objektart",
  "angebot_typ",
  "objektstatus",
  "ort",
  "politischer_bezirk",
  "plz",
  "bundesland",
  "lat_ungenaeher",
  "lon_ungenaeher",
  "umkreis_meter",
  "address",
  "titelbild_url",
  "bilder_urls",
  "medien",
  "anzahl_zimmer",
  "anzahl_badezimmer",
  "anzahl_sep_wc",
  "wohnflaeche",
  "nutzflaeche",
  "balkon_terrasse_flaeche",
  "loggia_flaeche",
  "anzahl_logia",
  "anzahl_abstellraum",
  "kellerflaeche",
  "garagen_flaeche",
  "stellplatz_flaeche",
  "anzahl_stellplaetze",
  "baujahr",
  "etage",
  "kueche",
  "fahrstuhl",
  "hwbklasse",
  "hwbwert",
  "fgeeklasse",
  "fgeewert",
  "energie_gueltig_bis",
  // Migration 0090: a plot's Widmung, Erschließung, 'bebaubar nach' and Altlasten.
  "widmung",
  "erschliessung",
  "bebaubar_nach",
  "altlasten",
  // Migration 0093: Heizung, Zustand and 'verfügbar ab' for the detail page's key facts.
  "heizungsart",
  "befeuerung",
  "zustand",
  "verfuegbar_ab",
  // Migration 0096: a rent's term, for the key facts.
  "befristung",
  // Migration 0097: the plot of a house (and of a plot, beside its nutzflaeche).
  "grundstuecksflaeche",
  "kaufpreis",
  "gesamtmietenetto",
  "gesamtmietebrutto",
  "gesamtbelastungbrutto",
  "heizkostennetto",
  "betriebskostennetto",
  "sonstigekostennetto",
  "kaution_text",
  "abstand",
  "aussen_courtage",
  "reparaturruecklage_netto",
  "summemietenetto_brutto",
  "monatlichekostenbrutto",
  "kontakt_name",
  "kontakt_vorname",
  "kontakt_tel",
  "kontakt_email",
  "kontakt_firma",
  "kontakt_url",
  "kontakt_feedback_email",
] as const;

/** Columns derived from the source columns by app/lib/property-derive.ts (DESIGN.md section 4). */
export const PROPERTY_DERIVED_COLUMNS = [
  "status",
  "property_type",
  "price_value",
  "area_value",
  "amenities",
  "district_label",
  "search_text",
] as const;

/** Everything the feed mapping produces and the seed writes for a property's content. */
export const PROPERTY_WRITE_COLUMNS = [...PROPERTY_SOURCE_COLUMNS, ...PROPERTY_DERIVED_COLUMNS] as const;

/** Derived columns a card shows (the search text is only searched). */
const SHOWN_DERIVED_COLUMNS = PROPERTY_DERIVED_COLUMNS.filter(
  (column): column is Exclude<(typeof PROPERTY_DERIVED_COLUMNS)[number], "search_text"> => column !== "search_text",
);

/**
 * Columns a property card needs (explicit column lists, STYLE.md habit 5): every page showing a
 * card (search, home, district and broker pages) selects these, and lib/property-view.ts renders them.
 */
export const CARD_COLUMNS = [
  "id",
  "objektnr_intern",
  "objekttitel",
  "objektart",
  "angebot_typ",
  "objektstatus",
  "ort",
  "plz",
  "politischer_bezirk",
  "titelbild_url",
  "bilder_urls",
  "anzahl_zimmer",
  "anzahl_badezimmer",
  "wohnflaeche",
  "nutzflaeche",
  "hwbwert",
  "hwbklasse",
  "fgeewert",
  "fgeeklasse",
  "kaufpreis",
  "gesamtmietenetto",
  "gesamtmietebrutto",
  ...SHOWN_DERIVED_COLUMNS,
  "photos",
  "price_reduced_at",
  // The old price beside 'Preis gesenkt'.
  "price_before_reduction",
  // When the row was first stored: 'Neu' on the results (lib/new-listing.ts).
  "created_at",
] as const;
