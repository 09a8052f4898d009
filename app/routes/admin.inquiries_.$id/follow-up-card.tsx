// The lead's "Wiedervorlage" card, beside "Bearbeitung": the quick choices "Morgen", "In 3
// Tagen", "Nächste Woche" first, each a submit button of its own small form that saves on tap with
// the stored next step, else a plain one; then the day, time and next step typed, one
// "Wiedervorlage speichern"; "Erledigt / entfernen" clears it. Posts to this page's action
// (follow-up.server.ts), which answers a refused value here, at its field. FollowUpLine shows the
// current one under the lead's H1.
import { Form, useActionData, useNavigation } from "react-router";
import { FOLLOW_UP_NOTE_MAX, QUICK_FOLLOW_UPS } from "~/lib/follow-up";
import type { FollowUpReply } from "./follow-up.server";

export interface FollowUpView {
  /** "fällig heute 10:00", with its tone for the colour; null: none set. */
  state: { tone: string; label: string } | null;
  /** Without one: a new lead's derived "Erstkontakt", "fällig heute" as in the inbox row; else null. */
  firstContact: { tone: string; label: string; note: string } | null;
  /** "03.12.2026, 10:00 Uhr". */
  when: string | null;
  date: string;
  time: string;
  note: string;
  /** Today and a year ahead (Vienna), the date field's range. */
  min: string;
  max: string;
}

/**
 * The current Wiedervorlage under the lead's H1: "Wiedervorlage am 03.12.2026 · Exposé schicken";
 * due or overdue with its coloured mark: "Wiedervorlage: fällig heute 10:00 · …".
 */
export function FollowUpLine({ followUp }: { followUp: FollowUpView | null }) {
  const first = followUp?.state ? null : followUp?.firstContact;
  if (first) {
    return (
      <p className="staff-inquiry-follow-up">
        Nächster Schritt: {first.note}, <span className={`staff-follow-up staff-follow-up-${first.tone}`}>{first.label}</span>
      </p>
    );
  }
  if (!followUp?.state) return null;
  const step = followUp.note ? <> · {followUp.note}</> : null;
  if (followUp.state.tone === "later") {
    return (
      <p className="staff-inquiry-follow-up">
        Wiedervorlage am {followUp.when}
        {step}
      </p>
    );
  }
  return (
    <p className="staff-inquiry-follow-up">
      Wiedervorlage: <span className={`staff-follow-up staff-follow-up-${followUp.state.tone}`}>{followUp.state.label}</span>
      {followUp.state.tone === "overdue" ? <span className="staff-follow-up-when"> ({followUp.when})</span> : null}
      {step}
    </p>
  );
}

export function FollowUpCard({ followUp }: { followUp: FollowUpView }) {
  const actionData = useActionData<FollowUpReply | { viewingError: string }>();
  // The page's action answers the viewing card too: only a Wiedervorlage reply is this card's.
  const reply = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && String(navigation.formData?.get("intent") ?? "").startsWith("follow-up");
  const values = reply?.values ?? { datum: followUp.date, uhrzeit: followUp.time, schritt: followUp.note };
  const errorOf = (name: string) => reply?.fieldErrors[name]?.[0];
  const aria = (name: string, hint?: string) => ({
    id: `follow-up-${name}`,
    name,
    "aria-invalid": errorOf(name) ? true : undefined,
    "aria-describedby": [errorOf(name) ? `follow-up-${name}-error` : null, hint].filter(Boolean).join(" ") || undefined,
  });
  const error = (name: string) =>
    errorOf(name) ? (
      <p id={`follow-up-${name}-error`} className="field-error">
        {errorOf(name)}
      </p>
    ) : null;
  return (
    <section aria-labelledby="inquiry-follow-up" className="staff-card staff-follow-up-card">
      <h2 id="inquiry-follow-up">Wiedervorlage</h2>
      {followUp.state ? (
        <p className="staff-follow-up-current">
          <span className={`staff-follow-up staff-follow-up-${followUp.state.tone}`}>{followUp.state.label}</span>{" "}
          <span className="staff-follow-up-when">({followUp.when})</span>
          {followUp.note ? <span className="staff-follow-up-step">{followUp.note}</span> : null}
        </p>
      ) : followUp.firstContact ? (
        <>
          <p className="staff-follow-up-current">
            <span className={`staff-follow-up staff-follow-up-${followUp.firstContact.tone}`}>{followUp.firstContact.label}</span>{" "}
            <span className="staff-follow-up-step">{followUp.firstContact.note}</span>
          </p>
          <p className="staff-hint">Nach dem Erstkontakt legen Sie hier fest, wann Sie sich wieder melden und was dann zu tun ist.</p>
        </>
      ) : (
        <p className="staff-hint">Keine Wiedervorlage. Legen Sie fest, wann Sie sich wieder melden und was dann zu tun ist.</p>
      )}
      {reply ? (
        <p className="staff-alert staff-alert-error" role="alert">
          {reply.error}
        </p>
      ) : null}
      {/* The quick choices first: one tap saves (no typed day needed, so no `required` to skip). They
          keep the stored next step; the server says a plain one when there is none. */}
      <Form method="post" className="staff-follow-up-quick">
        <input type="hidden" name="intent" value="follow-up" />
        <input type="hidden" name="schritt" value={followUp.note} />
        <span id="follow-up-quick-label">{followUp.state ? "Verschieben auf:" : "Gleich festlegen:"}</span>
        {QUICK_FOLLOW_UPS.map((choice) => (
          <button
            key={choice.value}
            className="button button-secondary button-small"
            type="submit"
            name="schnell"
            value={choice.value}
            disabled={busy}
            aria-describedby="follow-up-quick-label"
          >
            {choice.label}
          </button>
        ))}
      </Form>
      {/* key: after a save the fields show the stored values again, also after a client navigation. */}
      <Form key={`${followUp.date}|${followUp.time}|${followUp.note}`} method="post" className="staff-follow-up-form">
        <input type="hidden" name="intent" value="follow-up" />
        <div className="field">
          <label htmlFor="follow-up-schritt">Nächster Schritt</label>
          <input
            {...aria("schritt")}
            type="text"
            maxLength={FOLLOW_UP_NOTE_MAX}
            defaultValue={values.schritt}
            placeholder="z. B. Rückruf wegen Besichtigung"
          />
          {error("schritt")}
        </div>
        <div className="staff-follow-up-row">
          <div className="field">
            <label htmlFor="follow-up-datum">Datum</label>
            <input {...aria("datum")} type="date" required min={followUp.min} max={followUp.max} defaultValue={values.datum} />
            {error("datum")}
          </div>
          <div className="field">
            <label htmlFor="follow-up-uhrzeit">Uhrzeit (optional)</label>
            <input {...aria("uhrzeit")} type="time" step={300} defaultValue={values.uhrzeit} />
            {error("uhrzeit")}
          </div>
        </div>
        {/* Named for what it saves, as "Notiz speichern" is: the lead page has a "Speichern" for
            "Zuständig" too. The quick choices are another form: Enter here saves the typed day. */}
        <button className="button button-primary" type="submit" disabled={busy}>
          Wiedervorlage speichern
        </button>
      </Form>
      {followUp.state ? (
        <Form method="post" className="staff-follow-up-clear">
          <input type="hidden" name="intent" value="follow-up-clear" />
          <button className="button button-secondary" type="submit" disabled={busy}>
            Erledigt / entfernen
          </button>
        </Form>
      ) : null}
    </section>
  );
}
