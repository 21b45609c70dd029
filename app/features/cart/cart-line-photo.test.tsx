import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PHOTO_SLOTS } from "~/lib/photo-slots";
import { CartLineItem } from "./cart-line-item";
import { compressor } from "./test-items";

// The byte budgets hold the photo a phone takes in each slot to that slot's budget, by these sizes.
describe("a cart line's photo staff uploaded", () => {
  it("is drawn in the cart line's slot, in every format", () => {
    const line = { ...compressor, quantity: 1, image: "/assets/photos/compressor-0a1b2c3d4e-1200.jpg" };
    const { container } = render(
      <ul>
        <CartLineItem line={line} onQuantityChange={() => undefined} onRemove={() => undefined} />
      </ul>,
    );
    const sizes = [...container.querySelectorAll("picture source, picture img")].map((element) =>
      element.getAttribute("sizes"),
    );
    expect(sizes).toEqual([PHOTO_SLOTS.cartLine, PHOTO_SLOTS.cartLine, PHOTO_SLOTS.cartLine]);
  });
});
