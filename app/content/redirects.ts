// The old service addresses Astro keeps alive (astro.config.mjs, `redirects`) and the business line's landing page
// each now redirects to. The hosts' own redirects (scripts/build/host-rules.mjs) say the same; tests hold them together.
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/services/industrial": "/mining-industrial",
  "/services/energy": "/energy-solutions",
  "/services/civil": "/civil-contracting",
};
