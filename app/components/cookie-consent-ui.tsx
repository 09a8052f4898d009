// The visible part of the cookie consent (public-site.md sections 4, 5, 8 "Consent";
// research/features.md §4): the first-layer banner and the settings <dialog>. Both work without
// JavaScript: their forms post to /api/consent, which sets the cookie and redirects back.

import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { type ConsentChoice, consentReturnPath, consentSettingsPath, type SETTINGS_PARAM } from "~/lib/consent";

export type BannerState = "hidden" | "pending" | "visible";

export interface ConsentUiProps {
  /** The stored choice. */
  analytics: boolean;
  marketing: boolean;
  banner: BannerState;
  /** The server was asked for the settings ('?cookie-einstellungen'). */
  settingsRequested: boolean;
  /** Counts the visitor's requests to open the settings; 0 = never asked. */
  openCount: number;
  /** The query parameter that opens the settings ('cookie-einstellungen'). */
  settingsParam: typeof SETTINGS_PARAM;
  onOpen: () => void;
  onChoice: (choice: ConsentChoice, custom: { analytics: boolean; marketing: boolean }) => void;
}

export function ConsentUi({ analytics, marketing, banner, settingsRequested, openCount, settingsParam, onOpen, onChoice }: ConsentUiProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Always a same-origin path, also on a request for '//evil.example/' (consentReturnPath).
  const here = consentReturnPath(location.pathname, location.search);
  const withDialog = settingsRequested || openCount > 0;

  const openDialog = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A server-rendered (non-modal) dialog must be closed before it can become modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);

  const closeDialog = useCallback(() => {
    dialogRef.current?.close();
    if (new URLSearchParams(window.location.search).has(settingsParam)) {
      navigate(here, { replace: true, preventScrollReset: true });
    }
  }, [navigate, here, settingsParam]);

  // Every request to open (footer link, banner link) shows the dialog as a modal.
  useEffect(() => {
    if (openCount > 0) openDialog();
  }, [openCount, openDialog]);

  // '?cookie-einstellungen' in the address (the no-JS link, or a shared URL) opens the dialog.
  useEffect(() => {
    if (new URLSearchParams(location.search).has(settingsParam)) openDialog();
  }, [location.search, openDialog, settingsParam]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    onChoice((submitter?.value ?? "necessary") as ConsentChoice, {
      analytics: form.get("analytics") === "on",
      marketing: form.get("marketing") === "on",
    });
    closeDialog();
  }

  return (
    <>
      {banner !== "hidden" ? (
        <section className="cookie-banner" data-state={banner} aria-labelledby="cookie-banner-title">
          <div className="cookie-banner-inner">
            <div className="cookie-banner-text">
              <h2 id="cookie-banner-title">Wir respektieren Ihre Privatsphäre</h2>
              <p>
                Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Zustimmung nutzen wir zusätzlich Cookies für
                Statistik und Marketing. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ ändern. Mehr in der{" "}
                <a href="/datenschutz">Datenschutzerklärung</a>.
              </p>
            </div>
            <form method="post" action="/api/consent" className="cookie-banner-actions" onSubmit={handleSubmit}>
              <input type="hidden" name="redirectTo" value={here} />
              {/* Accept and reject look and weigh the same on the first layer (BVwG W108 2284491-1). */}
              <button type="submit" name="choice" value="all" className="button consent-choice">
                Alle akzeptieren
              </button>
              {/* 'Ablehnen' and 'Nur notwendige' store the same choice (public-site.md section 4):
                  one button, so nobody wonders about a difference (ADR 0013 table, ADR 0171). */}
              <button type="submit" name="choice" value="reject" className="button consent-choice">
                Ablehnen
              </button>
              <a
                href={consentSettingsPath(here)}
                className="button button-ghost"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen();
                }}
              >
                Einstellungen
              </a>
            </form>
          </div>
        </section>
      ) : null}
      {withDialog ? (
        <dialog
          ref={dialogRef}
          className="consent-dialog"
          aria-labelledby="consent-dialog-title"
          open={settingsRequested}
          onCancel={(event) => {
            event.preventDefault();
            closeDialog();
          }}
        >
          <form method="post" action="/api/consent" onSubmit={handleSubmit}>
            <input type="hidden" name="redirectTo" value={here} />
            <h2 id="consent-dialog-title">Cookie-Einstellungen</h2>
            <p>Wählen Sie, welche Cookies wir verwenden dürfen. Notwendige Cookies sind immer aktiv.</p>
            <fieldset className="consent-options">
              <legend className="visually-hidden">Cookie-Kategorien</legend>
              <label className="consent-option">
                <input type="checkbox" name="necessary" checked disabled readOnly />
                <span>
                  <strong>Notwendig</strong>
                  <small>Für Grundfunktionen wie Formulare und Ihre Cookie-Wahl; immer aktiv.</small>
                </span>
              </label>
              <label className="consent-option">
                <input type="checkbox" name="analytics" defaultChecked={analytics} key={`a-${analytics}`} />
                <span>
                  <strong>Statistik</strong>
                  <small>Hilft uns zu verstehen, wie Besucher die Website nutzen.</small>
                </span>
              </label>
              <label className="consent-option">
                <input type="checkbox" name="marketing" defaultChecked={marketing} key={`m-${marketing}`} />
                <span>
                  <strong>Marketing</strong>
                  <small>Für personalisierte Werbung und eingebettete Inhalte Dritter.</small>
                </span>
              </label>
            </fieldset>
            <div className="consent-dialog-actions">
              <a
                href={here}
                className="button button-secondary"
                onClick={(event) => {
                  event.preventDefault();
                  closeDialog();
                }}
              >
                Zurück
              </a>
              <button type="submit" name="choice" value="custom" className="button">
                Einstellungen speichern
              </button>
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
