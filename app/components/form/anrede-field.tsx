// The one Anrede control of every public lead form: a native select with the spec's options
// (Herr, Frau, Divers), ADR 0389. The search order sends its own values ('herr'), the other forms
// the words themselves.
import { ANREDE_OPTIONS } from "~/lib/schemas/anrede";
import { SelectField } from "./fields";
import type { FieldMeta } from "./use-form";

const WORDS = ANREDE_OPTIONS.map((value) => ({ value, label: value }));

export function AnredeField({ meta, options = WORDS }: { meta: FieldMeta; options?: ReadonlyArray<{ value: string; label: string }> }) {
  // Optional (the search order): the empty choice says so; required forms ask to choose.
  return <SelectField meta={meta} label="Anrede" options={options} placeholder={meta.required ? "Bitte wählen" : "Keine Angabe"} />;
}
