// The team editor's error page: an unknown broker (removed meanwhile, or a mistyped link) says so
// in German with a way back; anything else shows the staff message.
import { isRouteErrorResponse, useRouteError } from "react-router";

export function TeamErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String((error.data as { message: unknown }).message)
      : "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";
  return (
    <section className="team-editor">
      <h1>{status === 404 ? "Makler nicht gefunden" : "Das Team konnte nicht geladen werden"}</h1>
      <p role="alert">{status === 404 ? "Diesen Makler gibt es nicht (mehr)." : message}</p>
      <p>
        <a href="/admin/team">Zurück zum Team</a>
      </p>
    </section>
  );
}
