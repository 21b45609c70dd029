import { HardHat, type LucideIcon, Pickaxe, Sun } from "lucide-react";
import type { Line } from "~/content/business-lines/types";

/** Each business line's mark beside its pages' eyebrow, so a buyer sees at once which business they are in. */
export const lineMark: Record<Line, LucideIcon> = { mining: Pickaxe, energy: Sun, civil: HardHat };
