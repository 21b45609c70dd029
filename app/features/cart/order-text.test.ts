import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCheckoutMessage } from "./checkout-message";
import { MAILTO_MAX_LENGTH, orderMailto } from "./order-text";
import { cartLine } from "./test-items";

const cart = [
  cartLine("Heavy-Duty Industrial Air Compressor", 1_299_999, 2, "prod-001"),
  cartLine("Slurry Pump", 845_000, 1, "prod-002"),
];

function parseMailto(href: string) {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") };
}

describe("orderMailto", () => {
  it("addresses the sales team with a subject naming the order and the WhatsApp message as body", () => {
    const result = orderMailto("sales@example.com", cart);
    if (result.kind !== "link") throw new Error("expected a link");
    expect(result.href.startsWith("mailto:sales@example.com?subject=")).toBe(true);
    const { to, subject, body } = parseMailto(result.href);
    expect(to).toBe("sales@example.com");
    expect(subject).toBe("New Order Request: 3 items, total $34,449.98");
    expect(body).toBe(buildCheckoutMessage(cart).replace(/\n/g, "\r\n"));
  });

  it("writes line breaks as %0D%0A and encodes &, #, %, +, quotes and non-Latin names", () => {
    const awkward = [
      cartLine("Pipes & Valves #3 \"100%\" + 'B' \u041d\u0430\u0441\u043e\u0441 \u6c34\u6cf5", 1_005, 1),
    ];
    const result = orderMailto("sales@example.com", awkward);
    if (result.kind !== "link") throw new Error("expected a link");
    const query = result.href.slice(result.href.indexOf("?") + 1);
    expect(query).toContain("%0D%0A");
    expect(query).not.toMatch(/[\s"#]/);
    expect(query.split("&")).toHaveLength(2);
    expect(query).toContain("Pipes%20%26%20Valves%20%233%20%22100%25%22%20%2B");
    expect(parseMailto(result.href).body).toContain(
      "Pipes & Valves #3 \"100%\" + 'B' \u041d\u0430\u0441\u043e\u0441 \u6c34\u6cf5 x 1",
    );
  });

  it("round-trips any cart: the decoded body is the WhatsApp message, and the link stays within the limit", () => {
    const lineArb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 8 }),
      name: fc.string({ unit: "grapheme", maxLength: 60 }),
      priceCents: fc.integer({ min: 0, max: 100_000_000 }),
      quantity: fc.integer({ min: 1, max: 9_999 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 40 }), (raw) => {
        const lines = raw.map((item) => ({ ...item, image: "", category: "Energy Solutions" }));
        const result = orderMailto("sales@example.com", lines);
        if (result.kind === "too-long") {
          expect(result.length).toBeGreaterThan(MAILTO_MAX_LENGTH);
          return;
        }
        expect(result.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
        expect(parseMailto(result.href).body).toBe(buildCheckoutMessage(lines).replace(/\n/g, "\r\n"));
      }),
    );
  });

  it("refuses a link past the limit and says how long it would be", () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      cartLine(`Armoured cable, 4 core, 25 mm\u00b2 #${index}`, 1_299, 10),
    );
    const result = orderMailto("sales@example.com", many);
    expect(result.kind).toBe("too-long");
    if (result.kind === "too-long") expect(result.length).toBeGreaterThan(MAILTO_MAX_LENGTH);
  });
});
