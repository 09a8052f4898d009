// /immobilien/<id>/besichtigung: a visitor books a viewing. The next free slots by day
// in Vienna time, then name, e-mail and phone with the FAGG notice and the privacy consent of the
// property inquiry. Works without JavaScript (a plain POST, post/redirect/get to the booking's
// page); with it, Conform validates on blur and the slot list refreshes itself.
import { Fragment } from "react";
import { Link, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FaggNotice } from "~/components/fagg-notice";
import { CheckboxField } from "~/components/form/choice-fields";
import { Field, LeadFormFrame, SubmitButton, useLeadFormPage } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { SlotPicker, useSlotRefresh } from "~/components/viewing-slots";
import { site } from "~/lib/site";
import detailStyles from "~/styles/detail.css?url";
import leadsStyles from "~/styles/leads.css?url";
import viewingStyles from "~/styles/viewings.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leadsStyles },
  { rel: "stylesheet", href: detailStyles },
  { rel: "stylesheet", href: viewingStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: data ? `Besichtigung buchen: ${data.property.title} | ${site.brand}` : `Besichtigung buchen | ${site.brand}` },
  { name: "robots", content: "noindex" },
];

export default function ViewingBookingPage() {
  const { property, contact, days, fagg } = useLoaderData<typeof loader>();
  const { key, ...form } = useLeadFormPage();
  const live = useSlotRefresh();
  return (
    <div className="container section viewing-page">
      <nav className="breadcrumbs" aria-label="Brotkrumennavigation">
        <ol>
          <li>
            <Link to="/">Startseite</Link>
          </li>
          <li>
            <Link to="/immobilien">Immobilien</Link>
          </li>
          <li>
            <Link to={property.href}>{property.title}</Link>
          </li>
          <li aria-current="page">Besichtigung</li>
        </ol>
      </nav>
      <h1>Besichtigung buchen</h1>
      <div className="viewing-property card">
        <img src={property.image.src} srcSet={property.image.srcSet} sizes="7rem" width={112} height={84} alt="" loading="lazy" />
        <div>
          <p className="viewing-property-title">
            <Link to={property.href}>{property.title}</Link>
          </p>
          <p className="viewing-property-sub">
            {property.sublineParts.map((part, index) => (
              <Fragment key={part}>
                {index > 0 ? " · " : null}
                <span>{part}</span>
              </Fragment>
            ))}
          </p>
          <p className="viewing-property-price">{property.priceText}</p>
        </div>
      </div>
      {!days.some((day) => day.slots.some((slot) => slot.free > 0)) ? (
        <section className="card viewing-empty" aria-labelledby="viewing-empty-title">
          <h2 id="viewing-empty-title">Derzeit keine freien Termine</h2>
          <p>
            Für diese Immobilie sind gerade alle Besichtigungstermine vergeben. Nennen Sie uns Ihren Wunschtermin: {contact.name} meldet
            sich mit einem Terminvorschlag.
          </p>
          <p className="viewing-empty-actions">
            <Link to={`${property.href}#anfrage`} className="button">
              Wunschtermin anfragen
            </Link>
            {contact.phoneHref ? (
              <a href={contact.phoneHref} className="button button-secondary">
                Anrufen: {contact.phone}
              </a>
            ) : null}
          </p>
        </section>
      ) : (
        <BookingForm key={key} {...form} days={days} fagg={fagg} live={live} />
      )}
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function BookingForm({
  days,
  fagg,
  live,
  ...props
}: ReturnType<typeof useLeadFormPage> & Pick<LoaderData, "days" | "fagg"> & { live: boolean }) {
  const [form, fields] = useForm({
    id: "viewing-booking",
    schema: () => import("~/lib/schemas/viewing").then((m) => m.viewingBookingSchema),
    ...props,
  });
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="viewing-form">
      <div className="viewing-layout">
        <section className="card viewing-step" aria-labelledby="viewing-when">
          <h2 id="viewing-when">
            <span className="viewing-step-number" aria-hidden="true">
              1
            </span>
            Termin wählen
          </h2>
          <p className="form-note">Alle Zeiten in Wiener Zeit. Die genaue Adresse erhalten Sie mit der Bestätigung.</p>
          <SlotPicker
            live={live}
            days={days}
            formId={form.id}
            errorId={fields.slotId.errorId}
            errors={fields.slotId.errors}
            defaultValue={typeof fields.slotId.initialValue === "string" ? fields.slotId.initialValue : undefined}
          />
        </section>
        <section className="card lead-form viewing-step" aria-labelledby="viewing-who">
          <h2 id="viewing-who">
            <span className="viewing-step-number" aria-hidden="true">
              2
            </span>
            Ihre Daten
          </h2>
          <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
          <Field meta={fields.name} label="Vor- und Nachname" autoComplete="name" />
          <Field
            meta={fields.email}
            label="E-Mail"
            type="email"
            autoComplete="email"
            hint="Hierher senden wir die Bestätigung mit der Kalendereinladung."
          />
          <Field meta={fields.tel} label="Telefon" type="tel" autoComplete="tel" hint="Falls sich kurzfristig etwas ändert." />
          <FaggNotice id="viewing-fagg" title={fagg.title.replace("Bevor Sie senden", "Bevor Sie buchen")} fagg={fagg} />
          {fagg.earlyStartLabel ? <CheckboxField meta={fields.vorzeitigerBeginn} label={fagg.earlyStartLabel} /> : null}
          <CheckboxField
            meta={fields.privacyConsent}
            label={
              <>
                Ich stimme der Verarbeitung meiner Daten gemäß der <Link to="/datenschutz">Datenschutzerklärung</Link> zu. *
              </>
            }
          />
          <p className="form-note viewing-reassurance">Absagen oder verschieben können Sie jederzeit über den Link in Ihrer Bestätigung.</p>
          <SubmitButton pendingLabel="Wird gebucht...">Besichtigung verbindlich buchen</SubmitButton>
        </section>
      </div>
    </LeadFormFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="property" />;
}
