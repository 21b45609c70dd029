import { Loader2 } from "lucide-react";
import type * as React from "react";

/** Product and category data arrive after a simulated delay of 500 ms. */
export const SIMULATED_LOAD_MS = 500;

// The stylesheet's end of the loading state waits this long (app.css, `[data-simulated-loading]`).
const afterLoad = { animationDelay: `${SIMULATED_LOAD_MS}ms` };

/**
 * A spinner for SIMULATED_LOAD_MS from the moment the page first shows it, then its children. No script times it:
 * the stylesheet ends it (an animation delayed by those 500 ms), so it ends on time on a slow line while the
 * page's scripts are still on their way, and nothing a script does later can bring it back. The children are in
 * the HTML all along (for crawlers and for a browser without JavaScript, which shows them at once), only invisible
 * while loading: they keep their space, with the spinner laid over it, so nothing shifts when they appear, and
 * nothing in them can be tapped before then. A category page holds it longer while its address asks for a search
 * or sort its island has not applied yet (`listing-query.ts`).
 */
export function SimulatedLoading({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="relative">
      <div
        role="status"
        data-simulated-loading=""
        style={afterLoad}
        className="absolute inset-x-0 top-0 flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600"
      >
        <Loader2 className="text-brand-600 size-10 motion-safe:animate-spin" aria-hidden="true" />
        <span className="font-medium">{label}</span>
      </div>
      {/* Hidden (visibility) while loading: it keeps the layout and is hidden from assistive technology too. */}
      <div data-simulated-content="" style={afterLoad}>
        {children}
      </div>
    </div>
  );
}
