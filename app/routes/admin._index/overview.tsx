// The Übersicht's figures: each count is a tile that links to what it counts, and
// the leads per week are an SVG drawn on the server (no chart library in the browser).
import { countOf } from "~/lib/admin-format";
import type { Overview } from "~/server/leads/overview.queries.server";

/**
 * A compact tile, the whole tile the link: the count and a short label of one line;
 * `label`: [one, many], "1 Immobilie", "2 Immobilien". `more`: the rest of a label
 * shortened on screen, for screen readers, so the link's name still says what is counted.
 */
function Figure({ value, label, href, more }: { value: number | null; label: [string, string]; href: string; more?: string }) {
  return (
    <a className="staff-figure" href={href}>
      <span className="staff-figure-value">{value === null ? "–" : value}</span>
      <span className="staff-figure-label">{value === 1 ? label[0] : label[1]}</span>
      {more ? <span className="staff-sr-only"> {more}</span> : null}
    </a>
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
      <figcaption>{`${countOf(total, "Anfrage", "Anfragen")} in ${weeks.length} Wochen; rechts diese Woche.`}</figcaption>
    </figure>
  );
}

export function OverviewCards({ overview }: { overview: Omit<Overview, "waiting"> }) {
  const quiet = overview.byKind.length === 0 && overview.weeks.every((week) => week.count === 0);
  return (
    <section aria-labelledby="overview-title" className="staff-overview">
      <h2 id="overview-title" className="staff-sr-only">
        Kennzahlen
      </h2>
      <div className="staff-figures">
        {/* Each label names its object (review: "nicht zugestellt" of what?). "Neu" is the state,
            "heute" the arrival: two questions, so the same lead may stand in both. */}
        <Figure
          value={overview.open}
          label={["Anfrage unbearbeitet", "Anfragen unbearbeitet"]}
          href="/admin/inquiries?status=new"
          more="(Status Neu)"
        />
        <Figure
          value={overview.newToday}
          label={["Anfrage heute", "Anfragen heute"]}
          href="/admin/inquiries?eingang=heute"
          more="eingegangen"
        />
        <Figure value={overview.activeAlerts} label={["Suchauftrag aktiv", "Suchaufträge aktiv"]} href="/admin/suchauftraege" />
        <Figure value={overview.activeListings} label={["Immobilie online", "Immobilien online"]} href="/admin/immobilien" />
        <Figure
          value={overview.listingsWithoutPhotos}
          label={["Inserat ohne Fotos", "Inserate ohne Fotos"]}
          href="/admin/immobilien?fehlt=fotos"
        />
        <Figure
          value={overview.failedDeliveries}
          label={["E-Mail nicht zugestellt", "E-Mails nicht zugestellt"]}
          href="/admin/inquiries?zustellung=fehlgeschlagen"
          more="(Anfragen, deren Benachrichtigung nicht ankam)"
        />
      </div>
      {quiet ? (
        // No lead in eight weeks: one line, not an empty chart beside an empty card.
        <div className="staff-card staff-overview-quiet">
          <h2>Anfragen</h2>
          <p>{`Keine Anfragen in den letzten ${overview.weeks.length} Wochen.`}</p>
        </div>
      ) : (
        <OverviewGrid overview={overview} />
      )}
    </section>
  );
}

/** One card "Anfragen": the weeks beside the forms of the last 30 days, so neither leaves a hole. */
function OverviewGrid({ overview }: { overview: Omit<Overview, "waiting"> }) {
  return (
    <div className="staff-card staff-leads-card">
      <h2>Anfragen</h2>
      <div className="staff-overview-grid">
        <section className="staff-chart-card" aria-labelledby="leads-weeks-title">
          <h3 id="leads-weeks-title">Pro Woche</h3>
          <WeekChart weeks={overview.weeks} />
        </section>
        <section aria-labelledby="leads-kinds-title">
          <h3 id="leads-kinds-title">Nach Formular (30 Tage)</h3>
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
        </section>
      </div>
    </div>
  );
}
