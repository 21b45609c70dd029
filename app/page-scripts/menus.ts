// The header's menus beyond what HTML and CSS do: the desktop Services dropdown opens and closes on hover with
// short delays, and the phone menu keeps Tab inside itself and closes as a link is chosen.

export interface MenuSettings {
  /** The Services dropdown's popover. */
  services: string;
  /** The phone menu's popover. */
  phoneMenu: string;
  /** Open after the pointer rests this long, at once when it closed less than `skip` ago; close after `close`. */
  delays: { open: number; skip: number; close: number };
  /** Where the browser has no scroll-driven animations: the header turns solid past this scroll, in pixels. */
  solidAfter: number;
}

/**
 * Adds the menus' behaviour to the page. A click on the Services button a pointer has just opened keeps it open
 * (the visitor clicked to open it, the hover was only quicker); the next click closes it. It runs as its source
 * text (before-scripts/inline-script.tsx), so it uses only its argument and browser globals.
 */
export function enhanceMenus(settings: MenuSettings): void {
  const panel = document.getElementById(settings.services);
  const item = panel?.parentElement;
  const trigger = item?.querySelector("button");
  if (panel && item && trigger) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closedAt = Number.NEGATIVE_INFINITY;
    let openedByPointer = false;
    const isOpen = () => panel.matches(":popover-open");
    const setOpen = (open: boolean) => {
      clearTimeout(timer);
      openedByPointer = false;
      if (open && !isOpen()) panel.showPopover();
      else if (!open && isOpen()) panel.hidePopover();
    };
    panel.addEventListener("toggle", (event) => {
      if (event.newState !== "closed") return;
      clearTimeout(timer);
      openedByPointer = false;
      closedAt = Date.now();
    });
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      if (isOpen()) return;
      const open = () => {
        setOpen(true);
        openedByPointer = true;
      };
      if (Date.now() - closedAt < settings.delays.skip) open();
      else timer = setTimeout(open, settings.delays.open);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      if (isOpen()) timer = setTimeout(() => setOpen(false), settings.delays.close);
    });
    trigger.addEventListener("click", (event) => {
      // The hover delays decide, not the native toggle.
      event.preventDefault();
      if (isOpen() && openedByPointer) openedByPointer = false;
      else setOpen(!isOpen());
    });
    item.addEventListener("focusout", (event) => {
      // No related target: a click on the panel's background or another window, not focus moving on.
      const next = event.relatedTarget;
      if (next instanceof Node && !item.contains(next)) setOpen(false);
    });
  }

  const menu = document.getElementById(settings.phoneMenu);
  if (menu) {
    menu.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      const controls = [...menu.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((element) =>
        element.checkVisibility(),
      );
      const first = controls[0];
      const last = controls[controls.length - 1];
      const target = event.shiftKey
        ? document.activeElement === first && last
        : document.activeElement === last && first;
      if (!target) return;
      event.preventDefault();
      target.focus();
    });
    menu.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) menu.hidePopover();
    });
  }
  // A page the browser brings back from its history shows no menu still open.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const open of document.querySelectorAll("[popover]:popover-open"))
      (open as HTMLElement).hidePopover();
  });

  if (!CSS.supports("animation-timeline: scroll()")) {
    const header = document.querySelector(".site-header");
    const update = () => header?.setAttribute("data-solid", String(scrollY > settings.solidAfter));
    addEventListener("scroll", update, { passive: true });
    update();
  }
}
