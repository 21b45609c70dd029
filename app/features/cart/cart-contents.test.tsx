import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartContents } from "./cart-contents";
import { CartProvider } from "./state/cart-context";
import { CART_STORAGE_KEY, type CartStorage } from "./state/cart-storage";
import { createCartStore } from "./state/cart-store";
import { compressor, pump, testCompany } from "./test-items";

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
      <CartContents whatsappNumber="263000000000" salesEmail="sales@example.com" company={testCompany} />
    </CartProvider>,
  );
}

describe("CartContents", () => {
  it("prerenders a loading status until the stored cart is read", () => {
    const html = renderToString(
      <CartProvider store={createCartStore(storageWith([compressor]))}>
        <CartContents whatsappNumber="263000000000" salesEmail="sales@example.com" company={testCompany} />
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

  describe("tells the buyer what changed since the cart was saved", () => {
    const gone = {
      id: "prod-099",
      name: "Discontinued Pump",
      priceCents: 339_900,
      image: "",
      category: "Mining & Industrial",
      quantity: 1,
    };

    it("keeps a line no longer sold, named as stored, out of the total and the order, until it is removed", async () => {
      const user = userEvent.setup();
      renderCart([{ ...compressor, quantity: 1 }, gone, { ...pump, quantity: 2 }]);
      expect(screen.getAllByTestId("cart-line")).toHaveLength(3);
      const line = screen.getAllByTestId("cart-line")[1];
      if (!line) throw new Error("no line for the product no longer sold");
      expect(within(line).getByRole("heading", { name: "Discontinued Pump" })).toBeInTheDocument();
      expect(within(line).queryByRole("link")).not.toBeInTheDocument();
      expect(within(line).getByText("No longer sold")).toBeInTheDocument();
      expect(
        within(line).getByText(
          "We no longer sell this product, so it is not part of your order. Remove it when you have seen this.",
        ),
      ).toBeInTheDocument();
      expect(within(line).queryByRole("button", { name: "Increase quantity" })).not.toBeInTheDocument();
      expect(within(line).queryByText("$3,399.00")).not.toBeInTheDocument();
      expect(screen.getByTestId("cart-total")).toHaveTextContent("$29,899.99");
      const checkout = screen.getByRole("link", { name: /Checkout via WhatsApp/ });
      expect(decodeURIComponent(checkout.getAttribute("href") ?? "")).not.toContain("Discontinued Pump");
      await user.click(within(line).getByRole("button", { name: "Remove Discontinued Pump" }));
      expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
      expect(screen.queryByText("Discontinued Pump")).not.toBeInTheDocument();
    });

    it("says that nothing can be ordered when every line is no longer sold, and offers no checkout", () => {
      renderCart([gone]);
      expect(screen.getByRole("heading", { name: "Discontinued Pump" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Nothing here can be ordered" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/store");
      expect(screen.queryByRole("link", { name: /Checkout via WhatsApp/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId("cart-total")).not.toBeInTheDocument();
    });

    it("shows a changed price as the new one, with a notice naming both", () => {
      renderCart([{ ...pump, priceCents: 799_900, quantity: 2 }]);
      const line = screen.getByTestId("cart-line");
      expect(within(line).getByText("$8,450.00 each")).toBeInTheDocument();
      expect(within(line).getByTestId("price-changed")).toHaveTextContent(
        "The price has changed from $7,999.00 to $8,450.00 since you added it.",
      );
      expect(screen.getByTestId("cart-total")).toHaveTextContent("$16,900.00");
    });

    it("has no notice for a line at one of the product's own prices", () => {
      renderCart([{ ...pump, quantity: 1 }]);
      expect(screen.queryByTestId("price-changed")).not.toBeInTheDocument();
    });
  });
});
