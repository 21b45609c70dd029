import { PageBanner } from "~/components/layout/page-banner";
import { metaForPath } from "~/lib/seo";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => metaForPath("/cart");

export default function Cart() {
  return <PageBanner title="Your Cart" />;
}
