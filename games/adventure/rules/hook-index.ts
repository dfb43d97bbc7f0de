// The index of a hero's hooks by window, as the engine keeps it by seat (Engine.hookIndex) and the trigger
// windows (hooks.ts) make and read it: each card copy's hooks found once, and a hero's hooks by window.
import type { ChoiceOption } from "../../../runtime/core/decision.ts";
import type { Catalog } from "./catalog.ts";
import type { HookDef } from "./content.ts";
import type { EffectContext } from "./effect-api.ts";
import type { HeroState } from "./state.ts";

/** a hook of one of the hero's cards (or his sheet), as a window offers it */
export interface HookUse {
  /** card instance (or entity id) the hook belongs to */
  instance: string;
  index: number;
  hook: HookDef;
  /** `use:<instance>:<index>` (hookKey), made once per card copy */
  key: string;
  /** the card copy's or hero sheet's hooks, as looked up when the use was found: using it needs no look-up again */
  from: InstanceHooks;
}

/**
 * A card copy's or hero sheet's hooks with their index by window, found once per content by the instance's id,
 * with what a look-up would otherwise make again at every window: the entity its effects run as, and the keys
 * of each hook's uses (a limited hook's last use is kept under it too, see limitSpent).
 */
export interface InstanceHooks {
  hooks: readonly HookDef[];
  /** the windows its hooks open at (windowIndex) and the indices of its hooks at each, for a hero's index to be made without reading a map */
  windows: readonly string[];
  windowIndices: readonly (readonly number[])[];
  entity: string;
  /** by hook index: `use:<instance>:<index>` (useKey), also its key in the records' hookUses when it is limited (see limitSpent) */
  useKeys: readonly string[];
  /** by hook index: offered as an operation only (see operationOnly) */
  operationOnly: readonly boolean[];
  /** by hook index: the option offering it (hookOption), made once: a hook is offered again and again */
  options: readonly ChoiceOption[];
  /** by hook index: its use, made once (no one changes a HookUse) */
  uses: readonly HookUse[];
}

/**
 * The hero's sheet and cards that may offer hooks, in heroCards' order (hooks.ts), with their hooks by window. Windows
 * open far more often than a hero's cards change, so this is built again only when they have changed. The
 * engine keeps one by seat (Engine.hookIndex), for the hero state it was made from.
 */
export interface HeroHooks {
  cat: Catalog;
  hero: HeroState;
  /**
   * The hero sheet's id, then heroCards(hero): what the index is made from. The invariants compare it with his
   * cards (sameCards) to catch a change the engine made in place without counting it.
   */
  instances: string[];
  /**
   * What tells at a glance that his cards are as they were (heroHooks): the lists themselves, their lengths and
   * the engine's count of in-place changes to them when the index was made. A step that changes a list in place
   * counts (Engine.cardsChanged); a list replaced or grown or shrunk outside the engine's steps (a test, a fuzzer) is
   * told by its identity or length.
   */
  lists: HeroCardLists;
  lengths: readonly [number, number, number, number];
  changed: number;
  hooks: InstanceHooks[];
  /**
   * By window, for each window one of his hooks opens at: the window and where the hooks there are. Two lists
   * scanned, not a map: a hero's cards open at a handful of windows, and the index is made again whenever his
   * cards change.
   */
  windows: string[];
  at: WindowHooks[];
  /**
   * `at`'s entries of the windows asked most (each operation asks the three operation windows, each hero's turn
   * the others' "any time" ones, each battle "during battle"): read by name, with no scan (windowHooks)
   */
  anyTime: WindowHooks | undefined;
  duringYourTurn: WindowHooks | undefined;
  task: WindowHooks | undefined;
  duringBattle: WindowHooks | undefined;
  /** by position: the context its hooks' canPay are asked with (payContext) */
  payContexts: (EffectContext | undefined)[];
}

/** a window's hooks among the hero's: the positions in `instances` with hooks there, in order, and their indices */
export interface WindowHooks {
  positions: number[];
  /** by position: the indices of its hooks at the window (InstanceHooks.windowIndices) */
  indices: (readonly number[])[];
}

export type HeroCardLists = Pick<HeroState, "development" | "goodFortune" | "kept" | "companions">;
