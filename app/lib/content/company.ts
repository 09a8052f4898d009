// Company facts that more than one page states, written once so the pages never disagree.

/** Since when the firm works in Vienna: the home page's figures and Über uns both show it. */
export const COMPANY_SINCE = { value: "seit 2009", label: "in Wien tätig" } as const;
