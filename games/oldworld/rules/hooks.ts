// Running content hooks: a window's hooks of one entity, each only when its
// condition holds, its cost paid first, its limit respected.
import type { Step } from "../../../runtime/core/decision.ts";
import type { Handler, HookDef } from "./content.ts";
import type { Engine } from "./engine.ts";
import { generator, type OldWorldMachine, stepOnEngine, steps } from "./machine.ts";
import type { EffectContext } from "./effect-api.ts";
import { byName } from "../../../runtime/core/text.ts";

/**
 * What running hooks reads of the game (the Engine): the hook uses spent for limits, and the context an
 * effect runs in. The engine runs hooks itself (a card discarded by damage), so this sits below it.
 */
export interface HookRunner {
  /** hook uses spent for limits: "<limit>:<player>:<hook source>", in the order spent */
  readonly state: { used: string[] };
  ctx(player: string, source: string, instance?: string): EffectContext;
}

export function limitKey(h: HookDef, player: string): string | null {
  return h.limit ? limitKeysOf(h)(player) : null;
}

/**
 * A limited hook's keys by player, each named once: a hook's limit is asked after whenever its window opens (a
 * specialty at every fight step), and a key made again would be hashed again to be found among the used.
 */
const limitKeys = new WeakMap<HookDef, (player: string) => string>();

function limitKeysOf(h: HookDef): (player: string) => string {
  let keys = limitKeys.get(h);
  if (!keys) limitKeys.set(h, (keys = byName((player) => `${h.limit}:${player}:${h.source}`)));
  return keys;
}

/** may this hook be used now by this player (limit not spent, condition met)? */
export function usable(e: HookRunner, h: HookDef, player: string, source: string): boolean {
  const k = limitKey(h, player);
  if (k && e.state.used.includes(k)) return false;
  return !h.canPay || h.canPay(e.ctx(player, source));
}

/**
 * A content handler (a hook's cost or its effect) run: the one place the rules start one. Handlers are still
 * generators, run through the kernel's bridge, so a decision one asks cannot be snapshotted.
 */
export function runEffect(k: OldWorldMachine, handler: Handler, ctx: EffectContext): void {
  k.call(generator, { gen: handler(ctx) });
}

interface HookFields {
  hook: HookDef;
  player: string;
  source: string;
  /** the card copy whose hook it is, or null for an entity with none (a monster, a location) */
  instance: string | null;
}

function ctxOf(e: HookRunner, f: HookFields): EffectContext {
  return e.ctx(f.player, f.source, f.instance ?? undefined);
}

/** one hook used: its limit spent, then its cost paid, then its effect */
export const useHook = steps.define<HookFields>("use-hook", {
  cost(k, f) {
    const e = k.engine;
    const key = limitKey(f.hook, f.player);
    if (key) markUsed(e, key);
    if (f.hook.cost) runEffect(k, f.hook.cost, ctxOf(e, f));
  },
  effect(k, f) {
    runEffect(k, f.hook.run, ctxOf(k.engine, f));
  },
});

// callers still written as generators use this: engine.ts, turn.ts, wild-hunt/round.ts, wild-hunt/final-fight.ts, wild-hunt/rules.ts
export function runHook(e: HookRunner, h: HookDef, player: string, source: string, instance?: string): Step<void> {
  return stepOnEngine(engineOf(e), useHook, { hook: h, player, source, instance: instance ?? null }) as Step<void>;
}

interface WindowFields {
  hooks: readonly HookDef[];
  window: string;
  player: string;
  source: string;
  instance: string | null;
  /** the hook to look at next */
  at: number;
}

/** every usable hook of a window on an entity, in content order, each asked after once the one before is done */
export const hookWindow = steps.define<WindowFields>("hook-window", {
  next(k, f) {
    const e = k.engine;
    while (f.at < f.hooks.length) {
      const h = f.hooks[f.at++];
      if (h.window !== f.window || !usable(e, h, f.player, f.source)) continue;
      k.call(useHook, { hook: h, player: f.player, source: f.source, instance: f.instance });
      k.goto(f, "next");
      return;
    }
  },
});

// callers still written as generators use this: engine.ts, wild-hunt/final-fight.ts, wild-hunt/rules.ts
export function runWindow(e: HookRunner, hooks: readonly HookDef[], window: string, player: string, source: string, instance?: string): Step<void> {
  return stepOnEngine(engineOf(e), hookWindow, { hooks, window, player, source, instance: instance ?? null, at: 0 }) as Step<void>;
}

/** the engine is the one runner of hooks; the interface keeps this module below it */
function engineOf(e: HookRunner): Engine {
  return e as Engine;
}

/** forget limits of a scope ("once-per-fight" at a fight's end, "once-per-turn" at a turn's end) */
export function resetLimits(e: HookRunner, limit: string): void {
  const scope = `${limit}:`;
  const used = e.state.used;
  if (used.some((k) => k.startsWith(scope))) e.state.used = used.filter((k) => !k.startsWith(scope));
}

/** a limited use spent (once: a use spent again is still one) */
export function markUsed(e: HookRunner, key: string): void {
  if (!e.state.used.includes(key)) e.state.used.push(key);
}
