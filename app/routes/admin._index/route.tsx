// The Übersicht (leads-legal-admin.md section 2 "Admin Panel", amended by ADR 0357, 0359, 0365):
// "Heute" first, one list of the day's work, then the figures as compact tiles and the leads per
// week. The spec's other cards have their own places: the feed sync on Technik, the admin setup
// in Team → Zugänge, the audit trail in Protokoll; "Heute" lists what there needs someone.
import { type MetaFunction, useLoaderData } from "react-router";
import { OverviewCards } from "./overview";
import type { loader } from "./route.server";
import { TodayCard } from "./today-card";

export { loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Übersicht | Verwaltung | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminPanel() {
  const { overview, today, leads, tasks } = useLoaderData<typeof loader>();
  // The staff header (signed-in e-mail, Abmelden, navigation) comes from the layout, routes/admin.tsx.
  return (
    <section className="staff-body">
      <h1>Übersicht</h1>
      <TodayCard today={today} leads={leads} tasks={tasks} />
      <OverviewCards overview={overview} />
    </section>
  );
}

// No ErrorBoundary of its own: the layout's (routes/admin.tsx) catches.
