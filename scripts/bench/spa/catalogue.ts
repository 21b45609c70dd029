// The site's own product files, read at build time: the single-page shop shows the same products as the site.
export type Product = {
  id: string;
  name: string;
  category: string;
  detailPrice: number;
  image: string;
  description: string;
};

const files = import.meta.glob<Product>("../../../app/data/products/*.json", {
  eager: true,
  import: "default",
});

export const PRODUCTS: readonly Product[] = Object.values(files).sort((a, b) => a.id.localeCompare(b.id));

/** A category's slug, as the site's addresses have it: "Mining & Industrial" is "mining". */
export const categorySlug = (category: string) => category.split(/\W+/)[0]?.toLowerCase() ?? "";

export const price = (dollars: number) => `$${dollars.toFixed(2)}`;
