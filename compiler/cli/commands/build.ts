// `grimoire build [paths…] --out <dir>`: check the .grim sources and write the
// typed content module, or with `--format json` the content as data for other
// engines (compiler/build/content-json.ts). The emitter (and ts-morph) is
// imported only when this command runs, so other commands start fast.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Command, Option } from "commander";
import { installedCli } from "../../../runtime/sim/installed-cli.ts";
import { stepsOnStderr } from "../progress.ts";

// the checkout this CLI runs from; the installed package (@grimoire/cli) is a bundle with none beside it
const GRIMOIRE_ROOT = installedCli ? null : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** the name packages/runtime/package.json gives the runtime */
export const RUNTIME_PACKAGE = "@grimoire/runtime";
// npm's rule for a package name: lower case, URL-safe, an optional @scope/
const PACKAGE_NAME = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

export function register(program: Command): void {
  program
    .command("build")
    .description(
      "compile .grim sources into the typed TypeScript content module, compiled JavaScript with .d.ts (--format js), or JSON with its schema (--format json)",
    )
    .argument("[paths...]", ".grim files or directories", ["content"])
    .addOption(
      new Option(
        "--format <format>",
        "ts: the typed content module; js: it compiled, .js with .d.ts (needs --runtime-package and --out); json: <game>.json per game and content.schema.json",
      )
        .choices(["ts", "js", "json"])
        .default("ts"),
    )
    .option("--out <dir>", "output directory (default for --format ts: content/generated; --format js and json need one)")
    .option("--no-typecheck", "skip type-checking the generated files")
    .option("--check", "write nothing; exit 1 when the output directory is not what a build would make")
    .option("--progress", "say what the build is doing, on stderr (the default in a terminal)")
    // a name, not an optional one: `--runtime-package content` would otherwise take the sources' folder for it
    .option(
      "--runtime-package <name>",
      `import the runtime from this installed npm package (${RUNTIME_PACKAGE}: packages/runtime) instead of this checkout, so the module stands alone in another project`,
    )
    .action(
      async (
        paths: string[],
        opts: { format: "ts" | "js" | "json"; out?: string; typecheck: boolean; check?: boolean; progress?: boolean; runtimePackage?: string },
      ) => {
        const progress = stepsOnStderr(opts.progress);
        if (opts.format === "json") {
          process.exitCode = await runJsonBuild(paths, opts.out, console.log, opts.check ?? false, progress);
          return;
        }
        if (opts.format === "js" && !opts.out) {
          // the compiled module goes only where it is asked to go, never beside the repository's TypeScript one
          console.log("build failed: --format js writes only under --out <dir>; say which directory");
          process.exitCode = 1;
          return;
        }
        process.exitCode = await runBuild(
          paths,
          opts.out ?? "content/generated",
          opts.typecheck,
          console.log,
          opts.check ?? false,
          progress,
          opts.runtimePackage,
          opts.format,
        );
      },
    );
}

