// A workspace's scenarios played as diagnostics, for the editor's language worker and the language server: each
// failure `grimoire test` would print becomes a diagnostic at its place (the expectation, the step, the given
// clause), with the same words. Scenarios are played only on a workspace that checks without errors: a program
// with errors is not one the engine can stage, and the errors are what the designer must see first.
import { diagnostic } from "../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import type { GameRegistry } from "../../core/registry.ts";
import type { CheckedProgram } from "../check/program.ts";
import { GameText } from "../i18n/game-text.ts";
import type { RulesCatalogue } from "../i18n/rules-text.ts";
import { runScenarios, ScenarioWords, type RunOptions, type ScenarioResult } from "./run.ts";

/** The runner's words and every game's log lines and names in one locale's catalogue. */
export function scenarioWords(games: GameRegistry, cat: RulesCatalogue): ScenarioWords {
  return new ScenarioWords(cat, new Map(games.ids().map((id) => [id, new GameText(id, cat)])));
}

/** The diagnostics of played scenarios: GRM3106 for one stopped at the decision limit, GRM3105 for every other failure. */
export function failureDiagnostics(results: readonly ScenarioResult[], words: ScenarioWords): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const r of results)
    for (const f of r.failures) {
      // the log's last lines belong to the message, as `grimoire test` prints them under it
      const log = f.log.length > 0 ? `\n${words.say("log-heading")}\n${f.log.map((l) => `  ${l}`).join("\n")}` : "";
      out.push(diagnostic(f.kind === "limit" ? "GRM3106" : "GRM3105", f.range, `${f.message}${log}`));
    }
  return out;
}

/**
 * Plays the scenarios of a checked workspace and says each failure at its place; nothing while the check has errors.
 * The result is kept per checked program, so asking again before the next edit plays nothing again.
 */
export class ScenarioPlayer {
  private last: { checked: CheckedProgram; words: ScenarioWords; diagnostics: Diagnostic[] } | null = null;

  constructor(
    private readonly games: GameRegistry,
    private readonly options: RunOptions = {},
  ) {}

  diagnostics(checked: CheckedProgram, checkDiagnostics: readonly Diagnostic[], words: ScenarioWords): Diagnostic[] {
    if (this.last && this.last.checked === checked && this.last.words === words) return this.last.diagnostics;
    const played =
      checked.scenarios.length === 0 || checkDiagnostics.some((d) => d.severity === "error")
        ? []
        : failureDiagnostics(runScenarios(checked.scenarios, checked.program, this.games, words, this.options), words);
    this.last = { checked, words, diagnostics: played };
    return played;
  }

  /**
   * Plays one scenario of a file, by name: its result and its failures as diagnostics. Null while the check has
   * errors (the engine cannot stage a program with errors) or when the file declares no scenario of that name that
   * checks.
   */
  one(
    checked: CheckedProgram,
    checkDiagnostics: readonly Diagnostic[],
    words: ScenarioWords,
    file: string,
    name: string,
  ): { result: ScenarioResult; diagnostics: Diagnostic[] } | null {
    if (checkDiagnostics.some((d) => d.severity === "error")) return null;
    const s = checked.scenarios.find((x) => x.file === file && x.name === name);
    if (!s) return null;
    const [result] = runScenarios([s], checked.program, this.games, words, this.options);
    return { result, diagnostics: failureDiagnostics([result], words) };
  }
}
