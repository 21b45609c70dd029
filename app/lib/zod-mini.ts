// The schema library for code that runs in the browser: zod's tree-shakable form, which costs only the checks a
// schema uses. Every browser module takes `z` from here, so the setting below comes before any schema is built.
import * as z from "zod/mini";

// No compiled parsers: zod would try `new Function` once to find out whether it may, and the site's
// Content-Security-Policy (no 'unsafe-eval') reports that try as a violation on every page that checks data.
z.config({ jitless: true });

export { z };
