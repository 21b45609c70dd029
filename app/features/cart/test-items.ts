// Shared fixtures for the cart's tests.
import type { QuotationCompany } from "~/content/quotation-company";
import type { CartItemInput, CartLine } from "./state/cart-reducer";

export const compressor: CartItemInput = {
  id: "prod-001",
  name: "Heavy-Duty Industrial Air Compressor",
  priceCents: 1_299_999,
  image: "https://images.unsplash.com/photo-1?auto=format",
  category: "Mining & Industrial",
};

export const pump: CartItemInput = {
  id: "prod-002",
  name: "Submersible Slurry Pump",
  priceCents: 845_000,
  image: "https://images.unsplash.com/photo-2?auto=format",
  category: "Mining & Industrial",
};

/** A cart line for tests about the order's text: name, price and quantity matter, the id defaults to the name. */
export const cartLine = (name: string, priceCents: number, quantity: number, id = name): CartLine => ({
  id,
  name,
  priceCents,
  quantity,
  image: "",
  category: "Mining & Industrial",
});

/** The company as the quotation states it, with its terms. */
export const testCompany: QuotationCompany = {
  name: "Industrial Suppliers (Private) Limited",
  addressLines: ["14 Coventry Road, Workington", "Harare, Zimbabwe"],
  phone: "+263 00 000 0000",
  email: "sales@example.com",
  registrationNumber: "3619/91",
  validityDays: 30,
  paymentTerms: "Payment in full before delivery, by bank transfer.",
  deliveryTerms: "Free delivery to your site within 5 working days of payment.",
};
