// `grimoire print` run as a designer runs it, for the print tests of both games: the CLI in a child process,
// a changeable copy of content/, and a card added to that copy to see what `print --check` warns of it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { ROOT } from "../i18n/helpers.ts";

const CLI = path.join(ROOT, "bin/grimoire.js");

/** Runs `grimoire` in `cwd`; the exit code (-1 when it was killed) and both streams. */
export function grimoire(args: string[], cwd = ROOT): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A repository-shaped copy of content/ (its generated code left out) that a test may change. */
export function scratchContent(prefix = "grimoire-print-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true, filter: (s) => !s.includes(`${path.sep}generated`) });
  return dir;
}

/** The 1-based line of `file` that starts with `start` (a declaration's head); 0 when none does. */
export function lineOf(file: string, start: string): number {
  return (
    readFileSync(file, "utf8")
      .split("\n")
      .findIndex((l) => l.startsWith(start)) + 1
  );
}

/**
 * Appends `declaration` (a kind and a name, then its body) to the `.grim` file `rel` of the scratch copy `root`, runs
 * `print --check` there and expects it to fail (exit 1) with overflow warnings; returns the declaration's line
 * (where its first two words stand) and the overflow lines printed.
 */
export function overflowsOf(root: string, rel: string, declaration: string): { line: number; warnings: string[] } {
  const file = path.join(root, rel);
  writeFileSync(file, `${readFileSync(file, "utf8")}\n${declaration}`);
  const line = lineOf(file, declaration.slice(0, declaration.indexOf(" ", declaration.indexOf(" ") + 1)));
  const r = grimoire(["print", "content", "--check", "--root", root], root);
  expect(r.code).toBe(1);
  return { line, warnings: r.stdout.split("\n").filter((l) => l.includes("overflow")) };
}
