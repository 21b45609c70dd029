import { businessLines, servicesOverviewLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { lineAccent } from "./line-accent";

export type NavVariant = "bar" | "panel";

const styles = {
  bar: {
    lines: "grid grid-cols-3 gap-6",
    line: "py-1",
    children: "mt-2 space-y-1",
    child: "py-1.5 text-sm",
  },
  // Indents in px, not rem: with a phone's text size raised they stay narrow and leave the line to the words.
  panel: {
    lines: "space-y-2",
    line: "py-2",
    children: "ml-[12px]",
    child: "py-2 text-base",
  },
} as const;

/**
 * The three business lines with their subpages, then the services overview: the content of the Services menu
 * in the desktop dropdown ("bar") and in the phone menu ("panel").
 */
export function ServiceLinks({ variant }: { variant: NavVariant }) {
  const style = styles[variant];
  return (
    <>
      <div className={style.lines}>
        {businessLines.map((line) => (
          <div key={line.href}>
            <a
              href={line.href}
              className={cn(
                "text-ink block rounded-md border-l-4 px-3 text-base font-bold hover:bg-slate-50",
                style.line,
                lineAccent[line.line].border,
              )}
            >
              {line.label}
            </a>
            <ul className={style.children}>
              {line.children.map((child) => (
                <li key={child.href}>
                  <a
                    href={child.href}
                    className={cn(
                      "hover:text-ink block rounded-md px-[12px] text-slate-700 hover:bg-slate-100",
                      style.child,
                    )}
                  >
                    {child.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <a
        href={servicesOverviewLink.href}
        className="text-brand-700 mt-4 inline-block rounded-md px-3 py-1 text-sm font-semibold hover:underline"
      >
        {servicesOverviewLink.label}
      </a>
    </>
  );
}
