import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

export interface TabItem {
  value: string;
  label: ReactNode;
  panel: ReactNode;
  panelClassName?: string;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A tab list in the WAI-ARIA pattern with automatic activation: one tab stop, arrow keys (wrapping), Home and
 * End move to and select a tab; only the selected panel is rendered. Hand-written rather than Radix Tabs, which
 * cost 4 KB gzip on the product page (docs/decisions/003-javascript-budget.md).
 *
 * Until the page's scripts run, every panel is in the HTML and each tab is a link to its panel: the stylesheet
 * shows the panel the address points at (`:target`), the first one otherwise. Once live, a panel the visitor
 * opened that way stays selected. Style the chosen tab with the `tab-current:` variant (app.css), which follows
 * the address before the scripts run too, for as many tabs as app.css has rules for (a test holds each tab list
 * the site renders to that).
 */
export function Tabs({
  label,
  items,
  className,
  tabClassName,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  className?: string;
  /** Tab classes; `tab-current:` styles the chosen tab (`data-state="active"` once live). */
  tabClassName?: string;
}) {
  const [chosen, setSelected] = useState<string>();
  const live = useHydrated();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const id = useId();
  const panelId = (value: string) => `${id}-panel-${value}`;

  // Until the visitor picks one: the panel a link opened before the page was live, or the first.
  const opened = live ? items.find((item) => `#${panelId(item.value)}` === window.location.hash) : undefined;
  const selected = chosen ?? opened?.value ?? items[0]?.value;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, items.length);
    setSelected(items[next]?.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className={className} data-tabs={live ? "live" : "static"}>
      {/* The rule under the tabs is an inset shadow, drawn inside the row, so the row can scroll sideways when the
          labels are wider than the screen (large text on a narrow phone) and the current tab's border still
          covers it. */}
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap shadow-[inset_0_-1px_0_var(--color-slate-200)]"
      >
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <a
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              href={`#${panelId(item.value)}`}
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={active}
              aria-controls={panelId(item.value)}
              tabIndex={active || !live ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              className={tabClassName}
              onClick={(event) => {
                event.preventDefault();
                setSelected(item.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={`${id}-tab-${item.value}`}
          tabIndex={0}
          hidden={live && item.value !== selected}
          className={item.panelClassName}
        >
          {(!live || item.value === selected) && item.panel}
        </div>
      ))}
    </div>
  );
}
