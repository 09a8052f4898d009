// Search panel 'Immobiliensuche' (public-site.md section 2, Listing page). A GET form: the filter
// state is the URL. Without JavaScript both parts render (the extended one in a <details>); with
// JavaScript they become ARIA tabs. Hidden tab panels stay inside the form, so extended fields
// are always part of the query. The fields themselves are a server-rendered island (ADR 0043):
// hydration keeps their HTML, and their code (search-fields.tsx) loads only when the panel must
// render anew, so it is not part of the page's first-load JavaScript.
import { Form, useSubmit } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import type { SENTINELS } from "~/lib/property-filters";
import type { FieldsProps, Part, PartProps } from "./search-fields";
// Undefined in the browser (an empty `.server` module); the real components on the server.
import { RenderPart as ServerPart } from "./search-fields.server";

/** Display data from the loader (loader.server.ts), so that the tables stay out of the bundle. */
export interface SearchPanelData {
  options: { types: { value: string; label: string }[]; locations: string[] };
  amenityGroups: { title: string; options: { key: string; label: string }[] }[];
  sortOptions: readonly { value: string; label: string }[];
  /** The 'any' values of the dropdowns (spec section 4). */
  sentinels: typeof SENTINELS;
}

type Tab = "standard" | "extended";

let fieldsModule: Promise<typeof import("./search-fields")> | undefined;
/** Starts loading the fields' code; called as soon as the visitor turns to the panel. */
const loadFields = () => {
  fieldsModule ??= import("./search-fields");
  return fieldsModule;
};
/** Any part, from the on-demand chunk. */
const LazyPart = lazy(() => loadFields().then((module) => ({ default: module.RenderPart })));
const noSubscription = () => () => {};

/**
 * A server-rendered part of the page (the fields, the result notices). Server: rendered. Browser,
 * while hydrating the document: the server's DOM stays as it is (its HTML read once, as the
 * header island does, ADR 0011). Browser, any later mount (a new filter URL remounts the panel,
 * or a client navigation to /immobilien): the React component from the on-demand chunk.
 */
export function Island<P extends Part>({ id, part, props }: { id: string; part: P; props: PartProps[P] }) {
  // True only while hydrating (React uses the server snapshot then); kept in state at mount.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [islandHtml] = useState(() => (hydrating && !ServerPart ? document.getElementById(id)?.innerHTML : undefined));
  if (islandHtml !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this part, kept as it is
    return <div id={id} dangerouslySetInnerHTML={{ __html: islandHtml }} suppressHydrationWarning />;
  const Part = ServerPart ?? LazyPart;
  return (
    <div id={id}>
      {/* The server renders synchronously: the fallback never shows there. */}
      <Suspense fallback={null}>
        <Part part={part} props={props} />
      </Suspense>
    </div>
  );
}

export function SearchPanel({
  fields,
  extendedActive,
  onApply,
}: {
  /** The loader's data for the fields (filters, options, amenity groups, sort options, sentinels, year). */
  fields: FieldsProps;
  /** Whether an extended filter is set (loader.server.ts): marks the tab and opens the part. */
  extendedActive: boolean;
  onApply: () => void;
}) {
  const submit = useSubmit();
  const [enhanced, setEnhanced] = useState(false);
  const [tab, setTab] = useState<Tab>("standard");
  const sentinels = fields.sentinels;

  useEffect(() => setEnhanced(true), []);

  // With JavaScript: leave empty fields and 'any' sentinels out of the URL (same result, shorter link).
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    const form = new FormData(event.currentTarget);
    const defaultSort = form.get("sortBy") === "objektnr";
    for (const [name, value] of form) {
      if (typeof value !== "string") continue;
      const trimmed = value.trim();
      if (trimmed === "" || (Object.values(sentinels) as string[]).includes(trimmed)) continue;
      if (defaultSort && (name === "sortBy" || (name === "sortOrder" && trimmed === "desc"))) continue;
      params.append(name, trimmed);
    }
    // The new URL remounts the panel with React-rendered fields: their code is needed now.
    loadFields();
    onApply();
    submit(params, { method: "get", action: "/immobilien" });
  }

  // Two tabs: either arrow key moves to the other one (WAI-ARIA tabs pattern).
  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: Tab = tab === "standard" ? "extended" : "standard";
    setTab(next);
    document.getElementById(`search-tab-${next}`)?.focus();
  }

  return (
    <section
      className="search-panel"
      aria-labelledby="search-panel-title"
      data-enhanced={enhanced ? "" : undefined}
      // The visitor turns to the panel: fetch the fields' code before a search needs it.
      onPointerEnter={loadFields}
      onFocus={loadFields}
    >
      <h2 id="search-panel-title">Immobiliensuche</h2>
      <Form method="get" action="/immobilien" onSubmit={handleSubmit} className="search-form">
        {/* The tab bar is in the server HTML too, shown only under `html.js` (set before first
            paint): a scripted visitor gets its space from the start instead of a layout shift
            at hydration; without JavaScript it stays hidden (search.css). Each tab's panel
            carries role=tabpanel from the server on, so the document is valid (issue 17). */}
        <div role="tablist" aria-label="Suchart" className="search-tabs">
          {(["standard", "extended"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`search-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`search-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={handleTabKey}
            >
              {name === "standard" ? "Standardsuche" : extendedActive ? "Erweiterte Suche •" : "Erweiterte Suche"}
            </button>
          ))}
        </div>
        <div id="search-panel-standard" role="tabpanel" aria-labelledby="search-tab-standard" hidden={enhanced && tab !== "standard"}>
          {/* No-JS heading; hidden under html.js (search.css). */}
          <h3 className="search-tab-title">Standardsuche</h3>
          <Island id="search-fields-standard" part="standard" props={fields} />
        </div>
        {/* The same elements with and without JavaScript, so that the fields' island is never
            remounted: with JavaScript the <details> stays open and its summary hidden (search.css),
            the tab panel decides. */}
        <div id="search-panel-extended" role="tabpanel" aria-labelledby="search-tab-extended" hidden={enhanced && tab !== "extended"}>
          <details className="search-extended" open={enhanced || extendedActive}>
            <summary>Erweiterte Suche</summary>
            <Island id="search-fields-extended" part="extended" props={fields} />
          </details>
        </div>
        <Island id="search-actions" part="actions" props={{}} />
      </Form>
    </section>
  );
}
