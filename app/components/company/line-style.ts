import type { Line } from "~/content/business-lines/types";

/**
 * Line-coloured classes the business-line sections need beyond layout/line-accent.ts. Written out in full
 * because Tailwind only generates classes it finds literally in the source.
 */
export const lineStyle: Record<Line, { topBorder: string; leftBorder: string; ring: string }> = {
  mining: { topBorder: "border-t-mining", leftBorder: "border-l-mining", ring: "ring-mining" },
  energy: { topBorder: "border-t-energy", leftBorder: "border-l-energy", ring: "ring-energy" },
  civil: { topBorder: "border-t-civil", leftBorder: "border-l-civil", ring: "ring-civil" },
};
