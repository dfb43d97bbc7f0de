// A stand-in for the runtime's primitives that records every call and
// answers from a seeded generator: two executions that make the same calls in
// the same order with the same arguments produce the same log.

import type { AdventurePrimitives, EffectContext } from "../../games/adventure/rules/effect-api.ts";
import type { Answer, Decision, Step } from "../../runtime/core/decision.ts";
import type { Handler } from "../../games/adventure/rules/content.ts";

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

export function recordingContext(seed: number, log: unknown[]): EffectContext {
  const rng = new Lcg(seed);
  const heroes = ["hero.geralt", "hero.triss", "hero.yarpen"];
  const record = (name: string, ctx: EffectContext, args: unknown) => log.push([name, ctx.hero, args]);
  const queries = new Proxy({}, {
    get: (_, q: string) => (ctx: EffectContext, args: unknown) => {
      const v = rng.int(4);
      record(`query.${q}`, ctx, { args, v });
      return v;
    },
  });
  const conditions = new Proxy({}, {
    get: (_, c: string) => (ctx: EffectContext, args: unknown) => {
      const v = rng.next() < 0.5;
      record(`condition.${c}`, ctx, { args, v });
      return v;
    },
  });
  const special: Partial<Record<keyof AdventurePrimitives, unknown>> = {
    queries,
    conditions,
    withHero: (ctx: EffectContext, hero: string) => ({ ...ctx, hero }),
    *select(ctx: EffectContext, selector: string): Step<string[]> {
      const picked = heroes.filter(() => rng.next() < 0.6);
      record("select", ctx, { selector, picked });
      return picked;
    },
    *choose(ctx: EffectContext, args: { options: { effect: unknown; can: boolean }[] }): Step<number> {
      const answer = yield { type: "choose-option", who: ctx.hero, prompt: "prompt-choose-one", options: args.options.map((o, i) => ({ key: String(i), label: "option-effect", args: { effect: { effect: o.effect } } })) };
      record("choose", ctx, { args, answer });
      return Number(answer[0]);
    },
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
  const rt = new Proxy(special, {
    get(target, name: string) {
      if (name in target) return (target as Record<string, unknown>)[name];
      if (/^can[A-Z]/.test(name)) {
        return (ctx: EffectContext, args: unknown) => {
          const v = rng.next() < 0.5;
          record(name, ctx, { args, v });
          return v;
        };
      }
      return function* (ctx: EffectContext, args: unknown): Step<void> {
        record(name, ctx, args);
        // some primitives ask a question of their own (which wound, which region)
        if (rng.next() < 0.3) {
          const answer = yield { type: "primitive-question", who: ctx.hero, prompt: name, options: [{ key: "a", label: "a" }, { key: "b", label: "b" }] };
          record(`${name}.answer`, ctx, answer);
        }
      };
    },
  }) as unknown as AdventurePrimitives;
  return { hero: "hero.geralt", source: "test", rt };
}

/** Runs a handler to the end, answering every decision from the seed; returns the log. */
export function drive(handler: Handler, seed: number): unknown[] {
  const log: unknown[] = [];
  const ctx = recordingContext(seed, log);
  const answers = new Lcg(seed ^ 0x5bd1e995);
  const gen = handler(ctx);
  let next = gen.next();
  while (!next.done) {
    const d: Decision = next.value;
    log.push(["decision", d.type, d.who, d.options]);
    const answer: Answer = [d.options[answers.int(d.options.length)].key];
    next = gen.next(answer);
  }
  return log;
}

export function drivePredicate(p: (ctx: EffectContext) => boolean, seed: number): unknown[] {
  const log: unknown[] = [];
  const v = p(recordingContext(seed, log));
  log.push(["result", v]);
  return log;
}
