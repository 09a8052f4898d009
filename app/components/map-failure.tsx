// Why a map did not come (the detail page's and the results' map): the library did not load, or
// the map failed while starting. Nothing when neither.

export function MapFailure({ state }: { state: string }) {
  if (state === "library-error") {
    return (
      <p className="map-message" role="alert">
        Kartenbibliothek konnte nicht geladen werden.
      </p>
    );
  }
  if (state === "map-error") {
    return (
      <p className="map-message" role="alert">
        Es ist ein Fehler beim Laden der Karte aufgetreten.
      </p>
    );
  }
  return null;
}
