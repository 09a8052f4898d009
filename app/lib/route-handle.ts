// What a route's `handle` may tell the root document (Remix's route `handle` export).

export interface RouteHandle {
  /**
   * `false`: the page needs no JavaScript, so it ships none. Its links and forms are plain HTML
   * (every form of the site works without JavaScript), and a visitor's phone does no hydration
   * work for a page that never changes (docs/performance-log.md, "blocking time").
   */
  scripts?: boolean;
  /** `true`: the staff area, which brings its own frame instead of the public header and footer. */
  staffArea?: boolean;
}

/** The handle of a page of text, links and plain forms only. */
export const staticPage: RouteHandle = { scripts: false };

/** Whether the matched routes allow the page's scripts. */
export function wantsScripts(matches: { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.scripts === false);
}

/** Whether the page belongs to the staff area. */
export function inStaffArea(matches: { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.staffArea === true);
}
