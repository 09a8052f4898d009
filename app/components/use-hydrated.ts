// True once React runs in the browser, false in the server render and the hydration pass: for
// controls that need JavaScript and are shown (or swapped for their no-JS form) only then.

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
