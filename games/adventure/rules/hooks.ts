// Trigger windows: the engine opens a window ("before-rolling", "during-battle",
// "during-your-turn", …); the enemy's or card's own hooks at that window run
// as printed, and the hero may use any of his cards' hooks at that window.
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { interned } from "../../../runtime/core/interned.ts";
import { byName, entity, text, type Text } from "../../../runtime/core/text.ts";
import type { HookDef } from "./content.ts";
import type { EffectContext } from "./effect-api.ts";
import { decisionOf, type Engine } from "./engine.ts";
import type { HeroHooks, HookUse, InstanceHooks, WindowHooks } from "./hook-index.ts";
import { type AdventureMachine, canEffect, effectOn, steps } from "./machine.ts";
import { defOf, type HeroState, type KeptCard } from "./state.ts";
// the token-level rules that ask hand their steps to the engine as they load (engine.ts AskingRules): every game's
// rules reach this module, which the effects' primitives and the setup import
import "./tokens.ts";

/** windows whose hooks the active hero may use as operations ("during your turn", "any time", a task) */
export const OPERATION_WINDOWS = ["during-your-turn", "any-time", "task"] as const;

/**
 * Development Cards: "cards that state 'once per turn' can be used only on the active player's turn and only
 * at times when he can perform operations": such an "any time" hook is offered as an operation only.
 */
function operationOnly(e: Engine, instance: string, hook: HookDef): boolean {
  return hook.window === "any-time" && hook.limit === "once-per-turn" && !isHeroSheet(e, instance) && e.cat.card(instance).kind === "development";
}

/** a look-up's hooks: all of them (the hero's operations), or only those usable outside his operations */
const ALL = false;
const OUTSIDE_OPERATIONS = true;

/**
 * The scope strings of turn and battle limits, made once per number and shared by every game: a limit check
 * compares the scope of a hook's last use with the current one, most often the very same string (see limitSpent).
 * Numbers past the table's end are not kept (a table is an array, indexed by the number).
 */
const TURN_SCOPES: string[] = [];
const BATTLE_SCOPES: string[] = [];
const KEPT_SCOPES = 4096;

function numberedScope(made: string[], prefix: string, n: number): string {
  if (!(Number.isInteger(n) && n >= 0 && n < KEPT_SCOPES)) return `${prefix}${n}`;
  return (made[n] ??= `${prefix}${n}`);
}

function limitScope(e: Engine, limit: string): string {
  switch (limit) {
    case "once-per-battle":
    case "once-per-fight":
      return numberedScope(BATTLE_SCOPES, "battle", e.state.records.battles);
    case "once-per-roll":
      // rare: made at each check
      return `roll${e.battle?.rollNo ?? 0}.${e.state.records.battles}`;
    default:
      return numberedScope(TURN_SCOPES, "turn", e.state.turn);
  }
}

/**
 * A limited hook is spent while the scope of its last use lasts (the records' hookUses: by the hook's key, that scope). A hook's
 * scopes only move on (turns, battles and rolls are counted up), so its last use is the only one to compare
 * with: one read by a key made once per card copy, and a compare of scope strings (most often the same string),
 * where a set of `<key><scope>` strings made a string and hashed it each turn for each limited hook asked about.
 */
function limitSpent(e: Engine, ih: InstanceHooks, index: number, limit: string): boolean {
  // (never used, the usual case, is told apart first: the compare of scopes then meets strings alone)
  const last = e.state.records.hookUses[ih.useKeys[index]];
  return last !== undefined && last === limitScope(e, limit);
}

function spend(e: Engine, u: HookUse): void {
  if (u.hook.limit) e.state.records.hookUses[u.key] = limitScope(e, u.hook.limit);
}

/** the hero's cards that may offer hooks: faceup development, facedown good fortune, kept cards, companions */
export function heroCards(e: Engine, hero: string): string[] {
  const h = e.hero(hero);
  return [...h.development.map((d) => d.card), ...h.goodFortune, ...h.kept.map((k) => k.card), ...h.companions];
}

