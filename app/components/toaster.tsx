// Toasts (DESIGN.md section 3: flash messages after a redirect, shown with and without
// JavaScript). This part is in every page's first load: the live region, always present so that
// a toast inserted later is announced. The list itself (dismiss, auto-hide) is an on-demand chunk
// that loads only once a flash toast arrives, most page views never need it (ADR 0014).
import { lazy, Suspense, useState } from "react";
import type { Toast } from "~/utils/session.server";
// Undefined in the browser (an empty `.server` module); the real component on the server.
import { ToasterUi as ServerToasterUi } from "./toaster-ui.server";

const LazyToasterUi = lazy(() => import("./toaster-ui").then((module) => ({ default: module.ToasterUi })));

export function Toaster({ toast }: { toast: Toast | null }) {
  const [used, setUsed] = useState(toast !== null);
  // The first flash toast of this visit (e.g. after a form redirect) brings the list in; it then
  // stays mounted and receives the next ones as props.
  if (toast && !used) setUsed(true);
  const Ui = ServerToasterUi ?? LazyToasterUi;
  return (
    <div className="toaster" aria-live="polite">
      {used ? (
        // A server-rendered toast keeps its HTML while the chunk loads (dehydrated Suspense boundary).
        <Suspense fallback={null}>
          <Ui toast={toast} />
        </Suspense>
      ) : null}
    </div>
  );
}
