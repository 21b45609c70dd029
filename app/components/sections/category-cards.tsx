import { ArrowRight } from "lucide-react";
import type { StoreCategoryCard } from "~/content/store/store-home";
import { categoryPath } from "~/lib/store-paths";
import { Image } from "../ui/image";

/** The store's categories as linked cards, each with its displayed item count. */
export function CategoryCards({
  cards,
  itemsLabel,
}: {
  cards: readonly StoreCategoryCard[];
  itemsLabel: (items: number) => string;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <a
            href={categoryPath(card.id)}
            className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <Image
              src={card.image}
              alt=""
              width={800}
              height={500}
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-[8/5] w-full object-cover"
              fallback="none"
            />
            <div className="flex flex-1 flex-col gap-2 p-6">
              <h3 className="text-ink text-xl font-bold">{card.name}</h3>
              <p className="text-slate-600">{card.description}</p>
              <p className="text-brand-700 mt-auto flex items-center justify-between pt-2 font-semibold">
                <span>{itemsLabel(card.items)}</span>
                <ArrowRight
                  className="size-5 transition-transform motion-safe:group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
