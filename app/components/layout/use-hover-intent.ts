import { useCallback, useEffect, useRef, useState } from "react";

/** Navigation menu delays: open 200 ms after the pointer arrives, 300 ms skip window, close 150 ms after it leaves. */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;

/**
 * Open state for a hover menu: opens after a short delay (at once when it closed less than `skip` ms ago),
 * closes after a shorter one, so a pointer crossing the gap to the panel does not shut it. `toggle` is the
 * trigger's click: a click on a menu the pointer has just opened keeps it open, since the visitor clicked to
 * open it (the hover was only quicker); the next click closes it. `follow` takes a change the browser made by
 * itself (a native popover closed by Escape or a click outside) without touching the pointer bookkeeping.
 */
export function useHoverIntent(delays = MENU_DELAYS) {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const openedByPointer = useRef(false);
  const current = useRef(false);

  const clear = () => clearTimeout(timer.current);
  const setOpen = useCallback((value: boolean) => {
    clearTimeout(timer.current);
    openedByPointer.current = false;
    if (!value) closedAt.current = Date.now();
    current.current = value;
    setOpenState(value);
  }, []);
  const follow = useCallback(
    (value: boolean) => {
      if (value !== current.current) setOpen(value);
    },
    [setOpen],
  );
  const openByPointer = () => {
    setOpen(true);
    openedByPointer.current = true;
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    setOpen,
    follow,
    toggle() {
      if (open && openedByPointer.current) openedByPointer.current = false;
      else setOpen(!open);
    },
    pointerEnter() {
      clear();
      if (open) return;
      const recentlyClosed = Date.now() - closedAt.current < delays.skip;
      if (recentlyClosed) openByPointer();
      else timer.current = setTimeout(openByPointer, delays.open);
    },
    pointerLeave() {
      clear();
      if (open) timer.current = setTimeout(() => setOpen(false), delays.close);
    },
  };
}
