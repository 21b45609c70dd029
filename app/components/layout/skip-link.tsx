/** First focus stop on every page: jumps past the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="bg-accent-500 text-ink sr-only z-[70] rounded-md px-4 py-3 font-bold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
