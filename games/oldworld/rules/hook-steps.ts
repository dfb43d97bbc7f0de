// Content hooks run by the rules' steps: a hook used (its limit spent, its cost paid, its effect) and a window's
// hooks of one entity, each only when usable as its turn comes (hooks.ts says when one is). These steps sit
// above the engine, beside the machine they run on.
import type { Handler, HookDef } from "./content.ts";
import { limitKey, markUsed, usable } from "./hooks.ts";
import { callEffect, type OldWorldMachine, steps } from "./machine.ts";

/**
 * A content handler (a card option, a hook's cost or its effect) run by a step for `player`, from `source`
 * (the card copy `instance`, if any): the one place the steps start one, as the kernel's effect steps.
 */
export function runEffect(k: OldWorldMachine, handler: Handler, player: string, source: string, instance?: string | null): void {
  callEffect(k, handler, instance ? { player, source, instance } : { player, source });
}

interface HookFields {
  hook: HookDef;
  player: string;
  source: string;
  /** the card copy whose hook it is, if any (a monster, a location has none) */
  instance?: string | null;
}

/** one hook used: its limit spent, then its cost paid, then its effect */
export const useHook = steps.define<HookFields>("use-hook", {
  cost(k, f) {
    const key = limitKey(f.hook, f.player);
    if (key) markUsed(k.engine, key);
    if (f.hook.cost) runEffect(k, f.hook.cost, f.player, f.source, f.instance);
  },
  effect(k, f) {
    runEffect(k, f.hook.run, f.player, f.source, f.instance);
  },
  // a hook ends with nothing, whatever its effect returned
  resolved() {},
});

interface WindowFields {
  hooks: readonly HookDef[];
  window: string;
  player: string;
  source: string;
  instance?: string | null;
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
