import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

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
  /** Tab button classes; the selected tab has `data-state="active"`. */
  tabClassName?: string;
}) {
  const [selected, setSelected] = useState(items[0]?.value);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, items.length);
    setSelected(items[next]?.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex border-b border-slate-200">
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.value}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              className={tabClassName}
              onClick={() => setSelected(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          tabIndex={0}
          hidden={item.value !== selected}
          className={item.panelClassName}
        >
          {item.value === selected && item.panel}
        </div>
      ))}
    </div>
  );
}