/** the hero sheet offers hooks too ("any time", "when performing", …): its instance is the hero's own id */
function isHeroSheet(e: Engine, instance: string): boolean {
  return e.cat.heroes.has(instance);
}

function hooksOf(e: Engine, instance: string): { name: string; hooks: HookDef[] } {
  return isHeroSheet(e, instance) ? e.cat.hero(instance) : e.cat.card(instance);
}

function entityOf(e: Engine, instance: string): string {
  return isHeroSheet(e, instance) ? instance : defOf(instance);
}

/** hooks with neither a limit nor a cost: free and unlimited, so one use per window occurrence */
function isFree(hook: HookDef): boolean {
  return !hook.limit && !hook.cost;
}

function useKey(instance: string, index: number): string {
  return interned(`use:${instance}:${index}`);
}

export function hookKey(u: HookUse): string {
  return u.key;
}

/**
 * The indices of a list of hooks that open at each window, built once per list: content is never changed
 * while games run, so a window's look-up is one map read instead of a scan of every hook of every card.
 */
const BY_WINDOW = new WeakMap<readonly HookDef[], Map<string, number[]>>();
const NONE: readonly number[] = [];

export function windowIndex(hooks: readonly HookDef[]): ReadonlyMap<string, readonly number[]> {
  let index = BY_WINDOW.get(hooks);
  if (!index) {
    index = new Map();
    for (let i = 0; i < hooks.length; i++) {
      const w = hooks[i].window;
      let at = index.get(w);
      if (!at) index.set(w, (at = []));
      at.push(i);
    }
    BY_WINDOW.set(hooks, index);
  }
  return index;
}

const FIRST_ONLY: readonly number[] = [0];
const SECOND_ONLY: readonly number[] = [1];
const BOTH: readonly number[] = [0, 1];

export function hooksAt(hooks: readonly HookDef[], window: string): readonly number[] {
  // most cards print a single hook, most enemies two: their windows are compared, no index is read (a WeakMap read)
  if (hooks.length === 1) return hooks[0].window === window ? FIRST_ONLY : NONE;
  if (hooks.length === 2) return twoAt(hooks[0].window === window, hooks[1].window === window);
  return windowIndex(hooks).get(window) ?? NONE;
}

function twoAt(first: boolean, second: boolean): readonly number[] {
  if (first) return second ? BOTH : FIRST_ONLY;
  return second ? SECOND_ONLY : NONE;
}

const BY_INSTANCE = new WeakMap<Engine["cat"], Map<string, InstanceHooks>>();

function instancesOf(e: Engine): Map<string, InstanceHooks> {
  let m = BY_INSTANCE.get(e.cat);
  if (!m) BY_INSTANCE.set(e.cat, (m = new Map()));
  return m;
}

function instanceHooks(e: Engine, known: Map<string, InstanceHooks>, instance: string): InstanceHooks {
  let ih = known.get(instance);
  if (!ih) {
    const hooks = hooksOf(e, instance).hooks;
    const byWindow = windowIndex(hooks);
    // the lists by hook index are made by push: map() makes a holey list when optimised and a packed one when
    // not, and collectUsable, which reads them, was optimised again on meeting the other kind
    const useKeys: string[] = [];
    const onlyAsOperation: boolean[] = [];
    const options: ChoiceOption[] = [];
    for (let i = 0; i < hooks.length; i++) {
      useKeys.push(useKey(instance, i));
      onlyAsOperation.push(operationOnly(e, instance, hooks[i]));
      options.push(sharedOption(useKeys[i], useLabel(instance, hooks[i])));
    }
    const uses: HookUse[] = [];
    ih = {
      hooks,
      windows: [...byWindow.keys()],
      windowIndices: [...byWindow.values()],
      entity: entityOf(e, instance),
      useKeys,
      operationOnly: onlyAsOperation,
      options,
      uses,
    };
    for (let i = 0; i < hooks.length; i++) uses.push({ instance, index: i, hook: hooks[i], key: useKeys[i], from: ih });
    known.set(instance, ih);
  }
  return ih;
}

