// Toasts (DESIGN.md section 3: flash messages after a redirect, shown with and without
// JavaScript; spec section 8's 'Fehler' toast). One markup for every toast: `Toaster` in root shows
// the flash toast of a redirect, `ErrorToast` a failure the page shows in place. With JavaScript a
// flash toast can be dismissed and goes away by itself; a new one replaces the one shown, they
// never stack.
import { useEffect, useState } from "react";
import type { Toast } from "~/lib/toast";

const TOAST_DURATION_MS = 6000;

interface Shown extends Toast {
  id: number;
}

let nextId = 1;

function ToastCard({ toast, announce = true, onClose }: { toast: Toast; announce?: boolean; onClose?: () => void }) {
  const role = !announce ? undefined : toast.type === "error" && onClose ? "alert" : "status";
  return (
    <div role={role} className={`toast toast-${toast.type}`}>
      <div>
        <strong>{toast.title}</strong>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className="toast-close" aria-label="Meldung schließen" onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}

/** The live region for flash toasts: always present, so that a toast inserted later is announced. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState<Shown | null>(() => (toast ? { ...toast, id: 0 } : null));

  // A new flash toast arrives with the next page's loader data and takes the previous one's place
  // (the server-rendered first one, id 0, is not shown twice).
  useEffect(() => {
    if (toast) setShown((current) => (current?.id === 0 && current.title === toast.title ? current : { ...toast, id: nextId++ }));
  }, [toast]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <div className="toaster" aria-live="polite">
      {shown ? <ToastCard key={shown.id} toast={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}

/**
 * The destructive toast of spec section 8 ('Fehler' plus a sentence) for failures the page shows in
 * place: the listing's or the team's load failure, the detail page's, a form the server could not
 * store. Polite by default; `announce={false}` when an alert beside it already says the same.
 */
export function ErrorToast({
  title = "Fehler",
  description,
  announce = true,
}: {
  title?: string;
  description: string;
  announce?: boolean;
}) {
  return (
    <div className="toaster" aria-hidden={announce ? undefined : true}>
      <ToastCard toast={{ type: "error", title, description }} announce={announce} />
    </div>
  );
}
