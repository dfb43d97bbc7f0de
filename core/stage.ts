// Staging, whatever the game: a situation (plain data a designer writes, or a tool reads off a game in
// progress) checked against the content and made a game at that point, its next decision pending. Each game
// says what its situations hold (games/<game>/rules/stage.ts); what every game's have is here: the seed, the
// random source's exact state, the dice fixed in advance, and one way to name what is wrong in one.
import type { ZodType } from "zod";
import { ContentError } from "../runtime/core/errors.ts";
import type { LogOptions } from "../runtime/core/log.ts";

/** What every situation says of chance: what the rules roll and shuffle from the moment it is staged. */
export interface StagedChance {
  /** the seed of the setup that fills in what the situation leaves out, and of the dice when `generator` is absent */
  seed: number;
  /**
   * The random source where a game left it (`Rng.state()`, four integers): a situation read off a game gives
   * it, so the staged game rolls and shuffles as that game would have gone on. Absent: a source seeded by `seed`.
   */
  generator?: number[];
  /** the next six-sided die rolls, in order ("the die shows 6"); once used, the dice are the source's again */
  d6?: number[];
}

/** One thing wrong with a situation: where (`heroes[0].hand[1]`) and what. */
export interface StageProblem {
  path: string;
  message: string;
}

/** A situation that cannot be staged: every problem found, each with its place in the situation. */
export class StageError extends ContentError {
  readonly problems: readonly StageProblem[];

  constructor(problems: readonly StageProblem[]) {
    super(`the situation cannot be staged:\n${problems.map((p) => `  ${p.path || "(situation)"}: ${p.message}`).join("\n")}`);
    this.name = "StageError";
    this.problems = problems;
  }
}

/** how a name close enough to be a misspelling is found (compiler/names.ts's `closest`), handed in by each game */
export type Closest = (word: string, candidates: Iterable<string>) => string | null;

/** The problems of one situation, gathered so that all of them are told at once. */
export class StageProblems {
  readonly list: StageProblem[] = [];

  constructor(private readonly closest: Closest) {}

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }

  /**
   * Is `id` one of `known`? If not, a problem naming what the content has (a few of them, and the likely
   * misspelling first). `kind` reads in the message: "a hero", "a development card of hero.geralt".
   */
  known(path: string, id: string, known: readonly string[], kind: string): boolean {
    if (known.includes(id)) return true;
    const guess = this.closest(id, known);
    const shown = known.length > 12 ? `${known.slice(0, 12).join(", ")}, … (${known.length} in all)` : known.join(", ") || "none";
    this.add(path, `\`${id}\` is not ${kind} of this content${guess ? `; did you mean \`${guess}\`?` : ""} (known: ${shown})`);
    return false;
  }

  /** throw the problems gathered, if there are any */
  check(): void {
    if (this.list.length > 0) throw new StageError(this.list);
  }
}

/** zod's issues as problems: the path as a reader writes it (`heroes[0].gold`) */
export function schemaProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): StageProblem[] {
  return issues.map((i) => ({
    path: i.path.map((k, n) => (typeof k === "number" ? `[${k}]` : n === 0 ? String(k) : `.${String(k)}`)).join(""),
    message: i.message,
  }));
}

/**
 * What a game's staging offers: the situation's shape, a game staged from one, and the situation a game stands
 * in as one of its turns starts (so that a game reached by play can be staged again, and compared).
 */
export interface GameStaging<Content, Situation, G> {
  readonly schema: ZodType<Situation>;
  /** a game at the situation, its first decision pending; a bad situation throws a StageError naming each problem */
  stage(content: Content, situation: unknown, log?: LogOptions): G;
}
