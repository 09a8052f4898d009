// The inbox's three views above the list, as a mail program has them: every lead, the new ones
// nobody opened yet, and those with a problem (a failed e-mail or a failed hand-over to
// justimmo). Plain links, so they work without JavaScript; the counts say where work waits.
import { Link } from "react-router";

export interface InboxView {
  label: string;
  count: number | null;
  to: string;
  current: boolean;
  /** Problems in red while there are any. */
  alert?: boolean;
}

export function InboxViews({ views }: { views: InboxView[] }) {
  return (
    <nav aria-label="Ansichten" className="staff-views">
      {views.map((view) => (
        <Link
          key={view.label}
          to={view.to}
          aria-current={view.current ? "page" : undefined}
          className={view.alert && view.count ? "staff-view-alert" : undefined}
        >
          {view.label}
          {view.count !== null ? <span className="staff-view-count">({view.count})</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/** The three views' links and counts; on the system-mail tab there are none (no leads there). */
export function inboxViews({
  system,
  newCount,
  problemCount,
  followUpCount,
  only,
  filtered,
}: {
  system: boolean;
  /** Any filter set: "Alle" is the current view only without. */
  filtered: boolean;
  newCount: number;
  problemCount: number;
  /** Leads due today or overdue: a Wiedervorlage, or a new lead's Erstkontakt (one rule). */
  followUpCount: number;
  /** Whether the list shows exactly this view (no other filter set). */
  only: (key: "status" | "problems" | "followUp") => boolean;
}): InboxView[] {
  if (system) return [];
  const newOnly = only("status");
  const problemsOnly = only("problems");
  return [
    { label: "Alle", count: null, to: "/admin/inquiries", current: !filtered },
    { label: "Neu", count: newCount, to: "/admin/inquiries?status=new", current: newOnly },
    { label: "Probleme", count: problemCount, to: "/admin/inquiries?probleme=ja", current: problemsOnly, alert: true },
    {
      label: "Fällig",
      count: followUpCount,
      to: "/admin/inquiries?wiedervorlage=faellig",
      current: only("followUp"),
      alert: true,
    },
  ];
}

export interface InboxSortLinks {
  current: "todo" | "due" | "newest";
  /** The "Wiedervorlage fällig" view: its default order is already the due day. */
  followUp: boolean;
  todo: string;
  due: string;
  newestHref: string;
}

/**
 * The list's order: "Zu erledigen zuerst" (the default: "Neu" and overdue leads on top, longest
 * waiting first, then the rest newest first), "Fällig zuerst" (the earliest Wiedervorlage first,
 * leads without one last) or "Neueste zuerst". Links, so the choice is a URL and works
 * without JavaScript; the current one is marked. In the "Wiedervorlage fällig" view the default
 * already is the due order, so it is offered once, as "Fällig zuerst".
 */
export function InboxSort({ sort }: { sort: InboxSortLinks }) {
  const links = sort.followUp
    ? [
        { key: "todo", label: "Fällig zuerst", to: sort.todo },
        { key: "newest", label: "Neueste zuerst", to: sort.newestHref },
      ]
    : [
        { key: "todo", label: "Zu erledigen zuerst", to: sort.todo },
        { key: "due", label: "Fällig zuerst", to: sort.due },
        { key: "newest", label: "Neueste zuerst", to: sort.newestHref },
      ];
  // "?wiedervorlage=faellig&sortierung=faellig" is the view's own default order.
  const current = sort.followUp && sort.current === "due" ? "todo" : sort.current;
  return (
    <nav aria-label="Reihenfolge" className="staff-sort">
      <span className="staff-sort-label" aria-hidden="true">
        Reihenfolge:
      </span>
      {links.map((link) => (
        <Link key={link.key} to={link.to} aria-current={current === link.key ? "true" : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
