import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartProvider } from "./state/cart-context";
import { CART_STORAGE_KEY, type CartStorage } from "./state/cart-storage";
import { createCartStore } from "./state/cart-store";
import { Quotation } from "./quotation";
import { compressor, pump } from "./test-items";

const company = {
  name: "Industrial Suppliers (Private) Limited",
  addressLines: ["14 Coventry Road, Workington", "Harare, Zimbabwe"],
  phone: "+263 00 000 0000",
  email: "sales@example.com",
};

function renderQuotation(stored: unknown[]) {
  const map = new Map([[CART_STORAGE_KEY, JSON.stringify(stored)]]);
  const storage: CartStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  render(
    <CartProvider store={createCartStore(storage)}>
      <Quotation company={company} />
    </CartProvider>,
  );
}

describe("Quotation", () => {
  it("shows the company, a dated reference, one row per line, free shipping, the total and the note", () => {
    renderQuotation([
      { ...compressor, quantity: 2 },
      { ...pump, quantity: 1 },
    ]);
    const sheet = screen.getByRole("article", { name: "Quotation" });
    for (const text of [company.name, ...company.addressLines, company.phone, company.email]) {
      expect(within(sheet).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId("quotation-reference").textContent).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const rows = within(sheet).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] ?? sheet)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Heavy-Duty Industrial Air Compressor", "2", "$12,999.99", "$25,999.98"]);
    expect(within(sheet).getByText("Free")).toBeInTheDocument();
    expect(screen.getByTestId("quotation-total")).toHaveTextContent("$34,449.98");
    expect(within(sheet).getByText(/subject to confirmation by our sales team/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
  });

  it("prices each line from the catalogue, whatever price storage holds", () => {
    renderQuotation([
      { ...compressor, priceCents: 1, quantity: 2 },
      { ...pump, priceCents: 825_000, quantity: 1 },
    ]);
    expect(screen.getByTestId("quotation-total")).toHaveTextContent("$34,249.98");
  });

  it("has no quotation for an empty cart, only Continue Shopping", () => {
    renderQuotation([]);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/store");
  });
});
