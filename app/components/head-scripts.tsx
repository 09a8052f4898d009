import { createContext, useContext } from "react";

/**
 * The root's inline head scripts (app/root.server.ts), handed to the Layout by the server entry
 * only: the browser bundle never carries their text (ADR 0011), and on hydration React keeps the
 * script the server rendered, so the browser's empty value changes nothing.
 */
export interface HeadScriptTexts {
  /** For pages with the app's scripts: Consent Mode defaults and the `js` mark. */
  scripted: string;
  /** For pages without scripts: the same defaults plus the consent work. */
  scriptFree: string;
}

export const HeadScripts = createContext<HeadScriptTexts | null>(null);

/** The head script for this page, or "" in the browser. */
export function useHeadScript(scripted: boolean): string {
  const texts = useContext(HeadScripts);
  if (!texts) return "";
  return scripted ? texts.scripted : texts.scriptFree;
}
