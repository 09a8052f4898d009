// The feed-settings form on /admin/technik (spec section 8 "Sync"); the password is write-only. Its
// rules load on first focus; the Technik page resets it with key={location.key}.
import { AppForm, Field, SubmitButton } from "~/components/form/fields";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { useForm } from "~/components/form/use-form";
import type { SyncCardProps } from "~/components/sync-card";
import { PASSWORD_LABELS } from "~/lib/content/admin-panel";

export function FeedForm({
  feed,
  lastResult,
  constraint,
  setupFirst = false,
}: {
  feed: SyncCardProps["feed"];
  lastResult: FormResult | null;
  constraint: FormConstraint;
  /** The address is not justimmo's: the form is open, the card's "Feed einrichten" leads here. */
  setupFirst?: boolean;
}) {
  const [form, fields] = useForm({
    id: "save-feed",
    schema: () => import("~/lib/schemas/admin").then((m) => m.feedFormSchema),
    constraint,
    lastResult,
  });
  return (
    <details className="staff-details" id="feed-einrichten" open={!feed || setupFirst || Boolean(lastResult)}>
      <summary>{feed ? "Feed-Konfiguration ändern" : "Feed-URL hinterlegen"}</summary>
      {feed ? (
        <p className="staff-hint">
          Aktuelle Feed-URL: <code>{feed.url}</code> · Passwort: {PASSWORD_LABELS[feed.password]}
        </p>
      ) : null}
      <AppForm form={form} className="staff-form">
        {/* type=text: a url input may not carry the invalid value echoed back after a failed save
            (Nu Html Checker); the server checks the URL, inputMode keeps the URL keyboard. */}
        <Field meta={fields.feedUrl} label="Feed-URL" inputMode="url" autoComplete="off" placeholder="https://..." />
        <Field
          meta={fields.password}
          label="Passwort (Basic-Auth, optional)"
          type="password"
          autoComplete="new-password"
          hint="Das Passwort wird nie wieder angezeigt. Leer lassen, um das gespeicherte zu behalten."
        />
        {feed && feed.password !== "none" ? (
          <label className="staff-checkbox">
            <input type="checkbox" name="clearPassword" /> Gespeichertes Passwort entfernen
          </label>
        ) : null}
        <SubmitButton intent="save-feed" pendingLabel="Wird gespeichert...">
          Feed-Konfiguration speichern
        </SubmitButton>
      </AppForm>
    </details>
  );
}
