import { legalCopy, legalLinks } from "~/content/legal";
import { cn } from "~/lib/cn";

/** Beside a form that sends what the buyer typed (the contact form, the cart's checkout): where it goes. */
export function LegalLinks({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      {legalCopy.asideIntro}{" "}
      {legalLinks.map((link, index) => (
        <span key={link.href}>
          {index > 0 && " · "}
          <a href={link.href} className="text-brand-700 underline">
            {link.label}
          </a>
        </span>
      ))}
    </p>
  );
}
