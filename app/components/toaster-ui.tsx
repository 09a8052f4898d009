// The toast list (DESIGN.md section 3: flash messages after a redirect, shown with and without
// JavaScript). The server renders it synchronously (toaster-ui.server.tsx); in the browser it is
// an on-demand chunk that toaster.tsx loads only once a page has a flash toast (ADR 0014). With
// JavaScript a toast can be dismissed and goes away by itself. One toast at a time: a new one
// replaces the one shown (issue 25 item 4), they never stack.
import { useEffect, useState } from "react";
import type { Toast } from "~/utils/session.server";

const TOAST_DURATION_MS = 6000;

interface Shown extends Toast {
  id: number;
}

let nextId = 1;

export function ToasterUi({ toast }: { toast: Toast | null }) {
  const [toasts, setToasts] = useState<Shown[]>(() => (toast ? [{ ...toast, id: 0 }] : []));

  // A new flash toast arrives with the next page's loader data and takes the previous one's place
  // (the server-rendered first one, id 0, is not shown twice).
  useEffect(() => {
    if (toast) setToasts((list) => (list[0]?.id === 0 && list[0].title === toast.title ? list : [{ ...toast, id: nextId++ }]));
  }, [toast]);

  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = window.setTimeout(() => setToasts([]), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toasts]);

  return (
    <>
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
    </>
  );
}
