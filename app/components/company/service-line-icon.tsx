import { Factory, HardHat, Zap, type LucideIcon } from "lucide-react";
import type { ServiceLine } from "~/content/services";

export const serviceLineIcon: Record<ServiceLine["line"], LucideIcon> = {
  mining: Factory,
  energy: Zap,
  civil: HardHat,
};
