// Helpers for the lead-form integration tests: a valid fill-time token and polling for the
// queued e-mail to be delivered by the real queue consumer.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { issueFormToken } from "~/server/http/honeypot.server";
import { TEST_SECRETS } from "./harness";
import { MAIL_DIR } from "./wrangler-paths";

/** A token issued a minute ago, as if a person had spent that long on the form. */
export function pastFormToken(): Promise<string> {
  return issueFormToken({ SESSION_SECRET: TEST_SECRETS.SESSION_SECRET }, new Date(Date.now() - 60_000));
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Wait until every e-mail of the inquiry is sent; returns the inquiry and its e-mails. */
export async function waitForDelivery(db: Kysely<Database>, inquiryId: string) {
  return waitFor(async () => {
    const emails = await db.selectFrom("inquiry_emails").selectAll().where("inquiry_id", "=", inquiryId).execute();
    if (emails.length === 0 || emails.some((e) => e.state !== "sent")) return null;
    const inquiry = await db.selectFrom("inquiries").selectAll().where("id", "=", inquiryId).executeTakeFirstOrThrow();
    return { inquiry, emails };
  });
}

export interface SentEmail {
  file: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8")).trim();
}

/** Parse the multipart/alternative mail our queue consumer builds (headers, text, HTML). */
export function parseSentEmail(file: string, raw: string): SentEmail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]/g, " ").split(/\r?\n/)) {
    const index = line.indexOf(":");
    if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
  }
  const boundary = /boundary="([^"]+)"/.exec(headers["content-type"] ?? "")?.[1];
  const body = rest.join("\r\n\r\n");
  const parts = boundary ? body.split(`--${boundary}`) : [];
  const decodePart = (type: string) => {
    const part = parts.find((p) => p.includes(`Content-Type: ${type}`));
    if (!part) return "";
    const content = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("")
      .replace(/\s+/g, "");
    return Buffer.from(content, "base64").toString("utf8");
  };
  return { file, headers, subject: decodeWords(headers.subject ?? ""), text: decodePart("text/plain"), html: decodePart("text/html"), raw };
}

/**
 * Mails the local send_email binding wrote (MAIL_DIR/<session>/...). Test files run side by side
 * and share the folder; a worker that stops removes its session's folder, so a mail listed a
 * moment ago may be gone when it is read: that one is skipped, never an error.
 */
export function readSentEmails(): SentEmail[] {
  const dir = MAIL_DIR;
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".eml"));
  return files.flatMap((f) => {
    const raw = readIfThere(join(dir, f));
    return raw === null ? [] : [parseSentEmail(f, raw)];
  });
}

function readIfThere(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function waitForSentEmail(predicate: (mail: SentEmail) => boolean): Promise<SentEmail> {
  return waitFor(async () => readSentEmails().find(predicate));
}

/** A contact form (/kontakt) that passes every rule, with a signed render time a minute old. */
export async function validContactForm(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    formStartedAt: await pastFormToken(),
    anrede: "Frau",
    vorname: "Anna",
    nachname: "Müller",
    email: "anna.mueller@example.at",
    phone: "+43 664 1234567",
    subject: "Besichtigung",
    message: "Ich hätte gerne einen Besichtigungstermin.",
    ...overrides,
  };
}
