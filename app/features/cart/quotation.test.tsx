import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartProvider } from "./state/cart-context";
import { CART_STORAGE_KEY, type CartStorage } from "./state/cart-storage";
import { createCartStore } from "./state/cart-store";
import { Quotation } from "./quotation";
import { compressor, pump, testCompany } from "./test-items";

const company = testCompany;

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
    const address = sheet.querySelector("address") ?? sheet;
    for (const text of [company.name, ...company.addressLines, company.phone, company.email]) {
      expect(within(address).getByText(text)).toBeInTheDocument();
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
    expect(screen.getByRole("button", { name: "Share quotation (PDF)" })).toBeInTheDocument();
  });

  it("states the terms the PDF states: validity, currency, payment, delivery, registered name and number, the list's link", () => {
    renderQuotation([
      { ...compressor, quantity: 2 },
      { ...pump, quantity: 1 },
    ]);
    const terms = within(screen.getByRole("region", { name: "Terms" }));
    expect(terms.getByText(/\(30 days from the date of this quotation\)$/)).toBeInTheDocument();
    expect(terms.getByText(/^US dollars \(USD\)/)).toBeInTheDocument();
    expect(screen.getByTestId("quotation-payment-terms")).toHaveTextContent(company.paymentTerms);
    expect(screen.getByTestId("quotation-delivery-terms")).toHaveTextContent(company.deliveryTerms);
    expect(screen.getByTestId("quotation-registration-number")).toHaveTextContent("3619/91");
    expect(terms.getByText(company.name)).toBeInTheDocument();
    const today = new Date();
    const until = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);
    expect(screen.getByTestId("quotation-valid-until")).toHaveTextContent(
      new RegExp(`^${until.getDate()} \\w+ ${until.getFullYear()}$`),
    );
    expect(screen.getByRole("link", { name: /\/cart\/shared\?l=/ })).toHaveAttribute(
      "href",
      `${window.location.origin}/cart/shared?l=prod-001.2_prod-002.1`,
    );
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
