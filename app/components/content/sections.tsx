// Page sections the content pages share (investment, district, about, blog): the breadcrumb, the
// hero with its calls to action, the closing call-to-action band, a grid of titled value cards and
// the side callout card. One markup each, so the pages keep the same structure, landmarks and classes
// (content.css) and a change to a section reaches every page.
import type { ReactNode } from "react";
import type { Crumb } from "~/lib/json-ld";

export interface ContentAction {
  href: string;
  label: ReactNode;
  /** Outlined second button (DESIGN.md: one primary action per group). */
  secondary?: boolean;
}

function ActionLink({ action }: { action: ContentAction }) {
  return (
    <a className={action.secondary ? "button button-secondary" : "button"} href={action.href}>
      {action.label}
    </a>
  );
}

export function ContentActions({ actions }: { actions: readonly ContentAction[] }) {
  return (
    <div className="content-actions">
      {actions.map((action) => (
        <ActionLink key={action.href} action={action} />
      ))}
    </div>
  );
}

/** Visible breadcrumb: the trail as links, the current page last (aria-current, no link). */
export function ContentBreadcrumb({ trail, current }: { trail: readonly Crumb[]; current: ReactNode }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="content-breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <a href={crumb.path}>{crumb.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** The page header: optional eyebrow, the page's only h1, an intro paragraph and its actions. */
export function ContentHero({
  eyebrow,
  title,
  intro,
  actions = [],
  variant,
  aside,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  actions?: readonly ContentAction[];
  /** Extra modifier class, e.g. 'content-hero-district'. */
  variant?: string;
  /** Beside the text from 900 px (under it on a phone): e.g. the company's figures. */
  aside?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? <p className="page-head-eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      <p className="page-head-intro">{intro}</p>
      {actions.length > 0 ? <ContentActions actions={actions} /> : null}
    </>
  );
  return (
    // The site's one page-head style (app.css `.page-head`).
    <header className={variant ? `page-head content-hero ${variant}` : "page-head content-hero"}>
      {aside ? (
        <div className="container content-hero-split">
          <div>{text}</div>
          {aside}
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </header>
  );
}

/** The closing band: heading (labels the section), one paragraph, the actions. */
export function ContentCta({ title, text, actions }: { title: ReactNode; text: ReactNode; actions: readonly ContentAction[] }) {
  return (
    <section className="container content-section content-cta" aria-labelledby="cta">
      <h2 id="cta">{title}</h2>
      <p>{text}</p>
      <ContentActions actions={actions} />
    </section>
  );
}

export interface ValueCard {
  title: string;
  text: string;
}

/** Titled cards in the content grid (benefits, reasons, values). */
export function ValueCards({ items }: { items: readonly ValueCard[] }) {
  return (
    <ul className="content-grid content-values">
      {items.map((item) => (
        <li key={item.title} className="content-card content-card-body">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A side card with a heading, a sentence and one primary action. */
export function ContentCallout({ title, text, action }: { title: ReactNode; text: ReactNode; action: ContentAction }) {
  return (
    <div className="content-card content-card-body content-callout">
      <h3>{title}</h3>
      <p>{text}</p>
      <ActionLink action={action} />
    </div>
  );
}
