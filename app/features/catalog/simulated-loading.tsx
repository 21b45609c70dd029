import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** SPEC.md section 7: product and category data arrive after a simulated delay. */
export const SIMULATED_LOAD_MS = 500;

// Without JavaScript the timer never runs: show the content that the prerendered HTML already holds. The
// `scripting: none` media query does it from the stylesheet (safe under a strict Content-Security-Policy);
// the <noscript> style is the fallback for browsers without that query.
const NOSCRIPT_CSS =
  "<style>[data-simulated-content]{visibility:visible!important}[data-simulated-loading]{display:none!important}</style>";

/**
 * Shows a spinner for SIMULATED_LOAD_MS, then its children. The children are in the HTML all along (for
 * crawlers and visitors without JavaScript), only made invisible while loading: they keep their space, with the
 * spinner laid over it, so nothing shifts when they appear. Give it a `key` per page so every
 * client-side navigation loads again.
 */
export function SimulatedLoading({ label, children }: { label: string; children: React.ReactNode }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), SIMULATED_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="relative">
      <noscript dangerouslySetInnerHTML={{ __html: NOSCRIPT_CSS }} />
      {loading && (
        <div
          role="status"
          data-simulated-loading=""
          className="absolute inset-x-0 top-0 flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600 [@media(scripting:none)]:hidden!"
        >
          <Loader2 className="text-brand-600 size-10 motion-safe:animate-spin" aria-hidden="true" />
          <span className="font-medium">{label}</span>
        </div>
      )}
      {/* `invisible` (visibility: hidden) keeps the layout and hides the content from assistive technology too. */}
      <div
        data-simulated-content={loading ? "loading" : "ready"}
        className={cn(loading && "invisible", "[@media(scripting:none)]:visible!")}
      >
        {children}
      </div>
    </div>
  );
}
