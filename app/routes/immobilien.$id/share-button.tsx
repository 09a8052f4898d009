// "Teilen" beside Merken. Without JavaScript a small fold with two plain links, an
// e-mail and WhatsApp, each carrying the page's absolute address (no third-party script, nothing
// loads before the visitor picks one). With JavaScript the button opens the system's share sheet
// where the browser has one (phones), else it copies the address and says "Link kopiert".
import { type MouseEvent, useEffect, useRef, useState } from "react";

const NOTICE_MS = 4000;

export function ShareButton({ url, title }: { url: string; title: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = `${title}: ${url}`;
  const share = async (event: MouseEvent<HTMLElement>) => {
    const canShare = typeof navigator.share === "function";
    const canCopy = typeof navigator.clipboard?.writeText === "function";
    // Neither: the fold with its links opens as without JavaScript.
    if (!canShare && !canCopy) return;
    event.preventDefault();
    if (canShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Anything else: fall back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
        if (!canCopy) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice("Link kopiert");
    } catch {
      // Copying refused (no permission): the fold's links instead.
      (event.target as HTMLElement).closest("details")?.setAttribute("open", "");
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  };
  return (
    <div className="detail-share">
      <details>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is its fold's own button */}
        <summary className="button button-secondary detail-action" onClick={share}>
          <ShareIcon />
          <span className="detail-action-label">Teilen</span>
        </summary>
        <ul className="detail-share-menu">
          <li>
            <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`}>Per E-Mail</a>
          </li>
          <li>
            <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
              Per WhatsApp<span className="visually-hidden"> (öffnet in neuem Fenster)</span>
            </a>
          </li>
        </ul>
      </details>
      {/* Outside the fold and always in the page, so that a notice put in later is announced. */}
      <p className="detail-share-notice" role="status">
        {notice}
      </p>
    </div>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="detail-action-icon">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}
