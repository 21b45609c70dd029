import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link, NavLink } from "react-router";
import { businessLines, mainLinks, servicesLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { lineAccent } from "./line-accent";

const topLink = (light: boolean) =>
  cn(
    "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors",
    light ? "text-white hover:bg-white/10" : "text-ink hover:bg-slate-100",
  );

/** Desktop menu: a Services dropdown with every business line and subpage, then the main links. */
export function DesktopNav({ light }: { light: boolean }) {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={cn(topLink(light), "group")}>
            {servicesLink.label}
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[min(52rem,90vw)] rounded-xl border border-slate-200 bg-white p-6 text-left shadow-xl">
            <div className="grid grid-cols-3 gap-6">
              {businessLines.map((line) => (
                <div key={line.href}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={line.href}
                      className={cn(
                        "block rounded-md border-l-4 px-3 py-1 text-base font-bold",
                        lineAccent[line.line].border,
                        "text-ink hover:bg-slate-50",
                      )}
                    >
                      {line.label}
                    </Link>
                  </NavigationMenu.Link>
                  <ul className="mt-2 space-y-1">
                    {line.children.map((child) => (
                      <li key={child.href}>
                        <NavigationMenu.Link asChild>
                          <Link
                            to={child.href}
                            className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-ink"
                          >
                            {child.label}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <NavigationMenu.Link asChild>
              <Link
                to={servicesLink.href}
                className="text-brand-700 mt-5 inline-block rounded-md px-3 py-1 text-sm font-semibold hover:underline"
              >
                All services overview
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {mainLinks.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild>
              <NavLink to={link.href} className={topLink(light)}>
                {link.label}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
