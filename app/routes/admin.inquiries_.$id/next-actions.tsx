// The lead's next step first, as links: Anrufen, Antworten, "Besichtigung anlegen". The primary one
// is the viewing when the Anliegen asks for one (payload `wunsch` BESICHTIGUNG), else calling when
// there is a number, else replying.

export function NextActions({
  telHref,
  replyHref,
  viewingHref,
  viewingAsked,
}: {
  telHref: string | null;
  replyHref: string | null;
  viewingHref: string | null;
  /** The Anliegen is a viewing: "Besichtigung anlegen" leads. */
  viewingAsked: boolean;
}) {
  const viewingFirst = viewingAsked && viewingHref !== null;
  const primary = viewingFirst ? "viewing" : telHref ? "tel" : replyHref ? "reply" : null;
  const viewing = viewingHref ? (
    <a className={primary === "viewing" ? "button" : "button button-secondary"} href={viewingHref}>
      Besichtigung anlegen
    </a>
  ) : null;
  if (!telHref && !replyHref && !viewing) return null;
  return (
    <div className="staff-next">
      <h2 className="staff-sr-only">Nächster Schritt</h2>
      {viewingFirst ? viewing : null}
      {telHref ? (
        <a className={primary === "tel" ? "button" : "button button-secondary"} href={telHref}>
          Anrufen
        </a>
      ) : null}
      {replyHref ? (
        <a className={primary === "reply" ? "button" : "button button-secondary"} href={replyHref}>
          Antworten
        </a>
      ) : null}
      {viewingFirst ? null : viewing}
    </div>
  );
}
