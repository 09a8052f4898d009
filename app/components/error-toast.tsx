// The destructive toast of spec section 8 ('Fehler' plus a sentence), in the site's toast style
// (app.css), for failures the page shows in place: the listing's load failure, the team's load
// failure on /uber-uns, the detail page's load failure, a form the server could not store.
export function ErrorToast({
  title = "Fehler",
  description,
  announce = true,
}: {
  title?: string;
  description: string;
  /** Polite by default; false when an alert beside it already says the same (eye only). */
  announce?: boolean;
}) {
  return (
    <div className="toaster" aria-hidden={announce ? undefined : true}>
      <div role={announce ? "status" : undefined} className="toast toast-error">
        <div>
          <strong>{title}</strong>
          <p>{description}</p>
        </div>
      </div>
    </div>
  );
}