/** the index is made from his cards' ids alone: the same ids in the same order make the same index */
export function sameCards(instances: readonly string[], h: HeroState): boolean {
  const { development, goodFortune, kept, companions } = h;
  if (instances.length !== 1 + development.length + goodFortune.length + kept.length + companions.length || instances[0] !== h.id) return false;
  let at = 1;
  for (let i = 0; i < development.length; i++) if (development[i].card !== instances[at++]) return false;
  for (let i = 0; i < goodFortune.length; i++) if (goodFortune[i] !== instances[at++]) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i].card !== instances[at++]) return false;
  for (let i = 0; i < companions.length; i++) if (companions[i] !== instances[at++]) return false;
  return true;
}

/** his cards are as the index was made from, told without reading them (see HeroHooks.lists) */
function unchanged(known: HeroHooks, e: Engine, h: HeroState): boolean {
  const lists = known.lists;
  const lengths = known.lengths;
  return (
    known.changed === e.cardChangesOf(h) &&
    known.hero === h &&
    known.cat === e.cat &&
    lists.development === h.development &&
    lists.goodFortune === h.goodFortune &&
    lists.kept === h.kept &&
    lists.companions === h.companions &&
    lengths[0] === h.development.length &&
    lengths[1] === h.goodFortune.length &&
    lengths[2] === h.kept.length &&
    lengths[3] === h.companions.length
  );
}

function heroHooks(e: Engine, h: HeroState): HeroHooks {
  const known = e.hookIndex[h.seat];
  if (known !== undefined && unchanged(known, e, h)) return known;
  return (e.hookIndex[h.seat] = indexHero(e, h));
}

/** the index kept for this hero, if it is still his (for the invariants' check that it is) */
export function keptHookIndex(e: Engine, h: HeroState): HeroHooks | undefined {
  const known = e.hookIndex[h.seat];
  return known !== undefined && unchanged(known, e, h) ? known : undefined;
}

function indexHero(e: Engine, h: HeroState): HeroHooks {
  const { development, goodFortune, kept, companions } = h;
  // made at their size (a push would reserve room for more). Unlike a map() result, a list made by new Array(n)
  // is of one kind however the code runs, and these lists are only ever made here
  const n = 1 + development.length + goodFortune.length + kept.length + companions.length;
  const instances: string[] = new Array(n);
  let k = 0;
  instances[k++] = h.id;
  for (let i = 0; i < development.length; i++) instances[k++] = development[i].card;
  for (let i = 0; i < goodFortune.length; i++) instances[k++] = goodFortune[i];
  for (let i = 0; i < kept.length; i++) instances[k++] = kept[i].card;
  for (let i = 0; i < companions.length; i++) instances[k++] = companions[i];
  const byId = instancesOf(e);
  const hooks: InstanceHooks[] = new Array(n);
  for (let p = 0; p < n; p++) hooks[p] = instanceHooks(e, byId, instances[p]);
  const windows: string[] = [];
  const at: WindowHooks[] = [];
  for (let p = 0; p < n; p++) {
    const own = hooks[p].windows;
    for (let i = 0; i < own.length; i++)
      if (!windows.includes(own[i])) {
        windows.push(own[i]);
        at.push(windowHooksFrom(hooks, p, own[i]));
      }
  }
  return {
    cat: e.cat,
    hero: h,
    instances,
    lists: { development, goodFortune, kept, companions },
    lengths: [development.length, goodFortune.length, kept.length, companions.length],
    changed: e.cardChangesOf(h),
    hooks,
    windows,
    at,
    anyTime: entryOf(windows, at, "any-time"),
    duringYourTurn: entryOf(windows, at, "during-your-turn"),
    task: entryOf(windows, at, "task"),
    duringBattle: entryOf(windows, at, "during-battle"),
    payContexts: new Array(n),
  };
}

