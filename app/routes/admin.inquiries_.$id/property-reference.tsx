// The lead page's property reference (route.tsx): picture, Objektnr., title and price once.
import type { useLoaderData } from "react-router";
import type { loader } from "./route.server";

type Property = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["property"]>;

/** The property once: picture, Objektnr. and title; a link to its public page while it is listed. */
export function PropertyReference({ property }: { property: Property }) {
  const body = (
    <>
      {property.image ? <img src={property.image} alt="" width={160} height={107} loading="lazy" /> : null}
      <span>
        <strong className="staff-property-ref">Objektnr. {property.reference}</strong>
        {property.title ? <span className="staff-property-title">{property.title}</span> : null}
        {property.priceText ? <span className="staff-property-price">{property.priceText}</span> : null}
      </span>
    </>
  );
  return property.href ? (
    <a className="staff-property" href={property.href}>
      {body}
    </a>
  ) : (
    <p className="staff-property">{body}</p>
  );
}
