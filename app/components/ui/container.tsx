import type * as React from "react";
import { cn } from "~/lib/cn";

/** Centred page-width wrapper with the site's horizontal padding. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}
