import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { colourWanted, passWithoutColour } from "./run-against-server.mjs";

describe("colourWanted", () => {
  it("keeps colour only on a terminal that has not turned it off", () => {
    expect(colourWanted({ isTTY: true }, {})).toBe(true);
    expect(colourWanted({ isTTY: false }, {})).toBe(false);
    expect(colourWanted({}, {})).toBe(false);
    expect(colourWanted({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(colourWanted({ isTTY: true }, { NO_COLOR: "" })).toBe(false);
    expect(colourWanted({ isTTY: true }, { FORCE_COLOR: "0" })).toBe(false);
    expect(colourWanted({ isTTY: true }, { FORCE_COLOR: "1" })).toBe(true);
  });
});

describe("passWithoutColour", () => {
  it("passes each line on without its colour codes, a code split across chunks included", async () => {
    const from = new PassThrough();
    const written: string[] = [];
    const done = passWithoutColour(from, { write: (text: string) => written.push(text) });
    // Wrangler's error line, as it prints it, cut in the middle of a code.
    from.write("\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERR");
    from.write("OR\u001b[41;31m]\u001b[0m \u001b[1mThe enquiry service answered 500\u001b[0m\n");
    from.write("plain line\r\nlast line without an end");
    from.end();
    await done;
    expect(written).toEqual([
      "✘ [ERROR] The enquiry service answered 500\n",
      "plain line\n",
      "last line without an end\n",
    ]);
  });

  it("does nothing without a stream", async () => {
    await expect(passWithoutColour(null, { write: () => expect.unreachable() })).resolves.toBeUndefined();
  });
});
