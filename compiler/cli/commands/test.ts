// `grimoire test [paths…]`: run every scenario (`scenario "name" { given … when … then … }`) of the .grim files
// found, each staged through its game's staging on the content the same files (or `--content`) hold; print pass
// or fail, a failing expectation at its file:line:col with what happened instead and the log's last lines in
// `--locale`; `--json`, `--reporter junit` (JUnit XML for CI), `--coverage` (the cards no scenario touches).
// Exit 1 when a scenario fails or the sources have errors, 2 on a bad option.
import path from "node:path";
import type { Command } from "commander";
import type { Diagnostic } from "../../../core/diagnostics/types.ts";
import { games } from "../../../games/registry.ts";
import { I18nError, playerCatalogue } from "../../i18n/project.ts";
import { scenarioWords } from "../../scenario/diagnostics.ts";
import { runScenarios, uncovered, type ScenarioResult, type ScenarioWords } from "../../scenario/run.ts";
import { Workspace } from "../../workspace.ts";
import { formatDiagnostic } from "../format-diagnostic.ts";
import { collectGrimFiles, nodeHost } from "../node-host.ts";

export interface TestOptions {
  locale?: string;
  json?: boolean;
  reporter?: string;
  coverage?: boolean;
  /** content folders loaded besides the paths (the bundled `content` when the paths hold no content of a scenario's game) */
  content?: string[];
  root?: string;
}

export function register(program: Command): void {
  program
    .command("test")
    .description("run the scenarios of .grim files (directories are searched) and report each expectation that fails")
    .argument("[paths...]", "files or directories", ["content"])
    .option("--locale <locale>", "the language of the report and the log lines (en, ro, …)", "en")
    .option("--json", "print the results as JSON")
    .option("--reporter <name>", "text (default) or junit: JUnit XML for CI systems")
    .option("--coverage", "list the cards no scenario names or plays")
    .option("--content <dirs...>", "content folders to load besides the paths")
    .option("--root <dir>", "repository root (for the catalogues)", ".")
    .action((paths: string[], opts: TestOptions) => {
      process.exitCode = runTest(paths, opts, (s) => process.stdout.write(s));
    });
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const at = (r: { file: string; start: { line: number; column: number } }) => `${r.file}:${r.start.line}:${r.start.column}`;

export function runTest(paths: string[], opts: TestOptions, write: (s: string) => void): number {
  if (opts.reporter !== undefined && opts.reporter !== "text" && opts.reporter !== "junit") {
    process.stderr.write(`grimoire test: --reporter takes text or junit, not "${opts.reporter}"\n`);
    return 2;
  }
  const root = path.resolve(opts.root ?? ".");
  let words: ScenarioWords;
  try {
    const cat = playerCatalogue({ root }, games, opts.locale ?? "en");
    words = scenarioWords(games, cat);
  } catch (e) {
    if (e instanceof I18nError) {
      process.stderr.write(`grimoire test: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const { files, missing } = collectGrimFiles([...paths, ...(opts.content ?? [])]);
  const ws = new Workspace(games, nodeHost);
  for (const f of files) ws.loadFile(f);
  let checked = ws.checked();
  // scenarios of a game whose content the paths do not hold play the bundled content
  const bare = new Set(checked.scenarios.map((s) => s.game).filter((g) => !checked.program.sets.some((s) => s.game === g && s.entities.length > 0)));
  if (bare.size > 0) {
    const loaded = new Set(files.map((f) => path.resolve(f)));
    const bundled = path.relative(process.cwd(), path.join(root, "content")) || ".";
    for (const f of collectGrimFiles([bundled]).files) if (!loaded.has(path.resolve(f))) ws.loadFile(f);
    checked = ws.checked();
  }
  const errors: Diagnostic[] = ws.check().diagnostics.filter((d) => d.severity === "error");
  // the scenarios of the files asked for, not of the bundled content loaded beside them
  const asked = new Set(files.map((f) => path.resolve(f)));
  const scenarios = checked.scenarios.filter((s) => asked.has(path.resolve(s.file)));
  const results = errors.length > 0 ? [] : runScenarios(scenarios, checked.program, games, words);
  const failed = results.filter((r) => !r.passed).length;
  const holdKinds = (g: string) => games.get(g).scenarios?.holdKinds ?? [];
  const untouched = opts.coverage ? uncovered(results, checked.program, holdKinds) : [];
  const nameOf = (game: string, id: string) => words.text(game).name(id) ?? id;

  if (opts.json) {
    write(
      `${JSON.stringify({ summary: { scenarios: results.length, passed: results.length - failed, failed, errors: errors.length }, missing, errors, results, ...(opts.coverage ? { uncovered: untouched } : {}) }, null, 2)}\n`,
    );
  } else if (opts.reporter === "junit") {
    write(junit(results, errors));
  } else {
    for (const m of missing) write(`${m}: error no such file or directory\n`);
    for (const d of errors) write(`${formatDiagnostic(d)}\n`);
    for (const r of results) {
      write(`${r.passed ? "✓" : "✗"} ${r.file}: ${r.name}\n`);
      for (const f of r.failures) {
        write(`  ${at(f.range)}: ${f.text}\n`);
        write(`    ${f.message}\n`);
        if (f.log.length > 0) {
          write(`    ${words.say("log-heading")}\n`);
          for (const l of f.log) write(`      ${l}\n`);
        }
      }
    }
    if (opts.coverage) {
      write(`${words.say("uncovered", { count: untouched.length })}\n`);
      for (const u of untouched) write(`  ${u.id} (${nameOf(u.game, u.id)})\n`);
    }
    write(`${words.say("summary", { count: results.length, passed: results.length - failed, failed })}\n`);
  }
  return errors.length > 0 || missing.length > 0 || failed > 0 ? 1 : 0;
}

function junit(results: readonly ScenarioResult[], errors: readonly Diagnostic[]): string {
  const failures = results.filter((r) => !r.passed).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="grimoire test" tests="${results.length}" failures="${failures}" errors="${errors.length}">`,
  ];
  const byFile = new Map<string, ScenarioResult[]>();
  for (const r of results) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r]);
  for (const [file, rs] of byFile) {
    lines.push(`  <testsuite name="${xml(file)}" tests="${rs.length}" failures="${rs.filter((r) => !r.passed).length}" errors="0">`);
    for (const r of rs) {
      const open = `    <testcase classname="${xml(file)}" name="${xml(r.name)}" file="${xml(file)}" line="${r.range.start.line}"`;
      if (r.passed) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      for (const f of r.failures)
        lines.push(
          `      <failure message="${xml(`${at(f.range)}: ${f.text}: ${f.message}`)}" type="expectation">${xml([f.message, ...f.log].join("\n"))}</failure>`,
        );
      lines.push("    </testcase>");
    }
    lines.push("  </testsuite>");
  }
  if (errors.length > 0) {
    lines.push(`  <testsuite name="sources" tests="1" failures="0" errors="${errors.length}">`);
    lines.push('    <testcase classname="sources" name="the sources check">');
    for (const d of errors) lines.push(`      <error message="${xml(formatDiagnostic(d))}" type="${d.code}"/>`);
    lines.push("    </testcase>", "  </testsuite>");
  }
  lines.push("</testsuites>");
  return `${lines.join("\n")}\n`;
}
