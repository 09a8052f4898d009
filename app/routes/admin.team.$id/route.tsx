// /admin/team/{id}: edit a broker.
import { type MetaFunction, useActionData, useLoaderData } from "react-router";
import { AgentForm } from "~/routes/admin.team/agent-form";
import type { AgentFormData } from "~/routes/admin.team/agent-form.server";
import { TeamErrorBoundary } from "~/routes/admin.team/error-boundary";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Makler bearbeiten | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function EditAgent() {
  const { agent, values } = useLoaderData<typeof loader>();
  const actionData = useActionData() as AgentFormData | undefined;
  return (
    <section className="team-editor">
      <p>
        <a href="/admin/team">Zurück zum Team</a>
      </p>
      <h1>{values.name} bearbeiten</h1>
      <p>
        Öffentliche Seite: <a href={`/uber-uns/team/${agent.slug}`}>/uber-uns/team/{agent.slug}</a>. Ein neuer Name ergibt eine neue
        Adresse; die bisherige leitet weiter.
      </p>
      <AgentForm
        key={agent.image ?? "ohne-foto"}
        values={actionData?.values ?? values}
        errors={actionData?.errors ?? {}}
        currentPhoto={agent.image}
        submitLabel="Speichern"
      />
    </section>
  );
}

export const ErrorBoundary = TeamErrorBoundary;
