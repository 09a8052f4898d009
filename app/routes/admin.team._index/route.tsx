// /admin/team: list, add, edit, reorder, remove brokers, then "Zugänge": the admin accounts and
// "Admin-Rechte vergeben". The page is server-rendered; every button is a plain form, so
// it works without JavaScript.
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from "react-router";
import type { FormResult } from "~/components/form/use-form";
import { monogram } from "~/lib/monogram";
import { AccessSection } from "./access-section";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Team | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

function MoveButton({ id, name, direction, disabled }: { id: string; name: string; direction: "up" | "down"; disabled: boolean }) {
  const label = direction === "up" ? "Nach oben" : "Nach unten";
  return (
    <Form method="post" className="team-move">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={direction}
        className="button button-secondary button-small team-move-button"
        disabled={disabled}
        aria-label={`${name}: ${label}`}
        title={label}
      >
        <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
      </button>
    </Form>
  );
}

/**
 * The address in two unbreakable halves with a break chance before "@" only (no break at a hyphen).
 * Plain inline spans: inline-blocks made screen readers hear a space before the "@".
 */
function EmailLine({ email }: { email: string }) {
  const at = email.indexOf("@");
  return (
    <span className="team-email">
      {at > 0 ? (
        <>
          <span className="team-email-part">{email.slice(0, at)}</span>
          <wbr />
          <span className="team-email-part">{email.slice(at)}</span>
        </>
      ) : (
        email
      )}
    </span>
  );
}

export default function TeamList() {
  const { agents, admins, adminKey } = useLoaderData<typeof loader>();
  const actionData = useActionData() as { error: string } | { form: "set-admin"; result: FormResult } | undefined;
  const moveError = actionData && "error" in actionData ? actionData.error : null;
  const adminKeyResult = actionData && "form" in actionData ? actionData.result : null;
  return (
    <section className="team-editor">
      <h1>Team</h1>
      <p>
        Reihenfolge wie auf <a href="/uber-uns">Über uns</a>. Änderungen stehen sofort auf der Website und sind für Google auffindbar.
      </p>
      {moveError ? (
        <p className="field-error" role="alert">
          {moveError}
        </p>
      ) : null}
      <p>
        <Link className="button" to="/admin/team/neu">
          Makler hinzufügen
        </Link>
      </p>
      {agents.length === 0 ? (
        <p>Noch keine Makler im Team.</p>
      ) : (
        <ol className="team-list">
          {agents.map((agent, index) => (
            <li key={agent.id} className="team-row">
              {agent.image ? (
                <img src={agent.image} alt="" width={64} height={80} className="team-thumb" loading="lazy" />
              ) : (
                // The public pages' monogram: "Mag. Jürgen Österreicher" is JÖ, not M (review 57).
                <span className="team-thumb team-initial" aria-hidden="true">
                  {monogram(agent.name)}
                </span>
              )}
              <div className="team-info">
                <p className="team-name">
                  <a href={`/uber-uns/team/${agent.slug}`}>{agent.name}</a>
                </p>
                {agent.position ? <p>{agent.position}</p> : null}
                {/* Each on a line of its own: the number never breaks mid-number, the address
                    breaks only where it must (it broke at its hyphen beside the number). */}
                {agent.email || agent.phone ? (
                  <p className="team-contact">
                    {agent.email ? <EmailLine email={agent.email} /> : null}
                    {agent.phone ? <span className="team-phone">{agent.phone}</span> : null}
                  </p>
                ) : (
                  <p className="team-contact">Keine Kontaktdaten</p>
                )}
              </div>
              <div className="team-actions">
                <MoveButton id={agent.id} name={agent.name} direction="up" disabled={index === 0} />
                <MoveButton id={agent.id} name={agent.name} direction="down" disabled={index === agents.length - 1} />
                <Link
                  className="button button-secondary button-small"
                  to={`/admin/team/${agent.id}`}
                  aria-label={`${agent.name} bearbeiten`}
                >
                  Bearbeiten
                </Link>
                {/* Destructive and quiet: a red text link, never a seventh button like the others; the
                    page it opens asks first. */}
                <Link className="team-remove" to={`/admin/team/${agent.id}/entfernen`} aria-label={`${agent.name} entfernen`}>
                  Entfernen
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
      <AccessSection admins={admins} lastResult={adminKeyResult} constraint={adminKey} />
    </section>
  );
}
