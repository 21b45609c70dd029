import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Container } from "~/components/ui/container";
import { PHONE_COLUMN, PHOTO_SLOTS, slotWidth } from "./photo-slots";

describe("slotWidth", () => {
  it("reads the first entry whose media condition holds, then the default", () => {
    expect(slotWidth("(min-width: 1024px) 50vw, 100vw", 1280)).toBe(640);
    expect(slotWidth("(min-width: 1024px) 50vw, 100vw", 412)).toBe(412);
    expect(slotWidth("(min-width: 640px) 9rem, 6rem", 375)).toBe(96);
    expect(slotWidth("(min-width: 640px) 9rem, 6rem", 800)).toBe(144);
  });

  it("reads a length less another, as the phone's column is written", () => {
    expect(slotWidth(PHONE_COLUMN, 412)).toBe(380);
    expect(slotWidth(PHOTO_SLOTS.productPage, 375)).toBe(343);
    expect(slotWidth(PHOTO_SLOTS.card, 412)).toBe(380);
    expect(slotWidth("calc(50vw - 24px)", 1000)).toBe(476);
  });

  it("names what it cannot read", () => {
    expect(() => slotWidth("(min-width: 640px) 50vw, calc(100vw + 2rem)", 375)).toThrow(
      'cannot read "calc(100vw + 2rem)"',
    );
    expect(() => slotWidth("(min-width: 640px) 50vw", 375)).toThrow("has no entry for a 375 px screen");
  });
});

describe("the phone's column", () => {
  it("is the screen less the gutters the page's container keeps on a phone (1 rem a side)", () => {
    const { container } = render(<Container />);
    const classes = (container.firstElementChild?.className ?? "").split(" ");
    expect(classes).toContain("px-4");
    expect(PHONE_COLUMN).toBe("calc(100vw - 2rem)");
  });
});
