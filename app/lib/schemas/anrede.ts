// The salutations of the contact and property inquiry forms (spec: 'Herr', 'Frau', 'Divers'). Its
// own module: the inquiry card on every property page needs only this list, not the other forms'
// option tables in options.ts.
export const ANREDE_OPTIONS = ["Herr", "Frau", "Divers"] as const;
