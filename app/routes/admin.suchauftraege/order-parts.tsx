// /admin/suchauftraege's parts: a row of the list and the card of one staff search profile with
// its current matches.
import { Form } from "react-router";
import { STATE_LABELS as FILTER_LABELS, type OrderRow, type OrderState } from "~/lib/search-orders";

/** The status filter's choices, with "intern" explained. */
export const STATE_OPTIONS = (Object.keys(FILTER_LABELS) as OrderState[]).map((value) => ({ value, label: FILTER_LABELS[value] }));

/** The state as the list shows it; "intern" without the filter's explanation. */
const STATE_LABELS: Record<OrderRow["state"], string> = {
  bestaetigt: "bestätigt",
  offen: "nicht bestätigt",
  anfrage: "nur Anfrage",
  intern: "intern",
};

export interface ProfileView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  summary: string;
  created: string;
  inquiryId: string | null;
  matches: {
    id: number;
    href: string;
    title: string;
    objektnr: string;
    district: string | null;
    price: string | null;
    rooms: number | null;
    area: string | null;
  }[];
}

function matchLabel(count: number): string {
  return count === 1 ? "1 Immobilie" : `${count} Immobilien`;
}

export function OrderTableRow({ order }: { order: OrderRow }) {
  return (
    <tr data-order={order.kind}>
      <td>
        {order.name ? <strong className="search-order-contact">{order.name}</strong> : null}
        <span className="search-order-contact">{order.email}</span>
        {order.phone ? <span className="search-order-contact">{order.phone}</span> : null}
      </td>
      <td>{order.summary}</td>
      <td>
        {order.source}
        {order.inquiryId ? (
          <>
            {" · "}
            <a href={`/admin/inquiries/${order.inquiryId}`}>Anfrage</a>
          </>
        ) : null}
      </td>
      <td>
        {STATE_LABELS[order.state]}
        {order.lastMail ? <span className="search-order-contact">Letzte E-Mail: {order.lastMail}</span> : null}
      </td>
      <td>
        <a href={order.matchesHref}>
          {matchLabel(order.matches)}
          <span className="staff-sr-only"> für {order.email} ansehen</span>
        </a>
      </td>
      <td>{order.created}</td>
      <td>
        {order.kind === "lead" ? (
          <a href={`/admin/suchauftraege?anfrage=${order.id}#suchprofil-anlegen`}>
            Als Suchprofil anlegen<span className="staff-sr-only"> ({order.email})</span>
          </a>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={order.id} />
            <button
              type="submit"
              name="intent"
              value={order.kind === "profile" ? "delete-profile" : "delete"}
              className="button button-secondary"
            >
              Löschen<span className="staff-sr-only"> ({order.email})</span>
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}

export function ProfileCard({ profile }: { profile: ProfileView }) {
  return (
    <div className="card staff-card" id="treffer">
      <h2>Suchprofil {profile.name}</h2>
      <p>
        {profile.email}
        {profile.phone ? ` · ${profile.phone}` : ""} · angelegt {profile.created}
        {profile.inquiryId ? (
          <>
            {" · "}
            <a href={`/admin/inquiries/${profile.inquiryId}`}>Anfrage</a>
          </>
        ) : null}
      </p>
      <p>{profile.summary}</p>
      <h3>
        {profile.matches.length === 0
          ? "Zurzeit passt keine Immobilie"
          : `Passende Immobilien (${profile.matches.length === 50 ? "die neuesten 50" : profile.matches.length})`}
      </h3>
      {profile.matches.length > 0 ? (
        <ul className="search-profile-matches">
          {profile.matches.map((match) => (
            <li key={match.id}>
              <a href={match.href}>{match.title}</a> · Objektnr. {match.objektnr}
              {match.district ? ` · ${match.district}` : ""}
              {match.price ? ` · ${match.price}` : ""}
              {match.rooms !== null ? ` · ${match.rooms} Zimmer` : ""}
              {match.area ? ` · ${match.area}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
