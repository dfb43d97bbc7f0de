// Staging, whatever the game: a situation (plain data a designer writes, or a tool reads off a game in
// progress) checked against the content and made a game at that point, its next decision pending. Each game
// says what its situations hold (games/<game>/rules/stage.ts); what every game's have is here: the seed, the
// random source's exact state, the dice fixed in advance, and one way to name what is wrong in one.
import type { ZodType } from "zod";
import { ContentError } from "../runtime/core/errors.ts";
import type { LogOptions } from "../runtime/core/log.ts";
import { closest } from "./names.ts";

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

/** The problems of one situation, gathered so that all of them are told at once. */
export class StageProblems {
  readonly list: StageProblem[] = [];

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }

  /**
   * Is `id` one of `known`? If not, a problem naming what the content has (a few of them, and the likely
   * misspelling first). `kind` reads in the message: "a hero", "a development card of hero.geralt".
   */
  known(path: string, id: string, known: readonly string[], kind: string): boolean {
    if (known.includes(id)) return true;
    const guess = closest(id, known);
    const shown = known.length > 12 ? `${known.slice(0, 12).join(", ")}, … (${known.length} in all)` : known.join(", ") || "none";
    this.add(path, `\`${id}\` is not ${kind} of this content${guess ? `; did you mean \`${guess}\`?` : ""} (known: ${shown})`);
    return false;
  }

  /** throw the problems gathered, if there are any */
  check(): void {
    if (this.list.length > 0) throw new StageError(this.list);
  }
}

/**
 * The copies of components a situation names, claimed one by one: a copy named outright ("development.igni#2")
 * is that one; a card's id takes its first copy that no other place names, those `preferred` first (a card
 * in a player's own deck before one in a shared pile).
 */
export class Claims {
  private readonly taken = new Set<string>();
  private readonly explicit = new Set<string>();
  /** every copy in the game by its card's id, in copy order */
  private readonly copies = new Map<string, string[]>();

  /** `copies`: every copy in the game ("action.aard#3"), wherever it lies; `defOf`: a copy's card id */
  constructor(
    copies: Iterable<string>,
    private readonly problems: StageProblems,
    private readonly defOf: (copy: string) => string,
  ) {
    const number = (c: string) => Number(c.slice(c.lastIndexOf("#") + 1));
    for (const c of [...copies].sort((a, b) => (defOf(a) < defOf(b) ? -1 : defOf(a) > defOf(b) ? 1 : number(a) - number(b)))) {
      const list = this.copies.get(defOf(c));
      if (list) list.push(c);
      else this.copies.set(defOf(c), [c]);
    }
  }

  /** the copies the situation names outright, kept from any card's id that would take one */
  reserve(names: readonly string[]): void {
    for (const n of names) if (n.includes("#")) this.explicit.add(n);
  }

  /** the copy `name` stands for, or null (a problem told) when no such card is in the game or every copy is named */
  claim(path: string, name: string, what: string, isKind: (id: string) => boolean, preferred?: (copy: string) => boolean): string | null {
    const id = this.defOf(name);
    if (!this.problems.known(path, id, [...this.copies.keys()].filter(isKind), what)) return null;
    const copies = this.copies.get(id)!;
    let copy: string | undefined;
    if (name.includes("#")) {
      copy = copies.find((c) => c === name);
      if (!copy) {
        this.problems.add(path, `\`${name}\` is not a copy of \`${id}\` in this game (its copies: ${copies.join(", ")})`);
        return null;
      }
      if (this.taken.has(copy)) copy = undefined;
    } else {
      const free = (c: string) => !this.taken.has(c) && !this.explicit.has(c);
      copy = (preferred && copies.find((c) => free(c) && preferred(c))) || copies.find(free);
    }
    if (!copy) {
      this.problems.add(path, `every copy of \`${id}\` is named already (${copies.length} in the game)`);
      return null;
    }
    this.taken.add(copy);
    return copy;
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
