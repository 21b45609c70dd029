import type { Brand } from "~/content/business-lines/types";
import { Image } from "../ui/image";

/**
 * Partner brands as tiles. The name is always the tile's text for screen readers; it is shown as a wordmark
 * unless a logo picture is on screen (a failed logo becomes a hidden placeholder, so the wordmark returns).
 */
export function BrandGrid({ brands }: { brands: readonly Brand[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {brands.map((brand) => (
        <li
          key={brand.name}
          className="group flex h-28 items-center justify-center rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          {brand.logo && (
            <Image
              src={brand.logo}
              alt=""
              width={200}
              height={80}
              className="max-h-16 w-auto bg-transparent object-contain grayscale transition group-hover:grayscale-0"
              fallbackClassName="hidden"
            />
          )}
          <span
            data-testid="brand-wordmark"
            className="text-center text-2xl font-black tracking-tight text-slate-700 uppercase group-has-[img]:sr-only"
          >
            {brand.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
