import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script";

/** Runs a script's text as the page would, with `record` in reach; returns what it recorded. */
function run(text: string): unknown[] {
  const calls: unknown[] = [];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own script text, run as the page runs it
  const script = new Function("record", text) as (record: (value: unknown) => void) => void;
  script((value) => calls.push(value));
  return calls;
}

declare const record: (value: unknown) => void;

describe("inlineScript", () => {
  it("calls the function with its arguments as JSON values", () => {
    function report(
      names: { readonly [key: string]: string },
      limit: number,
      on: boolean,
      list: readonly number[],
    ) {
      record([names, limit, on, list]);
    }
    const text = inlineScript(report, { global: "__x" }, 9_999, true, [1, 2]);
    expect(text).toMatch(/^\(function report\(/);
    expect(run(text)).toEqual([[{ global: "__x" }, 9_999, true, [1, 2]]]);
  });

  it("serialises arrows too", () => {
    expect(run(inlineScript((value: string) => record(value), "ok"))).toEqual(["ok"]);
  });

  it("keeps an argument from ending the <script> element", () => {
    const text = inlineScript((value: string) => record(value), "</script><script>alert(1)</script><!--");
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(run(text)).toEqual(["</script><script>alert(1)</script><!--"]);
  });

  it("refuses a function whose own text would end it", () => {
    // Compilers escape "</script" in string literals; a function made from text keeps it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text under test
    const unsafe = new Function('record("</SCRIPT>")') as () => void;
    expect(() => inlineScript(unsafe)).toThrow("</script");
  });
});
