// Draws the link-preview card public/og-image.png (1200 x 630) with the local Chromium. Run by hand after a
// rebrand: `node scripts/build/og-image.mjs`; the PNG is committed, so builds and CI never need to draw it.
import { chromium } from "@playwright/test";
import { BRAND_COLOURS, logoSvg } from "../../app/content/brand.ts";

const out = new URL("../../public/og-image.png", import.meta.url);
const logo = logoSvg({ pixels: 96 });
const lines = [
  ["Mining & Industrial", "#3b82f6"],
  ["Energy Solutions", "#22c55e"],
  ["Civil Contracting", "#f59e0b"],
];

// Solid colours, no gradients: keeps the PNG small (WhatsApp shows no preview for images over about 300 kB).
const html = `<!doctype html><html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
    color: #fff; background: ${BRAND_COLOURS.ink}; overflow: hidden; }
  .disc { position: absolute; right: -160px; top: -220px; width: 640px; height: 640px; border-radius: 50%; background: #102d50; }
  .card { position: relative; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
  .brand, h1, .lines { position: relative; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .name { font-size: 52px; font-weight: 700; letter-spacing: -1px; }
  .since { font-size: 26px; color: #fcd34d; margin-top: 6px; font-weight: 700; }
  h1 { margin-top: 64px; font-size: 60px; line-height: 1.12; font-weight: 700; letter-spacing: -1px; max-width: 980px; }
  .lines { margin-top: auto; display: flex; gap: 18px; }
  .line { font-size: 26px; font-weight: 700; padding: 14px 24px; border-radius: 999px;
    background: rgba(255,255,255,0.08); border: 2px solid var(--c); }
  .line::before { content: ""; display: inline-block; width: 14px; height: 14px; border-radius: 50%;
    background: var(--c); margin-right: 12px; vertical-align: 2px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px;
    background: linear-gradient(90deg, #3b82f6 0 33.3%, #22c55e 33.3% 66.6%, #f59e0b 66.6%); }
</style></head><body><div class="card"><div class="disc"></div>
  <div class="brand">${logo}<div><div class="name">Industrial Suppliers</div><div class="since">Since 1991 · Harare, Zimbabwe</div></div></div>
  <h1>Powering Industries, Reliable Solutions, Since 1991</h1>
  <div class="lines">${lines.map(([label, colour]) => `<span class="line" style="--c:${colour}">${label.replace("&", "&amp;")}</span>`).join("")}</div>
  <div class="bar"></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path: out.pathname, type: "png" });
  console.log(`og-image: ${out.pathname} written`);
} finally {
  await browser.close();
}
