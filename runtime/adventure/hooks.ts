// Trigger windows: the engine opens a window ("before-rolling", "during-battle",
// "during-your-turn", …); the enemy's or card's own hooks at that window run
// as printed, and the hero may use any of his cards' hooks at that window.
import type { Step } from "../core/decision.ts";
import { NOTHING } from "../core/driver.ts";
import { entity, text, type ChoiceOption, type Text } from "../core/text.ts";
import type { HookDef } from "./content.ts";
import type { Engine } from "./engine.ts";
import { defOf, type HeroState } from "./state.ts";

export interface HookUse {
  /** card instance (or entity id) the hook belongs to */
  instance: string;
  index: number;
  hook: HookDef;
}

/** windows whose hooks the active hero may use as operations ("during your turn", "any time", a task) */
export const OPERATION_WINDOWS = ["during-your-turn", "any-time", "task"] as const;

/**
 * Development Cards: "cards that state 'once per turn' can be used only on the active player's turn and only
 * at times when he can perform operations": such an "any time" hook is offered as an operation only.
 */
function operationOnly(e: Engine, u: HookUse): boolean {
  return u.hook.window === "any-time" && u.hook.limit === "once-per-turn" && !isHeroSheet(e, u.instance) && e.cat.card(u.instance).kind === "development";
}

/** the hero's "any time" hooks usable outside his operations: in a battle, on another hero's turn */
export function anyTimeHooks(e: Engine, hero: string, spent?: ReadonlySet<string>): HookUse[] {
  return usableHooks(e, hero, "any-time", undefined, spent).filter((u) => !operationOnly(e, u));
}

function limitScope(e: Engine, limit: string): string {
  switch (limit) {
    case "once-per-battle":
    case "once-per-fight":
      return `battle${e.battleCount}`;
    case "once-per-roll":
      return `roll${e.battle?.rollNo ?? 0}.${e.battleCount}`;
    default:
      return `turn${e.state.turn}`;
  }
}

function limitKey(e: Engine, instance: string, index: number, limit: string): string {
  return `${instance}:${index}:${limitScope(e, limit)}`;
}

function usedKey(e: Engine, u: HookUse): string | null {
  return u.hook.limit ? limitKey(e, u.instance, u.index, u.hook.limit) : null;
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
  return `use:${instance}:${index}`;
}

export function hookKey(u: HookUse): string {
  return useKey(u.instance, u.index);
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

export function hooksAt(hooks: readonly HookDef[], window: string): readonly number[] {
  return windowIndex(hooks).get(window) ?? NONE;
}

/**
 * A card copy's or hero sheet's hooks with their index by window, found once per content by the instance's id,
 * with what a look-up would otherwise make again at every window: the entity its effects run as, and the keys
 * of each hook's uses and limits (the limit's scope is added at the look-up).
 */
interface InstanceHooks {
  hooks: readonly HookDef[];
  byWindow: ReadonlyMap<string, readonly number[]>;
  entity: string;
  /** by hook index: `use:<instance>:<index>` (useKey) */
  useKeys: readonly string[];
  /** by hook index: `<instance>:<index>:` (limitKey without its scope) */
  limitPrefixes: readonly string[];
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
    ih = {
      hooks,
      byWindow: windowIndex(hooks),
      entity: entityOf(e, instance),
      useKeys: hooks.map((_, i) => useKey(instance, i)),
      limitPrefixes: hooks.map((_, i) => `${instance}:${i}:`),
    };
    known.set(instance, ih);
  }
  return ih;
}

/**
 * The hero's sheet and cards that may offer hooks, in heroCards' order, with their hooks by window. Windows
 * open far more often than a hero's cards change, so this is built again only when they have changed. The
 * engine keeps one by seat (Engine.hookIndex), for the hero state it was made from.
 */
export interface HeroHooks {
  cat: Engine["cat"];
  hero: HeroState;
  /** the hero sheet's id, then heroCards(hero) */
  instances: string[];
  hooks: InstanceHooks[];
  /** every window at which one of them has a hook */
  windows: Set<string>;
  /** by window: the positions in `instances` with a hook there, found on the window's first look-up */
  at: Map<string, number[]>;
}

function sameCards(instances: readonly string[], h: HeroState): boolean {
  const dev = h.development;
  const gf = h.goodFortune;
  const kept = h.kept;
  const comp = h.companions;
  if (instances.length !== 1 + dev.length + gf.length + kept.length + comp.length || instances[0] !== h.id) return false;
  let i = 1;
  for (let j = 0; j < dev.length; j++) if (instances[i++] !== dev[j].card) return false;
  for (let j = 0; j < gf.length; j++) if (instances[i++] !== gf[j]) return false;
  for (let j = 0; j < kept.length; j++) if (instances[i++] !== kept[j].card) return false;
  for (let j = 0; j < comp.length; j++) if (instances[i++] !== comp[j]) return false;
  return true;
}

