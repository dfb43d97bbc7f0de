// Vitest's global set-up: the `grimoire` CLI bundled once per test run into one JavaScript file, which
// bin/grimoire.js runs instead of the sources when GRIMOIRE_CLI_BUNDLE names it. Every test that spawns the
// CLI (directly, through `npx grimoire` in a guide, or the language server) inherits the variable. Through
// tsx alone each start resolves and loads some 400 TypeScript modules through the loader's hooks, about
// 2 s of a test's time a spawn; the bundle starts in a fraction of that. The bundle is made from the
// sources of this run, so it is never stale.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { NODE_BUNDLE } from "../../runtime/sim/worker-bundle.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// A module that finds its files from `import.meta.url` (fonts, the runtime's folder, the simulator's
// worker) must see its own source's address, not the bundle's.
const ownAddress: Plugin = {
  name: "own-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta.url")) return { contents: text, loader: "ts" };
      return { contents: text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: "ts" };
    });
  },
};

export async function bundleCli(): Promise<string> {
  const out = await build({
    ...NODE_BUNDLE,
    entryPoints: [path.join(REPO, "compiler/cli/main.ts")],
    // a command's heavy packages (ts-morph, pdfkit) load when it runs, as from the sources: each lazily
    // imported module stays a chunk of its own
    splitting: true,
    outdir: "out",
    entryNames: "main",
    plugins: [ownAddress],
  });
  const hash = createHash("sha256");
  for (const f of out.outputFiles) hash.update(f.path).update(f.contents);
  const dir = path.join(REPO, "node_modules/.cache/grimoire-cli", hash.digest("hex").slice(0, 16));
  const outRoot = path.resolve("out");
  if (!existsSync(path.join(dir, "main.js"))) {
    // written beside and renamed into place whole, so concurrent runs never see half a bundle
    const temp = `${dir}.${process.pid}.tmp`;
    for (const f of out.outputFiles) {
      const target = path.join(temp, path.relative(outRoot, f.path));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, f.contents);
    }
    try {
      renameSync(temp, dir);
    } catch {
      rmSync(temp, { recursive: true, force: true });
    }
  }
  return path.join(dir, "main.js");
}

export default async function setup(): Promise<void> {
  process.env.GRIMOIRE_CLI_BUNDLE = await bundleCli();
}
