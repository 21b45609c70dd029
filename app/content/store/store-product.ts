// The product page's copy and its static reviews.

export const productCopy = {
  loading: "Loading product...",
  breadcrumbStore: { label: "Store", href: "/store" },
  notes: {
    stock: "In stock, ready to ship",
    delivery: "Free delivery on orders over $10,000",
    warranty: "1 year warranty included",
  },
  tabsLabel: "Product information",
  tabs: { description: "Description", specifications: "Specifications", reviews: "Reviews" },
  reviewsSummary: (rating: number, count: number) => `${rating.toFixed(1)} out of 5 (${count} reviews)`,
  loadMoreReviews: "Load More Reviews",
  /** The Reviews tab of a product nobody has reviewed yet. */
  noReviews: "There are no reviews of this product yet.",
  /** The page of a product taken off sale: in place of its price, the purchase controls and the notes. */
  withdrawn: {
    title: "No longer sold",
    text: "We no longer sell this product. Its page stays so that links and saved carts still lead somewhere.",
    category: (categoryTitle: string) => `See what we sell in ${categoryTitle}`,
  },
  notFound: {
    title: "Product Not Found",
    /** The meta description of an unknown product's page. */
    description:
      "This product is not in our store. Browse the store for industrial, energy and construction products.",
    text: "The product you're looking for doesn't exist or has been removed.",
    returnToStore: { label: "Return to Store", href: "/store" },
  },
} as const;

export interface Review {
  author: string;
  role: string;
  date: string;
  rating: number;
  text: string;
}

/** Fixed reviews shown on the page of every product that has a rating; the reviews are static by design. */
export const reviews: readonly Review[] = [
  {
    author: "Tendai M.",
    role: "Plant Engineer, Bulawayo",
    date: "2026-03-14",
    rating: 5,
    text: "Delivered to site within the week and installed without a hitch. The sales team answered every question on WhatsApp.",
  },
  {
    author: "Sarah K.",
    role: "Procurement Manager, Harare",
    date: "2026-01-28",
    rating: 5,
    text: "Genuine parts, fair price and the paperwork we needed for our audit. We now order all our spares here.",
  },
  {
    author: "Joseph N.",
    role: "Site Foreman, Mutare",
    date: "2025-11-09",
    rating: 4,
    text: "Solid equipment that has run every shift since it arrived. Delivery took a day longer than promised.",
  },
];
