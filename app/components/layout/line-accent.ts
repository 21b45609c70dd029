import type { BusinessLineNav } from "~/content/navigation";

/** Tailwind classes that mark each business line with its own colour. */
export const lineAccent: Record<
  BusinessLineNav["line"],
  { border: string; text: string; bg: string; soft: string }
> = {
  mining: { border: "border-mining", text: "text-mining", bg: "bg-mining", soft: "bg-mining-soft" },
  energy: { border: "border-energy", text: "text-energy", bg: "bg-energy", soft: "bg-energy-soft" },
  civil: { border: "border-civil", text: "text-civil", bg: "bg-civil", soft: "bg-civil-soft" },
};
