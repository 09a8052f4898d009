// Cookie consent (public-site.md sections 4, 5, 8 "Consent"; research/features.md §4): the part
// every page loads. It reads and pushes the stored choice at start-up and decides whether the
// banner or the settings dialog is needed; their markup (cookie-consent-ui.tsx) is a separate
// chunk that the browser loads only then (ADR 0011). With JavaScript the banner waits 1000 ms.
import { lazy, memo, Suspense, useCallback, useEffect, useState } from "react";
import {
  BANNER_DELAY_MS,
  type Consent,
  type ConsentChoice,
  consentFromChoice,
  loadStoredConsent,
  pushConsent,
  SETTINGS_PARAM,
  storeConsent,
} from "~/utils/consent";
import type { BannerState, ConsentUiProps } from "./cookie-consent-ui";
// Undefined in the browser (an empty `.server` module); the real component on the server.
import { ConsentUi as ServerConsentUi } from "./cookie-consent-ui.server";

const OPEN_EVENT = "cookie-consent:open";

const loadUi = () => import("./cookie-consent-ui");
const LazyConsentUi = lazy(() => loadUi().then((module) => ({ default: module.ConsentUi })));
const ConsentUiHost = memo(function ConsentUiHost(props: ConsentUiProps) {
  const Ui = ServerConsentUi ?? LazyConsentUi;
  return (
    // While the chunk loads, the server's HTML of the banner or dialog stays in place (React keeps
    // a dehydrated Suspense boundary); a visitor without stored choice sees nothing earlier anyway.
    <Suspense fallback={null}>
      <Ui {...props} />
    </Suspense>
  );
});

/** Reopen the settings from anywhere (the footer's 'Cookie-Einstellungen'). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function CookieConsent({ initial, settingsRequested }: { initial: Consent | null; settingsRequested: boolean }) {
  const [consent, setConsent] = useState<Consent | null>(initial);
  const [banner, setBanner] = useState<BannerState>(initial ? "hidden" : "pending");
  const [openCount, setOpenCount] = useState(0);
  const rendered = banner !== "hidden" || settingsRequested || openCount > 0;

  const onOpen = useCallback(() => setOpenCount((count) => count + 1), []);
  const onChoice = useCallback((choice: ConsentChoice, custom: { analytics: boolean; marketing: boolean }) => {
    const next = consentFromChoice(choice, custom);
    storeConsent(next);
    setConsent(next);
    setBanner("hidden");
  }, []);

  // Start-up: load the stored choice and push it, or show the banner after the delay. While the
  // server-rendered banner or dialog is still hydrating, state changes wait for its chunk: React
  // would otherwise discard the server HTML of a boundary that changes before it hydrates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up, with the first render's `rendered`
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const stored = loadStoredConsent();
    if (stored) pushConsent(stored);
    const ready: Promise<unknown> = rendered || !stored ? loadUi() : Promise.resolve();
    ready.then(() => {
      if (cancelled) return;
      setConsent(stored);
      if (stored) {
        setBanner("hidden");
        return;
      }
      setBanner("pending");
      timer = window.setTimeout(() => setBanner("visible"), BANNER_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, [onOpen]);

  if (!rendered) return null;
  return (
    <ConsentUiHost
      analytics={consent?.analytics ?? false}
      marketing={consent?.marketing ?? false}
      banner={banner}
      settingsRequested={settingsRequested}
      openCount={openCount}
      settingsParam={SETTINGS_PARAM}
      onOpen={onOpen}
      onChoice={onChoice}
    />
  );
}
