// The store's products, one data file each in app/data/products/ (edited through the CMS at /admin), in
// file-name order. Prices are integer US cents here; the files hold them as amounts such as 12999.99.
// Two price sources: `listPriceCents` shows in listings, `detailPriceCents` on the product page.
import { products as data } from "./product-data";
import type { Product } from "../data-schema";

export { CATEGORY_NAMES, type CategoryName, type Product, type ProductReviews } from "../data-schema";

export const products: readonly Product[] = data;
