// The team editor's error pages: an unknown broker or account (removed meanwhile, or a mistyped
// link) says so in German with a way back; anything else shows the staff message (httpError's text).
import { isRouteErrorResponse, useRouteError } from "react-router";

interface ErrorTexts {
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  back: { href: string; label: string };
}

function TeamErrorPage({ notFoundTitle, notFoundText, failedTitle, back }: ErrorTexts) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String((error.data as { message: unknown }).message)
      : "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";
  return (
    <section className="team-editor">
      <h1>{status === 404 ? notFoundTitle : failedTitle}</h1>
      <p role="alert">{status === 404 ? notFoundText : message}</p>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </section>
  );
}

export function TeamErrorBoundary() {
  return (
    <TeamErrorPage
      notFoundTitle="Makler nicht gefunden"
      notFoundText="Diesen Makler gibt es nicht (mehr)."
      failedTitle="Das Team konnte nicht geladen werden"
      back={{ href: "/admin/team", label: "Zurück zum Team" }}
    />
  );
}

/** Team → Zugänge's confirm page. */
export function AccessErrorBoundary() {
  return (
    <TeamErrorPage
      notFoundTitle="Konto nicht gefunden"
      notFoundText="Dieses Konto gibt es nicht (mehr)."
      failedTitle="Das hat nicht geklappt"
      back={{ href: "/admin/team#zugaenge", label: "Zurück zu den Zugängen" }}
    />
  );
}
