// Runs checked scenarios (core/scenario.ts): each is staged through its game's staging (GameModule.staging) on the
// content the interpreter links from the same sources, its `when` played answer by answer, and each expectation of
// `then` held to the game it left. A failure says where (the expectation's .grim line and column), what was
// expected and what happened instead, with the log's last lines, in the words of a locale's catalogues.
import { setsOf, type AnyGameModule, type PlayableGame } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { SCENARIO_DECISION_LIMIT, type ScenarioExpectation, type ScenarioIR, type ScenarioKey, type ScenarioLanguage } from "../../core/scenario.ts";
import type { SourceRange } from "../../core/source.ts";
import { StageError } from "../../core/stage.ts";
import type { ProgramIR } from "../../core/ir.ts";
import type { Decision, DecisionOption } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import type { GameText } from "../i18n/game-text.ts";
import type { RulesCatalogue } from "../i18n/rules-text.ts";

/** one expectation (or step, or the staging) that did not hold */
export interface ScenarioFailure {
  /**
   * what failed: the staging, a step of `when`, an expectation of `then`, the decision limit (the scenario played on
   * without reaching where it was going), or a fault of the game's engine
   */
  kind: "stage" | "step" | "expectation" | "limit" | "fault";
  range: SourceRange;
  /** the clause as written */
  text: string;
  /** what happened instead, in the locale */
  message: string;
  /** the log's last lines before the failure, in the locale */
  log: string[];
}

export interface ScenarioResult {
  name: string;
  game: string;
  file: string;
  range: SourceRange;
  passed: boolean;
  failures: ScenarioFailure[];
  /** expectations checked */
  expectations: number;
  /** the content entities the scenario named or its game's log spoke of */
  touched: string[];
  /**
   * the answers the staged game took while `when` was played, as far as it went (a staged game begins with none):
   * the editor's play preview opens the scenario's situation and gives them again
   */
  answers: string[][];
}

/** What the runner says in its own words: the locale's `scenario-*` messages (content/i18n/<locale>/scenarios.ftl). */
export class ScenarioWords {
  constructor(
    readonly cat: RulesCatalogue,
    private readonly texts: ReadonlyMap<string, GameText>,
  ) {}

  text(game: string): GameText {
    return this.texts.get(game)!;
  }

  say(id: string, args: Record<string, string | number> = {}): string {
    return this.cat.format(`scenario-${id}`, args, []) ?? `[scenario-${id}]`;
  }

  /** a quantity a scenario names ("gold", "cards in hand") as the locale says it (`scenario-quantity-<words>`), else as written */
  quantity(words: string): string {
    return this.cat.format(`scenario-quantity-${words.replaceAll(" ", "-")}`, {}, []) ?? words;
  }
}

const LOG_LINES = 8;
export interface RunOptions {
  /** answers `play` may give in a scenario before it is stopped (SCENARIO_DECISION_LIMIT unless said) */
  decisionLimit?: number;
}

/** a game's content linked by the interpreter from the checked program, by game id */
export function linkContent(module: AnyGameModule, program: ProgramIR): unknown {
  const link = module.link;
  if (!link) return null;
  const sets = setsOf(program, module.meta.id);
  return link.combine(
    sets,
    sets.map((s) => link.linkSet(s, link.interpreted)),
  );
}

/** does an option answer to what the scenario names: its key, or an id the key holds (`travel:location.novigrad`), or a copy of the card */
function optionFits(o: DecisionOption, k: ScenarioKey): boolean {
  if (o.key === k.key || o.key.toLowerCase() === k.key.toLowerCase()) return true;
  const parts = o.key.split(/[:@,|/]/).map((p) => (p.includes("#") ? p.slice(0, p.lastIndexOf("#")) : p));
  if (parts.includes(k.key)) return true;
  // a content id inside a longer key: `fight.monster.arachas`, `potion.potion.swallow#1`
  if (!k.key.includes(".")) return false;
  const at = o.key.indexOf(k.key);
  const edge = (c: string | undefined) => c === undefined || !/[a-z0-9-]/.test(c);
  return at >= 0 && edge(o.key[at - 1]) && edge(o.key[at + k.key.length]);
}