/**
 * A window's entry of a hero's index: the positions from `first` on with hooks there. Its lists are made at their
 * size (a push would reserve room for 16 more): the index is made again whenever his cards change.
 */
function windowHooksFrom(hooks: readonly InstanceHooks[], first: number, window: string): WindowHooks {
  let count = 0;
  for (let p = first; p < hooks.length; p++) if (hooks[p].windows.includes(window)) count++;
  const positions: number[] = new Array(count);
  const indices: (readonly number[])[] = new Array(count);
  for (let p = first, k = 0; p < hooks.length; p++) {
    const i = hooks[p].windows.indexOf(window);
    if (i >= 0) {
      positions[k] = p;
      indices[k++] = hooks[p].windowIndices[i];
    }
  }
  return { positions, indices };
}

/** the entry of `window` in a hero's index's two lists */
function entryOf(windows: readonly string[], at: readonly WindowHooks[], window: string): WindowHooks | undefined {
  for (let i = 0; i < windows.length; i++) if (windows[i] === window) return at[i];
  return undefined;
}

/**
 * The context a card's hooks are asked whether they can be paid with, made once per card of a hero's index
 * (hooks are checked at every window, far more often than used): a canPay only reads its context, and keeps
 * none. A hook run or used is handed a context of its own.
 */
function payContext(e: Engine, hh: HeroHooks, p: number, hero: string): EffectContext {
  const made = hh.payContexts[p];
  if (made !== undefined && made.hero === hero && made.rt === e.rt) return made;
  return (hh.payContexts[p] = e.ctx(hero, hh.hooks[p].entity, hh.instances[p]));
}

/** the hooks the hero may use at a window (see collectFrom) */
export function usableHooks(e: Engine, hero: string, window: string, action?: string, spent?: ReadonlySet<string>): HookUse[] {
  const h = e.hero(hero);
  return collectFrom(e, hero, h, heroHooks(e, h), window, action, spent, ALL, []);
}

/** the hero's "any time" hooks usable outside his operations: in a battle, on another hero's turn */
export function anyTimeHooks(e: Engine, hero: string, spent?: ReadonlySet<string>): HookUse[] {
  const h = e.hero(hero);
  return collectFrom(e, hero, h, heroHooks(e, h), "any-time", undefined, spent, OUTSIDE_OPERATIONS, []);
}

/** the hooks the hero may use at several windows, in the windows' order, added to `out`: his cards looked up once */
export function collectHooksAt(e: Engine, hero: string, windows: readonly string[], spent: ReadonlySet<string> | undefined, out: HookUse[]): HookUse[] {
  const h = e.hero(hero);
  const hh = heroHooks(e, h);
  for (let i = 0; i < windows.length; i++) collectFrom(e, hero, h, hh, windows[i], undefined, spent, ALL, out);
  return out;
}

/** a battle's modify step: the hero's "during battle" hooks, then his "any time" ones, his cards looked up once */
export function battleHooks(e: Engine, hero: string, spent: ReadonlySet<string> | undefined): HookUse[] {
  const h = e.hero(hero);
  const hh = heroHooks(e, h);
  const out: HookUse[] = [];
  collectFrom(e, hero, h, hh, "during-battle", undefined, spent, ALL, out);
  return collectFrom(e, hero, h, hh, "any-time", undefined, spent, OUTSIDE_OPERATIONS, out);
}

/**
 * The hooks the hero may use at a window, added to `out`. `spent` holds the keys of hooks already used in this
 * occurrence of the window: a free, unlimited hook is left out once it is there, so it cannot be used for ever.
 * OUTSIDE_OPERATIONS leaves out the hooks offered as operations only. The order is the hero sheet's, then
 * heroCards' order, each card's hooks as printed.
 */
