// /admin/inquiries/:id: one inquiry as a broker works on it (ADR 0140): the
// customer's message, phone and e-mail as links (the reply carries the subject), the property
// with its picture, every other field labelled, the delivery in plain words, and one-click status.
import { Form, Link, type MetaFunction, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatusButtons } from "../admin.inquiries/status-buttons";
import { CrmHandoverCard } from "./crm-handover";
import type { loader } from "./route.server";

export { loader } from "./route.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: `${data?.subject ?? "Anfrage"} | Admin | Donau Estate` },
  { name: "robots", content: "noindex" },
];

export default function AdminInquiryDetail() {
  const inquiry = useLoaderData<typeof loader>();
  return (
    <article className="staff-body staff-inquiry">
      <p className="staff-back">
        <Link to={inquiry.system ? "/admin/inquiries?bereich=system" : "/admin/inquiries"}>
          ← Alle {inquiry.system ? "Systemmails" : "Anfragen"}
        </Link>
      </p>
      <header className="staff-inquiry-head">
        <p className="staff-kind">
          {inquiry.kindLabel} · {inquiry.created}
        </p>
        <h1>{inquiry.subject}</h1>
        <p>
          <span className={`staff-badge staff-status-${inquiry.status}`}>{inquiry.statusLabel}</span>{" "}
          <span className={`staff-badge staff-delivery-${inquiry.deliveryState}`}>{inquiry.deliveryLabel}</span>
          {inquiry.keep ? (
            <>
              {" "}
              <span className="staff-badge staff-badge-success">Wird behalten</span>
            </>
          ) : null}
        </p>
        <StatusButtons inquiryId={inquiry.id} status={inquiry.status} subject={inquiry.subject} from="detail" />
      </header>

      <div className="staff-inquiry-grid">
        <section aria-labelledby="inquiry-message" className="staff-card">
          <h2 id="inquiry-message">Nachricht</h2>
          {inquiry.message ? <p className="staff-message">{inquiry.message}</p> : <p>Diese Anfrage enthält keine eigene Nachricht.</p>}
        </section>

        <section aria-labelledby="inquiry-contact" className="staff-card">
          <h2 id="inquiry-contact">Kontakt</h2>
          <dl className="staff-facts">
            <dt>Name</dt>
            <dd>{inquiry.senderName ?? "–"}</dd>
            <dt>Telefon</dt>
            <dd>{inquiry.telHref ? <a href={inquiry.telHref}>{inquiry.senderPhone}</a> : "–"}</dd>
            <dt>E-Mail</dt>
            <dd>{inquiry.senderEmail ?? "–"}</dd>
          </dl>
          {inquiry.replyHref ? (
            <a className="button" href={inquiry.replyHref}>
              Per E-Mail antworten
            </a>
          ) : null}
        </section>

        {inquiry.property ? (
          <section aria-labelledby="inquiry-property" className="staff-card">
            <h2 id="inquiry-property">Immobilie</h2>
            <a className="staff-property" href={inquiry.property.href}>
              <img src={inquiry.property.image} alt="" width={160} height={107} loading="lazy" />
              <span>
                <strong>{inquiry.property.title}</strong>
                <br />
                Objektnr. {inquiry.property.objektnr} · {inquiry.property.priceText}
              </span>
            </a>
          </section>
        ) : null}

        <section aria-labelledby="inquiry-fields" className="staff-card">
          <h2 id="inquiry-fields">Angaben im Formular</h2>
          {inquiry.fields.length === 0 ? (
            <p>Keine weiteren Angaben.</p>
          ) : (
            <dl className="staff-facts">
              {inquiry.fields.map((field) => (
                <div key={field.key} className="staff-fact">
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section aria-labelledby="inquiry-delivery" className="staff-card">
          <h2 id="inquiry-delivery">Zustellung</h2>
          {inquiry.deliveries.length === 0 ? (
            <p>Für diese Anfrage wurde keine E-Mail verschickt.</p>
          ) : (
            <ul className="staff-deliveries">
              {inquiry.deliveries.map((delivery) => (
                <li key={delivery.id} data-state={delivery.state}>
                  {delivery.text}
                </li>
              ))}
            </ul>
          )}
          <div className="staff-actions">
            {inquiry.failed ? (
              <Form method="post" action="/admin/inquiries">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="inquiryId" value={inquiry.id} />
                <input type="hidden" name="from" value="detail" />
                <button className="button button-secondary" type="submit">
                  Erneut senden
                </button>
              </Form>
            ) : null}
            <Form method="post" action="/admin/inquiries">
              <input type="hidden" name="intent" value="keep" />
              <input type="hidden" name="inquiryId" value={inquiry.id} />
              <input type="hidden" name="keep" value={inquiry.keep ? "0" : "1"} />
              <input type="hidden" name="from" value="detail" />
              <button className="button button-secondary" type="submit">
                {inquiry.keep ? "Nicht mehr behalten" : "Behalten"}
              </button>
            </Form>
          </div>
          <p className="staff-hint">Anfragen werden sechs Monate nach Eingang gelöscht, außer sie werden behalten.</p>
        </section>

        {inquiry.crm.length > 0 ? <CrmHandoverCard inquiryId={inquiry.id} lines={inquiry.crm} /> : null}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