function heroHooks(e: Engine, h: HeroState): HeroHooks {
  const known = e.hookIndex[h.seat];
  if (known !== undefined && known.hero === h && known.cat === e.cat && sameCards(known.instances, h)) return known;
  const instances = [h.id, ...h.development.map((d) => d.card), ...h.goodFortune, ...h.kept.map((k) => k.card), ...h.companions];
  const byId = instancesOf(e);
  const hooks = instances.map((i) => instanceHooks(e, byId, i));
  const windows = new Set<string>();
  for (const ih of hooks) for (const w of ih.byWindow.keys()) windows.add(w);
  const made: HeroHooks = { cat: e.cat, hero: h, instances, hooks, windows, at: new Map() };
  e.hookIndex[h.seat] = made;
  return made;
}

function positionsAt(hh: HeroHooks, window: string): readonly number[] {
  let at = hh.at.get(window);
  if (!at) {
    at = [];
    for (let i = 0; i < hh.hooks.length; i++) if (hh.hooks[i].byWindow.has(window)) at.push(i);
    hh.at.set(window, at);
  }
  return at;
}

/** does any of the hero's sheet or cards have a hook at this window (usable or not)? */
export function mayHaveHooks(e: Engine, hero: string, window: string): boolean {
  return heroHooks(e, e.hero(hero)).windows.has(window);
}

/**
 * The hooks the hero may use at a window. `spent` holds the keys of hooks already used in this occurrence
 * of the window: a free, unlimited hook is left out once it is there, so it cannot be used for ever.
 * The order is the hero sheet's, then heroCards' order, each card's hooks as printed.
 */
export function usableHooks(e: Engine, hero: string, window: string, action?: string, spent?: ReadonlySet<string>): HookUse[] {
  return collectHooks(e, hero, window, action, spent, []);
}

/** usableHooks, added to `out` (several windows' hooks in one list, in the windows' order) */
export function collectHooks(e: Engine, hero: string, window: string, action: string | undefined, spent: ReadonlySet<string> | undefined, out: HookUse[]): HookUse[] {
  const h = e.hero(hero);
  return collectFrom(e, hero, h, heroHooks(e, h), window, action, spent, out);
}

/** collectHooks for several windows in their order, the hero's cards looked up once */
export function collectHooksAt(e: Engine, hero: string, windows: readonly string[], spent: ReadonlySet<string> | undefined, out: HookUse[]): HookUse[] {
  const h = e.hero(hero);
  const hh = heroHooks(e, h);
  for (let i = 0; i < windows.length; i++) collectFrom(e, hero, h, hh, windows[i], undefined, spent, out);
  return out;
}

function collectFrom(
  e: Engine,
  hero: string,
  h: HeroState,
  hh: HeroHooks,
  window: string,
  action: string | undefined,
  spent: ReadonlySet<string> | undefined,
  out: HookUse[],
): HookUse[] {
  if (!hh.windows.has(window)) return out;
  const positions = positionsAt(hh, window);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    collectUsable(e, hero, h, hh.instances[p], hh.hooks[p], window, action, spent, out);
  }
  return out;
}

function collectUsable(
  e: Engine,
  hero: string,
  h: HeroState,
  instance: string,
  ih: InstanceHooks,
  window: string,
  action: string | undefined,
  spent: ReadonlySet<string> | undefined,
  out: HookUse[],
): void {
  // a task can be completed only once
  if (window === "task" && h.kept.find((k) => k.card === instance)?.taskDone) return;
  const at = ih.byWindow.get(window)!;
  for (let i = 0; i < at.length; i++) {
    const index = at[i];
    const hook = ih.hooks[index];
    if (action !== undefined && hook.action && hook.action !== action) continue;
    if (hook.limit && e.used.has(ih.limitPrefixes[index] + limitScope(e, hook.limit))) continue;
    if (spent && isFree(hook) && spent.has(ih.useKeys[index])) continue;
    if (hook.canPay && !hook.canPay(e.ctx(hero, ih.entity, instance))) continue;
    out.push({ instance, index, hook });
  }
}

export function hookOption(e: Engine, u: HookUse): ChoiceOption {
  return { key: hookKey(u), label: text("option-use-card", { card: entity(u.instance), window: { window: u.hook.window } }) };
}

export function findHook(uses: HookUse[], key: string): HookUse | undefined {
  return uses.find((u) => `use:${u.instance}:${u.index}` === key);
}

