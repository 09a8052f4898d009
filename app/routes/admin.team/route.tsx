// /admin/team/*: the team editor. This layout only adds the editor's
// stylesheet; every child route checks the admin role in its loader and action itself.
import { type LinksFunction, Outlet } from "react-router";
import teamStyles from "~/styles/admin-team.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: teamStyles }];

export default function TeamEditorLayout() {
  return <Outlet />;
}
