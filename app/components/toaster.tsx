// Toasts (DESIGN.md section 3: flash messages after a redirect, shown with and without
// JavaScript). The server renders the flash toast; with JavaScript it can be dismissed, goes
// away by itself, and other components may raise one with `showToast`.
import { useEffect, useState } from "react";
import type { Toast } from "~/utils/session.server";

const TOAST_EVENT = "app:toast";
const TOAST_DURATION_MS = 6000;

/** Show a toast from client code (e.g. the search's 'filter applied' note). */
export function showToast(toast: Toast): void {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

interface Shown extends Toast {
  id: number;
}

let nextId = 1;

export function Toaster({ toast }: { toast: Toast | null }) {
  const [toasts, setToasts] = useState<Shown[]>(() => (toast ? [{ ...toast, id: 0 }] : []));

  // A new flash toast arrives with the next page's loader data.
  useEffect(() => {
    if (toast)
      setToasts((list) => (list.some((t) => t.id === 0 && t.title === toast.title) ? list : [...list, { ...toast, id: nextId++ }]));
  }, [toast]);

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<Toast>).detail;
      setToasts((list) => [...list, { ...detail, id: nextId++ }]);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = window.setTimeout(() => setToasts((list) => list.slice(1)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toasts]);

  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role={t.type === "error" ? "alert" : "status"} className={`toast toast-${t.type}`}>
          <div>
            <strong>{t.title}</strong>
            {t.description ? <p>{t.description}</p> : null}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label="Meldung schließen"
            onClick={() => setToasts((list) => list.filter((x) => x.id !== t.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
