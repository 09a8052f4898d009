// Sign-out (spec section 2: navigates to /login). POST only, so a link or image cannot sign
// anyone out; a GET is sent to the admin area.
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireSameOrigin, requireSessionSecret } from "~/utils/auth.server";
import { destroySession, getSession } from "~/utils/session.server";

export async function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSessionSecret(context.env);
  requireSameOrigin(request, context.env);
  const session = await getSession(context.env, request);
  return redirect("/login", { headers: { "Set-Cookie": await destroySession(context.env, session) } });
}
