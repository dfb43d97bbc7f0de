// A fresh `npm ci` is quiet: npm 11 warns about every package whose install
// script `allowScripts` in package.json neither approves nor denies.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const repo = new URL("../../", import.meta.url).pathname;

describe("npm ci", () => {
  it("every package with an install script in the lockfile is covered by allowScripts", () => {
    const pkg = JSON.parse(readFileSync(`${repo}package.json`, "utf8")) as { allowScripts?: Record<string, boolean> };
    const lock = JSON.parse(readFileSync(`${repo}package-lock.json`, "utf8")) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    const uncovered = withScripts.filter((name) => !(name in (pkg.allowScripts ?? {})));
    expect(uncovered).toEqual([]);
  });
});
