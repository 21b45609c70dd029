// The old service addresses the route table keeps alive (app/routes.ts) and the business line's landing page each
// now redirects to. The hosts' own redirects (scripts/build/host-rules.mjs) say the same; tests hold them together.
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/services/industrial": "/mining-industrial",
  "/services/energy": "/energy-solutions",
  "/services/civil": "/civil-contracting",
};
