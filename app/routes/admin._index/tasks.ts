// The Übersicht's "Zu erledigen": what is wrong with the site itself rather than with a lead: the
// feed not set up, never run or failed, and live adverts that break § 3 EAVG. Each only while true,
// each linking to where it is fixed. A pure function of what the loaders read, so it is tested alone.

export interface OverviewTask {
  key: "feed-missing" | "feed-setup" | "feed-error" | "feed-never" | "energy";
  title: string;
  detail: string | null;
  href: string;
}

export interface TaskInput {
  /** `justimmo`: the address is on justimmo's server (panel.server.ts isJustimmoFeed). */
  feed: { configured: true; justimmo?: boolean } | null;
  status: { status: string; lastSync: string | null; errorMessage: string | null } | null;
  progress: { done: number } | null;
  /** Live listings and how many the feed wrote; null when unreadable. */
  listings: { live: number; fromFeed: number } | null;
  /** Live adverts without HWB or fGEE; null when unreadable (then nothing is claimed). */
  energyGaps: { id: number; fromFeed: boolean }[] | null;
}

/** "Die 12 Immobilien auf der Website stammen nicht aus justimmo.": said once, as a fact, when no listing came from the feed. */
function seededNote(listings: TaskInput["listings"]): string | null {
  if (!listings || listings.live === 0 || listings.fromFeed > 0) return null;
  return listings.live === 1
    ? "Die eine Immobilie auf der Website stammt nicht aus justimmo."
    : `Die ${listings.live} Immobilien auf der Website stammen nicht aus justimmo.`;
}

export function overviewTasks({ feed, status, progress, listings, energyGaps }: TaskInput): OverviewTask[] {
  const tasks: OverviewTask[] = [];
  const technik = "/admin/technik";
  if (!feed) {
    tasks.push({
      key: "feed-missing",
      title: "Immobilien-Feed einrichten",
      detail: ["Es ist keine Feed-URL für den Immobilien-Import hinterlegt.", seededNote(listings)].filter(Boolean).join(" "),
      href: `${technik}#sync-title`,
    });
  } else if (status?.status === "error") {
    tasks.push({
      key: "feed-error",
      title: "Feed-Abgleich fehlgeschlagen",
      detail: status.errorMessage
        ? `Die letzte Synchronisierung ist fehlgeschlagen: ${status.errorMessage}`
        : "Die letzte Synchronisierung ist fehlgeschlagen.",
      href: `${technik}#sync-title`,
    });
  } else if (!status?.lastSync && !progress && status?.status !== "running" && feed.justimmo === false && !listings?.fromFeed) {
    // A first sync from an address that is not justimmo's cannot bring justimmo's objects: set it up first.
    tasks.push({
      key: "feed-setup",
      title: "justimmo-Feed einrichten",
      detail: ["Die hinterlegte Feed-Adresse gehört nicht zu justimmo.", seededNote(listings)].filter(Boolean).join(" "),
      href: `${technik}#feed-einrichten`,
    });
  } else if (!status?.lastSync && !progress && status?.status !== "running") {
    const live = listings?.live ?? 0;
    tasks.push({
      key: "feed-never",
      title: "Ersten Feed-Abgleich starten",
      detail: seededNote(listings) ?? (live === 0 ? "Bis dahin zeigt die Website keine Immobilien." : null),
      href: `${technik}#sync-title`,
    });
  }
  if (energyGaps && energyGaps.length > 0) {
    const count = energyGaps.length;
    tasks.push({
      key: "energy",
      title: count === 1 ? "1 Inserat ohne vollständigen Energieausweis" : `${count} Inserate ohne vollständigen Energieausweis`,
      ...energyTarget(energyGaps),
    });
  }
  return tasks;
}

/**
 * Where the EAVG task is completed: the edit page of the one listing not from justimmo ("Werte
 * eintragen" or "Offline nehmen"), the filtered Immobilien list for several (each row has both),
 * Technik's card (which says "in justimmo ergänzen") when all come from the feed.
 */
function energyTarget(gaps: { id: number; fromFeed: boolean }[]): Pick<OverviewTask, "detail" | "href"> {
  const law = "HWB und fGEE sind in jedem Inserat Pflicht (§\u00a03 EAVG 2012).";
  const own = gaps.filter((gap) => !gap.fromFeed);
  if (own.length === 0) return { detail: `${law} Bitte in justimmo ergänzen.`, href: "/admin/technik#energieausweise" };
  const only = own.length === 1 && gaps.length === 1 ? own[0] : undefined;
  return {
    detail: `${law} Werte eintragen oder offline nehmen.`,
    href: only ? `/admin/immobilien/${only.id}` : "/admin/immobilien?fehlt=energieausweis",
  };
}
