// @vitest-environment node
import { describe, expect, it } from "vitest";
import { htmlErrors } from "./html-check.mjs";

const client = "/srv/build/client";
const report = JSON.stringify({
  messages: [
    {
      type: "error",
      url: "file:/srv/build/client/services/energy/index.html",
      lastLine: 1,
      firstColumn: 64,
      message: "Bad value “0;url=/energy-solutions” for attribute “content” on element “meta”.",
    },
    { type: "error", url: "file:/srv/build/client/index.html", lastLine: 3, message: "CSS: “@property”." },
    { type: "info", url: "file:/srv/build/client/index.html", message: "Trailing slash on void elements." },
    {
      type: "non-document-error",
      subType: "fatal",
      url: "file:/srv/build/client/about/index.html",
      message: "Cannot read.",
    },
  ],
});

describe("htmlErrors", () => {
  it("names each HTML error by its page's file and place, and leaves out CSS and what is not an error", () => {
    expect(htmlErrors(report, client)).toEqual([
      "services/energy/index.html:1:64: Bad value “0;url=/energy-solutions” for attribute “content” on element “meta”.",
      "about/index.html:?:?: Cannot read.",
    ]);
  });

  it("is nothing for a clean report", () => {
    expect(htmlErrors(JSON.stringify({ messages: [] }), client)).toEqual([]);
  });
});
