// `grimoire build [paths…] --out <dir>`: check the .grim sources and write the
// typed content module. The emitter (and ts-morph) is imported only when this
// command runs, so other commands start fast.

import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { stepsOnStderr } from "../progress.ts";

const GRIMOIRE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** the name packages/runtime/package.json gives the runtime */
export const RUNTIME_PACKAGE = "@grimoire/runtime";
// npm's rule for a package name: lower case, URL-safe, an optional @scope/
const PACKAGE_NAME = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

export function register(program: Command): void {
  program
    .command("build")
    .description("compile .grim sources into the typed TypeScript content module")
    .argument("[paths...]", ".grim files or directories", ["content"])
    .option("--out <dir>", "output directory", "content/generated")
    .option("--no-typecheck", "skip type-checking the generated files")
    .option("--check", "write nothing; exit 1 when the output directory is not what a build would make")
    .option("--progress", "say what the build is doing, on stderr (the default in a terminal)")
    // a name, not an optional one: `--runtime-package content` would otherwise take the sources' folder for it
    .option(
      "--runtime-package <name>",
      `import the runtime from this installed npm package (${RUNTIME_PACKAGE}: packages/runtime) instead of this checkout, so the module stands alone in another project`,
    )
    .action(async (paths: string[], opts: { out: string; typecheck: boolean; check?: boolean; progress?: boolean; runtimePackage?: string }) => {
      process.exitCode = await runBuild(paths, opts.out, opts.typecheck, console.log, opts.check ?? false, stepsOnStderr(opts.progress), opts.runtimePackage);
    });
}

/** Returns the exit code: 0 built, 1 errors in the sources or the generated code. */
export async function runBuild(
  paths: string[],
  outDir: string,
  typeCheck: boolean,
  print: (line: string) => void = console.log,
  check = false,
  progress?: (step: string) => void,
  runtimePackage?: string,
): Promise<number> {
  if (runtimePackage !== undefined && !PACKAGE_NAME.test(runtimePackage)) {
    print(`build failed: --runtime-package: ${JSON.stringify(runtimePackage)} is not an npm package name (e.g. ${RUNTIME_PACKAGE})`);
    return 1;
  }
  const [{ build, BuildError }, { checkSources }, { games }] = await Promise.all([
    import("../../build/build.ts"),
    import("../../build/front-end.ts"),
    import("../../../games/registry.ts"),
  ]);
  try {
    const r = await build(
      { games, paths, outDir, grimoireRoot: GRIMOIRE_ROOT, runtimePackage, typeCheck: typeCheck && !check, dryRun: check, progress },
      checkSources(games),
    );
    for (const d of r.diagnostics) print(d.text);
    if (r.diagnostics.some((d) => d.severity === "error")) {
      print(`build failed: ${r.diagnostics.filter((d) => d.severity === "error").length} error(s) in ${r.files} file(s); nothing written`);
      return 1;
    }
    if (check) {
      if (r.ok) print(`${outDir} is up to date with ${r.files} file(s)`);
      else print(`${outDir} is out of date: ${r.written.join(", ")} would change; run \`npm run build:content\``);
      return r.ok ? 0 : 1;
    }
    for (const t of r.typeErrors) print(`${t.file}:${t.line}: error TS: ${t.message}`);
    const sets = r.emitted.length + r.reused.length;
    print(
      `built ${sets} set(s) from ${r.files} file(s) into ${outDir}: ` +
        `${r.emitted.length} re-emitted${r.emitted.length ? ` (${r.emitted.join(", ")})` : ""}, ${r.reused.length} up to date` +
        (typeCheck ? `, ${r.typeErrors.length} type error(s)` : ""),
    );
    if (r.skipped.length > 0) print(`not emitted (checked only; their game has no content module): ${r.skipped.join(", ")}`);
    return r.ok ? 0 : 1;
  } catch (e) {
    // bad input (unreadable path, content the linker cannot map) is a message, not a stack trace
    if (e instanceof BuildError || (e instanceof Error && /^(LinkError|EmitError|UnknownVerbError)$/.test(e.name))) {
      print(`build failed: ${e.message}`);
      return 1;
    }
    throw e;
  }
}