/** `--format json`: returns the exit code, 0 written (or current), 1 bad input or errors in the sources. */
export async function runJsonBuild(
  paths: string[],
  outDir: string | undefined,
  print: (line: string) => void = console.log,
  check = false,
  progress?: (step: string) => void,
): Promise<number> {
  // the JSON goes only where it is asked to go, never over the TypeScript module's default folder
  if (!outDir) {
    print("build failed: --format json writes only under --out <dir>; say which directory");
    return 1;
  }
  const [{ BuildError }, { buildContentJson }, { checkSources }, { games }] = await Promise.all([
    import("../../build/build.ts"),
    import("../../build/content-json.ts"),
    import("../../build/front-end.ts"),
    import("../../../games/registry.ts"),
  ]);
  try {
    const r = buildContentJson({ games, paths, outDir, dryRun: check, progress }, checkSources(games));
    for (const d of r.diagnostics) print(d.text);
    const errors = r.diagnostics.filter((d) => d.severity === "error").length;
    if (errors > 0) {
      print(`build failed: ${errors} error(s) in ${r.files} file(s); nothing written`);
      return 1;
    }
    if (check) {
      if (r.ok) print(`${outDir} is up to date with ${r.files} file(s)`);
      else
        print(
          `${outDir} is out of date: ${[r.written.length ? `${r.written.join(", ")} would change` : "", r.removed.length ? `${r.removed.join(", ")} would be removed (no content of that game)` : ""].filter(Boolean).join("; ")}`,
        );
      return r.ok ? 0 : 1;
    }
    print(
      `wrote the JSON of ${r.sets.length} set(s) from ${r.files} file(s) into ${outDir}: ` +
        (r.written.length ? `${r.written.join(", ")} changed` : "every file up to date") +
        (r.removed.length ? `; removed ${r.removed.join(", ")} (no content of that game)` : ""),
    );
    return 0;
  } catch (e) {
    if (e instanceof BuildError) {
      print(`build failed: ${e.message}`);
      return 1;
    }
    if (e instanceof Error && "code" in e && typeof e.code === "string" && "path" in e) {
      // the output directory cannot be made or written (a file in its way, no permission)
      print(`build failed: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

/** Returns the exit code: 0 built, 1 errors in the sources or the generated code. `format` js: compiled, `.js` with `.d.ts`. */
export async function runBuild(
  paths: string[],
  outDir: string,
  typeCheck: boolean,
  print: (line: string) => void = console.log,
  check = false,
  progress?: (step: string) => void,
  runtimePackage?: string,
  format: "ts" | "js" = "ts",
): Promise<number> {
  if (runtimePackage !== undefined && !PACKAGE_NAME.test(runtimePackage)) {
    print(`build failed: --runtime-package: ${JSON.stringify(runtimePackage)} is not an npm package name (e.g. ${RUNTIME_PACKAGE})`);
    return 1;
  }
  if (format === "js" && runtimePackage === undefined) {
    print(
      `build failed: --format js needs --runtime-package <name> (e.g. ${RUNTIME_PACKAGE}): compiled JavaScript imports the compiled runtime package, not this checkout's .ts sources`,
    );
    return 1;
  }
  const [{ build, BuildError }, { checkSources }, { games }] = await Promise.all([
    import("../../build/build.ts"),
    import("../../build/front-end.ts"),
    import("../../../games/registry.ts"),
  ]);
  try {
    const r = await build(
      { games, paths, outDir, grimoireRoot: GRIMOIRE_ROOT, runtimePackage, format, typeCheck: typeCheck && !check, dryRun: check, progress },
      checkSources(games),
    );
    for (const d of r.diagnostics) print(d.text);
    if (r.diagnostics.some((d) => d.severity === "error")) {
      print(`build failed: ${r.diagnostics.filter((d) => d.severity === "error").length} error(s) in ${r.files} file(s); nothing written`);
      return 1;
    }
    if (check) {
      if (r.ok) print(`${outDir} is up to date with ${r.files} file(s)`);
      else if (format === "js") print(`${outDir} is out of date: ${r.written.join(", ")} would change or be removed; build it again with --format js`);
      else print(`${outDir} is out of date: ${r.written.join(", ")} would change; run \`npm run build:content\``);
      return r.ok ? 0 : 1;
    }
    for (const t of r.typeErrors) print(`${t.file}:${t.line}: error TS: ${t.message}`);
    const sets = r.emitted.length + r.reused.length;
    print(
      `built ${sets} set(s) from ${r.files} file(s) into ${outDir}${format === "js" ? " as JavaScript with .d.ts" : ""}: ` +
        `${r.emitted.length} re-emitted${r.emitted.length ? ` (${r.emitted.join(", ")})` : ""}, ${r.reused.length} up to date` +
        (typeCheck ? `, ${r.typeErrors.length} type error(s)` : ""),
    );
    if (r.removed?.length) print(`removed ${r.removed.join(", ")} (written by an earlier build, not by this one)`);
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
