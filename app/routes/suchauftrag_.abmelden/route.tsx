// /suchauftrag/abmelden: the List-Unsubscribe address of every alert mail (RFC 8058).
// GET only asks; the POST unsubscribes: this page's button, or a mail client's one-click POST
// (`List-Unsubscribe=One-Click`, id and token in the query string).
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { INVALID_LINK_TEXT } from "~/lib/search-alert-texts";

export { unsubscribeAction as action, unsubscribeLoader as loader } from "~/server/alerts/pages.server";

export const meta: MetaFunction = () => [{ title: "Suchauftrag abbestellen | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function UnsubscribePage() {
  const { valid, id, token, summary } = useLoaderData<{ valid: boolean; id: string; token: string; summary: string | null }>();
  const result = useActionData<{ valid: boolean; done: boolean }>();
  return (
    <div className="container section">
      <h1>Suchauftrag abbestellen</h1>
      {result?.done ? (
        <p role="status">Sie wurden abgemeldet. Wir haben Ihren Suchauftrag und Ihre E-Mail-Adresse gelöscht.</p>
      ) : valid && !result ? (
        <>
          <p>
            <strong>Ihre Suche:</strong> {summary}
          </p>
          <p>Möchten Sie keine E-Mails zu dieser Suche mehr erhalten?</p>
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              Abmelden
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
