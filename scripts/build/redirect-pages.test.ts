import { describe, expect, it } from "vitest";
import { conformingRefresh } from "./redirect-pages.mjs";

describe("conformingRefresh", () => {
  it("puts the space HTML requires after the refresh's semicolon, and changes nothing else", () => {
    const page =
      '<!doctype html><title>Redirecting to: /energy-solutions</title><meta http-equiv="refresh" ' +
      'content="0;url=/energy-solutions"><a href="/energy-solutions">Redirecting</a>';
    expect(conformingRefresh(page)).toBe(page.replace('content="0;url=', 'content="0; url='));
    expect(conformingRefresh(conformingRefresh(page))).toBe(conformingRefresh(page));
  });
});
