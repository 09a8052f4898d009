// "Ihre Ansprechpersonen" on /kontakt: the team by what each one looks after (their role), with
// the direct line, so a visitor with a topic can call the right person instead of the office.
import { monogram, phoneLabel, telHref } from "~/components/content/team";
import type { AgentSummary } from "~/server/team/queries.server";

export function ContactTeam({ agents }: { agents: readonly AgentSummary[] }) {
  if (agents.length === 0) return null;
  return (
    <section className="card contact-team" aria-labelledby="contact-team-title">
      <h2 id="contact-team-title">Ihre Ansprechpersonen</h2>
      <ul>
        {agents.map((agent) => (
          <li key={agent.id}>
            <span className="contact-team-initials" aria-hidden="true">
              {monogram(agent.name)}
            </span>
            <span className="contact-team-person">
              <a href={`/uber-uns/team/${agent.slug}`}>{agent.name}</a>
              {agent.position ? <span className="contact-team-role">{agent.position}</span> : null}
              {agent.phone ? (
                <a className="contact-team-phone" href={telHref(agent.phone)}>
                  <span className="visually-hidden">
                    {phoneLabel(agent.phone)} {agent.name}:{" "}
                  </span>
                  <span className="nowrap">{agent.phone}</span>
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
