import type { LucideIcon } from "lucide-react";

export interface Principle {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The company's mission, values and aim as three cards. */
export function PrincipleCards({ items }: { items: readonly Principle[] }) {
  return (
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl bg-white p-8 shadow-md">
          <span className="bg-accent-500/20 inline-flex size-12 items-center justify-center rounded-full">
            <item.icon className="text-brand-700 size-6" aria-hidden="true" />
          </span>
          <h3 className="text-ink mt-4 text-xl font-bold">{item.title}</h3>
          <p className="mt-3 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
