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
