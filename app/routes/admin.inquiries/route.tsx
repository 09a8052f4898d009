// /admin/inquiries: every stored inquiry with its delivery state (DESIGN.md section 3), newest
// first, 50 per page, and a resend for failed e-mails; a "keep" mark per inquiry against the
// six-month retention, and export/deletion of one person's data (DESIGN.md section 6, GDPR
// Art. 15/17). Admin only, loader and action alike; every action checks the origin.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { MailQueueMessage } from "~/integrations/mail/outbox.server";
import {
  countInquiries,
  countPersonData,
  deletePersonData,
  INQUIRIES_PAGE_SIZE,
  listInquiries,
  requeueFailedEmails,
  setInquiryKeep,
} from "~/models/admin-inquiries.server";
import adminStyles from "~/styles/admin.css";
import { formatViennaDateTime } from "~/utils/admin-format";
import { httpError, requireAdmin, requireAdminAction } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/session.server";
import { PersonDataPanel, type PersonDeletePreview } from "./person-data";
import { PERSON_EMAIL_MESSAGE, personEmailSchema } from "./person-email";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Anfragen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

const KIND_LABELS: Record<string, string> = {
  contact: "Kontakt",
  property: "Objektanfrage",
  marketing: "Vermarktung",
  search_order: "Suchauftrag",
  valuation: "Bewertung",
  broker: "Selbstständige Makler",
  verification: "Konto-Bestätigung",
};

const STATE_LABELS: Record<string, string> = {
  queued: "In Warteschlange",
  sending: "Wird gesendet",
  sent: "Gesendet",
  failed: "Fehlgeschlagen",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  const [total, inquiries] = await Promise.all([countInquiries(context.db), listInquiries(context.db, { page })]);
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE)),
    total,
    inquiries: inquiries.map((inquiry) => ({ ...inquiry, created: formatViennaDateTime(inquiry.createdAt) ?? inquiry.createdAt })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend"), inquiryId: z.string().min(1).max(100), page: pageSchema }),
  z.object({ intent: z.literal("keep"), inquiryId: z.string().min(1).max(100), keep: z.enum(["0", "1"]), page: pageSchema }),
  z.object({ intent: z.literal("preview-delete"), email: z.string().max(1000) }),
  z.object({ intent: z.literal("delete-person"), email: z.string().max(1000) }),
]);

type ActionData = { preview: PersonDeletePreview | null; error: string | null; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdminAction(request, context);
  const form = await request.formData();
  const parsed = actionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) throw httpError(400, "Unknown action.");
  const input = parsed.data;
  if (input.intent === "preview-delete" || input.intent === "delete-person") {
    const email = personEmailSchema.safeParse(input.email);
    if (!email.success) {
      return data<ActionData>({ preview: null, error: PERSON_EMAIL_MESSAGE, email: input.email.slice(0, 254) }, { status: 400 });
    }
    if (input.intent === "preview-delete") {
      const counts = await countPersonData(context.db, { email: email.data });
      return data<ActionData>({ preview: { email: email.data, ...counts }, error: null, email: email.data });
    }
    const deleted = await deletePersonData(context.db, { email: email.data });
    return redirectWithToast(context.env, request, "/admin/inquiries", {
      type: "success",
      title: "Daten gelöscht",
      description: `${deleted.inquiries} Anfrage(n) und ${deleted.emails} E-Mail(s) von ${email.data} wurden gelöscht.`,
    });
  }
  const back = input.page > 1 ? `/admin/inquiries?page=${input.page}` : "/admin/inquiries";
  if (input.intent === "keep") {
    const found = await setInquiryKeep(context.db, { inquiryId: input.inquiryId, keep: input.keep === "1", now: context.now() });
    if (!found) throw httpError(404, "Inquiry not found.");
    return redirectWithToast(context.env, request, back, {
      type: "success",
      title: input.keep === "1" ? "Anfrage wird behalten" : "Markierung entfernt",
      description:
        input.keep === "1"
          ? "Diese Anfrage wird nicht nach sechs Monaten automatisch gelöscht."
          : "Diese Anfrage wird sechs Monate nach Eingang automatisch gelöscht.",
    });
  }
  const emailIds = await requeueFailedEmails(context.db, { inquiryId: input.inquiryId, now: context.now() });
  if (emailIds.length === 0) {
    return redirectWithToast(context.env, request, back, {
      type: "info",
      title: "Nichts zu senden",
      description: "Diese Anfrage hat keine fehlgeschlagenen E-Mails.",
    });
  }
  // The mail consumer (integrations/mail/queue.server.ts) reads one message { emailId } per e-mail.
  await context.env.MAIL_QUEUE.sendBatch(emailIds.map((emailId) => ({ body: { emailId } satisfies MailQueueMessage })));
  return redirectWithToast(context.env, request, back, {
    type: "success",
    title: "Erneut in die Warteschlange gestellt",
    description: `${emailIds.length} E-Mail(s) werden erneut gesendet.`,
  });
}

