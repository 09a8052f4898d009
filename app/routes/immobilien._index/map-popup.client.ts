// The results map's popup on a desktop: a listing's card built as DOM (never HTML from data),
// moved wholly into the map when it opens.
import type * as maplibregl from "maplibre-gl";
import type { MapMarker } from "~/lib/map-marker";
import { element } from "./map-pins.client";

/** The popup's card, built as DOM (never HTML from data). */
export function popupCard(marker: MapMarker): HTMLElement {
  const link = element("a", "results-popup");
  link.href = marker.href;
  const image = element("img", "results-popup-image");
  image.src = marker.image;
  image.alt = "";
  image.width = 240;
  image.height = 160;
  const parts = [
    image,
    element("strong", "results-popup-title", marker.title),
    marker.location ? element("span", "results-popup-location", marker.location) : null,
    element("span", "results-popup-price", `${marker.price} · ${marker.offer}`),
    marker.facts ? element("span", "results-popup-facts", marker.facts) : null,
  ];
  for (const part of parts) if (part) link.appendChild(part);
  return link;
}

/** Moves the map so that an open popup lies wholly inside it (8 px clear of the edges). */
export function keepPopupInside(map: maplibregl.Map, popup: maplibregl.Popup) {
  const box = popup.getElement()?.getBoundingClientRect();
  if (!box) return;
  const frame = map.getContainer().getBoundingClientRect();
  const gap = 8;
  const dx = box.left < frame.left + gap ? box.left - frame.left - gap : box.right > frame.right - gap ? box.right - frame.right + gap : 0;
  const dy = box.top < frame.top + gap ? box.top - frame.top - gap : box.bottom > frame.bottom - gap ? box.bottom - frame.bottom + gap : 0;
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 200 });
}
