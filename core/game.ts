// One module per game. Everything after the checker that depends on which game
// a file is for (link, interpret, play, replay, agents, invariants, the
// simulator's summary, the rulebooks the coverage tool reads) is looked up here
// by the file's `game`, so nothing outside a game's own folders names a game.
// A module without `link` is "checked, not emitted"; without `runtime`,
// "checked, not playable": by its data, with no `if` on its id.

import type { GameStaging } from "./stage.ts";
import type { ScenarioLanguage } from "./scenario.ts";
import type { Clause, Declaration, FileAst, SourceRange } from "./ast.ts";
import type { Diagnostic } from "./diagnostics/types.ts";
import type { GameEmit } from "./emit.ts";
import type { HandlerFactory } from "./handler-factory.ts";
import type { Effect, EntityIR, ProgramIR, SetIR } from "./ir.ts";
import type { GamePreview } from "./preview.ts";
import type { GameTable } from "./vocabulary.ts";
import type { Answer, Decision } from "../runtime/core/decision.ts";
import type { GameEvent, LogOptions } from "../runtime/core/log.ts";
import type { ReplayRules } from "../runtime/core/replay.ts";
import type { Outcome } from "../runtime/core/outcome.ts";

export type { Outcome } from "../runtime/core/outcome.ts";

export interface GameMeta {
  /** the word a `.grim` file's `game` line names */
  id: string;
  /** what messages call it: "The Witcher: Old World" */
  displayName: string;
  /** what a message calls it in a sentence, after "the": "Old World" ("not a window of the Old World") */
  shortName: string;
}

/** A file of one game, as that game's own checks read it: its syntax tree and the set its header names. */
export interface GameFile {
  ast: FileAst;
  set: string;
}

/**
 * A check only one game has, over all of that game's files (the Old World's expansion names, event
 * numbers, large monsters, monster levels): the shared checker runs it after the declarations, with
 * that game's files in path order, and it reports into `diagnostics`.
 */
export type GameCheck = (files: readonly GameFile[], diagnostics: Diagnostic[]) => void;

/**
 * What a game adds to the shared checker's reading of one declaration: the diagnostics only its rules give, and
 * the shape its content module expects of an entity's properties (defaults, derived deck names).
 */
export interface DeclarationRules {
  /** a property just matched: `args` the values its pattern bound, `at` where each of them was written */
  property?(p: { kind: string; property: string; args: Readonly<Record<string, unknown>>; at: Readonly<Record<string, SourceRange>> }): Diagnostic[];
  /** a hook just read: its window and cost, `range` its clause, `firstStep` its body's first statement */
  hook?(h: { window: string; cost: Effect | null; range: SourceRange; firstStep: SourceRange | null }): Diagnostic[];
  /**
   * The entity read whole: its props shaped in place, and what this game requires of the declaration reported.
   * `named` finds the id of this game's entity of a kind by its name; `bodies` gives the clauses, bodies and all,
   * that set a property with a body (`side 4 vp: go to Kaer Morhen`), in the order written.
   */
  finish?(
    entity: EntityIR,
    decl: Declaration,
    ask: { diagnostics: Diagnostic[]; named(kind: string, name: string): string | null; bodies(property: string): readonly Clause[] },
  ): void;
}

/**
 * How a game's messages are named in a locale's catalogues, which all games share as one Fluent namespace
 * (compiler/i18n/message-names.ts). An absent prefix is the namespaced default, so only a game whose ids
 * differ from `<id>-` and `<id>__` says so.
 */
export interface MessageNaming {
  /** before the messages its rules build from a name (log lines, card labels, prompts) and its undeclared verbs; default `<id>-` */
  rules?: string;
  /** before a content text's message id (`<prefix>monster__troll__name`); default `<id>__` */
  content?: string;
  /** fields its rules leave out when they do not apply, which a message selects on with `[none]` */
  absentAsNone?: readonly string[];
  /** its rules name a decision by the type `chooseOne`/`choose` take second, and its prompt is the message `<rules>prompt-<type>` */
  promptsByType?: boolean;
}

