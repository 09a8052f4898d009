import { site } from "~/lib/site";

/** The brand mark: a stylised roof over the Danube's wave, inline so it needs no request. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f2a3d" />
        <path d="M6 16 16 7l10 9" fill="none" stroke="#c9a55a" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M7 22c3-2.4 6-2.4 9 0s6 2.4 9 0" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="logo-text">{site.brand}</span>
    </span>
  );
}
