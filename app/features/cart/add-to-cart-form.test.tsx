import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY } from "~/before-scripts/early-actions";
import { orderNowCopy } from "~/content/order-now";
import { cartCopy } from "~/content/store/store";
import { AddToCartForm } from "./add-to-cart-form";
import { CartProvider } from "./state/cart-context";
import { createCartStore, type CartStore } from "./state/cart-store";
import { pump } from "./test-items";

// The toaster loads sonner on the first notice; what is announced is all that matters here.
const notices: string[] = [];
vi.mock("~/components/ui/toaster", () => ({
  notify: ({ message }: { message: string }) => notices.push(message),
}));

const WHATSAPP = "263000000000";

function form(store: CartStore) {
  return (
    <CartProvider store={store}>
      <AddToCartForm item={pump} whatsappNumber={WHATSAPP} />
    </CartProvider>
  );
}

const lines = (store: CartStore) => store.getSnapshot().map(({ id, quantity }) => ({ id, quantity }));

/** Taps the page's inline recorder kept before the scripts arrived, as it keeps them on `window`. */
function recorded(queue: unknown[]) {
  Object.defineProperty(window, EARLY.global, { value: { queue }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window, EARLY.global);
  notices.length = 0;
  document.body.innerHTML = "";
});

describe("the product page's purchase controls", () => {
  it("add the chosen quantity and say so", async () => {
    const user = userEvent.setup();
    const store = createCartStore(null);
    render(form(store));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: `Add to Cart, ${pump.name}` }));
    expect(lines(store)).toEqual([{ id: pump.id, quantity: 3 }]);
    expect(notices).toEqual([cartCopy.added(pump.name)]);
  });

  it("order the chosen quantity on WhatsApp, leaving the cart alone", async () => {
    const user = userEvent.setup();
    const store = createCartStore(null);
    render(form(store));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    const link = screen.getByRole("link", { name: new RegExp(orderNowCopy.label) });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${WHATSAPP}`);
    expect(url.searchParams.get("text")).toContain(`${pump.name} x 2`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(lines(store)).toEqual([]);
  });

  it("carry out, once, the taps kept for this product before they were live, and leave the others", () => {
    const other = { action: "add-to-cart", product: "prod-003", quantity: "1" };
    recorded([{ action: "add-to-cart", product: pump.id, quantity: "4" }, other]);
    const store = createCartStore(null);
    render(form(store));
    expect(lines(store)).toEqual([{ id: pump.id, quantity: 4 }]);
    expect(notices).toEqual([cartCopy.added(pump.name)]);
    expect((Reflect.get(window, EARLY.global) as { queue: unknown[] }).queue).toEqual([other]);
  });

  it("take over the quantity stepped or typed into the page before it was live", async () => {
    const store = createCartStore(null);
    const container = document.createElement("div");
    container.innerHTML = renderToString(form(createCartStore(null)));
    document.body.append(container);
    const field = screen.getByRole("textbox", { name: `Quantity for ${pump.name}` });
    (field as HTMLInputElement).value = "12";
    act(() => {
      hydrateRoot(container, form(store));
    });
    await act(async () => {});
    expect(field).toHaveValue("12");
    await userEvent.setup().click(screen.getByRole("button", { name: `Add to Cart, ${pump.name}` }));
    expect(lines(store)).toEqual([{ id: pump.id, quantity: 12 }]);
  });
});
