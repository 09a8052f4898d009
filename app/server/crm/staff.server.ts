// What staff do with the justimmo hand-over: the Technik card (API switch, whether the stored
// credentials can serve the API) and "erneut senden" on a failed lead. Callers guard first.
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { feedPasswordState, getFeedCredentials } from "~/server/accounts/api-credentials.queries.server";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { getCrmSettings, setCrmApiEnabled } from "~/server/crm/queries.server";
import { type AppEnv, justimmoApiBase } from "~/server/http/env.server";
import { resendCrmHandovers } from "./handover.server";

type Actor = { id: string; email: string };

/** What these functions read of the Worker's context (app/load-context.ts WorkerContext). */
export interface CrmStaffContext {
  db: Db;
  env: Pick<AppEnv, "JUSTIMMO_API_URL" | "CRM_QUEUE">;
  now: () => Date;
}

/** Whether the feed's stored credentials can log in to JUSTIMMO_API_URL, in staff words. */
export type CrmCredentialsState = "ok" | "missing" | "other-server" | "no-user" | "no-password";

export const CRM_CREDENTIALS_TEXT: Record<CrmCredentialsState, string> = {
  ok: "Die gespeicherten Feed-Zugangsdaten gehören zur justimmo-API und werden verwendet.",
  missing: "Es sind keine Feed-Zugangsdaten gespeichert.",
  "other-server": "Die gespeicherte Feed-URL liegt nicht auf dem Server der justimmo-API; ihre Zugangsdaten werden dort nicht verwendet.",
  "no-user": "Die gespeicherte Feed-URL enthält keinen Benutzernamen.",
  "no-password": "Für die Feed-URL ist kein (lesbares) Passwort gespeichert.",
};

export interface CrmPanel {
  apiEnabled: boolean;
  /** The endpoint the API channel calls. */
  apiUrl: string;
  credentials: CrmCredentialsState;
  credentialsText: string;
}

export async function loadCrmPanel(context: CrmStaffContext): Promise<CrmPanel> {
  const [settings, stored] = await Promise.all([getCrmSettings(context.db), getFeedCredentials(context.db)]);
  const api = justimmoApiBase(context.env);
  let credentials: CrmCredentialsState = "missing";
  if (stored) {
    const feed = parseUrl(stored.url);
    if (!feed || !api || feed.origin !== api.origin) credentials = "other-server";
    else if (!feed.username) credentials = "no-user";
    else if (feedPasswordState(stored.password) !== "set") credentials = "no-password";
    else credentials = "ok";
  }
  return {
    apiEnabled: settings.apiEnabled,
    apiUrl: api ? new URL("objekt/anfrage", api).toString() : "JUSTIMMO_API_URL ist keine gültige Adresse.",
    credentials,
    credentialsText: CRM_CREDENTIALS_TEXT[credentials],
  };
}

const apiSwitchSchema = z.object({ intent: z.literal("crm-api"), enabled: z.enum(["0", "1"]) });

/** The Technik form's switch, or null when the form is not this one (another intent or a bad value). */
export function readCrmApiSwitch(formData: FormData): { enabled: boolean } | null {
  const parsed = apiSwitchSchema.safeParse({ intent: formData.get("intent"), enabled: formData.get("enabled") });
  return parsed.success ? { enabled: parsed.data.enabled === "1" } : null;
}

export async function switchCrmApi(context: CrmStaffContext, { enabled, actor }: { enabled: boolean; actor: Actor }): Promise<void> {
  const now = context.now();
  await setCrmApiEnabled(context.db, { enabled, by: actor.email, now });
  await recordAudit(context.db, {
    actor,
    action: enabled ? "crm.api-on" : "crm.api-off",
    entity: "crm_settings",
    summary: enabled ? "Übergabe über die justimmo-API eingeschaltet" : "Übergabe über die justimmo-API ausgeschaltet",
    now,
  });
}

/** "erneut senden": the lead's failed hand-overs back into the queue; how many went. */
export async function resendLeadHandover(
  context: CrmStaffContext,
  { inquiryId, actor }: { inquiryId: string; actor: Actor },
): Promise<number> {
  const now = context.now();
  const count = await resendCrmHandovers({ db: context.db, queue: context.env.CRM_QUEUE, inquiryId, now });
  if (count > 0) {
    await recordAudit(context.db, {
      actor,
      action: "inquiry.crm-resend",
      entity: "inquiry",
      entityId: inquiryId,
      // The id, not the subject: subjects carry names, and the trail outlives the inquiry.
      summary: `Anfrage ${inquiryId}: Übergabe an justimmo erneut gestartet`,
      now,
    });
  }
  return count;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
