// The IR: the single meaning of every card, monster, quest and rule hook.
//
// The checker (compiler/check) produces it from the AST; the interpreter
// (runtime/interpret), the TypeScript emitter (compiler/emit) and the rules-text
// renderer (compiler/i18n) all consume it. Nothing downstream looks at the AST.
// Every node carries `at`, the `.grim` position it came from, so the runtime,
// the generated code and the text renderer can point back at the source.

/** a registered game's id (`GameMeta.id`): which games there are is the registry's word, not a type's */
export type Game = string;

export interface SourcePos {
  file: string;
  /** 1-based */
  line: number;
  /** 1-based */
  column: number;
}

/** A number an effect uses: a literal, or something counted when the effect runs. */
export type Amount =
  | { kind: "const"; value: number }
  /** a runtime query from the verb table's `queries`, e.g. "short" (for each shield you are short) */
  | { kind: "query"; query: string; args: Record<string, Arg> }
  | { kind: "sum"; terms: Amount[] }
  | { kind: "product"; factors: Amount[] };

/** An argument of a verb, after checking: its type is the verb table's parameter type. */
export type Arg =
  | number
  | string
  | boolean
  | Amount
  /** a reference to another entity, resolved to its stable id ("monster.fleder") */
  | { kind: "ref"; id: string }
  | null;

/** Who an effect applies to. "you" is the hero resolving the card. */
export type Selector =
  | "you"
  | "each-other-hero"
  | "each-hero"
  | "most-vp" // ties: the active player chooses
  | "fewest-vp"
  | "heroes-in-your-location"
  | "heroes-in-your-region"
  | "opponent"; // Old World duels

export type Condition =
  | { kind: "query"; query: string; args: Record<string, Arg>; at: SourcePos }
  | { kind: "not"; cond: Condition; at: SourcePos }
  | { kind: "all"; conds: Condition[]; at: SourcePos }
  | { kind: "any"; conds: Condition[]; at: SourcePos };

export type Effect =
  /** one effect verb from the game's verb table */
  | {
      kind: "verb";
      verb: string;
      args: Record<string, Arg>;
      /** "if able": a verb that cannot be done fully is skipped, not penalised */
      ifAble: boolean;
      /**
       * args the source left out, taken from the verb table's defaults (sorted; absent when none):
       * the rules text says only what the source says ("suffer 1 wound" is a minor wound in play)
       */
      implied?: string[];
      at: SourcePos;
    }
  | { kind: "seq"; steps: Effect[]; at: SourcePos }
  /** "A or B": the chooser picks one of the options they can fulfil */
  | { kind: "choice"; options: Effect[]; at: SourcePos }
  | { kind: "if"; cond: Condition; then: Effect; else: Effect | null; at: SourcePos }
  | { kind: "repeat"; times: Amount; body: Effect; at: SourcePos }
  | { kind: "target"; selector: Selector; body: Effect; at: SourcePos }
  /** roll dice and branch on the outcome: hero dice success/failure, or a numbered die */
  | {
      kind: "roll";
      dice: string;
      cases: RollCase[];
      /** Old World "may choose lower": the player may resolve any lower case instead */
      mayChooseLower?: boolean;
      at: SourcePos;
    };

export interface RollCase {
  /** "success" / "failure" for hero dice; an inclusive range for a numbered die */
  when: { kind: "outcome"; outcome: string } | { kind: "range"; from: number; to: number };
  effect: Effect;
}

/** An effect attached to a timing window of an entity ("before rolling", "during battle, once per roll"). */
export interface Hook {
  /** a window name from the game's window table, e.g. "before-rolling", "successful-sword", "effect" */
  window: string;
  /** e.g. "once-per-roll", "once-per-turn", "once-per-fight"; null when unlimited */
  limit: string | null;
  /** what must be paid to use it ("spend 1 dodge ->", "spend 1 marker from this card ->") */
  cost: Effect | null;
  effect: Effect;
  /** the window's own parameters, e.g. { action: "travel" } for "when performing travel"; absent when it has none */
  windowArgs?: Record<string, Arg>;
  at: SourcePos;
}

/** A value of an entity property after checking (stats, start location, traits, …); null where a game's shaping of the props says "none" (a war-track space with no monster type). */
export type PropValue = number | string | boolean | null | { kind: "ref"; id: string } | PropValue[] | { [key: string]: PropValue };

/** Display text from the source; rules text is not here, it is rendered from hooks. */
export interface TextIR {
  /** stable message id, e.g. "investigation.zerikanian-assassin.name" */
  id: string;
  text: string;
  at: SourcePos;
  /** a note for translators, from `#.` comments in the source */
  note?: string;
  /** the most characters the text may have (a card face's room), from a `#. max N` note */
  maxLength?: number;
}

export interface EntityIR {
  game: Game;
  /** set id, e.g. "base", "monster-trail" */
  set: string;
  /** kind from the game's kind table: "monster", "investigation", "hero", … */
  kind: string;
  /** stable id: `${kind}.${kebab-case of the identifier}`, e.g. "monster.fleder" */
  id: string;
  /** the identifier as written, e.g. "Fleder" */
  name: string;
  /** tags after ':' in the header, e.g. ["silver"], ["blue"] */
  tags: string[];
  texts: TextIR[];
  props: Record<string, PropValue>;
  hooks: Hook[];
  at: SourcePos;
}

/** One set's checked content: what `compiler/check` hands to emit, interpret and i18n. */
export interface SetIR {
  game: Game;
  set: string;
  /** the display name from `set <id> "<name>"` (`set "Monster Trail"` names itself); absent when no file gives one */
  name?: string;
  /** the `.grim` files it came from, sorted, relative to the content root */
  sources: string[];
  entities: EntityIR[];
}

export interface ProgramIR {
  sets: SetIR[];
}

/** the id a property names when it is a reference (`{ kind: "ref", id }`), else null */
export function refId(v: PropValue | undefined): string | null {
  return v !== null && typeof v === "object" && !Array.isArray(v) && (v as { kind?: unknown }).kind === "ref" ? String((v as { id: unknown }).id) : null;
}
