// Scenarios: a designer's test of a card, written in .grim (`scenario "name" { given … when … then … }`).
// The shared checker reads one against what its game's module says its scenarios can stage and expect
// (`GameLanguage.scenarios`): the clauses of `given` and what each puts in the game's staging situation
// (core/stage.ts), the numbers `then` can read off a game, and the events its log writes (log-events.ts).
// The checked scenario is plain data (ScenarioIR); the runner (compiler/scenario/) stages and plays it.
import type { SourceRange } from "./source.ts";

/** the answers `play` may give in one scenario before it is stopped: a loop of decisions ends there, not in a hang (GRM3106) */
export const SCENARIO_DECISION_LIMIT = 20_000;

/** the values a clause pattern's slots bind: numbers, entity ids, words */
export type ScenarioArgs = Readonly<Record<string, number | string | readonly number[] | readonly string[]>>;

/**
 * One clause `given` may hold, as a pattern of words and slots: `gold {n:number}`, `{n:number} {colour:red|blue|purple} leads`,
 * `monster {m:ref:monster} in {r:ref:region}`. A slot is `number`, `numbers` (a comma list), `ref:<kind>|<kind>` (a name of the
 * content), `refs:<kinds>` (a comma list of names), `word` (any word or text), `words` (a comma list of them), or a list of words `a|b|c` (one of them).
 */
export interface GivenClause {
  pattern: string;
  /** put what the clause says into the situation (or the player's part of it); returns the path it set (`gold`, `zones.region.gray`) */
  put(target: Record<string, unknown>, args: ScenarioArgs): string;
  /** a few words for completion and the reference */
  doc: string;
}

/** A number `then` can read of a player (`Geralt has 3 gold`) or of the game (`life pool is 3`). */
export interface ScenarioQuantity {
  /** the words after the count (a player's: `gold`, `red leads`) or before `is` (the game's: `life pool`) */
  words: string;
  doc: string;
  /** null: the game is not at a point where it has one (no fight) */
  read(game: unknown, player: string | null): number | null;
}

/** What a game's scenarios can stage and expect: its module's part of the scenario language. */
export interface ScenarioLanguage {
  /** the word that starts a player's clause in `given` and the kind it names: `hero` (Adventure), `witcher` (Old World) */
  player: { word: string; kinds: readonly string[]; list: string; idField: string; min: number; max: number };
  /** the clauses of `given` outside a player's block */
  given: readonly GivenClause[];
  /** the clauses of a player's block (`hero Geralt { at Novigrad; gold 2 }`) */
  playerGiven: readonly GivenClause[];
  /** numbers of a player */
  playerQuantities: readonly ScenarioQuantity[];
  /** numbers of the game */
  gameQuantities: readonly ScenarioQuantity[];
  /** kinds of the cards `then` may say a player holds (`Geralt holds Igni`) */
  holdKinds: readonly string[];
  /** does the player hold a copy of the card (in hand, deck, play area, …)? */
  holds(game: unknown, player: string, card: string): boolean;
  /** every event type its log writes, with the fields each has (games/<game>/rules/log-events.ts) */
  events: Readonly<Record<string, readonly string[]>>;
  /** an event type that starts a player's turn, and its field naming the player: `play the turn` plays to the next one */
  turnEvent: { type: string; player: string };
  /** the seats that won (a co-operative win: all of them); null while the game goes on */
  winners(game: unknown): string[] | null;
}

/** an answer to a decision as the scenario names it: an option's key, or a content entity's id an option key holds */
export interface ScenarioKey {
  key: string;
  /** as written */
  text: string;
}

export type ScenarioStep =
  | { kind: "answer"; keys: ScenarioKey[]; range: SourceRange }
  /** answer each decision with its first option until the next turn starts (`turn`), an event is logged, or the game ends */
  | { kind: "play"; until: { turn: true } | { event: string } | { end: true }; range: SourceRange };

export type ScenarioExpectation = { range: SourceRange; text: string } & (
  | { kind: "quantity"; player: string | null; quantity: string; value: number }
  | { kind: "holds"; player: string; card: string; negate: boolean }
  /** a field's list of ids: any of them (a name several entities share) */
  | { kind: "event"; type: string; fields: Readonly<Record<string, string | number | boolean | readonly string[]>>; count: number | null; negate: boolean }
  | { kind: "offered"; mode: "exactly" | "includes" | "not"; keys: ScenarioKey[] }
  | { kind: "offered-count"; count: number }
  | { kind: "ends"; ends: boolean }
  | { kind: "winner"; player: string | null }
);

/** A checked scenario: the situation staged, the steps played, what must hold after. */
export interface ScenarioIR {
  name: string;
  game: string;
  file: string;
  range: SourceRange;
  situation: Record<string, unknown>;
  /** each given clause's range by the situation path it set (a staging problem is reported at its clause) */
  paths: { path: string; range: SourceRange }[];
  steps: ScenarioStep[];
  expectations: ScenarioExpectation[];
  /** every content entity the scenario names (for `grimoire test --coverage`) */
  touches: string[];
}
