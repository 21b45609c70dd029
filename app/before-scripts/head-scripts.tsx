import { MAX_QUANTITY, MIN_QUANTITY } from "~/lib/quantity";
import { CART_BADGE_SETTINGS, showStoredCartCount } from "./cart-badge";
import { EARLY } from "./early-actions";
import { recordEarlyActions } from "./early-actions-recorder";
import { InlineScript, inlineScript } from "./inline-script";
import { holdLazyPhotos, PHOTOS_WAIT_MS } from "./photos-wait";

/** The inline scripts of every page's <head>, in the order they run. */
const ORDER = ["cart-badge", "photos-wait", "early-actions"] as const;

// Written where the page is prerendered only: Vite makes `import.meta.env.SSR` a constant, so the browser's build
// drops these texts and the functions they are made of.
const TEXTS: Record<(typeof ORDER)[number], string> | null = import.meta.env.SSR
  ? {
      "cart-badge": inlineScript(showStoredCartCount, CART_BADGE_SETTINGS),
      "photos-wait": inlineScript(holdLazyPhotos, PHOTOS_WAIT_MS),
      "early-actions": inlineScript(recordEarlyActions, EARLY, MIN_QUANTITY, MAX_QUANTITY),
    }
  : null;

/** What must run before the body is parsed: the stored cart's count, photos waiting, taps kept. */
export function HeadScripts() {
  return ORDER.map((name) => <InlineScript key={name} text={TEXTS?.[name] ?? ""} />);
}
