import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The checkout as it is now (tracked and new files, not ignored ones) in a temporary folder, node_modules linked:
 * for tests that change files or build the site their own way, so the repository and its build stay as they are.
 */
export function copyCheckout(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split("\0").filter(Boolean))) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}
