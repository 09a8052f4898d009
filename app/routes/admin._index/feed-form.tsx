// The feed-settings form inside the sync card (spec section 8 "Sync"; ADR 0063: the password is
// write-only). Its rules load on the form's first focus (ADR 0021).
import { useNavigation } from "@remix-run/react";
import { type FormConstraint, LeadForm, type LeadFormResult, useLeadForm } from "~/components/forms";
import { FieldError } from "~/components/staff";
import { inputAttributes } from "~/forms/lead-form";
import type { SyncCardProps } from "./sync-card";

export function FeedForm({
  feed,
  lastResult,
  constraint,
}: {
  feed: SyncCardProps["feed"];
  lastResult: LeadFormResult | null;
  constraint: FormConstraint;
}) {
  const navigation = useNavigation();
  // The rules (schemas/admin.ts) load on the form's first focus (ADR 0021).
  const [form, fields] = useLeadForm({
    id: "save-feed",
    schema: () => import("~/schemas/admin").then((m) => m.feedFormSchema),
    constraint,
    lastResult: navigation.state === "idle" ? lastResult : null,
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-feed";
  return (
    <details className="staff-details" open={!feed || Boolean(lastResult)}>
      <summary>{feed ? "Feed-Konfiguration ändern" : "Feed-URL hinterlegen"}</summary>
      {feed ? (
        <p className="staff-hint">
          Aktuelle Feed-URL: <code>{feed.url}</code> · Passwort: {feed.passwordLabel}
        </p>
      ) : null}
      <LeadForm form={form} method="post" className="staff-form">
        <input type="hidden" name="intent" value="save-feed" />
        <div className="field">
          <label htmlFor={fields.feedUrl.id}>Feed-URL</label>
          <input
            // type=text: a url input may not carry the invalid value echoed back after a failed
            // save (Nu Html Checker); the server checks the URL, inputMode keeps the URL keyboard.
            {...inputAttributes(fields.feedUrl, { type: "text" })}
            inputMode="url"
            autoComplete="off"
            placeholder="https://..."
            aria-invalid={fields.feedUrl.errors ? true : undefined}
            aria-describedby={fields.feedUrl.errors ? fields.feedUrl.errorId : undefined}
          />
          <FieldError id={fields.feedUrl.errorId} errors={fields.feedUrl.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.password.id}>Passwort (Basic-Auth, optional)</label>
          <input
            {...inputAttributes(fields.password, { type: "password" })}
            autoComplete="new-password"
            aria-describedby={fields.password.errors ? fields.password.errorId : `${fields.password.id}-hint`}
            aria-invalid={fields.password.errors ? true : undefined}
          />
          <p className="staff-hint" id={`${fields.password.id}-hint`}>
            Das Passwort wird nie wieder angezeigt. Leer lassen, um das gespeicherte zu behalten.
          </p>
          <FieldError id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        {feed && feed.password !== "none" ? (
          <label className="staff-checkbox">
            <input type="checkbox" name="clearPassword" /> Gespeichertes Passwort entfernen
          </label>
        ) : null}
        <button className="button" type="submit" disabled={saving}>
          {saving ? "Wird gespeichert..." : "Feed-Konfiguration speichern"}
        </button>
      </LeadForm>
    </details>
  );
}
