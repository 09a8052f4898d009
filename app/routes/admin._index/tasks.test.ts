import { expect, test } from "vitest";
import { overviewTasks, type TaskInput } from "./tasks";

const synced: TaskInput = {
  feed: { configured: true },
  status: { status: "success", lastSync: "01.12.2026, 09:00", errorMessage: null },
  progress: null,
  listings: { live: 12, fromFeed: 12 },
  energyGaps: [],
};

test("a synced feed and complete adverts leave nothing to do", () => {
  expect(overviewTasks(synced)).toEqual([]);
});

test("a feed that never ran is a task; seeded listings are said once as a fact", () => {
  const tasks = overviewTasks({ ...synced, status: null, listings: { live: 12, fromFeed: 0 } });
  expect(tasks).toEqual([
    {
      key: "feed-never",
      title: "Ersten Feed-Abgleich starten",
      detail: "Die 12 Immobilien auf der Website stammen nicht aus justimmo.",
      href: "/admin/technik#sync-title",
    },
  ]);
  expect(overviewTasks({ ...synced, status: null, listings: { live: 0, fromFeed: 0 } })[0]?.detail).toBe(
    "Bis dahin zeigt die Website keine Immobilien.",
  );
  // A first run under way is not a task.
  expect(overviewTasks({ ...synced, status: null, progress: { done: 3 } })).toEqual([]);
  expect(overviewTasks({ ...synced, status: { status: "running", lastSync: null, errorMessage: null } })).toEqual([]);
});

test("no feed URL and a failed run are tasks with what went wrong", () => {
  expect(overviewTasks({ ...synced, feed: null })[0]).toMatchObject({ key: "feed-missing", title: "Immobilien-Feed einrichten" });
  expect(overviewTasks({ ...synced, status: { status: "error", lastSync: "01.12.2026, 09:00", errorMessage: "HTTP 401" } })[0]).toEqual({
    key: "feed-error",
    title: "Feed-Abgleich fehlgeschlagen",
    detail: "Die letzte Synchronisierung ist fehlgeschlagen: HTTP 401",
    href: "/admin/technik#sync-title",
  });
});

test("adverts without HWB or fGEE are one task linking to where it is done; an unreadable list claims nothing", () => {
  expect(
    overviewTasks({
      ...synced,
      energyGaps: [
        { id: 1, fromFeed: true },
        { id: 2, fromFeed: false },
      ],
    }),
  ).toEqual([
    {
      key: "energy",
      title: "2 Inserate ohne vollständigen Energieausweis",
      detail: "HWB und fGEE sind in jedem Inserat Pflicht (§\u00a03 EAVG 2012). Werte eintragen oder offline nehmen.",
      href: "/admin/immobilien?fehlt=energieausweis",
    },
  ]);
  // The one listing not from justimmo: its edit page completes the task.
  expect(overviewTasks({ ...synced, energyGaps: [{ id: 7, fromFeed: false }] })[0]).toMatchObject({
    href: "/admin/immobilien/7",
    detail: expect.stringContaining("Werte eintragen oder offline nehmen."),
  });
  // From justimmo only: fixed there, as Technik's card says.
  const feedOnly = overviewTasks({ ...synced, energyGaps: [{ id: 3, fromFeed: true }] })[0];
  expect(feedOnly?.title).toBe("1 Inserat ohne vollständigen Energieausweis");
  expect(feedOnly?.href).toBe("/admin/technik#energieausweise");
  expect(overviewTasks({ ...synced, energyGaps: null })).toEqual([]);
});

test("a feed address that is not justimmo's, with nothing from it, asks for the set-up, not a sync", () => {
  const tasks = overviewTasks({
    ...synced,
    feed: { configured: true, justimmo: false },
    status: null,
    listings: { live: 81, fromFeed: 0 },
  });
  expect(tasks).toEqual([
    {
      key: "feed-setup",
      title: "justimmo-Feed einrichten",
      detail: "Die hinterlegte Feed-Adresse gehört nicht zu justimmo. Die 81 Immobilien auf der Website stammen nicht aus justimmo.",
      href: "/admin/technik#feed-einrichten",
    },
  ]);
  for (const task of tasks) expect(`${task.title} ${task.detail}`).not.toMatch(/eingespielt|Abgleich starten/);
  // A justimmo address that never ran still asks for the first run.
  expect(overviewTasks({ ...synced, feed: { configured: true, justimmo: true }, status: null })[0]?.key).toBe("feed-never");
});
