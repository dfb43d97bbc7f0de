// `grimoire build --runtime-package`: the emitted modules name the runtime by the package's specifiers and each
// other as `.js`, the build type-checks them against this checkout's runtime (what the package is built from),
// a build of the other kind into the same folder reuses none of them, and a name npm would refuse is an error.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../compiler/build/build.ts";
import { checkSources } from "../../compiler/build/front-end.ts";
import { runBuild } from "../../compiler/cli/commands/build.ts";
import { games } from "../../games/registry.ts";

const REPO = path.resolve(import.meta.dirname, "../..");
const dir = path.join(os.tmpdir(), `grimoire-runtime-package-build-${process.pid}`);
const source = path.join(dir, "tiny.grim");
const out = path.join(dir, "generated");

mkdirSync(dir, { recursive: true });
writeFileSync(source, 'game adventure\nset tiny "Tiny"\nmonster Foo "Foo" : silver {\n  sword 4\n  before rolling: suffer 1 minor wound\n}\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const imports = (file: string) => [...readFileSync(path.join(out, file), "utf8").matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
const buildAs = (runtimePackage?: string) =>
  build({ games, paths: [source], root: dir, outDir: out, grimoireRoot: REPO, typeCheck: true, runtimePackage }, checkSources(games));

describe("grimoire build --runtime-package", () => {
  it("the modules import the runtime package's subpaths and their siblings as .js, and type-check against this checkout's runtime", async () => {
    const r = await buildAs("@grimoire/runtime");
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.typeErrors).toEqual([]);
    expect(imports("adventure-tiny.ts")).toEqual(["@grimoire/runtime/games/adventure/rules/content"]);
    expect(imports("index.ts")).toEqual(["@grimoire/runtime/games/adventure/rules/content", "./adventure-tiny.js"]);
  });

  it("a build into the same folder for the checkout re-emits every module, and one for the package again after it", async () => {
    const checkout = await buildAs();
    expect(checkout.emitted).toEqual(["adventure/tiny"]);
    expect(checkout.reused).toEqual([]);
    expect(imports("adventure-tiny.ts")[0]).toMatch(/^(\.\.\/)+.*games\/adventure\/rules\/content\.ts$/);
    expect(imports("index.ts")[1]).toBe("./adventure-tiny.ts");
    const again = await buildAs();
    expect(again.reused).toEqual(["adventure/tiny"]);
    const pkg = await buildAs("@grimoire/runtime");
    expect(pkg.emitted).toEqual(["adventure/tiny"]);
    expect(imports("adventure-tiny.ts")[0]).toBe("@grimoire/runtime/games/adventure/rules/content");
  });

  it("a --runtime-package that is not an npm package name is one line and exit code 1, and nothing is written", async () => {
    const lines: string[] = [];
    const code = await runBuild([source], path.join(dir, "never"), false, (l) => lines.push(l), false, undefined, "Grimoire Runtime");
    expect(code).toBe(1);
    expect(lines).toEqual(['build failed: --runtime-package: "Grimoire Runtime" is not an npm package name (e.g. @grimoire/runtime)']);
    expect(existsSync(path.join(dir, "never"))).toBe(false);
  });

  it("--format js writes each module as .js with .d.ts in place of the .ts, byte for byte the same on a rebuild, and --check finds it current", async () => {
    const lines: string[] = [];
    const code = await runBuild([source], out, true, (l) => lines.push(l), false, undefined, "@grimoire/runtime", "js");
    expect(lines.join("\n")).toContain("0 type error(s)");
    expect(code).toBe(0);
    expect(
      readdirSync(out)
        .filter((f) => !f.startsWith("."))
        .sort(),
    ).toEqual(["adventure-tiny.d.ts", "adventure-tiny.js", "index.d.ts", "index.js"]);
    expect(readFileSync(path.join(out, "index.js"), "utf8")).toContain('from "./adventure-tiny.js"');
    expect(readFileSync(path.join(out, "index.d.ts"), "utf8")).toContain('"monster.foo"');
    const first = readFileSync(path.join(out, "adventure-tiny.js"), "utf8");
    expect(await runBuild([source], out, false, () => {}, false, undefined, "@grimoire/runtime", "js")).toBe(0);
    expect(readFileSync(path.join(out, "adventure-tiny.js"), "utf8")).toBe(first);
    expect(await runBuild([source], out, false, () => {}, true, undefined, "@grimoire/runtime", "js")).toBe(0);
  });

  it("--format js without --runtime-package is one line and exit code 1", async () => {
    const lines: string[] = [];
    expect(await runBuild([source], path.join(dir, "never"), false, (l) => lines.push(l), false, undefined, undefined, "js")).toBe(1);
    expect(lines[0]).toMatch(/^build failed: --format js needs --runtime-package <name>/);
    expect(existsSync(path.join(dir, "never"))).toBe(false);
  });
});
