import type { Page } from "@playwright/test";

/**
 * Waits until the page stands still for axe, which reads colours as painted: the cookie banner
 * waits 1000 ms after hydration and then rises in over 0.25 s, and a check that samples it
 * half-faded finds a contrast it will not have a moment later. So: no banner still pending,
 * then every running, finite, time-based animation ended.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.cookie-banner[data-state="pending"]') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Time-based and finite only: a scroll-driven one (the staff menu's scroll hint) ends never.
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
