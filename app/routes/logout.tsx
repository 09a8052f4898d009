// Sign-out (spec section 2: navigates to /login). POST only, so a link or image cannot sign
// anyone out; a GET is sent to the admin area. Signing out ends every session of the user, not
// only the browser's copy.
import { type ActionFunctionArgs, redirect } from "react-router";
import { requireSameOrigin, requireSessionSecret, signOut } from "~/server/accounts/auth.server";

export async function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSessionSecret(context.env);
  requireSameOrigin(request, context.env);
  return redirect("/login", { headers: { "Set-Cookie": await signOut(request, context) } });
}
