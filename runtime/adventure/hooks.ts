// Trigger windows: the engine opens a window ("before-rolling", "during-battle",
// "during-your-turn", …); the enemy's or card's own hooks at that window run
// as printed, and the hero may use any of his cards' hooks at that window.
import type { DecisionOption, Step } from "../core/decision.ts";
import type { HookDef } from "./content.ts";
import type { Engine } from "./engine.ts";
import { defOf } from "./state.ts";

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

function usedKey(e: Engine, u: HookUse): string | null {
  return u.hook.limit ? `${u.instance}:${u.index}:${limitScope(e, u.hook.limit)}` : null;
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

export function hookKey(u: HookUse): string {
  return `use:${u.instance}:${u.index}`;
}

/**
 * The hooks the hero may use at a window. `spent` holds the keys of hooks already used in this occurrence
 * of the window: a free, unlimited hook is left out once it is there, so it cannot be used for ever.
 */
export function usableHooks(e: Engine, hero: string, window: string, action?: string, spent?: ReadonlySet<string>): HookUse[] {
  const out: HookUse[] = [];
  const h = e.hero(hero);
  for (const instance of [h.id, ...heroCards(e, hero)]) {
    const kept = h.kept.find((k) => k.card === instance);
    hooksOf(e, instance).hooks.forEach((hook, index) => {
      if (hook.window !== window) return;
      if (action !== undefined && hook.action && hook.action !== action) return;
      // a task can be completed only once
      if (window === "task" && kept?.taskDone) return;
      const u = { instance, index, hook };
      const key = usedKey(e, u);
      if (key && e.used.has(key)) return;
      if (isFree(hook) && spent?.has(hookKey(u))) return;
      if (hook.canPay && !hook.canPay(e.ctx(hero, entityOf(e, instance), instance))) return;
      out.push(u);
    });
  }
  return out;
}

export function hookOption(e: Engine, u: HookUse): DecisionOption {
  return { key: hookKey(u), label: `Use ${hooksOf(e, u.instance).name} (${u.hook.window})` };
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
export function* discardFromPlay(e: Engine, hero: string, card: string, why: string): Step<void> {
  e.discardCard(card, why, hero);
  const def = e.cat.card(card);
  yield* runOwnHooks(e, hero, def.id, def.hooks, "when-discarded", card);
}

/**
 * offer the hero his optional hooks at one occurrence of a window, as many as he wants, one at a time;
 * with `anyTime` his "any time" hooks too (a battle's steps)
 */
export function* offerHooks(e: Engine, hero: string, window: string, prompt: string, action?: string, anyTime = false): Step<void> {
  const spent = new Set<string>();
  for (;;) {
    const own = window === "any-time" ? anyTimeHooks(e, hero, spent) : usableHooks(e, hero, window, action, spent);
    const uses = anyTime && window !== "any-time" ? [...own, ...anyTimeHooks(e, hero, spent)] : own;
    if (uses.length === 0) return;
    const k = yield* e.chooseOne(hero, `window:${window}`, prompt, [
      ...uses.map((u) => hookOption(e, u)),
      { key: "pass", label: "Continue" },
    ]);
    if (k === "pass") return;
    spent.add(k);
    yield* useHook(e, hero, findHook(uses, k)!);
  }
}

/** run an entity's own hooks at a window, as printed (enemies, a card being resolved) */
export function* runOwnHooks(e: Engine, hero: string, entity: string, hooks: HookDef[], window: string, instance?: string): Step<void> {
  for (const hook of hooks) {
    if (hook.window !== window) continue;
    const ctx = e.ctx(hero, entity, instance);
    e.event("effect", { hero, source: entity, window, at: hook.source });
    if (hook.cost) {
      if (hook.canPay && !hook.canPay(ctx)) continue;
      yield* hook.cost(ctx);
    }
    yield* hook.run(ctx);
  }
}
