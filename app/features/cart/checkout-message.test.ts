import { describe, expect, it } from "vitest";
import { loadProducts } from "~/content/data-files";
import { buildCheckoutMessage, whatsappCheckoutUrl } from "./checkout-message";
import { cartLine } from "./test-items";

/** The products of the data files, as the build checks them. */
const { products } = loadProducts();

const CLOSING = "Please provide your delivery details and preferred payment method. Thank you!";

describe("buildCheckoutMessage", () => {
  it("puts the order's reference after the heading on the first line, the rest exactly as without it", () => {
    const lines = [cartLine("Heavy-Duty Industrial Air Compressor", 1_299_999, 2)];
    const [first, ...rest] = buildCheckoutMessage(lines, "K7M4QX").split("\n");
    expect(first).toBe("New Order Request - Ref. K7M4QX");
    expect(rest).toEqual(buildCheckoutMessage(lines).split("\n").slice(1));
  });

  it("writes the order in the exact checkout format", () => {
    const message = buildCheckoutMessage([
      cartLine("Heavy-Duty Industrial Air Compressor", 1_299_999, 2),
      cartLine("Submersible Slurry Pump", 845_000, 1),
    ]);
    expect(message).toBe(
      [
        "New Order Request",
        "",
        "Heavy-Duty Industrial Air Compressor x 2 - $25999.98",
        "Submersible Slurry Pump x 1 - $8450.00",
        "",
        "Total: $34449.98",
        "",
        CLOSING,
      ].join("\n"),
    );
  });

  it("keeps awkward names intact but on one line", () => {
    const message = buildCheckoutMessage([
      cartLine('Pipes & Valves #3 "100%" \u2013 \u{1F6E0}\uFE0F', 1_005, 3),
      cartLine("Cable\nwith a\r\nbreak", 10, 1),
    ]);
    expect(message).toBe(
      [
        "New Order Request",
        "",
        'Pipes & Valves #3 "100%" \u2013 \u{1F6E0}\uFE0F x 3 - $30.15',
        "Cable with a break x 1 - $0.10",
        "",
        "Total: $30.25",
        "",
        CLOSING,
      ].join("\n"),
    );
  });

  it("lists all 15 products with their list prices and totals them in exact cents", () => {
    const lines = products.map((product, index) =>
      cartLine(product.name, product.listPriceCents, index + 1, product.id),
    );
    expect(buildCheckoutMessage(lines)).toMatchInlineSnapshot(`
      "New Order Request

      Heavy-Duty Industrial Air Compressor x 1 - $12999.99
      Submersible Slurry Pump x 2 - $16900.00
      Industrial Split Air Conditioner 24,000 BTU x 3 - $5697.00
      Monocrystalline Solar Panel 550 W x 4 - $1159.96
      Hybrid Solar Inverter 10 kW x 5 - $17495.00
      Lithium Battery Bank 10 kWh x 6 - $27594.00
      Distribution Transformer 500 kVA x 7 - $171500.00
      Armoured Cable 4-Core 16 mm² (100 m Drum) x 8 - $10392.00
      Helical Gear Reducer 30 kW x 9 - $34650.00
      Cast Steel Gate Valve DN150 x 10 - $6450.00
      Diesel Concrete Mixer 350 L x 11 - $30250.00
      Steel Frame Scaffolding Set x 12 - $22200.00
      Reversible Plate Compactor 400 kg x 13 - $64870.00
      High-Yield Reinforcing Bar Y12 (1 Tonne) x 14 - $13720.00
      Silent Diesel Generator 60 kVA x 15 - $247500.00

      Total: $683377.95

      Please provide your delivery details and preferred payment method. Thank you!"
    `);
  });
});

describe("whatsappCheckoutUrl", () => {
  it("links to wa.me with the number and the URL-encoded message", () => {
    const url = whatsappCheckoutUrl("263000000000", [cartLine('A&B #1 "50%" \u{1F600}', 100, 1)]);
    expect(url.startsWith("https://wa.me/263000000000?text=")).toBe(true);
    const text = new URL(url).searchParams.get("text");
    expect(text).toBe(
      ["New Order Request", "", 'A&B #1 "50%" \u{1F600} x 1 - $1.00', "", "Total: $1.00", "", CLOSING].join(
        "\n",
      ),
    );
    expect(url).toContain("A%26B%20%231%20%2250%25%22%20%F0%9F%98%80");
    expect(url.slice(url.indexOf("?text=") + 6)).not.toMatch(/[ &#"\n]/);
  });

  it("keeps only the digits of the number", () => {
    expect(whatsappCheckoutUrl("+263 77 212-3456", [])).toMatch(/^https:\/\/wa\.me\/263772123456\?text=/);
  });
});
