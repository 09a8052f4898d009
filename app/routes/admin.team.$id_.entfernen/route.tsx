// /admin/team/{id}/entfernen: confirm before a broker is removed.
import { Form, type MetaFunction, useLoaderData } from "react-router";
import { TeamErrorBoundary } from "~/routes/admin.team/error-boundary";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Makler entfernen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function RemoveAgent() {
  const { agent, listings } = useLoaderData<typeof loader>();
  return (
    <section className="team-editor">
      <p>
        <a href="/admin/team">Zurück zum Team</a>
      </p>
      <h1>{agent.name} entfernen?</h1>
      <ul>
        <li>
          Die Seite <a href={`/uber-uns/team/${agent.slug}`}>/uber-uns/team/{agent.slug}</a> zeigt danach „Makler nicht gefunden“; die
          Person verschwindet von „Über uns“ und aus dem Verzeichnis für Suchmaschinen.
        </li>
        <li>
          {listings === 1 ? "1 aktive Immobilie nennt" : `${listings} aktive Immobilien nennen`} diese E-Mail-Adresse als Kontakt; die
          Objekte bleiben online, ihr Ansprechpartner kommt aus dem Feed.
        </li>
        <li>Das lässt sich nicht rückgängig machen.</li>
      </ul>
      <Form method="post" className="staff-actions">
        <button type="submit" name="intent" value="delete" className="button button-danger">
          Endgültig entfernen
        </button>
        <a className="button button-secondary" href="/admin/team">
          Abbrechen
        </a>
      </Form>
    </section>
  );
}

export const ErrorBoundary = TeamErrorBoundary;
