// Runs after `react-router build`: makes the SPA fallback the 404 page that every static server serves.
import { copyFile } from "node:fs/promises";

const client = new URL("../build/client/", import.meta.url);
await copyFile(new URL("__spa-fallback.html", client), new URL("404.html", client));
console.log("postbuild: build/client/404.html written");
