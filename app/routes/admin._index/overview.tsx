// The Übersicht's figures: each count is a link to what it counts, and
// the leads per week are an SVG drawn on the server (no chart library in the browser).
import { countOf, INQUIRY_STATUS_LABELS, type InquiryStatus } from "~/lib/admin-format";
import type { Overview } from "~/server/leads/overview.queries.server";

/** `label`: [one, many], "1 offene Anfrage", "2 offene Anfragen". */
function Figure({ value, label, href }: { value: number | null; label: [string, string]; href: string }) {
  return (
    <a className="staff-figure" href={href}>
      <span className="staff-figure-value">{value === null ? "–" : value}</span>
      <span className="staff-figure-label">{value === 1 ? label[0] : label[1]}</span>
    </a>
  );
}

/** Today's work first: the leads waiting longest, each a link to its page (ADR 0357). */
function WaitingLeads({ waiting, open }: { waiting: Overview["waiting"]; open: number | null }) {
  return (
    <section className="staff-card" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Neu und überfällig</h2>
      {waiting.length === 0 ? (
        <p>Keine neuen oder überfälligen Anfragen.</p>
      ) : (
        <ul className="staff-kind-counts staff-waiting">
          {waiting.map((lead) => (
            <li key={lead.id}>
              <a href={`/admin/inquiries/${encodeURIComponent(lead.id)}`}>{`${lead.name}, ${lead.label}`}</a>
              <span>
                {lead.age}
                {lead.status !== "new" ? ` · ${INQUIRY_STATUS_LABELS[lead.status as InquiryStatus] ?? lead.status}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="staff-hint">
        <a href="/admin/inquiries">{open ? "Alle zu erledigenden Anfragen im Eingang" : "Zum Eingang"}</a>
      </p>
    </section>
  );
}

function WeekChart({ weeks }: { weeks: Overview["weeks"] }) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const barWidth = 28;
  const gap = 12;
  const height = 100;
  const width = weeks.length * (barWidth + gap);
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  // One text node: a <title> may not hold several.
  const title = `Anfragen pro Woche, letzte ${weeks.length} Kalenderwochen: ${weeks.map((week) => `${week.range}: ${week.count}`).join(", ")}`;
  return (
    <figure className="staff-chart">
      <svg viewBox={`0 0 ${width} ${height + 36}`} role="img" aria-labelledby="chart-title">
        <title id="chart-title">{title}</title>
        {weeks.map((week, index) => {
          const barHeight = Math.round((week.count / max) * height);
          const x = index * (barWidth + gap) + gap / 2;
          return (
            <g key={week.label}>
              <rect x={x} y={height - barHeight + 16} width={barWidth} height={Math.max(barHeight, 1)} rx={3} className="staff-chart-bar" />
              <text x={x + barWidth / 2} y={height - barHeight + 12} textAnchor="middle" className="staff-chart-value">
                {week.count}
              </text>
              <text x={x + barWidth / 2} y={height + 32} textAnchor="middle" className="staff-chart-label">
                {week.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{`${countOf(total, "Anfrage", "Anfragen")} in ${weeks.length} Wochen. Ein Balken je Woche von Montag bis Sonntag, darunter ihr Montag; der letzte ist diese Woche.`}</figcaption>
    </figure>
  );
}

export function OverviewCards({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="overview-title" className="staff-overview">
      <h2 id="overview-title" className="staff-sr-only">
        Kennzahlen
      </h2>
      <div className="staff-figures">
        <Figure value={overview.newToday} label={["neue Anfrage heute", "neue Anfragen heute"]} href="/admin/inquiries?eingang=heute" />
        <Figure value={overview.open} label={["offene Anfrage", "offene Anfragen"]} href="/admin/inquiries?status=new" />
        <Figure value={overview.activeAlerts} label={["aktiver Suchauftrag", "aktive Suchaufträge"]} href="/admin/suchauftraege" />
        <Figure value={overview.activeListings} label={["aktive Immobilie", "aktive Immobilien"]} href="/immobilien" />
        <Figure value={overview.listingsWithoutPhotos} label={["Immobilie ohne Fotos", "Immobilien ohne Fotos"]} href="#sync-title" />
        <Figure
          value={overview.failedDeliveries}
          label={["Anfrage mit fehlgeschlagener Zustellung", "Anfragen mit fehlgeschlagener Zustellung"]}
          href="/admin/inquiries?zustellung=fehlgeschlagen"
        />
      </div>
      <div className="staff-overview-grid">
        <WaitingLeads waiting={overview.waiting} open={overview.open} />
        <div className="staff-card staff-chart-card">
          <h2>Anfragen pro Woche</h2>
          <WeekChart weeks={overview.weeks} />
        </div>
        <div className="staff-card">
          <h2>Anfragen nach Formular (30 Tage)</h2>
          {overview.byKind.length === 0 ? (
            <p>Keine Anfragen in den letzten 30 Tagen.</p>
          ) : (
            <ul className="staff-kind-counts">
              {overview.byKind.map((row) => (
                <li key={row.kind}>
                  <a href={row.href}>{row.label}</a> <strong>{row.count}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
