import { highlightParts } from "./product-search";

/** Text with the search's words marked; rendered as text nodes only, never as markup. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return text;
  return highlightParts(text, terms).map((part, index) =>
    part.match ? (
      <mark key={index} className="bg-accent-200 text-ink rounded-sm">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
