// A dropdown's options under <optgroup> labels (ADR 0177): the Lage and Immobilientyp choices of
// /immobilien and of the home quick search, grouped by lib/search-options.ts in the loader.
import type { OptionGroup } from "~/lib/search-options";

export function GroupedOptions({ groups }: { groups: readonly OptionGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
