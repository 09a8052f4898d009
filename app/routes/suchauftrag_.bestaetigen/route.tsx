// /suchauftrag/bestaetigen: the double opt-in link of the confirmation mail. The link
// shows a button and the POST confirms, so a mail scanner that opens links confirms nothing.
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { INVALID_LINK_TEXT } from "~/lib/search-alert-texts";

export { confirmAction as action, confirmLoader as loader } from "~/server/alerts/pages.server";

export const meta: MetaFunction = () => [{ title: "Suchauftrag bestätigen | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function ConfirmAlertPage() {
  const { id, token, valid, alreadyConfirmed, summary } = useLoaderData<{
    id: string;
    token: string;
    valid: boolean;
    alreadyConfirmed: boolean;
    summary: string | null;
  }>();
  const result = useActionData<{ error?: string }>();
  return (
    <div className="container section">
      <h1>Suchauftrag bestätigen</h1>
      {result?.error ? (
        <p role="alert">{result.error}</p>
      ) : alreadyConfirmed ? (
        <p>Dieser Suchauftrag ist bereits bestätigt.</p>
      ) : valid ? (
        <>
          <p>
            <strong>Ihre Suche:</strong> {summary}
          </p>
          <p>Bitte bestätigen Sie, dass wir Ihnen zu dieser Suche neue passende Immobilien per E-Mail senden dürfen.</p>
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              Suchauftrag bestätigen
            </button>
          </Form>
        </>
      ) : (
        <p>{INVALID_LINK_TEXT}</p>
      )}
      <p>
        <Link to="/immobilien">Zu den Immobilien</Link>
      </p>
    </div>
  );
}
