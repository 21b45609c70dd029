import { Toaster as Sonner } from "sonner";

/**
 * The site's toasts. sonner's defaults are SPEC.md section 9's numbers (4000 ms, 3 visible, width 356, gap 14,
 * swipe threshold 20 px, bottom-right, Alt+T); they are left as they are.
 */
export function Toaster() {
  return <Sonner richColors closeButton />;
}
