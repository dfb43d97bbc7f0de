// `grimoire fmt [paths…] [--check]`: rewrite .grim files in the canonical layout.

import { readFileSync, writeFileSync } from "node:fs";
import type { Command } from "commander";
import { formatText } from "../../format.ts";
import { collectGrimFiles } from "../node-host.ts";

export function register(program: Command): void {
  program
    .command("fmt")
    .description("format .grim files in place (spacing, indentation, blank lines; comments are kept)")
    .argument("[paths...]", "files or directories", ["content"])
    .option("--check", "only list files that are not formatted; exit 1 if there are any")
    .action((paths: string[], opts: { check?: boolean }) => {
      process.exitCode = runFmt(paths, opts, (s) => process.stdout.write(s));
    });
}

export function runFmt(paths: string[], opts: { check?: boolean }, write: (s: string) => void): number {
  const { files, missing } = collectGrimFiles(paths);
  let bad = missing.length;
  for (const m of missing) write(`${m}: error no such file or directory\n`);
  let changed = 0;
  for (const f of files) {
    const text = readFileSync(f, "utf8");
    const r = formatText(text);
    if (!r.formatted) {
      write(`${f}: not formatted: it has characters that are not part of the language (run grimoire check)\n`);
      bad++;
      continue;
    }
    if (r.text === text) continue;
    changed++;
    if (opts.check) write(`${f}: not formatted\n`);
    else writeFileSync(f, r.text);
  }
  const files_ = (n: number) => `${n} file${n === 1 ? "" : "s"}`;
  if (!opts.check && changed > 0) write(`formatted ${files_(changed)}\n`);
  // success says so: silence would not tell a designer the files were looked at
  else if (bad === 0 && changed === 0) write(`${files_(files.length)} checked: all formatted\n`);
  return bad > 0 || (opts.check && changed > 0) ? 1 : 0;
}
