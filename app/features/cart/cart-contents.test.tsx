import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartContents } from "./cart-contents";
import { CartProvider } from "./state/cart-context";
import { CART_STORAGE_KEY, type CartStorage } from "./state/cart-storage";
import { createCartStore } from "./state/cart-store";
import { compressor, pump } from "./test-items";

function storageWith(stored: unknown[]): CartStorage {
  const map = new Map([[CART_STORAGE_KEY, JSON.stringify(stored)]]);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function renderCart(stored: unknown[]) {
  render(
    <CartProvider store={createCartStore(storageWith(stored))}>
      <CartContents whatsappNumber="263000000000" salesEmail="sales@example.com" />
    </CartProvider>,
  );
}

describe("CartContents", () => {
  it("prerenders a loading status until the stored cart is read", () => {
    const html = renderToString(
      <CartProvider store={createCartStore(storageWith([compressor]))}>
        <CartContents whatsappNumber="263000000000" salesEmail="sales@example.com" />
      </CartProvider>,
    );
    expect(html).toContain("Loading your cart...");
    expect(html).toContain('role="status"');
  });

  it("shows the empty state", () => {
    renderCart([]);
    expect(screen.getByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/store");
  });

  it("lists lines with steppers and remove, and a summary whose total equals the subtotal", async () => {
    const user = userEvent.setup();
    renderCart([
      { ...compressor, quantity: 1 },
      { ...pump, quantity: 2 },
    ]);
    expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$29,899.99");
    const checkout = screen.getByRole("link", { name: /Checkout via WhatsApp/ });
    expect(checkout).toHaveAttribute("target", "_blank");
    expect(checkout).toHaveAttribute("rel", "noopener noreferrer");
    expect(checkout.getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/263000000000\?text=New%20Order%20Request/,
    );

    const pumpLine = screen.getAllByTestId("cart-line")[1];
    if (!pumpLine) throw new Error("no pump line");
    await user.click(within(pumpLine).getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$38,349.99");
    await user.click(screen.getByRole("button", { name: "Remove Heavy-Duty Industrial Air Compressor" }));
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$25,350.00");
  });
});
