import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { cn } from "~/lib/cn";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

/**
 * The phone menu button. The panel's code (Radix Dialog) loads only when a visitor shows intent to open it,
 * so pages do not pay for it on first load.
 */
export function MobileMenu({ light }: { light: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-md lg:hidden",
          light ? "text-white hover:bg-white/10" : "text-ink hover:bg-slate-100",
        )}
      >
        <Menu className="size-7" aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
