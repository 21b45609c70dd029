import { Loader2 } from "lucide-react";

/**
 * What a page that reads the stored cart shows until the browser has read it: the prerendered page cannot know it.
 * Without JavaScript nothing will load, so the reason shows instead of a spinner that never stops. `tall` keeps
 * the footer below the fold, so the cart arriving does not shift what is on screen.
 */
export function WaitingForCart({
  loading,
  noscript,
  tall = false,
}: {
  loading: string;
  noscript: string;
  tall?: boolean;
}) {
  return (
    <div
      role="status"
      className={`flex ${tall ? "min-h-[70vh]" : "min-h-[40vh]"} flex-col items-center gap-3 py-16 text-center text-slate-600`}
    >
      <Loader2
        className="text-brand-600 size-10 motion-safe:animate-spin [@media(scripting:none)]:hidden"
        aria-hidden="true"
      />
      <span className="[@media(scripting:none)]:hidden">{loading}</span>
      <p className="hidden [@media(scripting:none)]:block">{noscript}</p>
    </div>
  );
}
