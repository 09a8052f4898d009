// The link from the verification e-mail (spec section 6). The token is one-time and expires after
// 24 hours; only its SHA-256 hash is stored. Success or failure ends on /login with a toast.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { verifyEmailToken } from "~/models/users.server";
import { requireSessionSecret } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/session.server";

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSessionSecret(context.env);
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  const verified = token.success ? await verifyEmailToken(context.db, { token: token.data, now: context.now() }) : null;
  if (!verified) {
    return redirectWithToast(context.env, request, "/login", {
      type: "error",
      title: "Verification failed",
      description: "This link is invalid, expired or already used. Sign up again to get a new link.",
    });
  }
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "E-mail verified",
    description: "Your e-mail address is verified. You can sign in now.",
  });
}
