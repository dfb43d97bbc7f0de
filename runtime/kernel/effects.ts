// Card effects on the kernel: the effect IR (core/ir.ts) run as steps, for any game with an effect binding
// (core/effect-binding.ts). Each construct is a step whose frame holds the IR node (content, never changed)
// and the effect's context as plain data (who resolves it), so an effect paused at a choice is a snapshot
// like any other rule. Amounts, conditions and "could this be done" are the walker's own (runtime/interpret/
// walker.ts): they ask nothing, so they run as they are.
import type { EffectBinding } from "../../core/effect-binding.ts";
import { effectData } from "../../core/effect-data.ts";
import type { Effect } from "../../core/ir.ts";
import { heroRollCase, rangesOf, rollCaseIndex } from "../../core/rolls.ts";
import { interpreter, type WalkedContext } from "../interpret/walker.ts";
import type { Machine } from "./machine.ts";
import type { StepDef, StepTable } from "./steps.ts";

/** what an effect's steps need of the game's handle: the machine, and the runtime whose primitives the verbs call */
// biome-ignore lint/suspicious/noExplicitAny: any game's machine
export type EffectHost = Machine<any, any> & { readonly rt: object };

/** an effect's context as a frame holds it: the context's fields without the runtime (`rt`), which is the game's */
export type PlainContext = Readonly<Record<string, unknown>>;

type Of<K extends Effect["kind"]> = Extract<Effect, { kind: K }>;

interface EffectFrame<N extends Effect> {
  node: N;
  ctx: PlainContext;
}

export interface EffectSteps<K extends EffectHost> {
  /** call the steps that resolve `effect` for `ctx` (the phase after this one runs once it is resolved) */
  run(k: K, effect: Effect, ctx: PlainContext): void;
  /** could `effect` be done fully right now (a choice's options, a hook's cost) */
  can(k: K, effect: Effect, ctx: PlainContext): boolean;
}

/** the effect steps of one game, defined in its step table */
export function effectSteps<K extends EffectHost, Ctx extends WalkedContext>(table: StepTable<K>, binding: EffectBinding): EffectSteps<K> {
  const walk = interpreter<Ctx>(binding);
  const live = (k: K, ctx: PlainContext) => ({ ...ctx, rt: k.rt }) as unknown as Ctx;
  const plain = (ctx: Ctx): PlainContext => {
    const { rt: _rt, ...rest } = ctx as unknown as Record<string, unknown>;
    return rest;
  };
  /** what a primitive returned, handed to the next phase, unless it called a step whose end is that value */
  const deliver = (k: K, value: unknown) => {
    if (!k.acted) k.pass(value);
  };

  const verb: StepDef<K, EffectFrame<Of<"verb">>> = table.define("effect-verb", {
    do(k, f) {
      const ctx = live(k, f.ctx);
      const { primitive, args } = walk.call(f.node, ctx);
      if (binding.takesIfAble(primitive)) {
        walk.primitive(ctx, primitive, f.node.at)(ctx, { ...args, ifAble: f.node.ifAble });
        return;
      }
      if (f.node.ifAble) {
        const check = binding.canCheckFor(primitive);
        if (check !== null && !(walk.primitive(ctx, check, f.node.at)(ctx, args) as boolean)) return;
      }
      walk.primitive(ctx, primitive, f.node.at)(ctx, args);
    },
  });

  const seq: StepDef<K, EffectFrame<Of<"seq">> & { i: number }> = table.define("effect-seq", {
    next(k, f) {
      if (f.i >= f.node.steps.length) return;
      run(k, f.node.steps[f.i++], f.ctx);
      k.goto(f, "next");
    },
  });

  const choice: StepDef<K, EffectFrame<Of<"choice">>> = table.define("effect-choice", {
    choose(k, f) {
      const ctx = live(k, f.ctx);
      const options = f.node.options.map((o) => ({ effect: effectData(o), can: walk.can(o, ctx) }));
      deliver(k, walk.primitive(ctx, "choose", f.node.at)(ctx, { options }));
    },
    resolve(k, f, picked) {
      run(k, f.node.options[picked as number], f.ctx);
    },
  });

  const ifStep: StepDef<K, EffectFrame<Of<"if">>> = table.define("effect-if", {
    branch(k, f) {
      if (walk.condition(f.node.cond, live(k, f.ctx))) run(k, f.node.then, f.ctx);
      else if (f.node.else !== null) run(k, f.node.else, f.ctx);
    },
  });

  const repeat: StepDef<K, EffectFrame<Of<"repeat">> & { left: number }> = table.define("effect-repeat", {
    count(k, f) {
      f.left = walk.amount(f.node.times, live(k, f.ctx));
    },
    again(k, f) {
      if (f.left <= 0) return;
      f.left--;
      run(k, f.node.body, f.ctx);
      k.goto(f, "again");
    },
  });

  const target: StepDef<K, EffectFrame<Of<"target">> & { chosen: readonly unknown[]; i: number }> = table.define("effect-target", {
    select(k, f) {
      const ctx = live(k, f.ctx);
      deliver(k, walk.primitive(ctx, "select", f.node.at)(ctx, f.node.selector));
    },
    chosen(_k, f, chosen) {
      f.chosen = chosen as readonly unknown[];
    },
    each(k, f) {
      if (f.i >= f.chosen.length) return;
      const ctx = live(k, f.ctx);
      const one = walk.primitive(ctx, binding.target.bind, f.node.at)(ctx, f.chosen[f.i++]) as Ctx;
      run(k, f.node.body, plain(one));
      k.goto(f, "each");
    },
  });

  const roll: StepDef<K, EffectFrame<Of<"roll">>> = table.define("effect-roll", {
    roll(k, f) {
      const ctx = live(k, f.ctx);
      const rule = binding.roll(f.node);
      if (rule.kind === "pass-fail") deliver(k, walk.primitive(ctx, "rollHeroDice", f.node.at)(ctx));
      else if (rule.kind === "query") k.pass(walk.queried(rule, ctx, f.node.at));
      else {
        const d6 = walk.primitive(ctx, "rollD6", f.node.at);
        deliver(k, rule.options === null ? d6(ctx) : d6(ctx, { ...rule.options }));
      }
    },
    branch(k, f, rolled) {
      const rule = binding.roll(f.node);
      const index =
        rule.kind === "pass-fail" ? heroRollCase(f.node.cases, rolled ? "success" : "failure") : rollCaseIndex(rolled as number, rangesOf(f.node.cases));
      if (index >= 0) run(k, f.node.cases[index].effect, f.ctx);
    },
  });

  const stepOf = { verb, seq, choice, if: ifStep, repeat, target, roll } as const;

  function run(k: K, effect: Effect, ctx: PlainContext): void {
    const fields: Record<string, unknown> = { node: effect, ctx };
    if (effect.kind === "seq") fields.i = 0;
    else if (effect.kind === "repeat") fields.left = 0;
    else if (effect.kind === "target") {
      fields.chosen = [];
      fields.i = 0;
    }
    // biome-ignore lint/suspicious/noExplicitAny: each construct's frame is its own, made above
    k.call(stepOf[effect.kind] as StepDef<K, any>, fields);
  }

  return { run, can: (k, effect, ctx) => walk.can(effect, live(k, ctx)) };
}
