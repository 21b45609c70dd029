import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ClientLimit, UNKNOWN_CLIENT } from "./client-limit";

describe("ClientLimit", () => {
  it("lets each client have at most `max` distinct keys in any window, and says how long until the next", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(
          fc.record({
            client: fc.constantFrom("a", "b"),
            key: fc.constantFrom("k1", "k2", "k3", "k4", "k5"),
            gap: fc.nat(400),
          }),
          { maxLength: 60 },
        ),
        (max, requests) => {
          const windowMs = 1_000;
          const limit = new ClientLimit(max, windowMs);
          const allowed: { client: string; key: string; at: number }[] = [];
          let now = 0;
          for (const { client, key, gap } of requests) {
            now += gap;
            const wait = limit.take(client, key, now);
            const recent = allowed.filter((entry) => entry.client === client && now - entry.at < windowMs);
            if (wait === null) {
              if (!recent.some((entry) => entry.key === key)) allowed.push({ client, key, at: now });
            } else {
              expect(wait).toBeGreaterThan(0);
              expect(wait).toBeLessThanOrEqual(windowMs);
              expect(recent.some((entry) => entry.key === key)).toBe(false);
            }
            const keys = new Set(recent.map((entry) => entry.key));
            expect(keys.size).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });

  it("treats clients with no address as one, and forgets the least recent client past its size", () => {
    const limit = new ClientLimit(1, 1_000, 2);
    expect(limit.take(null, "k1", 0)).toBeNull();
    expect(limit.take(" ", "k2", 1)).toBe(999);
    expect(limit.take(UNKNOWN_CLIENT, "k3", 2)).toBe(998);
    expect(limit.take("b", "k1", 3)).toBeNull();
    expect(limit.take("c", "k1", 4)).toBeNull();
    // The unknown clients' count was forgotten with them.
    expect(limit.take(undefined, "k4", 5)).toBeNull();
  });
});