/** What a game adds to the rules text the shared renderer writes of one of its entities (compiler/i18n/rules-text.ts). */
export interface RulesTextParts {
  /** an effect a property implies that the hook of `window` must say, though no hook writes it */
  implied?(entity: EntityIR): { window: string; effect: Effect } | undefined;
  /** a message said before the first line; `names` are its arguments that are entity ids, said as their names */
  lead?(entity: EntityIR): { message: string; names: Readonly<Record<string, string>> } | undefined;
}

/** What a card face's words are made of, as the shared renderer offers them to a game (compiler/render/words.ts). */
export interface FaceAsk {
  /** a message of the locale's catalogues with these arguments, or null when none holds it */
  label(id: string, args?: Record<string, string>): string | null;
  /** the labels a card preview shows (the game's `card-kind`, `card-value`, `card-tag` messages) */
  card: { kind(kind: string): string; value(value: string | boolean): string; tag(tag: string): string };
  /** a content entity's name in the locale */
  nameOf(id: string): string;
  /** items joined as the locale joins "a, b and c" */
  and(items: string[]): string;
}

/** What a card face says besides its name and flavour: the kind line, the back's label and the rules lines. */
export interface FaceLabels {
  kindLine: string;
  backLabel: string;
  rules: string[];
}

/**
 * What a page that draws faces and formats catalogues asks of a game: its names, message naming, rules text
 * and face labels, and the verb table, with none of its checks, scenarios or rules (games/words.ts).
 */
export type GameWords = Pick<GameLanguage, "meta" | "messages" | "rulesText" | "face" | "table">;

/** What the front end (checker, language services, catalogues, docs) asks of a game: its words and its own checks. */
export interface GameLanguage {
  meta: GameMeta;
  /** how its messages are named in the shared catalogues; absent: the namespaced defaults */
  messages?: MessageNaming;
  rulesText?: RulesTextParts;
  /** a card face's kind line, back label and rules lines, given the entity's rules text; absent: its kind and the rules text */
  face?(entity: EntityIR, rules: string[], ask: FaceAsk): FaceLabels;
  /** the verb table: kinds, properties, windows, verbs, conditions, queries, selectors, rolls */
  table: GameTable;
  checks?: readonly GameCheck[];
  declarations?: DeclarationRules;
  /**
   * Option labels the rules build at run time rather than write out at a call site, each with the arguments
   * it passes, and the file that lists them: the translators' call sites (compiler/i18n/call-sites.ts).
   */
  optionMessages?: { file: string; labels: Readonly<Record<string, readonly string[]>> };
  /** what its scenarios (`scenario "name" { given … when … then … }`) can stage and expect: core/scenario.ts */
  scenarios?: ScenarioLanguage;
}

/** IR → the game's content type. `Part` is one set's share; `combine` joins the sets in program order. */
export interface GameLink<Content, Part, H, P> {
  linkSet(set: SetIR, factory: HandlerFactory<H, P>): Part;
  combine(sets: SetIR[], parts: Part[]): Content;
  /** the factory whose handlers walk the IR (editor, tests); the emitter supplies its own */
  interpreted: HandlerFactory<H, P>;
}

/** What the generic driver, replay, agents and simulator need of a running game. */
export interface PlayableGame {
  /** the decision waiting for an answer, or null when the game is over */
  readonly pending: Decision | null;
  answer(answer: Answer): void;
  readonly log: readonly GameEvent[];
  readonly answers: readonly Answer[];
  /** null while the game runs */
  readonly outcome: Outcome | null;
}

export type Agent<G extends PlayableGame = PlayableGame> = (decision: Decision, game: G) => Answer;

/** One table of players for the simulator: the seats and the options that start it. */
export interface SimTable<O> {
  /** the player ids in seat order (witchers, heroes) */
  seats: string[];
  options: O;
}

