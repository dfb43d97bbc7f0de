// "Incremental build": the manifest remembers each set's module, so a build
// after editing one set's source re-emits that set only.

import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { build, type CheckFn } from "../../compiler/build/build.ts";
import type { EntityIR, SetIR } from "../../core/ir.ts";
import { REPO } from "./emit-helpers.ts";
import { games } from "../../games/registry.ts";

/** A tiny stand-in front end: `set <id>` then one `card <Name>` per line. */
const check: CheckFn = (files) => {
  const sets = new Map<string, SetIR>();
  const diagnostics: ReturnType<CheckFn>["diagnostics"] = [];
  for (const f of files) {
    const lines = f.text.split("\n");
    const setId = /^set (\S+)/.exec(lines[0])?.[1];
    if (!setId) {
      diagnostics.push({ severity: "error", text: `${f.path}:1:1: error: expected "set <id>"` });
      continue;
    }
    const set = sets.get(setId) ?? { game: "adventure", set: setId, sources: [], entities: [] };
    set.sources.push(f.path);
    lines.forEach((l, i) => {
      const m = /^card (\S+)/.exec(l);
      if (!m) return;
      const at = { file: f.path, line: i + 1, column: 1 };
      const id = `foulfate.${m[1].toLowerCase()}`;
      const e: EntityIR = {
        game: "adventure",
        set: setId,
        kind: "foulfate",
        id,
        name: m[1],
        tags: [],
        props: {},
        at,
        texts: [{ id: `${id}.name`, text: m[1], at }],
        hooks: [
          {
            window: "effect",
            limit: null,
            cost: null,
            at,
            effect: { kind: "verb", verb: "receive", args: { amount: 1, colour: "any", resource: "gold" }, ifAble: false, at },
          },
        ],
      };
      set.entities.push(e);
    });
    sets.set(setId, set);
  }
  return { program: { sets: [...sets.values()] }, diagnostics };
};

describe("grimoire build", () => {
  const dir = path.join(REPO, "test-output", "compile", "incremental");
  const src = path.join(dir, "src");
  const out = path.join(dir, "generated");
  const opts = { games, paths: [src], outDir: out, root: dir, grimoireRoot: REPO };

  it("Incremental build: only the set whose source changed is re-emitted", async () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(src, { recursive: true });
    writeFileSync(path.join(src, "a.grim"), "set alpha\ncard Ambush\n");
    writeFileSync(path.join(src, "b.grim"), "set beta\ncard Blizzard\n");

    const first = await build(opts, check);
    expect(first.ok).toBe(true);
    expect(first.emitted).toEqual(["adventure/alpha", "adventure/beta"]);
    expect(first.written.sort()).toEqual(["adventure-alpha.ts", "adventure-beta.ts", "index.ts"]);
    const manifest = JSON.parse(readFileSync(path.join(out, ".build-manifest.json"), "utf8"));
    expect(manifest.sets.map((s: { key: string }) => s.key)).toEqual(["adventure/alpha", "adventure/beta"]);

    const again = await build(opts, check);
    expect(again.emitted).toEqual([]);
    expect(again.reused).toEqual(["adventure/alpha", "adventure/beta"]);
    expect(again.written).toEqual([]);

    const alphaBefore = readFileSync(path.join(out, "adventure-alpha.ts"), "utf8");
    writeFileSync(path.join(src, "b.grim"), "set beta\ncard Blizzard\ncard Cutpurse\n");
    const third = await build(opts, check);
    expect(third.emitted).toEqual(["adventure/beta"]);
    expect(third.reused).toEqual(["adventure/alpha"]);
    expect(third.written.sort()).toEqual(["adventure-beta.ts", "index.ts"]);
    expect(readFileSync(path.join(out, "adventure-alpha.ts"), "utf8")).toBe(alphaBefore);
    expect(readFileSync(path.join(out, "index.ts"), "utf8")).toContain('"foulfate.cutpurse"');
  });

  it("Incremental build: a deleted generated module is emitted again, a removed set's module is deleted", async () => {
    rmSync(path.join(out, "adventure-alpha.ts"));
    const r = await build(opts, check);
    expect(r.emitted).toEqual(["adventure/alpha"]);
    rmSync(path.join(src, "b.grim"));
    const r2 = await build(opts, check);
    expect(r2.emitted).toEqual([]);
    expect(existsSync(path.join(out, "adventure-beta.ts"))).toBe(false);
    expect(readFileSync(path.join(out, "index.ts"), "utf8")).not.toContain("beta");
  });

  it("Incremental build: modules made by other generator code (emitter, linker or verb table changed) are all re-emitted", async () => {
    const file = path.join(out, ".build-manifest.json");
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    expect((await build(opts, check)).emitted).toEqual([]);
    writeFileSync(file, JSON.stringify({ ...manifest, generator: "an older emitter" }));
    expect((await build(opts, check)).emitted).toEqual(["adventure/alpha"]);
  });

  it("A build with checker errors writes nothing and reports them", async () => {
    writeFileSync(path.join(src, "c.grim"), "no set line\n");
    const before = readFileSync(path.join(out, "index.ts"), "utf8");
    const r = await build(opts, check);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.text)).toEqual(['src/c.grim:1:1: error: expected "set <id>"']);
    expect(readFileSync(path.join(out, "index.ts"), "utf8")).toBe(before);
    rmSync(path.join(src, "c.grim"));
  });
});
