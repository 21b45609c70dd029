import { redirect } from "react-router";
import { REDIRECTS } from "./redirects";
import type { Route } from "./+types/service-redirect";

// /services/industrial, /services/energy and /services/civil replace themselves with the landing pages.
export function loader({ request }: Route.LoaderArgs) {
  // Data requests arrive as /services/industrial.data; page requests may carry a trailing slash.
  const pathname = new URL(request.url).pathname.replace(/(\.data|\/)$/, "");
  const target = REDIRECTS[pathname];
  if (!target) throw new Response("Not Found", { status: 404 });
  // `redirect`, not `replace`: on a client-side click the pending /services/... entry is never committed, so
  // the landing page takes its place; `replace` would overwrite the page the visitor came from instead.
  return redirect(target);
}

export default function ServiceRedirect() {
  return null;
}
