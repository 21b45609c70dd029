import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { businessLines, mainLinks, quoteLink, servicesLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";
import { lineAccent } from "./line-accent";
import { Logo } from "./logo";

const itemClass = "block rounded-md px-3 py-3 text-lg font-semibold text-ink hover:bg-slate-100";
const subItemClass = "block rounded-md px-3 py-2 text-base text-slate-700 hover:bg-slate-100";

/**
 * The phone menu's full-screen panel, loaded on first use. Choosing a link closes it; Services has sub-items,
 * so it expands instead. Radix Dialog keeps focus inside and closes on Escape; the caller gets focus back.
 */
export function MobileMenuPanel({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesId = useId();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-white data-[state=open]:animate-[slide-in_0.25s_ease-out] motion-reduce:animate-none lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Logo onClick={close} />
            <Dialog.Close
              className="text-ink inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
              aria-label="Close menu"
            >
              <X className="size-7" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 px-4 py-4">
            <ul className="space-y-1">
              <li>
                <Link to="/" className={itemClass} onClick={close}>
                  Home
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={cn(itemClass, "flex w-full items-center justify-between text-left")}
                  aria-expanded={servicesOpen}
                  aria-controls={servicesId}
                  onClick={() => setServicesOpen((value) => !value)}
                >
                  {servicesLink.label}
                  <ChevronDown
                    className={cn("size-5 transition-transform", servicesOpen && "rotate-180")}
                    aria-hidden="true"
                  />
                </button>
                <div id={servicesId} hidden={!servicesOpen} className="pb-2 pl-3">
                  <Link to={servicesLink.href} className={subItemClass} onClick={close}>
                    All services overview
                  </Link>
                  {businessLines.map((line) => (
                    <div key={line.href} className="mt-2">
                      <Link
                        to={line.href}
                        className={cn(
                          subItemClass,
                          "border-l-4 font-bold text-ink",
                          lineAccent[line.line].border,
                        )}
                        onClick={close}
                      >
                        {line.label}
                      </Link>
                      <ul className="ml-3">
                        {line.children.map((child) => (
                          <li key={child.href}>
                            <Link to={child.href} className={subItemClass} onClick={close}>
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </li>
              {mainLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={itemClass} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={quoteLink.href}
              className={cn(buttonVariants({ size: "lg" }), "mt-6 w-full")}
              onClick={close}
            >
              {quoteLink.label}
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
