// Search panel 'Immobiliensuche' (public-site.md section 2, Listing page). A GET form: the filter
// state is the URL. Without JavaScript both parts render (the extended one in a <details>); with
// JavaScript they become ARIA tabs. Hidden tab panels stay inside the form, so extended fields
// are always part of the query.
import { Form, useSubmit } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, useEffect, useState } from "react";
import type { SENTINELS } from "~/lib/property-filters";
import { ExtendedFields, type FieldsProps, SearchActions, StandardFields } from "./search-fields";

/** Display data from the loader (loader.server.ts), so that the tables stay out of the bundle. */
export interface SearchPanelData {
  options: { types: { value: string; label: string }[]; locations: string[] };
  amenityGroups: { title: string; options: { key: string; label: string }[] }[];
  sortOptions: readonly { value: string; label: string }[];
  /** The 'any' values of the dropdowns (spec section 4). */
  sentinels: typeof SENTINELS;
}

type Tab = "standard" | "extended";

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
    <section className="search-panel" aria-labelledby="search-panel-title" data-enhanced={enhanced ? "" : undefined}>
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
          <StandardFields {...fields} />
        </div>
        {/* The same elements with and without JavaScript, so that hydration changes no layout:
            with JavaScript the <details> stays open and its summary hidden (search.css), the tab
            panel decides. */}
        <div id="search-panel-extended" role="tabpanel" aria-labelledby="search-tab-extended" hidden={enhanced && tab !== "extended"}>
          <details className="search-extended" open={enhanced || extendedActive}>
            <summary>Erweiterte Suche</summary>
            <ExtendedFields {...fields} />
          </details>
        </div>
        <SearchActions />
      </Form>
    </section>
  );
}
