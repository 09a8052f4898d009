// Where am I in the home page's swipe row of current listings (a phone shows one card and the
// edge of the next, review 58: "you cannot tell there are six"). Without JavaScript the line says
// "6 Immobilien – seitlich wischen"; with it, "1 von 6" and a dot per listing, updated as the row
// scrolls. Shown below 768 px only (home.css), where the grid is a swipe row; its height is kept
// from the server's text on, so the page does not shift.
import { type RefObject, useEffect, useState } from "react";
import { formatPropertyCount } from "~/lib/format";

/** The 1-based card at the row's left edge: the scroll position over one card's step. */
export function cardInView(scrollLeft: number, step: number, count: number): number {
  if (!(step > 0) || count < 1) return 1;
  return Math.min(count, Math.max(1, Math.round(scrollLeft / step) + 1));
}

/** `row`: the element holding the swipe row's <ul>; `count`: its listings. */
export function SwipeCount({ row, count }: { row: RefObject<HTMLElement | null>; count: number }) {
  const [current, setCurrent] = useState<number | null>(null);
  useEffect(() => {
    const list = row.current?.querySelector<HTMLElement>(".property-grid-swipe");
    if (!list) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const [first, second] = list.children;
      const step = first && second ? (second as HTMLElement).offsetLeft - (first as HTMLElement).offsetLeft : list.clientWidth;
      setCurrent(cardInView(list.scrollLeft, step, count));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    list.addEventListener("scroll", schedule, { passive: true });
    return () => {
      list.removeEventListener("scroll", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [row, count]);
  if (count < 2) return null;
  return (
    <p className="home-swipe-count" aria-hidden="true">
      <span className="home-swipe-dots">
        {Array.from({ length: count }, (_, index) => (
          <i key={String(index + 1)} data-on={String(current === index + 1)} />
        ))}
      </span>
      <span>{current ? `${current} von ${count}` : `${formatPropertyCount(count)} – seitlich wischen`}</span>
    </p>
  );
}
