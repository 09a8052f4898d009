// The cookie banner's no-JavaScript path (public-site.md section 4; issue: foundation, item 5):
// the banner and settings forms post here; the choice is stored in the `cookieConsent` cookie
// and the visitor goes back (303) to the page they were on. Only same-site paths are accepted
// as the way back.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { noStore } from "~/utils/cache.server";
import { consentFromChoice, safeRedirectPath, serializeConsentCookie } from "~/utils/consent";

const formSchema = z.object({
  choice: z.enum(["all", "reject", "necessary", "custom"]).catch("necessary"),
  analytics: z.literal("on").optional().catch(undefined),
  marketing: z.literal("on").optional().catch(undefined),
  redirectTo: z.string().optional().catch(undefined),
});

export async function loader() {
  // Nothing to show here; a GET (e.g. a bookmarked form URL) goes home.
  return new Response(null, { status: 303, headers: { Location: "/", "Cache-Control": noStore } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A body that is no form (a script posting JSON, a broken client) is the sender's mistake: 400,
  // and no choice is stored on its behalf.
  const body = await request.formData().catch(() => null);
  if (!body) return new Response("Ungültige Anfrage.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const form = formSchema.parse(Object.fromEntries(body));
  const consent = consentFromChoice(form.choice, {
    analytics: form.analytics === "on",
    marketing: form.marketing === "on",
  });
  const cookie = serializeConsentCookie(consent, { secure: context.env.ENVIRONMENT === "production" });
  return new Response(null, {
    status: 303,
    headers: { Location: safeRedirectPath(form.redirectTo), "Set-Cookie": cookie, "Cache-Control": noStore },
  });
}