function collectFrom(
  e: Engine,
  hero: string,
  h: HeroState,
  hh: HeroHooks,
  window: string,
  action: string | undefined,
  spent: ReadonlySet<string> | undefined,
  outside: boolean,
  out: HookUse[],
): HookUse[] {
  const there = windowHooks(hh, window);
  if (there === undefined) return out;
  const { positions, indices } = there;
  for (let i = 0; i < positions.length; i++) collectUsable(e, hero, h, hh, positions[i], indices[i], window, action, spent, outside, out);
  return out;
}

/** a window's entry of a hero's index: the windows asked most by name (a window is one of a few literal strings) */
function windowHooks(hh: HeroHooks, window: string): WindowHooks | undefined {
  switch (window) {
    case "any-time":
      return hh.anyTime;
    case "during-your-turn":
      return hh.duringYourTurn;
    case "task":
      return hh.task;
    case "during-battle":
      return hh.duringBattle;
  }
  return entryOf(hh.windows, hh.at, window);
}

/** the hero's kept card `card`, if he keeps it: a loop, where a find would make a closure at each window */
function keptCard(h: HeroState, card: string): KeptCard | undefined {
  for (let i = 0; i < h.kept.length; i++) if (h.kept[i].card === card) return h.kept[i];
  return undefined;
}

function collectUsable(
  e: Engine,
  hero: string,
  h: HeroState,
  hh: HeroHooks,
  p: number,
  at: readonly number[],
  window: string,
  action: string | undefined,
  spent: ReadonlySet<string> | undefined,
  outside: boolean,
  out: HookUse[],
): void {
  const instance = hh.instances[p];
  const ih = hh.hooks[p];
  // a task can be completed only once
  if (window === "task" && keptCard(h, instance)?.taskDone) return;
  for (let i = 0; i < at.length; i++) {
    const index = at[i];
    const hook = ih.hooks[index];
    if (action !== undefined && hook.action && hook.action !== action) continue;
    if (outside && ih.operationOnly[index]) continue;
    if (hook.limit && limitSpent(e, ih, index, hook.limit)) continue;
    if (spent && isFree(hook) && spent.has(ih.useKeys[index])) continue;
    if (hook.canPay && !canEffect(hook.canPay, payContext(e, hh, p, hero))) continue;
    if (hook.ignoresObstacleOnly && !e.hasObstacleToIgnore(hero)) continue;
    out.push(ih.uses[index]);
  }
}

function useLabel(instance: string, hook: HookDef): Text {
  // the window message names the action it is tied to ("When performing a Sing action"), "none" for any action
  return text("option-use-card", { card: entity(instance), window: { window: hook.window, action: hook.action ?? "none" } });
}

export function hookOption(_e: Engine, u: HookUse): ChoiceOption {
  return u.from.options[u.index];
}

export function findHook(uses: readonly HookUse[], key: string): HookUse | undefined {
  for (let i = 0; i < uses.length; i++) if (uses[i].key === key) return uses[i];
  return undefined;
}

/** the use of the hook `index` of `instance` (a card copy or a hero sheet), as its window offered it */
function hookUseOf(e: Engine, instance: string, index: number): HookUse {
  return instanceHooks(e, instancesOf(e), instance).uses[index];
}

/** the use an offer's answer names: its key is useKey's `use:<instance>:<index>` */
function hookUseByKey(e: Engine, key: string): HookUse {
  const at = key.lastIndexOf(":");
  return hookUseOf(e, key.slice(4, at), Number(key.slice(at + 1)));
}

interface UseFields {
  hero: string;
  instance: string;
  index: number;
}

/**
 * Using a card: its cost paid, its effect resolved, then the card tidied away as its kind requires ("a good
 * fortune card is discarded after its effect", a task's card once it is done, a card kept until resolved).
 */
