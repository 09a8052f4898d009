// /admin/team: list, add, edit, reorder, remove brokers. The page is
// server-rendered; every button is a plain form, so it works without JavaScript.
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from "react-router";
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
        className="button button-secondary"
        disabled={disabled}
        aria-label={`${name}: ${label}`}
      >
        {direction === "up" ? "↑" : "↓"} {label}
      </button>
    </Form>
  );
}

export default function TeamList() {
  const { agents } = useLoaderData<typeof loader>();
  const actionData = useActionData() as { error: string } | undefined;
  return (
    <section className="team-editor">
      <h1>Team</h1>
      <p>
        Reihenfolge wie auf <a href="/uber-uns">Über uns</a>. Änderungen sind sofort auf den Teamseiten und in der Sitemap.
      </p>
      {actionData?.error ? (
        <p className="field-error" role="alert">
          {actionData.error}
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
                <span className="team-thumb team-initial" aria-hidden="true">
                  {agent.name.trim().charAt(0).toUpperCase() || "?"}
                </span>
              )}
              <div className="team-info">
                <p className="team-name">
                  <a href={`/uber-uns/team/${agent.slug}`}>{agent.name}</a>
                </p>
                {agent.position ? <p>{agent.position}</p> : null}
                <p className="team-contact">{[agent.email, agent.phone].filter(Boolean).join(" · ") || "Keine Kontaktdaten"}</p>
              </div>
              <div className="team-actions">
                <MoveButton id={agent.id} name={agent.name} direction="up" disabled={index === 0} />
                <MoveButton id={agent.id} name={agent.name} direction="down" disabled={index === agents.length - 1} />
                <Link className="button button-secondary" to={`/admin/team/${agent.id}`} aria-label={`${agent.name} bearbeiten`}>
                  Bearbeiten
                </Link>
                <Link className="button button-secondary" to={`/admin/team/${agent.id}/entfernen`} aria-label={`${agent.name} entfernen`}>
                  Entfernen
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
