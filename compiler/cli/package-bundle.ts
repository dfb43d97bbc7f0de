// The installable CLI, @grimoire/cli (packages/cli): `grimoire` bundled with esbuild into packages/cli/dist, run by
// the package's prepack (`npm pack ./packages/cli`). Every package the CLI uses is bundled into it but those its
// package.json names as dependencies, which cannot be: the native SVG renderer (@resvg/resvg-js), and the
// packages that read their own files at run time (the DejaVu fonts, pdfkit's font and colour-profile data,
// Chart.js's page script). The bundle has no sources beside it, so what the CLI reads from its sources in a
// checkout is fixed here (runtime/sim/installed-cli.ts): the generator's fingerprint, and the simulator's worker,
// a second entry point of the bundle.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { games } from "../../games/registry.ts";
import { INSTALLED_WORKER } from "../../runtime/sim/worker-bundle.ts";
import { sourceFingerprint } from "../build/manifest.ts";
import type { InstalledCli } from "../../runtime/sim/installed-cli.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLI_PACKAGE_DIR = path.join(REPO, "packages/cli");

interface PackageJson {
  name: string;
  version: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
}

export async function bundleCliPackage(): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(CLI_PACKAGE_DIR, "package.json"), "utf8")) as PackageJson;
  const installed: InstalledCli = { name: pkg.name, version: pkg.version, generator: sourceFingerprint(games) };
  const outdir = path.join(CLI_PACKAGE_DIR, "dist");
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      [path.basename(pkg.bin.grimoire, ".js")]: path.join(REPO, "compiler/cli/main.ts"),
      [path.basename(INSTALLED_WORKER, ".js")]: path.join(REPO, "runtime/sim/worker-main.ts"),
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // a command's heavy packages (ts-morph, pdfkit) load when it runs: each lazily imported module is a chunk.
    // A chunk of a CommonJS package exports its `module.exports` as default only, so the sources import such a
    // package statically (compiler/lsp/server.ts, compiler/cli/commands/sim.ts), never by `await import`
    splitting: true,
    outdir,
    // the dependencies, and the two packages only a checkout's CLI imports (tsx for TypeScript content, esbuild to
    // bundle the simulator's worker, which the package brings built)
    external: [...Object.keys(pkg.dependencies), "esbuild", "tsx"].flatMap((name) => [name, `${name}/*`]),
    define: { GRIMOIRE_CLI_PACKAGE: JSON.stringify(installed) },
    // the bundled CommonJS packages require Node's modules and name their own file, which an ES module has no
    // `require`, `__filename` or `__dirname` for
    banner: {
      js: [
        "#!/usr/bin/env node",
        'import { createRequire as __grimoireRequire } from "node:module";',
        'import { fileURLToPath as __grimoirePath } from "node:url";',
        "const require = __grimoireRequire(import.meta.url);",
        "const __filename = __grimoirePath(import.meta.url);",
        'const __dirname = __grimoirePath(new URL(".", import.meta.url));',
      ].join("\n"),
    },
    legalComments: "linked",
    logLevel: "warning",
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await bundleCliPackage();
