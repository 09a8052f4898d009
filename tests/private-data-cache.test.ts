// The `.data` twins of private pages carry the same loader data as the HTML, so they follow the
// private-path rule too: `private, no-store` and `Vary: Cookie`, anonymous and signed in.
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { manageToken } from "~/server/alerts/queries.server";
import { createClient, makeAdmin, signedInUser } from "./auth-helpers";
import { formPost, startWorker, TEST_SECRETS } from "./harness";
import { pastFormToken, readSentEmails, waitFor } from "./leads-helpers";

const worker = startWorker();

/** The URL of a page route file (`admin.team.$id_.entfernen` → `/admin/team/x/entfernen`). */
function routeUrl(file: string): string {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name
    .replaceAll("[.]", "\u0000")
    .split(".")
    .map((segment) => segment.replaceAll("\u0000", ".").replace(/_$/, ""))
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment.startsWith("$") ? "x1" : segment));
  return `/${segments.join("/")}`;
}

/** Page routes (not resource routes) in the private areas: staff, sign-in, a visitor's own pages. */
function privatePageUrls(): string[] {
  const urls = readdirSync("app/routes", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith(".tsx"))
    .map((entry) => routeUrl(entry.name))
    .filter((url) => /^\/(admin|login|verify-email)(\/|$)|^\/merkliste(\/geteilt)?$|^\/suchauftrag\/./.test(url));
  return [...new Set(urls)];
}

function expectPrivate(res: Response, label: string) {
  expect.soft(res.headers.get("Cache-Control") ?? "", label).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);
  expect.soft(res.headers.get("Vary") ?? "", label).toMatch(/\bCookie\b/);
}

test("every private page's .data twin is private, no-store and varies by Cookie, anonymous and signed in", async () => {
  const urls = privatePageUrls();
  expect(urls).toEqual(
    expect.arrayContaining(["/admin", "/admin/konto", "/login", "/merkliste", "/merkliste/geteilt", "/suchauftrag/verwalten"]),
  );
  expect(urls.length).toBeGreaterThan(20);
  const email = "daten.zwilling@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const anonymous = createClient(worker);
  for (const url of urls) {
    expectPrivate(await anonymous.get(`${url}.data`), `${url}.data (anonymous)`);
    expectPrivate(await admin.get(`${url}.data`), `${url}.data (admin)`);
  }
});

test("the Suchauftrag's manage data carries the subscriber's address and is never stored by a cache", async () => {
  const subscriber = "zwilling.abo@example.at";
  const signup = await worker.fetch(
    "/suchauftrag/speichern?status=SALE",
    formPost({ formStartedAt: await pastFormToken(), email: subscriber, consent: "on", filters: "status=SALE" }),
  );
  expect(signup.status).toBe(303);
  const mail = await waitFor(async () =>
    readSentEmails().find((m) => (m.headers.to ?? "").includes(subscriber) && m.subject.includes("bestätigen")),
  );
  const link = new URL(/https?:\/\/\S+\/suchauftrag\/bestaetigen\?\S+/.exec(mail.text)?.[0] ?? "");
  const id = link.searchParams.get("id") ?? "";
  const confirmed = await worker.fetch(`${link.pathname}${link.search}`, formPost({ id, token: link.searchParams.get("token") ?? "" }));
  expect(confirmed.status).toBe(303);
  const db = await worker.db();
  const alert = await db.selectFrom("search_alerts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const token = await manageToken(TEST_SECRETS.SESSION_SECRET, alert);
  const res = await worker.fetch(`/suchauftrag/verwalten.data?id=${id}&token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(subscriber);
  expectPrivate(res, "/suchauftrag/verwalten.data");
  // The home page's twin is public data and stays what it was.
  expect((await worker.fetch("/_root.data")).headers.get("Cache-Control") ?? "").not.toContain("no-store");
});
