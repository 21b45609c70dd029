import { homeLink, mainLinks } from "~/content/navigation";
import { ServiceLinks, type NavVariant } from "./service-links";
import { ServicesDisclosure } from "./services-disclosure";
import { ServicesDropdown } from "./services-dropdown";

const itemClass: Record<NavVariant, string> = {
  bar: "header-control inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors",
  panel: "text-ink block rounded-md px-3 py-3 text-lg font-semibold hover:bg-slate-100",
};

/**
 * The site's menu, for the desktop bar and the phone panel alike: (Home in the panel,) Services with every
 * business line and subpage, About, Product Store and Contact Us. Services opens a native popover in the bar and
 * a native <details> in the panel, so both work without any script. The link to the page on screen says so
 * (`aria-current`).
 */
export function NavTree({ variant, currentPath }: { variant: NavVariant; currentPath: string }) {
  const item = itemClass[variant];
  const current = (href: string) => (href === currentPath ? ("page" as const) : undefined);
  const services = <ServiceLinks variant={variant} />;
  return (
    <ul className={variant === "bar" ? "flex items-center gap-1" : "space-y-1"}>
      {variant === "panel" && (
        <li>
          <a href={homeLink.href} className={item} aria-current={current(homeLink.href)}>
            {homeLink.label}
          </a>
        </li>
      )}
      {variant === "bar" ? (
        <ServicesDropdown triggerClassName={item}>{services}</ServicesDropdown>
      ) : (
        <ServicesDisclosure summaryClassName={item}>{services}</ServicesDisclosure>
      )}
      {mainLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={item} aria-current={current(link.href)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
