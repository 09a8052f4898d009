// The lead's next step first: Anrufen (a tel: link), Antworten (the mail program with the subject
// set), "Besichtigung anlegen" for a lead about a listing (the viewings page with the listing
// chosen). All links, so they work without JavaScript. One primary action: the viewing
// when the lead's Anliegen is a viewing (payload `wunsch` BESICHTIGUNG), else calling when there
// is a number, else replying. The status and who has the lead are in the "Bearbeitung"
// card (work-card.tsx): on a phone after the message, so the lead opens on what the person wrote.

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
