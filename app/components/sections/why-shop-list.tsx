import type { LucideIcon } from "lucide-react";

/** Reasons to shop with the company: icon, title and a sentence each, four to a row on a wide screen. */
export function WhyShopList({
  items,
}: {
  items: readonly { icon: LucideIcon; title: string; text: string }[];
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="rounded-lg bg-white p-6 shadow-sm">
          <item.icon className="text-brand-600 size-8" aria-hidden="true" />
          <h3 className="text-ink mt-4 text-lg font-bold">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
