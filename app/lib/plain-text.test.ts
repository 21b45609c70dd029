import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasControls, oneLine, withLineBreaks } from "./plain-text";

/** The characters a mail header must never carry, each named. */
const HOSTILE = { CR: "\r", LF: "\n", NUL: "\u0000", NEL: "\u0085", LS: "\u2028", PS: "\u2029" };

/** Text mixing letters, spaces and every kind of control character and line break. */
const mixed = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...Object.values(HOSTILE), "\t", "\v", "\f", "\u007f", "\u009f", "\u001b"),
    fc.constantFrom("a", "Z", " ", "é", "+", "7"),
    fc.string({ maxLength: 1, unit: "grapheme" }),
  ),
  maxLength: 60,
});

describe("oneLine", () => {
  it.each(Object.entries(HOSTILE))("flattens %s", (_, character) => {
    expect(oneLine(`Bob${character}Bcc: victim@example.org`)).toMatch(/^Bob ?Bcc: victim@example\.org$/);
  });

  it("turns a line break into a space and drops other controls", () => {
    expect(oneLine("  Tendai\r\nMoyo\u0000 \u2028 Ltd  ")).toBe("Tendai Moyo Ltd");
  });

  it("leaves no control character and no line break, whatever the text", () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const flat = oneLine(text);
        expect(hasControls(flat)).toBe(false);
        expect(flat).toBe(flat.trim());
        expect(oneLine(flat)).toBe(flat);
      }),
    );
  });
});

describe("withLineBreaks", () => {
  it("keeps each line break as one LF and drops every other control", () => {
    expect(withLineBreaks("One\r\nTwo\u2028Three\u0085Four\u0000\u001b five\r")).toBe(
      "One\nTwo\nThree\nFour five",
    );
  });

  it("keeps as many lines as the text had, and no other control character", () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const kept = withLineBreaks(text);
        expect(hasControls(kept.replaceAll("\n", ""))).toBe(false);
        expect(kept.split("\n").length).toBeLessThanOrEqual(
          text.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/).length,
        );
        expect(withLineBreaks(kept)).toBe(kept);
      }),
    );
  });
});
