// Content hooks' limits and conditions: whether a hook may be used now, and the uses spent. They read the
// engine only, and so sit below it; the steps that run hooks (hook-steps.ts) sit above it.
import type { HookDef } from "./content.ts";
import { canEffect, type EffectContext } from "./effect-api.ts";
import { byName } from "../../../runtime/core/text.ts";

/**
 * What a hook's use reads of the game (the Engine): the hook uses spent for limits, and the context its
 * condition is asked in.
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