export default function AdminInquiries() {
  const { inquiries, page, pageCount, total } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  return (
    <section className="container staff-page">
      <header className="staff-header">
        <div>
          <h1>Anfragen</h1>
          <p>
            {total} gespeicherte Anfragen · Seite {page} von {pageCount}
          </p>
        </div>
        <nav aria-label="Admin" className="staff-nav">
          <Link to="/admin">Admin Panel</Link>
        </nav>
      </header>
      <PersonDataPanel preview={actionData?.preview ?? null} error={actionData?.error ?? null} email={actionData?.email ?? ""} />
      {inquiries.length === 0 ? (
        <p>Noch keine Anfragen gespeichert.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>Alle Anfragen, neueste zuerst</caption>
            <thead>
              <tr>
                <th scope="col">Datum</th>
                <th scope="col">Art</th>
                <th scope="col">Absender</th>
                <th scope="col">Betreff</th>
                <th scope="col">Zustellung</th>
                <th scope="col">
                  <span className="staff-sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {inquiries.map((inquiry) => {
                const failed = inquiry.emails.some((email) => email.state === "failed");
                const busy = navigation.state === "submitting" && navigation.formData?.get("inquiryId") === inquiry.id;
                return (
                  <tr key={inquiry.id} data-state={inquiry.deliveryState}>
                    <td>
                      {inquiry.created}
                      {inquiry.keep ? (
                        <>
                          <br />
                          <span className="staff-badge staff-badge-success">Wird behalten</span>
                        </>
                      ) : null}
                    </td>
                    <td>{KIND_LABELS[inquiry.kind] ?? inquiry.kind}</td>
                    <td>
                      {inquiry.senderName ?? "–"}
                      {inquiry.senderEmail ? (
                        <>
                          <br />
                          <a href={`mailto:${inquiry.senderEmail}`}>{inquiry.senderEmail}</a>
                        </>
                      ) : null}
                    </td>
                    <td>{inquiry.subject}</td>
                    <td>
                      <strong>{STATE_LABELS[inquiry.deliveryState] ?? inquiry.deliveryState}</strong>
                      <ul className="staff-emails">
                        {inquiry.emails.map((email) => (
                          <li key={email.id}>
                            {email.template} an {email.recipient}: {STATE_LABELS[email.state] ?? email.state}
                            {email.attempts > 0 ? ` (${email.attempts} Versuche)` : ""}
                            {email.lastError ? ` – ${email.lastError}` : ""}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {failed ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="resend" />
                          <input type="hidden" name="inquiryId" value={inquiry.id} />
                          <input type="hidden" name="page" value={page} />
                          <button className="button button-secondary" type="submit" disabled={busy}>
                            {busy ? "Wird gesendet..." : "Erneut senden"}
                          </button>
                        </Form>
                      ) : null}
                      <Form method="post">
                        <input type="hidden" name="intent" value="keep" />
                        <input type="hidden" name="inquiryId" value={inquiry.id} />
                        <input type="hidden" name="keep" value={inquiry.keep ? "0" : "1"} />
                        <input type="hidden" name="page" value={page} />
                        <button className="button button-secondary" type="submit" disabled={busy}>
                          {inquiry.keep ? "Nicht mehr behalten" : "Behalten"}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="staff-pagination" aria-label="Seiten">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Vorherige Seite</Link> : null}
          {page < pageCount ? <Link to={`?page=${page + 1}`}>Nächste Seite</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
