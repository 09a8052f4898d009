// The portrait's letters when a broker has no photo: initials of first and last name, never of
// a title ("Mag.", "DI", "Dr.", ", BA", "MSc") that Austrian business cards add. Pure.

/** Titles before a name ("Mag.a", "Dipl.-Ing.", "DI (FH)") and after it ("BA", "MSc", "MBA"). */
const TITLE =
  /^(mag|mag\.a|mmag|dr|dr\.in|ddr|di|dipl\.-ing|dipl\.ing|ing|prof|univ\.-prof|kr|kommr|dkfm|bakk|ba|ma|bsc|msc|mba|llb|llm|phd|med|techn|rer\.nat|jur|fh|\(fh\))\.?$/i;

/** "Mag. Jürgen Österreicher" → "JÖ", "Sophie Brandstätter, BA" → "SB", "DI Lukas Haberl" → "LH". */
export function monogram(name: string): string {
  const words = name
    // Titles after the name follow a comma ("Sophie Brandstätter, BA").
    .replace(/,.*$/, "")
    .split(/\s+/)
    .map((word) => word.replace(/^[("„]+|[)",;:“]+$/g, ""))
    .filter((word) => word && !TITLE.test(word) && /\p{L}/u.test(word));
  const first = initial(words[0]);
  const last = words.length > 1 ? initial(words[words.length - 1]) : "";
  return (first + last).toLocaleUpperCase("de-AT") || "?";
}

/** The first letter, as one character even when it is composed ("É" written as E + accent). */
function initial(word: string | undefined): string {
  const letter = word?.match(/\p{L}\p{M}*/u)?.[0] ?? "";
  return letter.normalize("NFC");
}
