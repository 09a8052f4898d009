// The cookie banner's no-JavaScript path (public-site.md section 4):
// the banner and settings forms post here; the choice is stored in the `cookieConsent` cookie
// and the visitor goes back (303) to the page they were on. Only same-site paths are accepted
// as the way back.
import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { consentFromChoice, safeRedirectPath, serializeConsentCookie } from "~/lib/consent";
import { requireSameOrigin } from "~/server/accounts/auth.server";
import { BODY_TOO_LARGE_MESSAGE, readBodyWithLimit } from "~/server/http/body-limit.server";

const formSchema = z.object({
  choice: z.enum(["all", "reject", "necessary", "custom"]).catch("necessary"),
  analytics: z.literal("on").optional().catch(undefined),
  marketing: z.literal("on").optional().catch(undefined),
  redirectTo: z.string().optional().catch(undefined),
});

export async function loader() {
  // Nothing to show here; a GET (e.g. a bookmarked form URL) goes home.
  return new Response(null, { status: 303, headers: { Location: "/" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Another site must not set a visitor's consent: the same Origin / fetch
  // metadata check as the staff actions, 403 otherwise.
  requireSameOrigin(request, context.env);
  // The form is a few hundred bytes: a larger body is refused unread (413), never buffered.
  const bytes = await readBodyWithLimit(request);
  if (!bytes) return plainText(413, BODY_TOO_LARGE_MESSAGE);
  // A body that is no form (a script posting JSON, a broken client) is the sender's mistake: 400,
  // and no choice is stored on its behalf.
  const body = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } })
    .formData()
    .catch(() => null);
  if (!body) return plainText(400, "Ungültige Anfrage.");
  const form = formSchema.parse(Object.fromEntries(body));
  const consent = consentFromChoice(form.choice, {
    analytics: form.analytics === "on",
    marketing: form.marketing === "on",
  });
  const cookie = serializeConsentCookie(consent, { secure: context.env.ENVIRONMENT === "production" });
  return new Response(null, {
    status: 303,
    headers: { Location: safeRedirectPath(form.redirectTo), "Set-Cookie": cookie },
  });
}

function plainText(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
