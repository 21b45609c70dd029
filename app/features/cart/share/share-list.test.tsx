import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartProvider } from "../state/cart-context";
import { CART_STORAGE_KEY, type CartStorage } from "../state/cart-storage";
import { createCartStore } from "../state/cart-store";
import { compressor, pump } from "../test-items";
import { ShareListButton } from "./share-list-button";
import { SharedListView } from "./shared-list-view";

const lines = [
  { ...compressor, quantity: 2 },
  { ...pump, quantity: 1 },
];

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, "clipboard");
  window.history.replaceState(null, "", "/");
});

describe("ShareListButton", () => {
  it("copies the list's link and says so where there is no share sheet", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<ShareListButton lines={lines} />);
    await user.click(screen.getByRole("button", { name: "Share list" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cart/shared?l=prod-001.2_prod-002.1`);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Link copied. Paste it into a chat or an e-mail: it opens this list.",
    );
  });

  it("shows the link selected to copy by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
    });
    render(<ShareListButton lines={lines} />);
    await user.click(screen.getByRole("button", { name: "Share list" }));
    const box = await screen.findByRole("textbox", { name: "Link to this list" });
    expect(box).toHaveValue(`${window.location.origin}/cart/shared?l=prod-001.2_prod-002.1`);
    expect(box).toHaveFocus();
  });
});

function renderShared(search: string, stored: unknown[] = []) {
  window.history.replaceState(null, "", `/cart/shared${search}`);
  const map = new Map([[CART_STORAGE_KEY, JSON.stringify(stored)]]);
  const storage: CartStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  render(
    <CartProvider store={createCartStore(storage)}>
      <SharedListView looks={{}} />
    </CartProvider>,
  );
}

describe("SharedListView", () => {
  it("shows the list with today's names and prices, its total, and names what it skips", () => {
    renderShared("?l=prod-001.2_prod-099.1_prod-002.0", [{ ...pump, quantity: 3 }]);
    expect(screen.getAllByTestId("shared-line").map((row) => row.textContent)).toEqual([
      "Heavy-Duty Industrial Air Compressor2$12,999.99$25,999.98",
    ]);
    expect(screen.getByTestId("shared-total")).toHaveTextContent("$25,999.98");
    expect(screen.getByRole("button", { name: "Add to my cart" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Replace my cart" })).toHaveAccessibleDescription(
      "Replace my cart removes the 3 items in your cart now.",
    );
    const skipped = screen.getByRole("region", { name: "Not added from this link" });
    expect(skipped).toHaveTextContent("prod-099: a product we do not sell (any more).");
    expect(skipped).toHaveTextContent('Submersible Slurry Pump: "0" is not a quantity from 1 to 9,999.');
  });

  it("says so when the link has no list, and changes nothing", () => {
    renderShared("");
    expect(screen.getByText("This link has no list in it.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