export const useCardHook = steps.define<UseFields>("use-card", {
  payCost(k, f) {
    const e = k.e;
    const u = hookUseOf(e, f.instance, f.index);
    spend(e, u);
    e.event("use-card", { hero: f.hero, card: u.instance, window: u.hook.window, source: u.hook.source });
    e.resolving.push(u.instance);
    if (u.hook.cost) effectOn(k, u.hook.cost, e.ctx(f.hero, u.from.entity, u.instance));
  },
  resolveEffect(k, f) {
    const u = hookUseOf(k.e, f.instance, f.index);
    effectOn(k, u.hook.run, k.e.ctx(f.hero, u.from.entity, u.instance));
  },
  tidyAway(k, f) {
    const e = k.e;
    e.resolving.pop();
    const hero = f.hero;
    const card = f.instance;
    if (isHeroSheet(e, card)) return k.end();
    const u = hookUseOf(e, card, f.index);
    const h = e.hero(hero);
    const def = e.cat.card(card);
    const kept = keptCard(h, card);
    const gf = h.goodFortune.indexOf(card);
    if (gf >= 0 && def.kind === "goodfortune" && !e.keepRequests.has(card)) {
      // a good fortune card is discarded after its effect unless it says otherwise
      h.goodFortune.splice(gf, 1);
      e.cardsChanged(h);
      discardPlayed(k, hero, card, "good fortune used");
    } else if (kept && u.hook.window === "task") {
      kept.taskDone = true;
      e.event("task-complete", { hero, card });
      if (def.traits.length === 0) {
        h.kept.splice(h.kept.indexOf(kept), 1);
        e.cardsChanged(h);
        discardPlayed(k, hero, card, "task resolved");
      }
    } else if (kept && (kept.until === "until-resolved" || kept.until === "resolved")) {
      h.kept.splice(h.kept.indexOf(kept), 1);
      e.cardsChanged(h);
      discardPlayed(k, hero, card, "resolved");
    }
  },
  forgetKeepRequest(k, f) {
    if (k.e.keepRequests.size > 0) k.e.keepRequests.delete(f.instance);
  },
});

/** use one of the hero's card hooks, as its window offered it, then tidy the card away: the last thing a phase does */
export function callHook(k: AdventureMachine, hero: string, u: HookUse): void {
  k.call(useCardHook, { hero, instance: u.instance, index: u.index });
}

/**
 * Discarding a card the hero had in play: to its discard pile, and its "when discarded" hooks happen (a step
 * called when it has any). The last thing a phase does.
 */
export function discardPlayed(k: AdventureMachine, hero: string, card: string, why: string): void {
  k.e.discardCard(card, why, hero);
  const def = k.e.cat.card(card);
  callOwnHooks(k, hero, def.id, def.hooks, "when-discarded", card);
}

interface WindowFields {
  hero: string;
  window: string;
  prompt: Text;
  action: string | null;
  /** his "any time" hooks too (a battle's steps) */
  anyTime: boolean;
  /** the keys of the hooks used in this occurrence of the window (a fresh list at each use) */
  spent: readonly string[];
}

/** the fields a window's offer starts with: nothing used in it yet */
export function windowOf(hero: string, window: string, prompt: Text, action: string | null = null, anyTime = false): WindowFields {
  return { hero, window, prompt, action, anyTime, spent: [] };
}

// an offer's words, made once
const PASS = sharedOption("pass", text("option-continue"));
const windowDecision = byName((window) => interned(`window:${window}`));

/**
 * A window: the hero is offered his optional hooks at one occurrence of it, as many as he wants, one at a time,
 * until he passes or has none left to use.
 */
export const offerWindow = steps.define<WindowFields>("window", {
  offer(k, f) {
    const e = k.e;
    // no set until a hook is used: a hook with neither limit nor cost is left out once used in this occurrence
    const spent = f.spent.length === 0 ? undefined : new Set(f.spent);
    const uses = usableAt(e, f.hero, f.window, f.action ?? undefined, f.anyTime, spent);
    if (uses.length === 0) return k.end();
    const options: ChoiceOption[] = [];
    for (let i = 0; i < uses.length; i++) options.push(hookOption(e, uses[i]));
    options.push(PASS);
    k.ask(decisionOf(f.hero, windowDecision(f.window), f.prompt, options));
  },
  use(k, f, answer) {
    const key = (answer as Answer)[0];
    if (key === "pass") return k.end();
    f.spent = [...f.spent, key];
    const u = hookUseByKey(k.e, key);
    k.call(useCardHook, { hero: f.hero, instance: u.instance, index: u.index });
    k.goto(f, "offer");
  },
});