/** what a simulation asks of every table besides its seed */
export interface SimLimits {
  maxRounds: number;
  /** draw the seats from these players only (null: all the content has) */
  seats?: string[] | null;
  /** the modes switched on, from `sim.modes` */
  modes?: string[];
}

/** A card the causal impact can measure (runtime/sim/impact.ts): the deck it is compared within, and the seat it belongs to. */
export interface ImpactCard {
  id: string;
  /** the cards it is compared with: its deck ("investigation.blue", a hero's development deck) */
  group: string;
  /** the hero or witcher whose own card it is (a development card, a unique card); null: any player may get it */
  owner: string | null;
}

export interface GameRuntime<Content, Options extends { seed: number }, G extends PlayableGame> {
  /**
   * `log`: how the game treats its event log. A simulation keeps only the logs it compares with a replay and
   * reads the others' events as they happen; a module may ignore it (and keep its whole log).
   */
  createGame(content: Content, options: Options, log?: LogOptions): G;
  /**
   * Cheap copies of a running game, the search bot's snapshots: `create` starts a game that keeps what
   * copying needs, `copy` makes a copy of such a game at its pending decision that plays on alone, its log
   * not kept (the same game as a replay of its answers, only cheaper). Without it a copy is a replay.
   */
  fork?: { create(content: Content, options: Options): G; copy(game: G): G };
  /**
   * Snapshots of a game on the rules kernel (runtime/kernel): `take` copies the whole game at its pending
   * decision, `restore` puts a game of the same content and options back (or on) to one, any number of times,
   * and `copy` makes a game that plays on alone from this one's decision. The tree search bot plays its
   * futures by them (runtime/agents/search.ts); the editor steps back by them. `take` gives null where the game
   * cannot be copied yet (a game moving onto the kernel, paused inside rules still written as generators).
   */
  snapshots?: { take(game: G): unknown | null; restore(game: G, snapshot: unknown): void; copy(game: G): G };
  /** the options schema (every field of a replay file's `options` validated), the content sets, older files upgraded */
  replay: ReplayRules<Content, Options, G>;
  /** the options to write in a replay file for this game */
  optionsOf(game: G): Options;
  agents: {
    random(seed: number): Agent<G>;
    /** plays to win */
    greedy(seed: number): Agent<G>;
  };
  /** rule violations in the current state; [] when all hold */
  invariants(game: G): string[];
  /** is now a good moment to check invariants (nothing half resolved)? */
  settled(game: G): boolean;
  /**
   * Make this game one of the futures `viewer` cannot tell from the real one: what that seat cannot see
   * (draw piles, facedown stacks, other seats' hands) shuffled among itself and the random source reseeded
   * from `seed`. The search bot samples futures with it; a module without it is played by the search bot
   * as by its greedy bot.
   */
  determinise?(game: G, seed: number, viewer: string): void;
  /** the content a command line plays when given none: the bundled generated module */
  bundledContent(): Promise<Content>;
  /**
   * The options of one game `grimoire play` starts: these seats in this order (null: the game's own first
   * table), its seed and its round limit. A seat the content lacks is a ContentError naming the ones it has.
   */
  startOptions(content: Content, start: { seed: number; seats: string[] | null; maxRounds: number }): Options;
  sim: {
    /** the simulator's game i with this seed; `players`: the player counts to cycle through (null: every legal count) */
    table(content: Content, i: number, seed: number, players: number[] | null, limits: SimLimits): SimTable<Options>;
    /** player counts the game supports */
    playerCounts: readonly number[];
    /** numbers worth adding up over many games, beyond wins and rounds (e.g. "winnerVp", "trophies") */
    stats?(game: G): Record<string, number>;
    /** each seat's final score (VP, trophies), for score distributions; absent: the game keeps none */
    scores?(game: G): Record<string, number>;
    /** the modes a simulation may switch on (`grimoire sim --mode epic`), each in a few words */
    modes?: Readonly<Record<string, string>>;
    /** modes that are difficulty levels, easiest first (`grimoire sim --difficulty <level|all>`; none given: the tables cycle through them) */
    difficulties?: readonly string[];
    /** the modes whose games are played at a difficulty level (the Old World's `wild-hunt`) */
    difficultyModes?: readonly string[];
    /** the seats that won a game the players win together; absent: the outcome's winner alone */
    winners?(game: G): string[];
    /** a label grouping tables for the summary's win rates (e.g. difficulty and player count); absent: no groups */
    group?(game: G): string | null;
    /** the decision types (Decision.type) the search bot weighs unless told otherwise (`grimoire sim --agent search`); absent: the search bot's own default */
    searchTypes?: readonly string[];
    /** the sampled futures a decision the search bot plays with unless told otherwise (`--rollouts`); absent: the search bot's own default */
    searchRollouts?: number;
    /**
     * The cards `grimoire sim --impact` measures, and a copy of the content with one of them blanked: the same card in
     * its deck's place with its copies, but with no effect and nothing printed that counts (traits, symbols), so that
     * every shuffle deals as before and a game differs only where the card would have done something. Absent: the
     * game's cards cannot be measured by intervention.
     */
    cards?: { list(content: Content): ImpactCard[]; blank(content: Content, card: string): Content };
    /**
     * The chance `who` wins from this unfinished game, between 0 and 1 (null: no estimate here, play it out): how
     * the search bot scores a sampled future it cuts short at its horizon. Absent: every future is played out.
     */
    winChance?(game: G, who: string): number | null;
    /** the answers a sampled future plays past the search tree before `winChance` scores it, unless the budget says (`SearchBudget.horizon`); absent: to the end */
    searchHorizon?: number;
  };
}

