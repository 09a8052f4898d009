// /admin/konto, second factor (ASVS 5.0 V6.2, V6.3.3, V6.5, V7.5.1; ADR 0105): set up (or
// set up anew) the authenticator app, confirmed by its first code; recovery codes shown once; new
// recovery codes on a current code. Replacing an active app also needs the password and a
// current code (or a recovery code), so a stolen session alone cannot swap it; the owner is
// mailed. Runs after requireAdminAction.
import { data } from "react-router";
import { renderSVG } from "uqr";
import type { RequestContext } from "~/load-context";
import type { StaffUser } from "~/server/accounts/auth.server";
import { usableCredentialsKey } from "~/server/accounts/credential-box.server";
import {
  activateSecondFactor,
  claimTotpStep,
  countUnusedRecoveryCodes,
  getSecondFactor,
  replaceRecoveryCodes,
  setPendingSecret,
} from "~/server/accounts/second-factor.queries.server";
import {
  groupedSecret,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpUri,
} from "~/server/accounts/second-factor.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { commitSession, getSession, redirectWithToast, replaceSessionForRequest } from "~/server/accounts/session.server";
import { getSessionVersion } from "~/server/accounts/users.queries.server";
import { clientAddress } from "~/server/http/rate-limit.server";
import { queueSecurityNotice } from "~/server/mail/security-notice.server";
import { proveOwner } from "./owner-proof.server";

export type SecondFactorResult = { form: "totp"; error: string } | { form: "totp"; recoveryCodes: string[]; message: string };

export const SETUP_NEEDS_KEY =
  "Die Zwei-Faktor-Anmeldung kann nicht eingerichtet werden: Der Schlüssel CREDENTIALS_KEY ist auf dem Server nicht (oder mit weniger als 32 Zeichen) hinterlegt. Bitte wenden Sie sich an den Betreiber der Website.";

const WRONG_SETUP_CODE = "Der Code stimmt nicht. Bitte geben Sie den aktuellen 6-stelligen Code aus der App ein.";

/** What the page shows about the second factor; decrypts a pending secret to show it. */
export async function secondFactorView(context: RequestContext, user: StaffUser) {
  const stored = await getSecondFactor(context.db, user.id);
  let pending: { uri: string; secret: string; qrSvg: string } | null = null;
  if (stored?.pendingSecret) {
    const secret = await openTotpSecret(stored.pendingSecret, { userId: user.id, key: context.env.CREDENTIALS_KEY });
    const uri = totpUri(secret, user.email);
    const svg = renderSVG(uri, { border: 2, pixelSize: 6 });
    pending = { uri, secret: groupedSecret(secret), qrSvg: `data:image/svg+xml;base64,${btoa(svg)}` };
  }
  return {
    enabled: Boolean(stored?.enabledAt),
    enabledAt: stored?.enabledAt ?? null,
    recoveryCodesLeft: stored?.enabledAt ? await countUnusedRecoveryCodes(context.db, user.id) : 0,
    pending,
  };
}

/** A new secret waits for its first code; an active one stays active until then. */
export async function startSetup(request: Request, context: RequestContext, user: StaffUser) {
  // The secret is stored under CREDENTIALS_KEY: without it no setup, and a clear reason.
  if (!usableCredentialsKey(context.env.CREDENTIALS_KEY)) {
    console.warn(JSON.stringify({ type: "security", event: "second-factor-setup-refused", reason: "credentials-key-missing" }));
    return data({ form: "totp" as const, error: SETUP_NEEDS_KEY } satisfies SecondFactorResult, { status: 503 });
  }
  const sealed = await sealTotpSecret(newTotpSecret(), { userId: user.id, key: context.env.CREDENTIALS_KEY });
  await setPendingSecret(context.db, { userId: user.id, pendingSecret: sealed });
  return redirectWithToast(context.env, request, "/admin/konto#zwei-faktor", {
    type: "info",
    title: "Authenticator-App verbinden",
    description: "Scannen Sie den QR-Code oder geben Sie den Schlüssel ein, dann bestätigen Sie mit dem ersten Code.",
  });
}

