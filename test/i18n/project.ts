// A scratch copy of the repository's catalogues that a test may change, and
// a command run with its printed lines kept: the set-up that the tests of the
// `grimoire i18n` commands share.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect } from "vitest";
import { runExport } from "../../compiler/cli/commands/i18n.ts";
import { ROOT } from "./helpers.ts";

/** What the translator's context is read from: the catalogues, the layouts and the runtimes' call sites. */
export const CONTEXT_DIRS = ["content/i18n", "content/layouts", "runtime", "games"];

/** A fresh directory named after `prefix` holding a copy of `dirs` (by default content/i18n), so commands can change it. */
export function scratchCopy(prefix: string, dirs: string[] = ["content/i18n"]): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const d of dirs) cpSync(path.join(ROOT, d), path.join(dir, d), { recursive: true });
  return dir;
}

/** Runs a command that prints line by line; returns its exit code and the lines. */
export async function run(f: (print: (l: string) => void) => Promise<number>): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await f((l) => out.push(l));
  return { code, out };
}

/** Plants a change in a file of a scratch copy: the first `from` in dir/`file` becomes `to`; returns the file's path. */
export function plant(dir: string, file: string, from: string, to: string): string {
  const at = path.join(dir, file);
  writeFileSync(at, readFileSync(at, "utf8").replace(from, to));
  return at;
}

/** Exports the Romanian catalogues of `dir` to dir/ro.po; returns the command's exit code and the file's text. */
export async function exportRomanianPo(dir: string): Promise<{ code: number; po: string }> {
  const file = path.join(dir, "ro.po");
  const { code } = await run((p) => runExport(dir, "ro", "po", file, p));
  return { code, po: readFileSync(file, "utf8") };
}

/**
 * For a describe block that reads one Romanian export: before its tests, a scratch copy of the context folders
 * (named after `prefix`) is exported to PO, the export expected to succeed. The object returned holds the copy's
 * folder and the PO text once that has run; a test that changes the copy makes its own.
 */
export function exportedContext(prefix: string): { dir: string; po: string } {
  const held = { dir: "", po: "" };
  beforeAll(async () => {
    held.dir = scratchCopy(prefix, CONTEXT_DIRS);
    const exported = await exportRomanianPo(held.dir);
    expect(exported.code).toBe(0);
    held.po = exported.po;
  }, 120_000);
  return held;
}
