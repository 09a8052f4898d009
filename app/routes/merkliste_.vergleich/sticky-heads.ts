// The column heads of a table that scrolls sideways (three or four listings below 1000 px) stay
// in view while the page scrolls down. CSS sticky cannot do it there: the box that
// scrolls sideways is the heads' sticky container, and it does not scroll down. With JavaScript
// the heads' row is moved down by the page's scroll (a CSS variable read by a transform in
// watchlist.css), under the fixed site header, never past the last row. Without it they scroll
// away with the table; a table that fits keeps plain CSS sticky and needs none of this.
import { type RefObject, useEffect } from "react";

/** How far the heads move down: from the table's top to under the header, at most to the last row. */
export function headShift(tableTop: number, tableBottom: number, headHeight: number, stick: number): number {
  const wanted = stick - tableTop;
  const room = tableBottom - tableTop - headHeight * 2;
  return Math.max(0, Math.min(wanted, room));
}

/** `scroller`: the table's sideways-scrolling box; `active`: whether it may scroll sideways. */
export function useStickyHeads(scroller: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const box = scroller.current;
    if (!box || !active) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const table = box.querySelector("table");
      const head = box.querySelector<HTMLElement>(".compare-heads");
      // A box that does not scroll sideways (wide screens) leaves the heads to CSS sticky.
      if (!table || !head || getComputedStyle(box).overflowX !== "auto") {
        box.style.removeProperty("--compare-head-shift");
        return;
      }
      const header = document.querySelector(".site-header")?.getBoundingClientRect();
      const rect = table.getBoundingClientRect();
      const shift = headShift(rect.top, rect.bottom, head.offsetHeight, header ? header.bottom : 0);
      box.style.setProperty("--compare-head-shift", `${Math.round(shift)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
      box.style.removeProperty("--compare-head-shift");
    };
  }, [scroller, active]);
}