function readCode(formData: FormData): string {
  const raw = formData.get("code");
  return typeof raw === "string" ? raw.trim().slice(0, 64) : "";
}

async function hashAll(codes: string[]): Promise<string[]> {
  return Promise.all(codes.map((code) => hashRecoveryCode(code)));
}

/** The first code proves the app has the secret: it becomes active, with new recovery codes. */
export async function confirmSetup(request: Request, context: RequestContext, user: StaffUser, formData: FormData) {
  const stored = await getSecondFactor(context.db, user.id);
  if (!stored?.pendingSecret) {
    return data({ form: "totp" as const, error: "Bitte starten Sie die Einrichtung zuerst." } satisfies SecondFactorResult, {
      status: 400,
    });
  }
  const now = context.now();
  const secret = await openTotpSecret(stored.pendingSecret, { userId: user.id, key: context.env.CREDENTIALS_KEY });
  const step = matchTotp(secret, readCode(formData), now);
  if (step === null) return data({ form: "totp" as const, error: WRONG_SETUP_CODE } satisfies SecondFactorResult, { status: 400 });
  // Replacing an active app: the session alone is not enough.
  const replacing = Boolean(stored.secret && stored.enabledAt);
  if (replacing) {
    const refusal = await proveOwner(request, context, user, formData);
    if (refusal) return refusal;
  }
  const recoveryCodes = newRecoveryCodes();
  await activateSecondFactor(context.db, {
    userId: user.id,
    secret: await sealTotpSecret(secret, { userId: user.id, key: context.env.CREDENTIALS_KEY }),
    step,
    codeHashes: await hashAll(recoveryCodes),
    now,
  });
  await logSecurityEvent(context, {
    event: replacing ? "second-factor.replace" : "second-factor.enrol",
    email: user.email,
    client: clientAddress(request),
    audit: {
      actor: { id: user.id, email: user.email },
      summary: replacing
        ? "Zwei-Faktor-Anmeldung neu eingerichtet (Passwort und bisheriger Code bestätigt); alte Wiederherstellungscodes ungültig; Kontoinhaber per E-Mail informiert"
        : "Zwei-Faktor-Anmeldung eingerichtet",
    },
  });
  if (replacing) await queueSecurityNotice(context, { email: user.email, notice: "second-factor-replaced" });
  // The activation ended every session; this one goes on, now with the second factor.
  const session = await getSession(context.env, request);
  session.set("sessionVersion", await getSessionVersion(context.db, user.id));
  session.set("secondFactor", true);
  replaceSessionForRequest(context, await commitSession(context.env, session));
  return data({
    form: "totp" as const,
    recoveryCodes,
    message: "Die Zwei-Faktor-Anmeldung ist eingerichtet. Alle anderen Sitzungen wurden abgemeldet.",
  } satisfies SecondFactorResult);
}

/** New recovery codes, on a current code from the app; the old ones stop working. */
export async function regenerateRecoveryCodes(request: Request, context: RequestContext, user: StaffUser, formData: FormData) {
  const stored = await getSecondFactor(context.db, user.id);
  const now = context.now();
  let step: number | null = null;
  if (stored?.secret) {
    const secret = await openTotpSecret(stored.secret, { userId: user.id, key: context.env.CREDENTIALS_KEY });
    step = matchTotp(secret, readCode(formData), now);
  }
  if (step === null || !(await claimTotpStep(context.db, { userId: user.id, step }))) {
    return data({ form: "totp" as const, error: WRONG_SETUP_CODE } satisfies SecondFactorResult, { status: 400 });
  }
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(context.db, { userId: user.id, codeHashes: await hashAll(recoveryCodes), now });
  await logSecurityEvent(context, {
    event: "second-factor.enrol",
    email: user.email,
    client: clientAddress(request),
    reason: "recovery-codes",
    audit: { actor: { id: user.id, email: user.email }, summary: "Neue Wiederherstellungscodes erzeugt; alte ungültig" },
  });
  return data({
    form: "totp" as const,
    recoveryCodes,
    message: "Neue Wiederherstellungscodes erzeugt. Die bisherigen gelten nicht mehr.",
  } satisfies SecondFactorResult);
}
