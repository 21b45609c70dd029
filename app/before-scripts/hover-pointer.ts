/** The attribute on <html> that says the visitor's main pointer can hover (a mouse, a trackpad). */
export const HOVER_POINTER_ATTRIBUTE = "data-hover-pointer";

/**
 * Inline script for <head>: marks <html> when the main pointer can hover, which the speculation rules read to
 * fetch a page ahead when the pointer rests on its link (layouts/speculation-rules.ts). Set before the body is
 * parsed, so the rules see it from the first link. It runs as its source text (inline-script.tsx).
 */
export function markHoverPointer(attribute: string): void {
  if (matchMedia("(hover: hover)").matches) document.documentElement.setAttribute(attribute, "");
}
