// Runs after `astro build` (which writes every page, 404.html, the redirect pages and the sitemap):
// 0. fails the build on a link to a product no data file has, naming the page and the product;
// 1. puts the sitemap at /sitemap.xml, where robots.txt and crawlers look for it (the integration's one URL set);
// 2. puts Decap CMS's files beside the content manager's page (build/client/admin/), which gets its own policy;
// 3. hashes every inline script the built pages hold (the site's own and Astro's island runtime) and writes, from
//    scripts/build/host-rules.mjs, each server's
//    and static host's configuration with the Content-Security-Policy that allows exactly those
//    (scripts/build/host-configs.mjs: build/serve.json, build/nginx/csp.conf, and _headers, _redirects, vercel.json,
//    staticwebapp.config.json in build/client);
// 4. builds the offline copy's service worker over the site (scripts/build/service-worker.mjs), once everything it
//    serves and every host's configuration is written: its version covers both, so new headers make a new worker;
// 5. stores every page, script and other text file compressed beside itself (scripts/build/precompress.mjs);
// 6. on Vercel, writes its Build Output folder, .vercel/output/ (scripts/build/vercel-output.mjs).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { copyDecapFiles, withRepository } from "../cms/decap-admin.mjs";
import { writePreviewStyles } from "../cms/preview-styles.mjs";
import { buildUrl, shownPath } from "./build-dir.mjs";
import { buildServiceWorker } from "./service-worker.mjs";
import { HostLimitError, writeHostConfigs } from "./host-configs.mjs";
import { pagePath, siteRules } from "./host-rules.mjs";
import { precompress } from "./precompress.mjs";
import { placeSitemap } from "./sitemap-file.mjs";
import { vercelOutputPaths, vercelOutputWanted, writeVercelOutput } from "./vercel-output.mjs";
import { deployChecklist, formatChecklist } from "./deploy-checklist.ts";
import { builtPages, productLinkProblems } from "./product-links.ts";
import { loadContentData } from "../../app/content/data-files.ts";
import { ADMIN_PREFIX, endpointOrigins, inlineScripts, scriptHash } from "./security-headers.mjs";

const root = new URL("../../", import.meta.url);
const build = buildUrl();
const client = new URL("client/", build);

// 0. Every link to a product's page, on any page, leads to a product the data files have (scripts/build/product-links.ts).
const deadLinks = productLinkProblems(
  await builtPages(fileURLToPath(client), (file) => file.startsWith(ADMIN_PREFIX.slice(1))),
  new Set(loadContentData().products.map((product) => product.id)),
);
if (deadLinks.length > 0) {
  console.error(
    `postbuild: ${deadLinks.length} link(s) to a product that does not exist:\n${deadLinks.join("\n")}`,
  );
  process.exit(1);
}

// Crawlers and robots.txt find the sitemap at /sitemap.xml (scripts/build/sitemap-file.mjs).
const sitemaps = await placeSitemap(client);
console.log(`postbuild: the sitemap at ${sitemaps.join(", ")}`);

const adminDir = ADMIN_PREFIX.slice(1);
const copied = await copyDecapFiles(fileURLToPath(new URL(adminDir, client)));
console.log(`postbuild: ${copied} Decap CMS files copied to ${shownPath(`client/${adminDir}`)}`);
// The preview pane shows products in the site's own style sheet.
await writePreviewStyles(fileURLToPath(client), fileURLToPath(new URL(adminDir, client)));
const adminConfig = new URL(`${adminDir}config.yml`, client);
/** The live config.yml; whether it still names the placeholder repository (the deploy checklist says so). */
const {
  text: liveConfig,
  placeholder: cmsRepoPlaceholder,
  auth,
} = withRepository(await readFile(adminConfig, "utf8"), process.env);
await writeFile(adminConfig, liveConfig);
console.log(
  `postbuild: the content manager signs staff in through ${auth === "site" ? "the site's functions (/api/auth; CMS_AUTH=site)" : "Netlify's own GitHub OAuth (CMS_AUTH=netlify)"}`,
);

// The site's pages; the content manager is not one of them (it has its own policy below).
const htmlFiles = (await readdir(client, { recursive: true })).filter(
  (file) => file.endsWith(".html") && !file.replaceAll("\\", "/").startsWith(adminDir),
);
const hashes = new Set();
/** @type {{ path: string, scripts: string[] }[]} */
const documents = [];
/** @type {string[]} */
let notFoundScripts = [];
for (const file of htmlFiles) {
  const html = await readFile(new URL(file, client), "utf8");
  const scripts = inlineScripts(html);
  for (const script of scripts) hashes.add(scriptHash(script));
  const path = pagePath(file.split(sep).join("/"));
  if (path !== undefined) documents.push({ path, scripts });
  else if (file === "404.html") notFoundScripts = scripts;
}

// The same variables the app was built with (.env files and the environment), as Vite reads them.
const env = loadEnv("production", root.pathname, "VITE_");
const rules = siteRules({
  documents,
  notFoundScripts,
  connectOrigins: endpointOrigins(env.VITE_CONTACT_ENDPOINT),
});
// The worker is built after the hosts' files (step 4), which describe it too.
/** @type {string[]} */
let hostFiles = [];
try {
  const written = await writeHostConfigs(rules, { build });
  hostFiles = written;
  const longest = Math.max(...rules.pages.map((entry) => entry.headers["Content-Security-Policy"].length));
  console.log(
    `postbuild: Content-Security-Policy allows ${hashes.size} inline scripts from ${htmlFiles.length} pages by hash ` +
      `(${rules.sitePolicy.length} characters for the whole site, at most ${longest} for one page); ` +
      `written to ${written.map((file) => shownPath(file)).join(", ")}`,
  );
} catch (error) {
  if (!(error instanceof HostLimitError)) throw error;
  console.error(`postbuild: ${error.message}. See README, Deploying.`);
  process.exit(1);
}

await buildServiceWorker(build, { hostFiles, rules, siteEnv: env });

const packed = await precompress(fileURLToPath(client));
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `postbuild: ${packed.files} pages, scripts and other text files stored compressed beside themselves (${kb(packed.bytes)} -> ` +
    `${Object.entries(packed.compressed)
      .map(([encoding, bytes]) => `${kb(bytes)} ${encoding}`)
      .join(", ")})`,
);

// 6. On Vercel (or with VERCEL_OUTPUT=1): the Build Output folder a Git-connected project deploys
// (scripts/build/vercel-output.mjs), from the finished client folder and the same rules.
if (vercelOutputWanted(process.env)) {
  const { output, sources } = vercelOutputPaths(process.env);
  const written = await writeVercelOutput({ client: fileURLToPath(client), rules, output, sources });
  console.log(
    `postbuild: Vercel's Build Output written to ${output} (${written.files} files, functions ${written.functions.join(", ")})`,
  );
}

// Last, so it is what the build leaves on screen: what a live deploy of this build still lacks.
console.log(
  formatChecklist(
    deployChecklist({
      env: { ...process.env, ...env },
      company: loadContentData().company,
      cmsRepoPlaceholder,
    }),
  ),
);
