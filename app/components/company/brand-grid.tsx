import { PHOTO_ATTRIBUTE } from "~/before-scripts/photo-fallback";

export interface BrandTileData {
  name: string;
  /** The partner's logo; without one, or when it cannot load, the tile shows the name as a wordmark. */
  logo?: string;
}

const WORDMARK =
  "text-ink max-w-full text-center [overflow-wrap:anywhere] text-lg leading-tight font-extrabold tracking-tight uppercase";

/**
 * One partner tile: the logo in grey, turning to colour and showing the brand's name on hover and on keyboard
 * focus. No script of its own: a logo that cannot load is marked by the page's photo-failure script
 * (before-scripts/photo-fallback.ts), and the stylesheet then shows the wordmark beside it in its place and keeps
 * the caption for screen readers only (app.css, `.brand-tile`). It does not use the shared Image, whose "image
 * unavailable" placeholder would look broken in a logo wall.
 */
function BrandTile({ brand }: { brand: BrandTileData }) {
  return (
    <figure
      // Focusable so keyboard users get the same reveal as the mouse hover.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid="brand-tile"
      className="brand-tile group relative flex min-h-32 flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:shadow-md"
    >
      <div className="flex max-w-full min-w-0 flex-1 items-center justify-center opacity-70 grayscale transition duration-300 group-hover:opacity-100 group-hover:grayscale-0 group-focus:opacity-100 group-focus:grayscale-0 motion-reduce:transition-none">
        {brand.logo === undefined ? (
          <span data-testid="brand-wordmark" aria-hidden="true" className={WORDMARK}>
            {brand.name}
          </span>
        ) : (
          <>
            <img
              src={brand.logo}
              alt=""
              width={200}
              height={80}
              loading="lazy"
              decoding="async"
              {...{ [PHOTO_ATTRIBUTE]: "" }}
              className="h-14 w-auto max-w-full object-contain"
            />
            <span data-testid="brand-wordmark" aria-hidden="true" className={`photo-fallback ${WORDMARK}`}>
              {brand.name}
            </span>
          </>
        )}
      </div>
      <figcaption
        className={
          brand.logo === undefined
            ? "sr-only"
            : "brand-caption text-brand-700 text-sm font-semibold opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus:opacity-100"
        }
      >
        {brand.name}
      </figcaption>
    </figure>
  );
}

/** The partner brands as a wall of tiles: two to a row on a phone, one where large text leaves no room for two (a breakpoint in rem follows the text size). */
export function BrandGrid({ brands }: { brands: readonly BrandTileData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[20rem]:grid-cols-2 sm:grid-cols-4">
      {brands.map((brand) => (
        <li key={brand.name}>
          <BrandTile brand={brand} />
        </li>
      ))}
    </ul>
  );
}
