// Staff password strength (ASVS 5.0 V6.2.4, V6.2.12; ADR 0106): a password must not be common,
// from breach lists or guessable from the account's own address. zxcvbn-ts with its common
// dictionary (top passwords from breach corpora, names, words, keyboard patterns) rates it
// offline; the Worker never calls an outside service. Server-only: the dictionary is about
// 1.5 MB and is loaded on the first check, never in a browser bundle (a `.server` module).

import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn scores 0-4; 3 means "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD_MESSAGE =
  "Dieses Passwort ist zu leicht zu erraten: es ist häufig verwendet, stammt aus bekannten Datenlecks oder folgt einem einfachen Muster. Bitte wählen Sie ein längeres, ungewöhnlicheres Passwort, etwa mehrere zufällige Wörter.";

/** Words of this site and its staff logins that a password must not lean on. */
const SITE_WORDS = ["donau", "estate", "donauestate", "immobilien", "wien", "vienna", "makler", "admin"];

let factory: Promise<ZxcvbnFactory> | null = null;

function loadFactory(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
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

/** Score 0-4 of `password` for the account `email`. */
export async function passwordScore(password: string, email?: string): Promise<number> {
  const zxcvbn = await loadFactory();
  const result = zxcvbn.check(password, [...SITE_WORDS, ...userInputs(email)]);
  return result.score;
}

/** Null when the password is strong enough, else the German message for the form. */
export async function weakPasswordProblem(password: string, email?: string): Promise<string | null> {
  return (await passwordScore(password, email)) >= MIN_PASSWORD_SCORE ? null : WEAK_PASSWORD_MESSAGE;
}
