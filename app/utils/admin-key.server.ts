// Admin setup (spec sections 5 "Admin", 6, 8 "Admin setup"; DESIGN.md section 3): e-mail of a
// registered, verified user plus the ADMIN_KEY secret, compared in constant time and
// rate-limited per address and per target account. Used by /admin/setup (first admin) and the
// admin card on /admin (promote others); see docs/decisions/0061-admin-setup-route.md.
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { getUserByEmail, setUserRole } from "~/models/users.server";
import { RATE_LIMIT_PER_ACCOUNT, RATE_LIMIT_PER_ADDRESS, RATE_WINDOW_SECONDS } from "~/utils/auth.server";
import { secretsMatch } from "~/utils/password.server";
import { clientAddress, hitRateLimit } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/session.server";

export const ADMIN_KEY_FAILED = "Failed to set admin role. Please check your inputs and try again.";

export const adminKeySchema = z.object({
  intent: z.literal("set-admin"),
  email: z
    .string({ error: "User e-mail is required." })
    .trim()
    .email("Please enter a valid e-mail address.")
    .transform((email) => email.toLowerCase()),
  adminKey: z.string({ error: "Secret key is required." }).min(1, "Secret key is required.").max(256, "Secret key is too long."),
});

/** Runs after the route's guard. Success and refusals end in a redirect with the spec's toasts. */
export async function handleAdminKey(
  request: Request,
  context: AppLoadContext,
  { formData, failureTo, successTo }: { formData: FormData; failureTo: string; successTo: (grantedEmail: string) => string },
) {
  const redirectTo = failureTo;
  const submission = parseWithZod(formData, { schema: adminKeySchema });
  if (submission.status !== "success") {
    return data({ form: "set-admin" as const, result: submission.reply({ hideFields: ["adminKey"] }) }, { status: 400 });
  }
  const { email, adminKey } = submission.value;
  const now = context.now();
  const perAddress = await hitRateLimit(context.db, {
    key: `admin-key:ip:${clientAddress(request)}`,
    limit: RATE_LIMIT_PER_ADDRESS,
    windowSeconds: RATE_WINDOW_SECONDS,
    now,
  });
  const perAccount = await hitRateLimit(context.db, {
    key: `admin-key:account:${email}`,
    limit: RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: RATE_WINDOW_SECONDS,
    now,
  });
  if (!perAddress.allowed || !perAccount.allowed) {
    return redirectWithToast(
      context.env,
      request,
      redirectTo,
      { type: "error", title: "Error", description: "Too many attempts. Please wait 15 minutes and try again." },
      { status: 303, headers: { "Retry-After": String(Math.max(perAddress.retryAfterSeconds, perAccount.retryAfterSeconds)) } },
    );
  }
  if (!context.env.ADMIN_KEY) {
    // No fallback key (DESIGN.md section 6): tell staff what to configure.
    return redirectWithToast(context.env, request, redirectTo, {
      type: "error",
      title: "Error",
      description: "ADMIN_KEY is not configured on the server (.dev.vars locally, `wrangler secret put ADMIN_KEY` in production).",
    });
  }
  const keyMatches = await secretsMatch(adminKey, context.env.ADMIN_KEY);
  const user = await getUserByEmail(context.db, email);
  // One answer for a wrong key, an unknown user and an unverified one: nothing to probe.
  if (!keyMatches || !user?.emailVerifiedAt) {
    return redirectWithToast(context.env, request, redirectTo, { type: "error", title: "Error", description: ADMIN_KEY_FAILED });
  }
  await setUserRole(context.db, { userId: user.id, role: "admin", now });
  return redirectWithToast(context.env, request, successTo(user.email), {
    type: "success",
    title: "Success",
    description: `${user.email} is now an admin.`,
  });
}