/**
 * A window opened from a phase: the hero is offered his optional hooks at one occurrence of it, as many as he
 * wants, one at a time; with `anyTime` his "any time" hooks too (a battle's steps). The last thing the phase does.
 */
export function callWindow(k: AdventureMachine, hero: string, window: string, prompt: Text, action: string | null = null, anyTime = false): void {
  const e = k.e;
  const h = e.hero(hero);
  const hh = heroHooks(e, h);
  // most windows open with no card able to answer them: no set, no options, no step
  if (!(anyTime && hh.anyTime !== undefined) && windowHooks(hh, window) === undefined) return;
  // nor when none of his hooks there can be used now (the usual case)
  if (usableIn(e, hero, h, hh, window, action ?? undefined, anyTime, undefined).length === 0) return;
  k.call(offerWindow, windowOf(hero, window, prompt, action, anyTime));
}

/** the hooks a window offers: the window's (its "any time" ones: those usable outside operations), then with `anyTime` his "any time" ones */
function usableAt(e: Engine, hero: string, window: string, action: string | undefined, anyTime: boolean, spent: ReadonlySet<string> | undefined): HookUse[] {
  const h = e.hero(hero);
  return usableIn(e, hero, h, heroHooks(e, h), window, action, anyTime, spent);
}

function usableIn(
  e: Engine,
  hero: string,
  h: HeroState,
  hh: HeroHooks,
  window: string,
  action: string | undefined,
  anyTime: boolean,
  spent: ReadonlySet<string> | undefined,
): HookUse[] {
  if (window === "any-time") return collectFrom(e, hero, h, hh, "any-time", undefined, spent, OUTSIDE_OPERATIONS, []);
  const out = collectFrom(e, hero, h, hh, window, action, spent, ALL, []);
  return anyTime ? collectFrom(e, hero, h, hh, "any-time", undefined, spent, OUTSIDE_OPERATIONS, out) : out;
}

interface OwnHooksFields {
  hero: string;
  entity: string;
  /** the entity's hooks as printed (content: never changed) and the indices of those at the window */
  hooks: readonly HookDef[];
  at: readonly number[];
  window: string;
  instance: string | null;
  /** the next of `at` to happen */
  i: number;
}

/**
 * An entity's own hooks at a window, as printed, each in turn (an enemy's, a card being resolved): a hook with a
 * cost happens only when it can be paid.
 */
export const ownHooks = steps.define<OwnHooksFields>("own-hooks", {
  next(k, f) {
    if (f.i >= f.at.length) return k.end();
    const e = k.e;
    const hook = f.hooks[f.at[f.i]];
    e.event("effect", { hero: f.hero, source: f.entity, window: f.window, at: hook.source });
    if (!hook.cost) return;
    const ctx = e.ctx(f.hero, f.entity, f.instance ?? undefined);
    if (hook.canPay && !canEffect(hook.canPay, ctx)) {
      f.i++;
      return k.goto(f, "next");
    }
    effectOn(k, hook.cost, ctx);
  },
  run(k, f) {
    const hook = f.hooks[f.at[f.i++]];
    effectOn(k, hook.run, k.e.ctx(f.hero, f.entity, f.instance ?? undefined));
    k.goto(f, "next");
  },
});

/** an entity's own hooks at a window called from a phase, when it has any there: the last thing the phase does */
export function callOwnHooks(k: AdventureMachine, hero: string, entity: string, hooks: readonly HookDef[], window: string, instance?: string): void {
  const at = hooksAt(hooks, window);
  if (at.length > 0) k.call(ownHooks, { hero, entity, hooks, at, window, instance: instance ?? null, i: 0 });
}
