// The office's phone (tel:) and e-mail (mailto:) as a short list, for the pages that offer direct
// contact beside or before a form (Kontakt, the district broker pages).
import { site } from "~/lib/site";

export function OfficeContactLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      <li>
        Telefon: <a href={site.phoneHref}>{site.phone}</a>
      </li>
      <li>
        E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
    </ul>
  );
}
