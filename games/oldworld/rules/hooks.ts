// Running content hooks: a window's hooks of one entity, each only when its
// condition holds, its cost paid first, its limit respected. These generators
// run them for the rules still written as generators, the engine's own among
// them (a card discarded by damage), and so sit below the engine; the rules'
// steps run them with hook-steps.ts's steps, which sit above it.
import type { Step } from "../../../runtime/core/decision.ts";
import type { HookDef } from "./content.ts";
import { canEffect, runEffect, type EffectContext } from "./effect-api.ts";
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
  return !h.canPay || canEffect(h.canPay, e.ctx(player, source));
}

export function* runHook(e: HookRunner, h: HookDef, player: string, source: string, instance?: string): Step<void> {
  const k = limitKey(h, player);
  if (k) markUsed(e, k);
  const ctx = e.ctx(player, source, instance);
  if (h.cost) yield* runEffect(h.cost, ctx);
  yield* runEffect(h.run, ctx);
}

/** every usable hook of `window` on an entity, in content order */
export function* runWindow(e: HookRunner, hooks: readonly HookDef[], window: string, player: string, source: string, instance?: string): Step<void> {
  for (const h of hooks) {
    if (h.window !== window || !usable(e, h, player, source)) continue;
    yield* runHook(e, h, player, source, instance);
  }
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
