/** A value an inline script can be given: what JSON writes and reads back unchanged. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * The text of an inline script that calls `fn` with `args`: `(source)(arg,…);`. `fn` runs from its source text,
 * so it may use only its arguments and browser globals (no imports, no variables around it); write it as a
 * function declaration or an arrow. The arguments are written as JSON, with `<` escaped so that no value can end
 * the <script> element early.
 */
export function inlineScript<A extends readonly Json[]>(fn: (...args: A) => void, ...args: A): string {
  const source = fn.toString();
  if (/<\/script|<!--/i.test(source))
    throw new Error(`${fn.name}: an inline script cannot contain </script or <!--`);
  const values = args.map((arg) => JSON.stringify(arg).replaceAll("<", "\\u003c"));
  return `(${source})(${values.join(",")});`;
}

/**
 * An inline script in <head>. Its text belongs in the prerendered HTML only: the browser has run it by the time
 * React hydrates, which leaves the element as it is (hence no hydration warning), so the browser's bundle passes
 * an empty text and carries neither the text nor the function it comes from (head-scripts.tsx). The build hashes
 * every inline script into the Content-Security-Policy.
 */
export function InlineScript({ text }: { text: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
