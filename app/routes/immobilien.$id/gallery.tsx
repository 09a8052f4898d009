// Gallery (public-site.md sections 2, 4, 9): main image plus up to 4 thumbnails, '+N mehr' on the
// fourth when there are more than 5 images, and without JavaScript 'Alle n Fotos' under them; a fullscreen viewer in a <dialog> with wrapping
// previous/next, thumbnails, 'i / n', close, arrow keys, Escape and swipe (the pictures are a
// full-width strip with CSS scroll-snap, no gesture code). Without JavaScript
// every image is a plain link to the file, and the full list is reachable below.
import { type MouseEvent, useRef, useState } from "react";
import type { ResponsivePhoto } from "~/lib/responsive-image";

const THUMBNAILS = 4;
/** Two thirds of the main column from 1000 px, beside the form (a type-only import keeps the detail page's JS as it was). */
const GALLERY_MAIN_SIZES = "(min-width: 1000px) 45vw, (min-width: 900px) 66vw, 100vw";

/** srcset and sizes when the photo has variants (processed photos and own images). */
function responsive(photo: ResponsivePhoto): { srcSet?: string; sizes?: string } {
  return photo.srcSet ? { srcSet: photo.srcSet, sizes: GALLERY_MAIN_SIZES } : {};
}

export function Gallery({ images, title }: { images: ResponsivePhoto[]; title: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLUListElement>(null);
  const settle = useRef<number | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const total = images.length;
  const main = images[0];
  const thumbs = images.slice(1, 1 + THUMBNAILS);
  const more = total - 1 - THUMBNAILS;

  /** Shows picture `at`: the counter at once, the strip glides to a neighbour and jumps further. */
  function show(at: number) {
    const stage = stageRef.current;
    setIndex(at);
    if (!stage) return;
    const near = Math.abs(Math.round(stage.scrollLeft / Math.max(stage.clientWidth, 1)) - at) === 1;
    stage.scrollTo({ left: at * stage.clientWidth, behavior: near ? "smooth" : "instant" });
  }
  function open(event: MouseEvent<HTMLAnchorElement>, at: number) {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return; // let the link open the file
    event.preventDefault();
    dialog.showModal();
    show(at);
  }
  function openFromSummary(event: MouseEvent<HTMLElement>) {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return; // the list unfolds
    event.preventDefault();
    dialog.showModal();
    show(0);
  }
  const step = (delta: number) => show((index + delta + total) % total);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
    // Escape closes a modal <dialog> natively.
  }
  // A swipe is the strip's own scrolling (CSS scroll-snap); once it rests, the counter follows.
  function onScroll() {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const stage = stageRef.current;
      if (stage && stage.clientWidth > 0) setIndex(Math.round(stage.scrollLeft / stage.clientWidth));
    }, 90);
  }

  if (!main) return null;
  return (
    // data-count picks the grid for 1 to 5+ pictures, every cell filled (detail.css).
    <section className="gallery" aria-label="Bildergalerie" data-count={Math.min(total, 1 + THUMBNAILS)}>
      <a
        href={main.src}
        className="gallery-main"
        onClick={(event) => open(event, 0)}
        aria-label={total > 1 ? `${total} Fotos – Bild 1 vergrößern` : "Bild vergrößern"}
      >
        {/* The largest paint of the page: never lazy, fetched first; phones take the 480 px variant
            the seed writes next to its images. */}
        <img
          src={main.src}
          alt={title}
          width={main.width}
          height={main.height}
          decoding="async"
          {...responsive(main)}
          fetchPriority="high"
        />
        {/* How many pictures there are, on the picture, as the portals show it; the link's name says it already. */}
        {total > 1 ? (
          <span className="gallery-count" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="16" height="16" focusable="false" aria-hidden="true">
              <path d="M4 7h3l2-2.5h6L17 7h3v12H4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {`${total} Fotos`}
          </span>
        ) : null}
      </a>
      {thumbs.length > 0 ? (
        <ul className="gallery-thumbs">
          {thumbs.map((image, i) => {
            const at = i + 1;
            const showMore = i === THUMBNAILS - 1 && more > 0;
            return (
              <li key={image.src}>
                <a
                  href={image.src}
                  onClick={(event) => open(event, at)}
                  // WCAG 2.5.3: the visible '+N mehr' starts the accessible name.
                  aria-label={showMore ? `+${more} mehr: alle ${total} Fotos ansehen` : `Bild ${at + 1} von ${total} vergrößern`}
                >
                  <img src={image.thumb} alt="" width={400} height={300} loading="lazy" decoding="async" />
                  {showMore ? <span className="gallery-more">{`+${more} mehr`}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {more > 0 ? (
        // Without JavaScript 'Alle n Fotos' unfolds the list of every photo, each a link to its
        // file; with it the photos open the viewer and the list is hidden (detail.css), so the
        // count stands only on the badge and the '+N mehr' tile.
        <details className="gallery-all">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is its details' own button */}
          <summary onClick={openFromSummary}>{`Alle ${total} Fotos`}</summary>
          <ol>
            {images.map((image, i) => (
              <li key={image.src}>
                <a href={image.src} onClick={(event) => open(event, i)}>{`Bild ${i + 1}`}</a>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <dialog ref={dialogRef} className="gallery-viewer" aria-label={`Bilder: ${title}`} onKeyDown={onKeyDown}>
        {/* Every picture side by side across the full width; a swipe scrolls the strip. Each
            loads when it comes near (lazy), the first ones when the viewer opens. */}
        {/* A scrolling strip takes the keyboard focus itself, so that its arrow keys scroll it (axe
            scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable */}
        <ul className="gallery-viewer-stage" ref={stageRef} onScroll={onScroll} tabIndex={0} aria-label="Bilderstreifen">
          {images.map((image, i) => (
            <li key={image.src}>
              <img
                src={image.src}
                srcSet={image.srcSet || undefined}
                sizes={image.srcSet ? "100vw" : undefined}
                alt={`${title} – Bild ${i + 1}`}
                width={image.width ?? 1200}
                height={image.height ?? 800}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
        <p className="gallery-counter" aria-live="polite">{`${index + 1} / ${total}`}</p>
        <button type="button" className="gallery-nav gallery-prev" onClick={() => step(-1)} aria-label="Vorheriges Bild">
          ‹
        </button>
        <button type="button" className="gallery-nav gallery-next" onClick={() => step(1)} aria-label="Nächstes Bild">
          ›
        </button>
        <form method="dialog">
          <button type="submit" className="gallery-close" aria-label="Schließen">
            ×
          </button>
        </form>
        <ul className="gallery-viewer-thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <button type="button" onClick={() => show(i)} aria-label={`Bild ${i + 1}`} aria-current={i === index ? "true" : undefined}>
                <img src={image.thumb} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      </dialog>
    </section>
  );
}
