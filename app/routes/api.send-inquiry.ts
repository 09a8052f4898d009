// POST /api/send-inquiry: the broker form's JSON contract (leads-legal-admin.md section 7):
// body name, email, phone, experience, message, inquiryType 'Selbstständige Makler Anfrage'.
// The page form's pipeline (server/leads/submit.server.ts: capped read, honeypot, zod, rate limit in the
// shared bucket 'broker', store and queue); only the answers differ: JSON with 2xx/4xx.
import type { ActionFunctionArgs } from "react-router";
import { brokerJsonSchema } from "~/lib/schemas/broker";
import { FormReadError, readJsonObject } from "~/server/http/body-limit.server";
import { HONEYPOT_MESSAGES } from "~/server/http/honeypot.server";
import { BROKER_BUCKET, BROKER_FAILURE, BROKER_SUCCESS, storeBrokerInquiry } from "~/server/leads/broker.server";
import { checkJsonHoneypot, hitFormRateLimit, leadSaved, RATE_LIMIT_MESSAGE } from "~/server/leads/submit.server";

const MAX_JSON_BYTES = 32 * 1024;

function reply(body: Record<string, unknown>, status: number, headers: Record<string, string> = {}) {
  // A resource route: a plain Response keeps the status (data() would be unwrapped to 200).
  // Cache-Control comes from the Worker: /api is private.
  return Response.json(body, { status, headers });
}

export function loader() {
  return reply({ error: "Nur POST ist erlaubt." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply({ error: "Nur POST ist erlaubt." }, 405, { Allow: "POST" });
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(request, MAX_JSON_BYTES);
  } catch (error) {
    if (error instanceof FormReadError) return reply({ error: error.message }, error.status);
    throw error;
  }
  const trap = await checkJsonHoneypot(context, body);
  if (!trap.ok) return reply({ error: HONEYPOT_MESSAGES[trap.reason] }, 400);
  const parsed = brokerJsonSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    return reply({ error: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors }, 400);
  }
  const { inquiryType: _type, ...value } = parsed.data;
  const limit = await hitFormRateLimit(request, context, BROKER_BUCKET);
  if (!limit.allowed) return reply({ error: RATE_LIMIT_MESSAGE }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  if (!(await leadSaved("broker-api", storeBrokerInquiry(context, value)))) {
    return reply({ error: `${BROKER_FAILURE.title}: ${BROKER_FAILURE.description}` }, 503);
  }
  return reply({ success: true, title: BROKER_SUCCESS.title, message: BROKER_SUCCESS.description }, 201);
}
