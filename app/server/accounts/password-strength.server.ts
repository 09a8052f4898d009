// Staff password strength (ASVS 5.0 V6.2.4, V6.2.12): zxcvbn-ts with its common and German
// dictionaries, offline, with the account's address parts and the site's name as user inputs.
// zxcvbn still scores "Passwort2026!" as 3, so two rules come on top: no known word plus digits
// and punctuation, and nothing made only of the account's own name and address (ADR 0106).
// Server-only: the dictionaries are a few MB, loaded on the first check.

import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { site } from "~/lib/site";

/** zxcvbn scores 0-4; 3 means "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD_MESSAGE =
  "Dieses Passwort ist zu leicht zu erraten: es ist häufig verwendet, stammt aus bekannten Datenlecks oder folgt einem einfachen Muster. Bitte wählen Sie ein längeres, ungewöhnlicheres Passwort, etwa mehrere zufällige Wörter.";

/** Words of this site and its staff logins that a password must not lean on. */
const SITE_WORDS = [
  ...site.brand.toLowerCase().split(/[^a-zäöüß]+/),
  site.brand.toLowerCase().replace(/[^a-zäöüß]/g, ""),
  "immobilien",
  "wien",
  "vienna",
  "makler",
  "admin",
].filter((word) => word.length >= 3);

let factory: Promise<ZxcvbnFactory> | null = null;

function loadFactory(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-de")]).then(
    ([core, common, de]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...de.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return factory;
}

/** The account's address split into the parts someone would build a password from. */
function userInputs(email: string | undefined): string[] {
  if (!email) return [];
  const lower = email.toLowerCase();
  const [local = "", domain = ""] = lower.split("@");
  const parts = local.split(/[^a-z0-9äöüß]+/);
  return [lower, local, parts.join(""), ...parts, ...domain.split(".")].filter((part) => part.length >= 3);
}

/** Whether `run` is one or more of `words` end to end ("mariahuber" from "maria" and "huber"). */
function madeOf(run: string, words: Set<string>): boolean {
  const reachable = [true, ...Array.from({ length: run.length }, () => false)];
  for (let end = 1; end <= run.length; end++) {
    for (let start = 0; start < end && !reachable[end]; start++) {
      if (reachable[start] && words.has(run.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[run.length] ?? false;
}

/** The letters of a password, in runs split at digits, spaces and punctuation. */
function letterRuns(password: string): string[] {
  return password
    .toLowerCase()
    .split(/[^a-zäöüß]+/)
    .filter(Boolean);
}

/** Score 0-4 of `password` for the account `email`, before the two extra rules. */
export async function passwordScore(password: string, email?: string): Promise<number> {
  const zxcvbn = await loadFactory();
  return zxcvbn.check(password, [...SITE_WORDS, ...userInputs(email)]).score;
}

/**
 * Null when the password is strong enough, else the German message for the form: a zxcvbn score
 * of at least 3, and not built only from one dictionary word (any language list, l33t included)
 * or only from the account's own name and address parts and the site's name, with digits and
 * punctuation around them.
 */
export async function weakPasswordProblem(password: string, email?: string): Promise<string | null> {
  const zxcvbn = await loadFactory();
  const inputs = [...SITE_WORDS, ...userInputs(email)];
  const result = zxcvbn.check(password, inputs);
  if (result.score < MIN_PASSWORD_SCORE) return WEAK_PASSWORD_MESSAGE;
  const runs = letterRuns(password);
  const personal = new Set(inputs.flatMap((input) => letterRuns(input)));
  if (runs.length > 0 && runs.every((run) => madeOf(run, personal))) return WEAK_PASSWORD_MESSAGE;
  // The letters come from a single dictionary match ("Passwort", "Sommer", "P4ssw0rt"): the rest
  // is digits and punctuation, the first thing any guesser appends.
  const lettered = result.sequence.filter((match) => /[a-zäöüß]/i.test(match.token));
  if (lettered.length === 1 && lettered[0]?.pattern === "dictionary") return WEAK_PASSWORD_MESSAGE;
  return null;
}
