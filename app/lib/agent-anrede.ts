// A team member's Anrede and the heading it gives the person who answers a visitor:
// the spec's "Ihr Ansprechpartner" for a man, "Ihre Ansprechpartnerin" for a woman, and the
// neutral "Ihre Ansprechperson" when nothing is on file (the feed's contact, "keine Angabe").
export const AGENT_ANREDEN = ["Frau", "Herr"] as const;
export type AgentAnrede = (typeof AGENT_ANREDEN)[number];

/** The team form's choices: the empty value is "keine Angabe". */
export const AGENT_ANREDE_CHOICES: ReadonlyArray<{ value: "" | AgentAnrede; label: string }> = [
  { value: "", label: "keine Angabe" },
  { value: "Frau", label: "Frau" },
  { value: "Herr", label: "Herr" },
];

export function isAgentAnrede(value: unknown): value is AgentAnrede {
  return value === "Frau" || value === "Herr";
}

export function contactPersonLabel(anrede: string | null | undefined): string {
  if (anrede === "Frau") return "Ihre Ansprechpartnerin";
  if (anrede === "Herr") return "Ihr Ansprechpartner";
  return "Ihre Ansprechperson";
}
