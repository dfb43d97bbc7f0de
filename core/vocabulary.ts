// The shape of a game's vocabulary table. The grammar is generic; everything a
// phrase can mean (a kind of declaration, a property line, a timing window, an
// effect verb, a condition, a count, a target) is an entry here. Checker,
// lowering, editor completion/hover and docs/verbs.md all read these arrays, so
// a new verb is one appended entry plus (if new) its runtime primitive.
//
// Pattern notation (see docs/language.md, "Pattern notation"):
//   word          a literal word, case-insensitive
//   word(s)       the word with an optional plural "s" (wound / wounds)
//   a|b           either literal word
//   {name:type}   a parameter; `type` is int, signed, range, text, word,
//                 an enum from `enums`, or @kind / @kind1/kind2 for a reference
//   {name:type+}  a comma-separated list of that type (also joined by "and")
//   {...}?        optional parameter; [words …] optional literal group

import type { Game } from "./ir.ts";

export interface KindDef {
  /** the word that starts a declaration: `monster Fleder { … }` */
  kind: string;
  doc: string;
  /** header tags after ':' this kind accepts, as patterns ("{type:monstertype}", "cost {cost:int}") */
  tags: string[];
  /** windows this kind's hooks may use (window names) */
  windows: string[];
  /** property names (from `properties`) that must be present */
  required?: string[];
  /** `for <X>`: which kinds X may be; absent when `for` is not allowed */
  forKinds?: string[];
  /** `in <X>`: which kinds X may be */
  inKinds?: string[];
  /** false when a declaration of this kind needs no `{ }` block (traits) */
  needsBlock?: boolean;
}

export interface PropertyDef {
  /** IR prop name (matches games/adventure/rules/content.ts fields where one exists) */
  name: string;
  pattern: string;
  kinds: string[];
  doc: string;
  /** several lines of it accumulate into a list (`leads`, `face`, `route`) */
  repeat?: boolean;
  /** the clause may carry `: effects`; they become a hook of this window */
  bodyWindow?: string;
  /** the body is required (a quest requirement); default optional */
  bodyRequired?: boolean;
  /** fixed fields added to the value (a war track space's kind) */
  fixed?: Record<string, string | number | boolean | null>;
  /** the least value a number parameter may have (`copies 0` is no card at all) */
  least?: Record<string, number>;
}

export interface WindowDef {
  /** IR window name, e.g. "before-rolling" */
  name: string;
  pattern: string;
  doc: string;
}

export interface LimitDef {
  name: string;
  pattern: string;
  doc: string;
}

export interface VerbDef {
  /** verb id used in the IR: Effect.verb */
  name: string;
  pattern: string;
  /** runtime primitive it calls (AdventurePrimitives method for the Adventure Game) */
  primitive: string;
  /** fixed arguments added to the primitive's args (e.g. resource: "lead") */
  fixed?: Record<string, string | number | boolean | null>;
  /** values for optional parameters left out */
  defaults?: Record<string, string | number | boolean | null>;
  /** message id of its rules text in the i18n catalogues */
  message: string;
  /** windows it may appear in; absent: any */
  windows?: string[];
  /** the verb is printed card data the link reads into the content module (a fight card's symbols), never a call */
  data?: true;
  doc: string;
}

/** what a condition and a query share: the phrase that says it, and the arguments it fixes or defaults */
interface PhraseDef {
  pattern: string;
  fixed?: Record<string, string | number | boolean | null>;
  defaults?: Record<string, string | number | boolean | null>;
  doc: string;
}

export interface ConditionDef extends PhraseDef {
  /** query name in the IR Condition (a method of the game's conditions) */
  name: string;
}

export interface QueryDef extends PhraseDef {
  /** query name in the IR Amount (a method of the game's queries): `for each <pattern>` */
  name: string;
}

export interface SelectorDef {
  /** IR Selector */
  name: string;
  pattern: string;
  doc: string;
}

/** An enum type: canonical value -> the words that spell it. */
export type EnumDef = Record<string, string[]>;

export interface GameTable {
  game: Game;
  /**
   * Where the verbs' primitives are implemented. Absent when the game has no
   * runtime yet: its content checks and lowers to IR, but nothing can play it,
   * and its `primitive` names are the intended ones, not existing functions.
   */
  runtime?: string;
  /**
   * The sets of the game's published boxes (`set base`, an expansion's set): their cards are the game's own,
   * so where a designer's declaration reuses one of their ids, the designer's is the one reported.
   */
  publishedSets?: readonly string[];
  kinds: KindDef[];
  enums: Record<string, EnumDef>;
  properties: PropertyDef[];
  windows: WindowDef[];
  limits: LimitDef[];
  verbs: VerbDef[];
  conditions: ConditionDef[];
  queries: QueryDef[];
  selectors: SelectorDef[];
  rolls: RollDef[];
}

export interface RollDef {
  name: string;
  /** the phrase before the `{ cases }` block */
  pattern: string;
  /** IR Effect.roll dice name */
  dice: string;
  /** "outcome": cases are words from `outcomes`; "range": cases are numbers/ranges */
  cases: "outcome" | "range";
  outcomes?: string[];
  /** words allowed after the block ("may choose lower") */
  after?: string;
  doc: string;
}
