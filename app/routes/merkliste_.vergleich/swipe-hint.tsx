// Where am I in a comparison that scrolls sideways (three or four listings on a phone): a static
// line above the table (never over a row), beside the ✓ legend. Without JavaScript it says
// "3 Immobilien – seitlich wischen" on phones (watchlist.css); with it, which listings are in view
// ("Immobilien 1–2 von 3 · Wischen für weitere") with a dot per listing, filled for those in view,
// updated as the table scrolls, and nothing when all columns fit.
import { type RefObject, useEffect, useState } from "react";
import { formatPropertyCount } from "~/lib/format";

/** The text for the columns in view (1-based, first..last) of `count`, and whether more lie either side. */
function swipeHintText(first: number, last: number, count: number, more: { left: boolean; right: boolean }): string {
  const shown = first === last ? `Immobilie ${first}` : `Immobilien ${first}–${last}`;
  // Short enough for one line at 390 px ("Immobilien 1–2 von 3 · Wischen für weitere").
  const way = more.right ? " · Wischen für weitere" : more.left ? " · Zurückwischen" : "";
  return `${shown} von ${count}${way}`;
}

interface Position {
  text: string;
  overflow: boolean;
  /** The columns in view, 1-based: the dots filled for them. */
  first: number;
  last: number;
}

/** Whether a comparison of `count` listings scrolls sideways below 1000 px, where two columns fit (watchlist.css). */
export function scrollsWhenNarrow(count: number): boolean {
  return count >= 3;
}

/** Which header cells are at least half in view beside the sticky label column. */
function readPosition(box: HTMLElement, count: number): Position {
  const overflow = box.scrollWidth > box.clientWidth + 1;
  const heads = [...box.querySelectorAll<HTMLElement>(".compare-heads th")];
  const label = box.querySelector<HTMLElement>(".compare-heads td")?.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  const left = label ? label.right : view.left;
  const inView = heads
    .map((head, index) => {
      const rect = head.getBoundingClientRect();
      const visible = Math.min(rect.right, view.right) - Math.max(rect.left, left);
      return visible >= rect.width / 2 ? index + 1 : 0;
    })
    .filter(Boolean);
  const first = inView[0] ?? 1;
  const last = inView[inView.length - 1] ?? first;
  const more = { left: box.scrollLeft > 1, right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
  return { text: swipeHintText(first, last, count, more), overflow, first, last };
}

/** `scroller`: the table's sideways-scrolling box; `count`: its listings. */
export function CompareSwipeHint({ count, scroller }: { count: number; scroller: RefObject<HTMLElement | null> }) {
  // Null until the box was measured: the server's text, shown by CSS alone on phones.
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = readPosition(box, count);
      setPosition((shown) => (shown?.text === next.text && shown.overflow === next.overflow ? shown : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    box.addEventListener("scroll", schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(box);
    return () => {
      box.removeEventListener("scroll", schedule);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [count, scroller]);
  // Three or four listings scroll sideways on a phone: the class shows the line there without JavaScript.
  return (
    <p
      className={scrollsWhenNarrow(count) ? "compare-swipe compare-swipe-wide" : "compare-swipe"}
      data-overflow={position ? String(position.overflow) : undefined}
      aria-hidden="true"
    >
      {/* Once measured, one dot per listing, filled for those in view; before, an arrow. */}
      {position?.overflow ? (
        <span className="compare-dots">
          {Array.from({ length: count }, (_, index) => (
            <i key={String(index + 1)} data-on={String(index + 1 >= position.first && index + 1 <= position.last)} />
          ))}
        </span>
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M8 7 3 12l5 5M16 7l5 5-5 5M3 12h18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      )}
      <span>{position?.text ?? `${formatPropertyCount(count)} – seitlich wischen`}</span>
    </p>
  );
}
