import { chromium } from "@playwright/test";
const [,, url, out, width, height] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, r => r.abort());
await page.goto(url); await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
