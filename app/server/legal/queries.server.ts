// Staff-edited parts of the legal texts. Reading never fails a page: without the table or a row
// the defaults of lib/legal-terms.ts apply.
import type { Db } from "~/db/client.server";
import { DEFAULT_LEGAL_TERMS, LEGAL_TERM_KEYS, type LegalTerms, legalTermsFrom } from "~/lib/legal-terms";

export async function loadLegalTerms(db: Db): Promise<LegalTerms> {
  try {
    const rows = await db.selectFrom("legal_settings").select(["key", "value"]).execute();
    return legalTermsFrom(rows);
  } catch (error) {
    console.warn(JSON.stringify({ model: "legal-settings", error: String(error) }));
    return { ...DEFAULT_LEGAL_TERMS };
  }
}

export async function saveLegalTerms(db: Db, terms: LegalTerms, { userId, now }: { userId: string | null; now: Date }) {
  const at = now.toISOString();
  for (const key of LEGAL_TERM_KEYS) {
    const raw = terms[key];
    const value = typeof raw === "boolean" ? (raw ? "1" : "0") : raw;
    await db
      .insertInto("legal_settings")
      .values({ key, value, updated_at: at, updated_by: userId })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at, updated_by: userId }))
      .execute();
  }
}
