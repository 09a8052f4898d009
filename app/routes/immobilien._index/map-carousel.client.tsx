// The phone's card carousel at the foot of the full-screen map, and the link between pins and the
// list beside the map on wider screens (part of the map chunk, so no page loads it up front).
// The carousel holds the listings in the map's view, west to east, and follows the map: a pan or
// a zoom refills it, a tapped pin brings its card to the middle, and the card a swipe stops on
// lights up its pin (drawn lit on top when its pin is inside a cluster); "3 von 12"
// above the cards says where the visitor is (and is announced).
// Each card has the Merkliste heart, as the list's cards do.
// Hovering or focusing a card in the list lights up its pin and back.
import { type Dispatch, type SetStateAction, useEffect, useLayoutEffect, useRef } from "react";
import { WatchButton } from "~/components/property-card";
import type { MapMarker } from "~/lib/map-marker";

export interface ActiveListing {
  id: number;
  /** Who chose it: a pin, a card of the carousel, or a card of the list. */
  from: "map" | "carousel" | "list";
}

/** The most cards the carousel holds (a whole city's listings); a denser view is narrowed by zooming in. */
const MAX_CARDS = 200;

/** The carousel's cards and how many listings the view holds (more than the cards when capped). */
export interface InView {
  cards: MapMarker[];
  total: number;
}

/** The markers inside `bounds`, west to east, at most MAX_CARDS of them as cards. */
export function markersInView(markers: MapMarker[], bounds: { contains: (point: [number, number]) => boolean }): InView {
  const inside = markers.filter((marker) => bounds.contains([marker.lon, marker.lat])).sort((a, b) => a.lon - b.lon);
  return { cards: inside.slice(0, MAX_CARDS), total: inside.length };
}

export function MapCarousel({
  inView,
  active,
  onSettle,
  listRef,
}: {
  inView: InView;
  active: ActiveListing | null;
  onSettle: (id: number) => void;
  listRef: React.RefObject<HTMLUListElement | null>;
}) {
  // A pin was tapped: its card glides to the middle.
  useEffect(() => {
    const list = listRef.current;
    if (!list || active?.from !== "map") return;
    const card = list.querySelector<HTMLElement>(`[data-listing-id="${active.id}"]`);
    if (card) list.scrollTo({ left: card.offsetLeft - (list.clientWidth - card.offsetWidth) / 2, behavior: "smooth" });
  }, [active, listRef]);
  const settle = useRef(onSettle);
  settle.current = onSettle;
  const markers = inView.cards;
  const index = markers.findIndex((marker) => marker.id === active?.id);
  // New cards (a pan, a zoom, a taller or wider window): the chosen listing's card is brought back
  // under the middle line at once, so the pixels scrolled never put another card there while its
  // pin stays lit; a view without it starts at card 1 and lights that card's pin.
  const activeId = useRef<number | null>(null);
  activeId.current = active?.id ?? null;
  useLayoutEffect(() => {
    const list = listRef.current;
    // Hidden beside the list on wider screens: nothing to keep in step there.
    if (!list || markers.length === 0 || list.clientWidth === 0) return;
    const card = list.querySelector<HTMLElement>(`[data-listing-id="${activeId.current}"]`);
    list.scrollTo({ left: card ? card.offsetLeft - (list.clientWidth - card.offsetWidth) / 2 : 0 });
    const first = markers[0];
    if (!card && first) settle.current(first.id);
  }, [markers, listRef]);
  // The card under the carousel's middle line is the one in view (the cards snap to the middle):
  // it sets the counter and lights its pin as soon as a swipe or a scroll brings it there, with no
  // timer and no work per frame (the observer reports only when a card crosses the line).
  useEffect(() => {
    const list = listRef.current;
    if (!list || markers.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.findLast((candidate) => candidate.isIntersecting);
        const id = entry ? Number((entry.target as HTMLElement).dataset.listingId) : Number.NaN;
        if (Number.isInteger(id)) settle.current(id);
      },
      { root: list, rootMargin: "0px -50% 0px -50%", threshold: 0 },
    );
    for (const card of list.querySelectorAll("[data-listing-id]")) observer.observe(card);
    return () => observer.disconnect();
  }, [markers, listRef]);

  if (markers.length === 0) return null;
  const more = inView.total > markers.length;
  return (
    <div className="results-carousel-dock">
      <p className="results-carousel-counter" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">Immobilie </span>
        {index < 0 ? 1 : index + 1} von {markers.length}
        {more ? (
          <>
            <span aria-hidden="true">+</span>
            <span className="visually-hidden"> (im Ausschnitt {inView.total}, heranzoomen für alle)</span>
          </>
        ) : null}
      </p>
      <ul className="results-carousel" ref={listRef} aria-label="Immobilien im Kartenausschnitt">
        {markers.map((marker) => (
          <li key={marker.id} data-listing-id={marker.id} aria-current={active?.id === marker.id ? "true" : undefined}>
            <a href={marker.href} className="results-carousel-card">
              <img src={marker.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
              <span className="results-carousel-text">
                <strong className="results-carousel-title">{marker.title}</strong>
                <span className="results-carousel-price">{priceLine(marker)}</span>
                {marker.facts ? <span className="results-carousel-facts">{marker.facts}</span> : null}
              </span>
            </a>
            <WatchButton id={marker.id} title={marker.title} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list beside the map: hovering or focusing a card marks it as the active listing. */
export function useListHover(setActive: Dispatch<SetStateAction<ActiveListing | null>>) {
  useEffect(() => {
    function onOver(event: Event) {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(".results-map-card")) return;
      const item = target?.closest<HTMLElement>(".search-results [data-listing-id]");
      const id = item ? Number(item.dataset.listingId) : null;
      setActive((previous) => {
        if (id === null) return previous?.from === "list" ? null : previous;
        return previous?.id === id && previous.from === "list" ? previous : { id, from: "list" };
      });
    }
    document.addEventListener("pointerover", onOver);
    document.addEventListener("focusin", onOver);
    return () => {
      document.removeEventListener("pointerover", onOver);
      document.removeEventListener("focusin", onOver);
    };
  }, [setActive]);
}

/** Marks the active listing's pin and its card in the list (data-active), clears the others. */
export function markActive(pins: Map<number, HTMLElement>, id: number | null) {
  for (const [pinId, pin] of pins) pin.classList.toggle("is-active", pinId === id);
  for (const item of document.querySelectorAll<HTMLElement>(".property-grid [data-listing-id][data-active]")) {
    if (Number(item.dataset.listingId) !== id) delete item.dataset.active;
  }
  if (id === null) return;
  const item = document.querySelector<HTMLElement>(`.property-grid [data-listing-id="${id}"]`);
  if (item) item.dataset.active = "";
}

/**
 * A carousel card's price and offer in one line that fits: a rent with an amount already says
 * "/ Monat", so "· Miete" would only repeat it (and was cut to "· Mi…" at 390 px); a purchase
 * price and "Preis auf Anfrage" keep their offer word.
 */
function priceLine(marker: Pick<MapMarker, "price" | "offer" | "pin">): string {
  return marker.offer === "Miete" && marker.pin !== null ? marker.price : `${marker.price} · ${marker.offer}`;
}
