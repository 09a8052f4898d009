import { expect, test } from "vitest";
import {
  consentFromChoice,
  consentReturnPath,
  consentSettingsPath,
  parseConsent,
  readConsentCookie,
  safeRedirectPath,
  serializeConsentCookie,
} from "./consent";

test("a stored consent round-trips through the cookie", () => {
  const consent = { necessary: true, analytics: true, marketing: false } as const;
  const header = serializeConsentCookie(consent).split(";")[0];
  expect(readConsentCookie(`other=1; ${header}`)).toEqual(consent);
});

test("corrupt or incomplete stored values count as no choice", () => {
  expect(parseConsent("{not json")).toBeNull();
  expect(parseConsent(JSON.stringify({ analytics: "yes", marketing: false }))).toBeNull();
  expect(parseConsent("null")).toBeNull();
  expect(readConsentCookie("cookieConsent=%E0%A4%A")).toBeNull();
});

test("necessary is always true, whatever is stored", () => {
  expect(parseConsent(JSON.stringify({ necessary: false, analytics: false, marketing: true }))).toEqual({
    necessary: true,
    analytics: false,
    marketing: true,
  });
});

test("reject and necessary-only store both categories off, accept-all both on", () => {
  const custom = { analytics: true, marketing: true };
  expect(consentFromChoice("reject", custom)).toEqual({ necessary: true, analytics: false, marketing: false });
  expect(consentFromChoice("necessary", custom)).toEqual({ necessary: true, analytics: false, marketing: false });
  expect(consentFromChoice("all", { analytics: false, marketing: false })).toEqual({ necessary: true, analytics: true, marketing: true });
});

test("only same-site paths are accepted as the way back, without the settings parameter", () => {
  expect(safeRedirectPath("/immobilien?page=2#liste")).toBe("/immobilien?page=2#liste");
  expect(safeRedirectPath("/?cookie-einstellungen")).toBe("/");
  expect(safeRedirectPath("https://evil.example")).toBe("/");
  expect(safeRedirectPath("//evil.example")).toBe("/");
  expect(safeRedirectPath("/\\evil.example")).toBe("/");
  expect(safeRedirectPath("/\tx")).toBe("/");
  expect(safeRedirectPath(undefined)).toBe("/");
});

test("the consent UI returns to a same-origin path, never to a protocol-relative one", () => {
  expect(consentReturnPath("/immobilien", "?status=RENT&cookie-einstellungen")).toBe("/immobilien?status=RENT");
  expect(consentReturnPath("//evil.example/", "")).toBe("/evil.example/");
  expect(consentReturnPath("/\\/evil.example/", "?cookie-einstellungen")).toBe("/evil.example/");
  expect(consentReturnPath("/%2F%2Fevil.example/", "")).toBe("/");
  expect(consentSettingsPath("/evil.example/")).toBe("/evil.example/?cookie-einstellungen");
  expect(consentSettingsPath("/immobilien?status=RENT")).toBe("/immobilien?status=RENT&cookie-einstellungen");
});
