import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerOf, MAX_WAIT_MS, retryAfterMs, retryAt, WAIT_AFTER_ERROR_MS } from "./answers";

describe("answerOf: the one answer table", () => {
  it("sorts every status: 2xx delivered; 501 not set up; 408, 429 and other 5xx later; anything else refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (status) => {
        const answer = answerOf(status);
        if (status >= 200 && status < 300) expect(answer).toBe("delivered");
        else if (status === 501) expect(answer).toBe("not-set-up");
        else if (status === 408 || status === 429 || (status >= 500 && status < 600))
          expect(answer).toBe("later");
        else expect(answer).toBe("refused");
      }),
    );
    expect(answerOf(null)).toBe("later");
  });
});

describe("retryAfterMs and retryAt", () => {
  const NOW = Date.UTC(2026, 0, 1);

  it("reads seconds and HTTP dates, never past a day, never before now", () => {
    expect(retryAfterMs("120", NOW)).toBe(120_000);
    expect(retryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(retryAfterMs(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs("99999999", NOW)).toBe(MAX_WAIT_MS);
    for (const unreadable of [null, "", "soon", "-5", "1.5"])
      expect(retryAfterMs(unreadable, NOW)).toBeNull();
  });

  it("tries again at once after no answer, after an answer not before its wait, whatever the header says", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 400, max: 599 })), fc.option(fc.string()), (status, header) => {
        const at = retryAt({ status, retryAfter: header }, NOW);
        if (status === null) expect(at).toBe(NOW);
        else {
          expect(at).toBeGreaterThanOrEqual(NOW);
          expect(at).toBeLessThanOrEqual(NOW + MAX_WAIT_MS);
          if (retryAfterMs(header, NOW) === null) expect(at).toBe(NOW + WAIT_AFTER_ERROR_MS);
        }
      }),
    );
  });
});