/** A rulebook the coverage tool reads, and the list mapping its rules to tests. */
export interface Rulebook {
  /** the rulebook text, relative to the shared rules folder */
  source: string;
  /** the coverage list, relative to the repository root: rows of {source, section, rule, tests} */
  coverage: string;
  /** the generated page listing the rows, relative to the repository root */
  doc: string;
  /**
   * Parts of the rulebook every rule of which must be mapped, each from one
   * heading line to the next part's heading (a rule: a bullet, a numbered step,
   * or a line of 40 characters or more; shorter lines are section headings);
   * `to: null` runs to the end of the rulebook.
   * Absent: the list maps chosen facts, each quoted word for word from the source.
   * `title` names a part that starts after a line which is no heading (a story excerpt's source line);
   * `after` finds `from` after that line (a line the rulebook prints more than once), else its last occurrence.
   */
  every?: { from: string; to: string | null; title?: string; after?: string }[];
}

export interface GameModule<Content = unknown, Options extends { seed: number } = { seed: number }, G extends PlayableGame = PlayableGame>
  extends GameLanguage {
  // biome-ignore lint/suspicious/noExplicitAny: a set's part and the handler types are the game's own
  link?: GameLink<Content, any, any, any>;
  /** the generated content module's shape: each set's module and the game's module over them (games/<game>/emit) */
  emit?: GameEmit;
  runtime?: GameRuntime<Content, Options, G>;
  /**
   * What the editor lets a designer try on the content being edited, by name (a card, a fight, a round):
   * each started on the content the interpreter links, played in the editor's one preview session.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each try has its own setup and play
  previews?: Readonly<Record<string, GamePreview<Content, any, any>>>;
  /** a game at a situation its designer writes (a hero, his gold, his cards, the die fixed): core/stage.ts */
  // biome-ignore lint/suspicious/noExplicitAny: each game's situation is its own
  staging?: GameStaging<Content, any, G>;
  rulebooks: Rulebook[];
}

/** for the registry, which holds modules of different content types */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of different content types
export type AnyGameModule = GameModule<any, any, any>;

/** what callers that only read the IR need: the ProgramIR's sets of one game */
export function setsOf(program: ProgramIR, game: string): SetIR[] {
  return program.sets.filter((s) => s.game === game);
}
