import { ChevronRight } from "lucide-react";
import type { NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** Trail of links ending in the current page (not a link). */
export function Breadcrumb({
  trail,
  current,
  light = true,
}: {
  trail: readonly NavLink[];
  current: string;
  light?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol
        className={cn(
          "flex flex-wrap items-center gap-1 text-sm",
          light ? "text-slate-200" : "text-slate-600",
        )}
      >
        {trail.map((item) => (
          <li key={item.href} className="flex items-center gap-1">
            <a
              href={item.href}
              className={cn("underline-offset-2 hover:underline", light ? "text-white" : "text-brand-700")}
            >
              {item.label}
            </a>
            <ChevronRight className="size-4" aria-hidden="true" />
          </li>
        ))}
        {/* min-w-0: a name with a word longer than the line (a product's, as staff typed it) breaks inside the
            line instead of widening the page. */}
        <li aria-current="page" className="min-w-0 font-semibold">
          {current}
        </li>
      </ol>
    </nav>
  );
}
