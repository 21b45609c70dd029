import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The DOM tests' setup (after app/test-setup.ts): jest-dom's matchers, and each test starts from an empty page.
afterEach(() => {
  cleanup();
});
