import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Unlike shadcn's `twMerge(clsx(...))` it does not resolve conflicting Tailwind classes:
 * tailwind-merge would add 8 KB gzip to every page (docs/decisions/004-class-names-without-tailwind-merge.md).
 * Callers pass classes that do not conflict: the unit tests' setup fails any render that does, and
 * class-conflicts.test.ts any class list written in app/ that does.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
