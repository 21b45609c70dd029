import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CartProvider } from "../state/cart-context";
import { createCartStore } from "../state/cart-store";
import { compressor } from "../test-items";
import { keepOrder, ORDER_HISTORY_KEY } from "./order-history";
import { OrdersView } from "./orders-view";

afterEach(() => localStorage.clear());

function renderOrders() {
  render(
    <CartProvider store={createCartStore(null)}>
      <OrdersView looks={{}} />
    </CartProvider>,
  );
}

describe("OrdersView", () => {
  it("lists the kept orders, each with its reference, date, lines, total and Order again", () => {
    keepOrder(localStorage, "K7M4QX", [{ ...compressor, quantity: 2 }], new Date(2026, 10, 23, 9, 30));
    renderOrders();
    const order = screen.getByRole("article", { name: "Reference K7M4QX" });
    expect(order).toHaveTextContent("Sent23 November 2026");
    expect(order).toHaveTextContent("Total$25,999.98");
    expect(order).toHaveTextContent("Heavy-Duty Industrial Air Compressor x 2");
    expect(screen.getByRole("button", { name: "Order again: K7M4QX" })).toBeEnabled();
  });

  it("names a product no longer sold, and says when there are no orders", () => {
    localStorage.setItem(
      ORDER_HISTORY_KEY,
      JSON.stringify([
        {
          reference: "ABCDEF",
          sentAt: "2026-11-23T09:30:00.000Z",
          lines: [{ id: "prod-099", name: "Old Pump", priceCents: 100, quantity: 1 }],
        },
        { reference: "bad" },
      ]),
    );
    renderOrders();
    expect(screen.getByText("No longer sold, not added: Old Pump.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Order again: ABCDEF" })).toBeDisabled();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("says there are no orders yet", () => {
    renderOrders();
    expect(screen.getByRole("heading", { name: "No orders sent yet" })).toBeInTheDocument();
  });
});
