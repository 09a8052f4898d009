// POST /api/send-inquiry: the broker form's JSON contract (leads-legal-admin.md section 7):
// body name, email, phone, experience, message, inquiryType 'Selbstständige Makler Anfrage'.
// Same validation, storage and queueing as the page form; answers JSON with 2xx/4xx.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { BROKER_FAILURE, BROKER_SUCCESS, storeBrokerInquiry } from "~/forms/broker.server";
import { hitFormRateLimit, RATE_LIMIT_MESSAGE } from "~/forms/submit.server";
import { brokerJsonSchema } from "~/schemas/broker";
import { readBodyWithLimit } from "~/utils/body-limit.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { HONEYPOT_MESSAGES } from "~/utils/honeypot.server";

const MAX_JSON_BYTES = 32 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

function reply(body: Record<string, unknown>, status: number, headers: Record<string, string> = {}) {
  // A resource route: a plain Response keeps the status (data() would be unwrapped to 200).
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function loader() {
  return reply({ error: "Nur POST ist erlaubt." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply({ error: "Nur POST ist erlaubt." }, 405, { Allow: "POST" });
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) return reply({ error: "Bitte senden Sie JSON (Content-Type: application/json)." }, 415);
  // Counted on the stream (ASVS 5.0 V15.2.2), not only by Content-Length.
  const buffer = await readBodyWithLimit(request, MAX_JSON_BYTES);
  if (!buffer) return reply({ error: "Die Anfrage ist zu groß." }, 413);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    return reply({ error: "Ungültiges JSON." }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return reply({ error: "Ungültiges JSON." }, 400);
  const trap = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap !== "") return reply({ error: HONEYPOT_MESSAGES.honeypot }, 400);
  const parsed = brokerJsonSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    return reply({ error: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors }, 400);
  }
  const limit = await hitFormRateLimit(request, context, "broker");
  if (!limit.allowed) return reply({ error: RATE_LIMIT_MESSAGE }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  try {
    const { inquiryType: _type, ...value } = parsed.data;
    await storeBrokerInquiry(context, value);
  } catch (error) {
    console.warn(JSON.stringify({ job: "lead-form", form: "broker-api", error: String(error) }));
    return reply({ error: `${BROKER_FAILURE.title}: ${BROKER_FAILURE.description}` }, 503);
  }
  return reply({ success: true, title: BROKER_SUCCESS.title, message: BROKER_SUCCESS.description }, 201);
}
