// A dropdown's options under <optgroup> labels: the Lage and Immobilientyp choices of
// /immobilien and of the home quick search, grouped by lib/search-options.ts in the loader.
// With counts (the listing) a choice says how many it finds, and one that finds none is
// disabled, except the current one: a disabled selected option would drop out of the GET form.
import type { OptionGroup } from "~/lib/search-options";

export function GroupedOptions({ groups, selected }: { groups: readonly OptionGroup[]; selected?: string | null }) {
  return (
    <>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.count === 0 && option.value !== selected}>
              {option.count === undefined ? option.label : `${option.label} (${option.count})`}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
