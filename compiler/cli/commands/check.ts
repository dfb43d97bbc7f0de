// `grimoire check [paths…] [--json]`: check .grim files and print every problem.

import type { Command } from "commander";
import { Workspace } from "../../workspace.ts";
import { games } from "../../../games/registry.ts";
import { collectGrimFiles, nodeHost } from "../node-host.ts";
import { formatDiagnostic } from "../format-diagnostic.ts";

export interface CheckSummary {
  files: number;
  entities: number;
  errors: number;
  warnings: number;
}

export function register(program: Command): void {
  program
    .command("check")
    .description("check .grim files (directories are searched for *.grim) and report every problem")
    .argument("[paths...]", "files or directories", ["content"])
    .option("--json", "print the diagnostics and summary as JSON")
    .action((paths: string[], opts: { json?: boolean }) => {
      process.exitCode = runCheck(paths, opts, (s) => process.stdout.write(s));
    });
}

export function runCheck(paths: string[], opts: { json?: boolean }, write: (s: string) => void): number {
  const { files, missing } = collectGrimFiles(paths);
  const ws = new Workspace(games, nodeHost);
  for (const f of files) ws.loadFile(f);
  const { program, diagnostics } = ws.check();
  const summary: CheckSummary = {
    files: files.length,
    entities: program.sets.reduce((n, s) => n + s.entities.length, 0),
    errors: diagnostics.filter((d) => d.severity === "error").length + missing.length,
    warnings: diagnostics.filter((d) => d.severity === "warning").length,
  };
  if (opts.json) {
    write(`${JSON.stringify({ summary, missing, diagnostics }, null, 2)}\n`);
  } else {
    for (const m of missing) write(`${m}: error no such file or directory\n`);
    for (const d of diagnostics) write(`${formatDiagnostic(d)}\n`);
    const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
    write(
      `${plural(summary.files, "file")}, ${plural(summary.entities, "entity").replace("entitys", "entities")}, ${plural(summary.errors, "error")}, ${plural(summary.warnings, "warning")}\n`,
    );
  }
  return summary.errors > 0 ? 1 : 0;
}
