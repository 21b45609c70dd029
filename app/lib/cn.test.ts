import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and drops falsy ones", () => {
    const open = false as boolean;
    expect(cn("px-4", open && "hidden", undefined, ["py-2", { "font-bold": true, italic: false }])).toBe(
      "px-4 py-2 font-bold",
    );
  });

  it("is guarded in tests against conflicting Tailwind classes, which it does not resolve", () => {
    expect(() => cn("inline-flex", "hidden")).toThrow(/conflicting Tailwind classes/);
    expect(() => cn("p-4", "p-1")).toThrow(/conflicting Tailwind classes/);
  });
});
