import { BadgeCheck, Headset, ShieldCheck, Truck, type LucideIcon } from "lucide-react";
import { storeHome, type WhyShopIcon } from "~/content/store-home";

const icons: Record<WhyShopIcon, LucideIcon> = {
  badge: BadgeCheck,
  truck: Truck,
  shield: ShieldCheck,
  headset: Headset,
};

export function WhyShopList() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {storeHome.whyShop.items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} className="rounded-lg bg-white p-6 shadow-sm">
            <Icon className="text-brand-600 size-8" aria-hidden="true" />
            <h3 className="text-ink mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
