// The detail page's error states (public-site.md section 8): 410 withdrawn, 404 unknown, else the
// spec's 'Property load failure' with its toast. Split from route.tsx to keep it short.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const id = isRouteErrorResponse(error) && typeof error.data?.id === "string" ? error.data.id : "";
  return (
    <section className="detail container detail-error" role="alert">
      {status === 410 ? (
        <>
          <h1>Immobilie nicht mehr verfügbar</h1>
          <p>Diese Immobilie ist nicht mehr verfügbar. Sie wurde verkauft, vermietet oder vom Angebot genommen.</p>
        </>
      ) : status === 404 ? (
        <>
          <h1>Immobilie nicht gefunden</h1>
          <p>{`Immobilie nicht gefunden: ${id}. Die Immobilie ist möglicherweise nicht mehr verfügbar.`}</p>
        </>
      ) : (
        <>
          {/* Spec section 8, 'Property load failure': fallback text, banner and the 'Fehler' toast. */}
          <h1>Immobilie konnte nicht gefunden werden.</h1>
          <p>Diese Immobilie konnte nicht geladen werden oder ist nicht mehr verfügbar.</p>
          <div className="toaster">
            <div role="status" className="toast toast-error">
              <div>
                <strong>Fehler</strong>
                <p>Diese Immobilie konnte nicht geladen werden oder ist nicht mehr verfügbar.</p>
              </div>
            </div>
          </div>
        </>
      )}
      <p className="detail-error-links">
        <Link className="button" to="/immobilien">
          Alle Immobilien ansehen
        </Link>{" "}
        <Link className="button button-secondary" to="/immobilien/suchauftrag">
          Suchauftrag anlegen
        </Link>
      </p>
    </section>
  );
}
