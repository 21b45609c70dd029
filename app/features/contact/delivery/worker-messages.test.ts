import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isChanged, readQuestion, readWorkerKept } from "./worker-messages";

describe("what a page and the worker say", () => {
  it("reads a page's question, keeping only what it knows", () => {
    expect(readQuestion({ type: "ENQUIRIES", replay: true, dismiss: "k1", extra: 1 })).toEqual({
      type: "ENQUIRIES",
      replay: true,
      dismiss: "k1",
    });
    expect(readQuestion({ type: "ENQUIRIES", replay: "yes", dismiss: 4 })).toEqual({ type: "ENQUIRIES" });
    expect(readQuestion({ type: "SKIP_WAITING" })).toBeNull();
  });

  it("reads the worker's answer, leaving out an entry that is not one", () => {
    expect(
      readWorkerKept({
        waiting: 2,
        undelivered: [
          { body: "{}", answer: "refused" },
          { body: "{}", answer: "not-set-up" },
          { body: "{}", answer: "delivered" },
          { body: 5, answer: "refused" },
        ],
      }),
    ).toEqual({
      waiting: 2,
      undelivered: [
        { body: "{}", answer: "refused" },
        { body: "{}", answer: "not-set-up" },
      ],
    });
    expect(readWorkerKept({ waiting: Number.NaN, undelivered: [] })).toBeNull();
    expect(isChanged({ type: "ENQUIRIES_CHANGED" })).toBe(true);
  });

  it("never throws, whatever arrives", () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        readQuestion(data);
        const kept = readWorkerKept(data);
        if (kept) expect(kept.waiting).toBeGreaterThanOrEqual(0);
        isChanged(data);
      }),
    );
  });
});
