import { replace } from "react-router";
import { REDIRECTS } from "~/content/site-map";
import type { Route } from "./+types/service-redirect";

// /services/industrial, /services/energy and /services/civil replace themselves with the landing pages.
export function loader({ request }: Route.LoaderArgs) {
  // Data requests arrive as /services/industrial.data; page requests may carry a trailing slash.
  const pathname = new URL(request.url).pathname.replace(/(\.data|\/)$/, "");
  const target = (REDIRECTS as Record<string, string | undefined>)[pathname];
  if (!target) throw new Response("Not Found", { status: 404 });
  return replace(target);
}

export default function ServiceRedirect() {
  return null;
}
