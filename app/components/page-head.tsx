// The top of a public page: one style everywhere: an optional
// eyebrow, the page's h1 and a short intro on the calm band colour, full width. Content pages get
// it through ContentHero (components/content/sections.tsx), the other pages through this component.
import type { ReactNode } from "react";

export function PageHead({
  eyebrow,
  title,
  titleId,
  intro,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  /** For a section's `aria-labelledby`. */
  titleId?: string;
  intro?: ReactNode;
  /** Actions or notes below the intro. */
  children?: ReactNode;
}) {
  return (
    <header className="page-head">
      <div className="container">
        {eyebrow ? <p className="page-head-eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId}>{title}</h1>
        {intro ? <p className="page-head-intro">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
