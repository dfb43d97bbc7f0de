// `grimoire build` on the command line: bad input is a message and exit code 1, never a stack trace.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./emit-helpers.ts";

function grimoire(args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync("node", [path.join(REPO, "bin", "grimoire.js"), ...args], { cwd: REPO, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

describe("grimoire build (CLI)", () => {
  const dir = path.join(REPO, "test-output", "compile", "cli");
  const rel = (p: string) => path.relative(REPO, path.join(dir, p));

  it("grimoire build: a path that does not exist is one line and exit code 1", () => {
    const r = grimoire(["build", rel("missing"), "--out", rel("out")]);
    expect(r.code).toBe(1);
    expect(r.out.trim()).toBe(`build failed: ${rel("missing")}: no such file or directory`);
  });

  it("grimoire build: checker errors are printed as diagnostics, nothing is written, exit code 1", () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "bad.grim"),
      'game adventure\nset bad "Bad"\nmonster Foo "Foo" : silver {\n  sword 4\n  before rolling: suffer 1 minro wound\n}\n',
    );
    const r = grimoire(["build", rel("bad.grim"), "--out", rel("out")]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${rel("bad.grim")}:5:28: error GRM3005`);
    expect(r.out).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dir, "out"))).toBe(false);
  });

  it("grimoire build: a clean source builds, type-checks and reports what it emitted", () => {
    writeFileSync(
      path.join(dir, "bad.grim"),
      'game adventure\nset good "Good"\nmonster Foo "Foo" : silver {\n  sword 4\n  before rolling: suffer 1 minor wound\n}\n',
    );
    const r = grimoire(["build", rel("bad.grim"), "--out", rel("out")]);
    expect(r.out).toContain("1 re-emitted (adventure/good), 0 up to date, 0 type error(s)");
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, "out", "adventure-good.ts"), "utf8")).toContain('verb: "suffer-wound",\n  args: { amount: 1, severity: "minor" },');
  });

  it("grimoire build --check: exit 0 when the output is current, 1 naming the stale file after a source edit, and writes nothing", () => {
    expect(grimoire(["build", rel("bad.grim"), "--out", rel("out"), "--check"]).code).toBe(0);
    writeFileSync(path.join(dir, "bad.grim"), 'game adventure\nset good "Good"\nmonster Foo "Foo" : silver {\n  sword 5\n}\n');
    const before = readFileSync(path.join(dir, "out", "adventure-good.ts"), "utf8");
    const r = grimoire(["build", rel("bad.grim"), "--out", rel("out"), "--check"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("is out of date: adventure-good.ts, index.ts would change");
    expect(readFileSync(path.join(dir, "out", "adventure-good.ts"), "utf8")).toBe(before);
  });

  it("grimoire build --progress: says on stderr what it is doing before each long step, stdout keeps the report", () => {
    const own = path.join(dir, "progress");
    // its own folder, emptied first: an output left by an earlier run would be up to date, not re-emitted
    rmSync(own, { recursive: true, force: true });
    mkdirSync(own, { recursive: true });
    writeFileSync(path.join(own, "p.grim"), 'game adventure\nset good "Good"\nmonster Foo "Foo" : silver {\n  sword 4\n}\n');
    const r = spawnSync("node", [path.join(REPO, "bin", "grimoire.js"), "build", rel("progress/p.grim"), "--out", rel("progress/out"), "--progress"], {
      cwd: REPO,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`checking 1 .grim file…\ntype-checking the generated code in ${rel("progress/out")}…\n`);
    expect(r.stdout).toContain("1 re-emitted (adventure/good)");
  });
});
