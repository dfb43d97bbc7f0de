// A stand-in for the runtime's primitives that records every call and
// answers from a seeded generator: two executions that make the same calls in
// the same order with the same arguments produce the same log. An Adventure
// effect is the IR, run by the walker (runtime/interpret/walker.ts) or as the
// rules kernel's steps (runtime/kernel/effects.ts), which `driveOnKernel` runs
// with the same stand-in, each of its primitives run by a step of the test's own.

import type { AdventurePrimitives, EffectContext } from "../../games/adventure/rules/effect-api.ts";
import type { Answer, Decision, DecisionOption, Step } from "../../runtime/core/decision.ts";
import type { Handler, Predicate } from "../../games/adventure/rules/content.ts";
import type { Effect } from "../../core/ir.ts";
import { adventureEffects } from "../../games/adventure/link/binding.ts";
import { interpreter } from "../../runtime/interpret/walker.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { effectSteps, type PlainContext } from "../../runtime/kernel/effects.ts";
import { EventKinds } from "../../runtime/kernel/events.ts";
import { Machine, type Rules } from "../../runtime/kernel/machine.ts";
import { stateSchema } from "../../runtime/kernel/state.ts";
import { StepTable } from "../../runtime/kernel/steps.ts";

export class Lcg {
  constructor(private state: number) {}
  next(): number {
    this.state = (Math.imul(this.state, 1664525) + 1013904223) >>> 0;
    return this.state / 2 ** 32;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** an Adventure choice's option as the runtime labels it: the effect it stands for, told by the catalogue */
const effectOption = (o: { effect: unknown }, i: number) => ({ key: String(i), label: "option-effect", args: { effect: { effect: o.effect } } });

export function recordingContext(seed: number, log: unknown[]): EffectContext {
  const rng = new Lcg(seed);
  const heroes = ["hero.geralt", "hero.triss", "hero.yarpen"];
  const record = (name: string, ctx: EffectContext, args: unknown) => log.push([name, ctx.hero, args]);
  const queries = recordingQueries(record, () => rng.int(4));
  const special: Partial<Record<keyof AdventurePrimitives, unknown>> = {
    queries,
    withHero: (ctx: EffectContext, hero: string) => ({ ...ctx, hero }),
    select: recordingSelect(rng, record, heroes),
    choose: recordingChoose(record, (ctx: EffectContext) => ctx.hero, "prompt-choose-one", effectOption),
    *rollHeroDice(ctx: EffectContext): Step<boolean> {
      const v = rng.next() < 0.5;
      record("rollHeroDice", ctx, v);
      return v;
    },
    *rollD6(ctx: EffectContext): Step<number> {
      const v = 1 + rng.int(6);
      record("rollD6", ctx, v);
      return v;
    },
  };
  const rt = recordingPrimitives(rng, record, (ctx) => ctx.hero, special) as AdventurePrimitives;
  return { hero: "hero.geralt", source: "test", rt };
}

const walk = interpreter<EffectContext>(adventureEffects);

/** Runs a handler to the end (an effect by the walker), answering every decision from the seed; returns the log. */
export function drive(handler: Handler, seed: number): unknown[] {
  const log: unknown[] = [];
  const ctx = recordingContext(seed, log);
  return driveSteps(walk.run(handler, ctx), seed, log);
}

export function drivePredicate(p: Predicate, seed: number): unknown[] {
  const log: unknown[] = [];
  const ctx = recordingContext(seed, log);
  const v = walk.can(p, ctx);
  log.push(["result", v]);
  return log;
}

// ---- the same stand-in under the rules kernel's effect steps ----

const nothing = stateSchema({});

/** a machine with nothing but the effect steps, whose `rt` hands each primitive of the stand-in to the bridge */
class Recording extends Machine<typeof nothing.shape> {
  readonly rt: object;
  constructor(inner: AdventurePrimitives) {
    super(recordingRules, {}, new Rng(1), {});
    const bridge = (gen: Step<unknown>) => this.call(bridgeStep, { gen });
    this.rt = new Proxy(inner, {
      get(target, name: string) {
        const member = (target as unknown as Record<string, unknown>)[name];
        if (name === "queries" || name === "conditions" || name === "withHero" || /^can[A-Z]/.test(name) || typeof member !== "function") return member;
        return (ctx: EffectContext, args: unknown) => bridge((member as (c: EffectContext, a: unknown) => Step<unknown>).call(target, ctx, args));
      },
    });
  }
}

const recordingSteps = new StepTable<Recording>();
/**
 * The stand-in's primitives are generators, as the walker calls them: this step runs one to its end, each
 * decision it yields asked by the machine, so both executions meet the very same stand-in.
 */
const bridgeStep = recordingSteps.define<{ gen: Step<unknown> }>("stand-in", {
  resume(k, f, answer) {
    const r = f.gen.next(answer as Answer);
    if (r.done) return k.end(r.value);
    k.ask(r.value as Decision);
    k.goto(f, "resume");
  },
});
const recordingEffects = effectSteps<Recording, EffectContext>(recordingSteps, adventureEffects);
const resolve = recordingSteps.define<{ effect: Effect; ctx: PlainContext }>("resolve", {
  run(k, f) {
    recordingEffects.run(k, f.effect, f.ctx);
  },
});
const judge = recordingSteps.define<{ effect: Effect; ctx: PlainContext }>("judge", {
  run(k, f) {
    k.end(recordingEffects.can(k, f.effect, f.ctx));
  },
});
const recordingRules: Rules<Recording, typeof nothing.shape> = { steps: recordingSteps, events: new EventKinds(), state: nothing };

function onKernel(step: typeof resolve, effect: Effect, seed: number, log: unknown[]): Recording {
  const { rt, ...ctx } = recordingContext(seed, log);
  const m = new Recording(rt);
  const answers = new Lcg(seed ^ 0x5bd1e995);
  m.start(m, step, { effect, ctx });
  while (m.pending !== null) {
    const d = m.pending;
    log.push(["decision", d.type, d.who, d.options]);
    m.answer([d.options[answers.int(d.options.length)].key]);
  }
  return m;
}

/** `drive`, the effect run as the kernel's steps: the same log when both executions make the same calls */
export function driveOnKernel(effect: Effect, seed: number): unknown[] {
  const log: unknown[] = [];
  onKernel(resolve, effect, seed, log);
  return log;
}

/** `drivePredicate`, judged by the kernel's effect steps */
export function drivePredicateOnKernel(effect: Effect, seed: number): unknown[] {
  const log: unknown[] = [];
  const m = onKernel(judge, effect, seed, log);
  log.push(["result", m.result]);
  return log;
}

/** Queries of any name that log their call and answer `value(name, args)`. */
export function recordingQueries<C, A>(record: (name: string, ctx: C, args: unknown) => void, value: (query: string, args: A) => number): unknown {
  return new Proxy(
    {},
    {
      get: (_, q: string) => (ctx: C, args: A) => {
        const v = value(q, args);
        record(`query.${q}`, ctx, { args, v });
        return v;
      },
    },
  );
}

/** A select primitive that picks each of `names` with chance 0.6 and logs the pick. */
export function recordingSelect<C>(rng: Lcg, record: (name: string, ctx: C, args: unknown) => void, names: string[]) {
  return function* (ctx: C, selector: string): Step<string[]> {
    const picked = names.filter(() => rng.next() < 0.6);
    record("select", ctx, { selector, picked });
    return picked;
  };
}

/**
 * The choose primitive of both games' stand-ins: asks a "choose-option" of the one acting, each option
 * labelled as that game labels it (`option`), logs the question with its answer and returns the index
 * chosen. One generator, so the two executions compared are asked in the same way in both games.
 */
export function recordingChoose<C, O>(
  record: (name: string, ctx: C, args: unknown) => void,
  who: (ctx: C) => string,
  prompt: string,
  option: (o: O, i: number) => DecisionOption,
) {
  return function* (ctx: C, args: { options: O[] }): Step<number> {
    const answer = yield { type: "choose-option", who: who(ctx), prompt, options: args.options.map(option) };
    record("choose", ctx, { args, answer });
    return Number(answer[0]);
  };
}

/**
 * What both games' recording runtimes share, so the Adventure and Old World
 * stand-ins answer conditions, `can…` checks and every primitive they do not
 * name in the same way. `record` logs a call, `who` names the one acting in a
 * context, and `special` holds the game's own primitives (queries, select,
 * choose, dice); a random condition proxy is added to them.
 */
export function recordingPrimitives<C>(
  rng: Lcg,
  record: (name: string, ctx: C, args: unknown) => void,
  who: (ctx: C) => string,
  special: Record<string, unknown>,
): unknown {
  const conditions = new Proxy(
    {},
    {
      get: (_, c: string) => (ctx: C, args: unknown) => {
        const v = rng.next() < 0.5;
        record(`condition.${c}`, ctx, { args, v });
        return v;
      },
    },
  );
  return new Proxy(
    { ...special, conditions },
    {
      get(target, name: string) {
        if (name in target) return (target as Record<string, unknown>)[name];
        if (/^can[A-Z]/.test(name)) {
          return (ctx: C, args: unknown) => {
            const v = rng.next() < 0.5;
            record(name, ctx, { args, v });
            return v;
          };
        }
        return function* (ctx: C, args: unknown): Step<void> {
          record(name, ctx, args);
          // some primitives ask a question of their own (which wound, which region)
          if (rng.next() < 0.3) {
            const answer = yield {
              type: "primitive-question",
              who: who(ctx),
              prompt: name,
              options: [
                { key: "a", label: "a" },
                { key: "b", label: "b" },
              ],
            };
            record(`${name}.answer`, ctx, answer);
          }
        };
      },
    },
  );
}

/** Runs a handler's steps to the end, answering every decision from the seed and logging it; returns the log. */
export function driveSteps(gen: Step<void>, seed: number, log: unknown[]): unknown[] {
  const answers = new Lcg(seed ^ 0x5bd1e995);
  let next = gen.next();
  while (!next.done) {
    const d: Decision = next.value;
    log.push(["decision", d.type, d.who, d.options]);
    const answer: Answer = [d.options[answers.int(d.options.length)].key];
    next = gen.next(answer);
  }
  return log;
}