/** a plain word that ends a part of the key: `blue` for `investigation.blue`, asked only when no option fits otherwise */
function optionEndsWith(o: DecisionOption, k: ScenarioKey): boolean {
  if (k.key.includes(".")) return false;
  const word = k.key.toLowerCase();
  return o.key
    .toLowerCase()
    .split(/[:@,|/]/)
    .some((p) => p.replace(/#\d+$/, "").split(".").at(-1) === word);
}

class Run {
  readonly failures: ScenarioFailure[] = [];
  /** every id the game's log named (copies as their card) */
  readonly seen = new Set<string>();
  private readonly lang: ScenarioLanguage;
  /** answers `play` gave so far, against the decision limit */
  private answered = 0;
  /** the game staged, once it is */
  game: PlayableGame | null = null;

  constructor(
    private readonly s: ScenarioIR,
    private readonly module: AnyGameModule,
    private readonly words: ScenarioWords,
    private readonly limit: number,
  ) {
    this.lang = module.scenarios!;
  }

  private get text(): GameText {
    return this.words.text(this.s.game);
  }

  private logOf(game: PlayableGame | null, from = 0): string[] {
    if (!game) return [];
    const events = game.log.slice(Math.max(from, game.log.length - LOG_LINES));
    return events.map((e) => this.text.logLine(e));
  }

  private fail(kind: ScenarioFailure["kind"], range: SourceRange, text: string, message: string, game: PlayableGame | null): void {
    this.failures.push({ kind, range, text, message, log: this.logOf(game) });
  }

  private name(id: string): string {
    return this.text.name(id) ?? id;
  }

  private options(d: Decision): string {
    const shown = this.text.decision(d);
    return shown.options.map((o) => `${o.label} (${o.key})`).join("; ");
  }

  private waiting(d: Decision | null): string {
    if (!d) return this.words.say("no-decision");
    return this.words.say("decision", { who: this.name(d.who), prompt: this.text.decision(d).prompt, options: this.options(d) });
  }

  run(content: unknown): void {
    const staging = this.module.staging!;
    let game: PlayableGame;
    try {
      game = staging.stage(content, this.s.situation) as PlayableGame;
    } catch (e) {
      if (!(e instanceof StageError)) throw e;
      for (const p of e.problems) {
        // the clause that set the path, the longest one that leads to it
        const at = this.s.paths
          .filter((x) => p.path === x.path || p.path.startsWith(`${x.path}.`) || p.path.startsWith(`${x.path}[`))
          .sort((a, b) => b.path.length - a.path.length)[0];
        this.fail("stage", at?.range ?? this.s.range, p.path, this.words.say("cannot-stage", { problem: p.message }), null);
      }
      return;
    }
    this.game = game;
    // where the log stood before the last answer: the turn that answer was in
    let mark = 0;
    for (const step of this.s.steps) {
      const text = step.kind === "answer" ? `answer ${step.keys.map((k) => k.text).join(", ")}` : "play";
      if (step.kind === "answer") {
        const d = game.pending;
        if (!d) {
          this.fail("step", step.range, text, this.words.say("answer-no-decision"), game);
          return;
        }
        const keys: string[] = [];
        // names that together say one option of a decision that takes one (`answer Brokilon, DuénCanell`: the path through both)
        const together = (d.pick?.max ?? 1) === 1 && step.keys.length > 1 ? d.options.find((o) => step.keys.every((k) => o.key.includes(k.key))) : undefined;
        mark = game.log.length;
        if (together) {
          game.answer([together.key]);
          continue;
        }
        for (const k of step.keys) {
          const free = d.options.filter((x) => !keys.includes(x.key));
          const o = free.find((x) => optionFits(x, k)) ?? free.find((x) => optionEndsWith(x, k));
          if (!o) {
            this.fail("step", step.range, text, this.words.say("not-an-option", { option: k.text, waiting: this.waiting(d) }), game);
            return;
          }
          keys.push(o.key);
        }
        game.answer(keys);
        continue;
      }
      const start = game.log.length;
      // the turn being played ends where the next one starts (the one the last answer began, if it did)
      const turns = () => game.log.filter((e, i) => i >= Math.max(mark, 1) && e.type === this.lang.turnEvent.type).length;
      const done = (): boolean => {
        const until = step.until;
        if ("turn" in until) return turns() > 0;
        if ("event" in until) return game.log.some((e, i) => i >= start && e.type === until.event);
        return false;
      };
      while (game.pending && !done()) {
        const d = game.pending;
        if (this.answered++ >= this.limit) {
          const until = "turn" in step.until ? "turn" : "event" in step.until ? "event" : "end";
          const event = "event" in step.until ? step.until.event : "";
          this.fail("limit", step.range, text, this.words.say("decision-limit", { until, event, limit: this.limit, waiting: this.waiting(d) }), game);
          return;
        }
        game.answer(d.options.slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key));
      }
      if ("event" in step.until && !done()) {
        this.fail("step", step.range, text, this.words.say("event-never-came", { event: step.until.event }), game);
        return;
      }
    }
    for (const e of this.s.expectations) this.expect(e, game);
    for (const ev of game.log)
      for (const v of Object.values(ev as unknown as Record<string, unknown>))
        for (const x of Array.isArray(v) ? v : [v]) if (typeof x === "string" && x.includes(".")) this.seen.add(x.replace(/#\d+$/, ""));
  }

  private expect(e: ScenarioExpectation, game: PlayableGame): void {
    const fail = (message: string) => this.fail("expectation", e.range, e.text, message, game);
    switch (e.kind) {
      case "quantity": {
        const list = e.player === null ? this.lang.gameQuantities : this.lang.playerQuantities;
        const q = list.find((x) => x.words === e.quantity)!;
        const v = q.read(game, e.player);
        if (v === null) fail(this.words.say("no-such-number", { what: e.quantity }));
        else if (v !== e.value)
          fail(
            e.player
              ? this.words.say("number", { who: this.name(e.player), what: this.words.quantity(e.quantity), expected: e.value, actual: v })
              : this.words.say("game-number", { what: this.words.quantity(e.quantity), expected: e.value, actual: v }),
          );
        return;
      }
      case "holds": {
        const has = this.lang.holds(game, e.player, e.card);
        if (has === e.negate) fail(this.words.say(e.negate ? "holds" : "does-not-hold", { who: this.name(e.player), card: this.name(e.card) }));
        return;
      }
      case "event": {
        const found = game.log.filter((ev) => ev.type === e.type && fieldsFit(ev, e.fields));
        const expected = e.negate ? 0 : e.count;
        if (expected === null ? found.length === 0 : found.length !== expected)
          fail(
            expected === null
              ? this.words.say("no-event", { event: e.type })
              : found.length === 0
                ? this.words.say("events", { event: e.type, expected, actual: 0 })
                : this.words.say("events-seen", {
                    event: e.type,
                    expected,
                    actual: found.length,
                    lines: found
                      .slice(0, 3)
                      .map((ev) => this.text.logLine(ev))
                      .join(" / "),
                  }),
          );
        return;
      }
      case "offered": {
        const d = game.pending;
        if (!d) {
          fail(this.words.say("no-decision"));
          return;
        }
        const offered = (k: ScenarioKey) => d.options.some((o) => optionFits(o, k));
        const wrong = e.mode === "not" ? e.keys.filter(offered) : e.keys.filter((k) => !offered(k));
        const extra = e.mode === "exactly" ? d.options.filter((o) => !e.keys.some((k) => optionFits(o, k))) : [];
        if (wrong.length > 0 || extra.length > 0)
          fail(
            this.words.say(e.mode === "not" ? "offered-anyway" : "not-offered", {
              options: [...wrong.map((k) => k.text), ...extra.map((o) => o.key)].join(", "),
              waiting: this.waiting(d),
            }),
          );
        return;
      }
      case "offered-count": {
        const d = game.pending;
        const n = d?.options.length ?? 0;
        if (n !== e.count) fail(this.words.say("option-count", { expected: e.count, actual: n, waiting: this.waiting(d) }));
        return;
      }
      case "ends": {
        if ((game.outcome !== null) !== e.ends) fail(this.words.say(e.ends ? "goes-on" : "ended", { waiting: this.waiting(game.pending) }));
        return;
      }
      case "winner": {
        const winners = this.lang.winners(game);
        if (winners === null) fail(this.words.say("goes-on", { waiting: this.waiting(game.pending) }));
        else if (e.player === null ? winners.length > 0 : !winners.includes(e.player))
          fail(this.words.say("winners", { expected: e.player ? this.name(e.player) : "-", actual: winners.map((w) => this.name(w)).join(", ") || "-" }));
        return;
      }
    }
  }
}

/** an event's field holds the value: equal, a copy of the card (`development.igni#1`), or in a list */
function fieldsFit(ev: GameEvent, fields: Readonly<Record<string, string | number | boolean | readonly string[]>>): boolean {
  const rec = ev as unknown as Record<string, unknown>;
  return Object.entries(fields).every(([k, wanted]) => {
    const have = rec[k];
    const one = (want: string | number | boolean) => (h: unknown) =>
      h === want || (typeof h === "string" && typeof want === "string" && (h.toLowerCase() === want.toLowerCase() || h.replace(/#\d+$/, "") === want));
    const matches = (h: unknown) => (Array.isArray(wanted) ? wanted.some((w) => one(w)(h)) : one(wanted as string | number | boolean)(h));
    return Array.isArray(have) ? have.some(matches) : matches(have);
  });
}

/**
 * Run every scenario on the content the same program links; the results in the scenarios' order. A fault of a game's
 * engine is that scenario's failure, so the others still run and the report (or the editor) says where it happened.
 */
export function runScenarios(
  scenarios: readonly ScenarioIR[],
  program: ProgramIR,
  games: GameRegistry,
  words: ScenarioWords,
  options: RunOptions = {},
): ScenarioResult[] {
  const contents = new Map<string, unknown>();
  const results: ScenarioResult[] = [];
  for (const s of scenarios) {
    const module = games.get(s.game);
    const result: ScenarioResult = {
      name: s.name,
      game: s.game,
      file: s.file,
      range: s.range,
      passed: false,
      failures: [],
      expectations: s.expectations.length,
      touched: [...s.touches],
      answers: [],
    };
    if (!module.staging || !module.scenarios) {
      result.failures.push({ kind: "stage", range: s.range, text: s.name, message: words.say("not-playable", { game: module.meta.displayName }), log: [] });
      results.push(result);
      continue;
    }
    const run = new Run(s, module, words, options.decisionLimit ?? SCENARIO_DECISION_LIMIT);
    try {
      if (!contents.has(s.game)) contents.set(s.game, linkContent(module, program));
      run.run(contents.get(s.game));
    } catch (e) {
      const problem = e instanceof Error ? e.message : String(e);
      run.failures.push({ kind: "fault", range: s.range, text: s.name, message: words.say("fault", { problem }), log: [] });
    }
    result.touched = [...new Set([...s.touches, ...run.seen])].sort();
    result.failures = run.failures;
    result.answers = (run.game?.answers ?? []).map((a) => [...a]);
    result.passed = run.failures.length === 0;
    results.push(result);
  }
  return results;
}

/** the content entities no scenario names, by game: the cards, monsters and quests still untested */
export function uncovered(results: readonly ScenarioResult[], program: ProgramIR, kinds: (game: string) => readonly string[]): { game: string; id: string }[] {
  const touched = new Set(results.flatMap((r) => r.touched));
  const out: { game: string; id: string }[] = [];
  for (const set of program.sets) {
    const wanted = kinds(set.game);
    for (const e of set.entities) if (wanted.includes(e.kind) && !touched.has(e.id)) out.push({ game: set.game, id: e.id });
  }
  return out;
}
