// /admin/team/neu: the form for a new broker.
import { type MetaFunction, useActionData } from "react-router";
import { AgentForm } from "~/routes/admin.team/agent-form";
import type { AgentFormData } from "~/routes/admin.team/agent-form.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Makler hinzufügen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

const EMPTY = { name: "", position: "", email: "", phone: "", education: "", description: "", anrede: "" };

export default function NewAgent() {
  const actionData = useActionData() as AgentFormData | undefined;
  return (
    <section className="team-editor">
      <p>
        <a href="/admin/team">Zurück zum Team</a>
      </p>
      <h1>Makler hinzufügen</h1>
      <AgentForm values={actionData?.values ?? EMPTY} errors={actionData?.errors ?? {}} currentPhoto={null} submitLabel="Makler anlegen" />
    </section>
  );
}
