import { vi } from "vitest";

// cn() joins classes without resolving Tailwind conflicts (it would cost 8 KB on every page), so every
// component test fails if a render passes cn() two classes that set the same thing (say `hidden` and `flex`).
vi.mock("~/lib/cn", async (importOriginal) => {
  const { cn } = await importOriginal<typeof import("~/lib/cn")>();
  // Loaded with cn itself, so test files that never use cn do not pay for it.
  const { twMerge } = await import("~/lib/tw-merge-for-tests");
  const tokens = (classes: string) => classes.split(/\s+/).filter(Boolean).sort().join(" ");
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const joined = cn(...inputs);
      if (tokens(joined) !== tokens(twMerge(joined))) {
        throw new Error(`cn() was given conflicting Tailwind classes: "${joined}"`);
      }
      return joined;
    },
  };
});
