// The error boundary shared by the staff pages (login, admin): it tells staff what is
// misconfigured (e.g. a missing SESSION_SECRET, DESIGN.md section 6).
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

export function StaffErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String((error.data as { message: unknown }).message)
      : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container staff-page">
      <div className="card staff-card">
        <h1>{status === 403 ? "Forbidden" : "The admin area is not available"}</h1>
        <p role="alert">{message ?? "An unexpected error occurred. Please try again later."}</p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    </section>
  );
}