/** use one of the hero's card hooks, then tidy the card away as its kind requires */
export function* useHook(e: Engine, hero: string, u: HookUse): Step<void> {
  const key = usedKey(e, u);
  if (key) e.used.add(key);
  const ctx = e.ctx(hero, entityOf(e, u.instance), u.instance);
  e.event("use-card", { hero, card: u.instance, window: u.hook.window, source: u.hook.source });
  e.resolving.push(u.instance);
  try {
    if (u.hook.cost) yield* u.hook.cost(ctx);
    yield* u.hook.run(ctx);
  } finally {
    e.resolving.pop();
  }
  if (isHeroSheet(e, u.instance)) return;
  const h = e.hero(hero);
  const def = e.cat.card(u.instance);
  const kept = h.kept.find((k) => k.card === u.instance);
  const gf = h.goodFortune.indexOf(u.instance);
  if (gf >= 0 && def.kind === "goodfortune" && !e.keepRequests.has(u.instance)) {
    // a good fortune card is discarded after its effect unless it says otherwise
    h.goodFortune.splice(gf, 1);
    yield* discardFromPlay(e, hero, u.instance, "good fortune used");
  } else if (kept && u.hook.window === "task") {
    kept.taskDone = true;
    e.event("task-complete", { hero, card: u.instance });
    if (def.traits.length === 0) {
      h.kept.splice(h.kept.indexOf(kept), 1);
      yield* discardFromPlay(e, hero, u.instance, "task resolved");
    }
  } else if (kept && (kept.until === "until-resolved" || kept.until === "resolved")) {
    h.kept.splice(h.kept.indexOf(kept), 1);
    yield* discardFromPlay(e, hero, u.instance, "resolved");
  }
  e.keepRequests.delete(u.instance);
}

/** a card the hero had in play goes to its discard pile, and its "when discarded" hooks happen */
export function discardFromPlay(e: Engine, hero: string, card: string, why: string): Step<void> {
  e.discardCard(card, why, hero);
  const def = e.cat.card(card);
  // the card's own step, or nothing when it has no such hook (the caller runs it at once)
  return runOwnHooks(e, hero, def.id, def.hooks, "when-discarded", card);
}

/**
 * offer the hero his optional hooks at one occurrence of a window, as many as he wants, one at a time;
 * with `anyTime` his "any time" hooks too (a battle's steps)
 */
export function offerHooks(e: Engine, hero: string, window: string, prompt: Text, action?: string, anyTime = false): Step<void> {
  // most windows open with no card able to answer them: no look-up, no set, no options, no generator
  if (!mayHaveHooks(e, hero, window) && !(anyTime && mayHaveHooks(e, hero, "any-time"))) return NOTHING;
  // nor when none of his hooks there can be used now (the usual case): the generator starts with the first offer
  const spent = new Set<string>();
  const uses = usableAt(e, hero, window, action, anyTime, spent);
  return uses.length === 0 ? NOTHING : offerUsable(e, hero, window, prompt, action, anyTime, spent, uses);
}

function usableAt(e: Engine, hero: string, window: string, action: string | undefined, anyTime: boolean, spent: ReadonlySet<string>): HookUse[] {
  const own = window === "any-time" ? anyTimeHooks(e, hero, spent) : usableHooks(e, hero, window, action, spent);
  return anyTime && window !== "any-time" ? [...own, ...anyTimeHooks(e, hero, spent)] : own;
}

function* offerUsable(
  e: Engine,
  hero: string,
  window: string,
  prompt: Text,
  action: string | undefined,
  anyTime: boolean,
  spent: Set<string>,
  first: HookUse[],
): Step<void> {
  for (let uses = first; uses.length > 0; uses = usableAt(e, hero, window, action, anyTime, spent)) {
    const k = yield* e.chooseOne(hero, `window:${window}`, prompt, [
      ...uses.map((u) => hookOption(e, u)),
      { key: "pass", label: text("option-continue") },
    ]);
    if (k === "pass") return;
    spent.add(k);
    yield* useHook(e, hero, findHook(uses, k)!);
  }
}

/** run an entity's own hooks at a window, as printed (enemies, a card being resolved) */
export function runOwnHooks(e: Engine, hero: string, entity: string, hooks: readonly HookDef[], window: string, instance?: string): Step<void> {
  const at = hooksAt(hooks, window);
  return at.length === 0 ? NOTHING : runHooksAt(e, hero, entity, hooks, at, window, instance);
}

function* runHooksAt(e: Engine, hero: string, entity: string, hooks: readonly HookDef[], at: readonly number[], window: string, instance?: string): Step<void> {
  for (const index of at) {
    const hook = hooks[index];
    const ctx = e.ctx(hero, entity, instance);
    e.event("effect", { hero, source: entity, window, at: hook.source });
    if (hook.cost) {
      if (hook.canPay && !hook.canPay(ctx)) continue;
      yield* hook.cost(ctx);
    }
    yield* hook.run(ctx);
  }
}
