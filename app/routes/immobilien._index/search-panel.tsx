// Search panel 'Immobiliensuche' (public-site.md section 2, Listing page). A GET form: the filter
// state is the URL. Without JavaScript both parts render (the extended one in a <details>); with
// JavaScript they become ARIA tabs. Hidden tab panels stay inside the form, so extended fields
// are always part of the query.
// On phones (below 768 px) with JavaScript the form sits in a modal sheet (<dialog>) opened by
// 'Filter (n)' in the results' sticky bar (the route owns
// the sheet's ref); at wider screens and without JavaScript the same <dialog> is shown in place
// by CSS (search.css), so the form exists once and never moves.

import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { formatPropertyCount } from "~/lib/format";
import type { SENTINELS } from "~/lib/property-filters";
import type { OptionGroup } from "~/lib/search-options";
import type { ResultsMapData } from "./results-map.server";
import { ExtendedFields, type FieldsProps, SearchActions, StandardFields } from "./search-fields";

/** The panel's option groups and links, built by the loader from the current filters (route.server.ts). */
export interface SearchPanelData {
  options: { types: OptionGroup[]; locations: OptionGroup[] };
  /** Hits of each 'n+ Zimmer' choice with the other filters. */
  roomHits: Record<number, number>;
  amenityGroups: { title: string; options: { key: string; label: string }[] }[];
  /** Each order with the link to this search in it (the phone's 'Sortieren' menu). */
  sortOptions: readonly { value: string; label: string; href: string }[];
  /** The sort control's value for the current URL (old links too). */
  sortKey: string;
  /** The 'any' values of the dropdowns (spec section 4). */
  sentinels: typeof SENTINELS;
  /** 'Filter zurücksetzen': the search without the panel's filters, Kauf or Miete kept. */
  clearHref: string;
  /** The view (a search from the map stays on the map) and the Umkreis fields' state. */
  resultsMap: Pick<ResultsMapData, "view" | "radius">;
}

type Tab = "standard" | "extended";

/** Wait this long after the last change before asking for the live count. */
const COUNT_DELAY_MS = 300;

/** The query string of the form: empty fields, 'any' sentinels and the default sort left out. */
function queryOf(form: HTMLFormElement, sentinels: typeof SENTINELS): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed === "" || (Object.values(sentinels) as string[]).includes(trimmed)) continue;
    if (name === "sort" && trimmed === "neueste") continue;
    params.append(name, trimmed);
  }
  // The distance select always has a value; without a place it means nothing.
  if (!params.has("um")) params.delete("umkreis");
  return params;
}

export function SearchPanel({
  fields,
  extendedActive,
  total,
  sheetRef,
  onApply,
}: {
  /** The loader's data for the fields (filters, options, amenity groups, sort options, sentinels, year). */
  fields: FieldsProps;
  /** Whether an extended filter is set (route.server.ts): marks the tab and opens the part. */
  extendedActive: boolean;
  /** Results of the current URL; null when the search failed. */
  total: number | null;
  /** The phone's sheet; its opener is 'Filter (n)' in the results' bar (results-toolbar.tsx). */
  sheetRef: RefObject<HTMLDialogElement | null>;
  onApply: () => void;
}) {
  const submit = useSubmit();
  const counter = useFetcher<{ total?: number; error?: string }>();
  const [enhanced, setEnhanced] = useState(false);
  const [tab, setTab] = useState<Tab>("standard");
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const countTimer = useRef<number | undefined>(undefined);
  const sentinels = fields.sentinels;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => window.clearTimeout(countTimer.current), []);

  // The live count on the submit button: the count route's answer
  // for the form's state, fetched a moment after the last change.
  function handleChange() {
    window.clearTimeout(countTimer.current);
    countTimer.current = window.setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      setChanged(true);
      const query = queryOf(form, sentinels).toString();
      counter.load(`/immobilien/anzahl.json${query ? `?${query}` : ""}`);
    }, COUNT_DELAY_MS);
  }
  const liveTotal = changed ? (counter.data?.total ?? null) : total;

  // With JavaScript: leave empty fields and 'any' sentinels out of the URL (same result, shorter
  // link), close the sheet and land on the results.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.clearTimeout(countTimer.current);
    const params = queryOf(event.currentTarget, sentinels);
    if (sheetRef.current?.open) sheetRef.current.close();
    onApply();
    submit(params, { method: "get", action: "/immobilien#ergebnisse" });
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
      <dialog ref={sheetRef} className="search-sheet" aria-labelledby="search-panel-title">
        <div className="search-sheet-head">
          <h2 id="search-panel-title">Immobiliensuche</h2>
          <button type="button" className="search-sheet-close" aria-label="Filter schließen" onClick={() => sheetRef.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <Form
          ref={formRef}
          method="get"
          // The fragment survives a GET submission: without JavaScript the page lands on the results too.
          action="/immobilien#ergebnisse"
          onSubmit={handleSubmit}
          onChange={handleChange}
          className="search-form"
        >
          {/* A search started on the map stays on the map. */}
          {fields.resultsMap.view === "karte" ? <input type="hidden" name="ansicht" value="karte" /> : null}
          {/* The tab bar is in the server HTML too, shown only under `html.js` (set before first
              paint): a scripted visitor gets its space from the start instead of a layout shift
              at hydration; without JavaScript it stays hidden (search.css). Each tab's panel
              carries role=tabpanel from the server on, so the document is valid. */}
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
          {/* The count only with JavaScript, where it follows the form; a no-JS count would be stale. */}
          <SearchActions
            resetHref={fields.clearHref}
            label={!enhanced || liveTotal === null ? "Immobilien anzeigen" : `${formatPropertyCount(liveTotal)} anzeigen`}
          />
        </Form>
      </dialog>
    </section>
  );
}
