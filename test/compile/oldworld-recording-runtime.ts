// A stand-in for the Old World primitives that records every call and answers
// from a seeded generator: two executions that make the same calls in the
// same order with the same arguments produce the same log. Its rollD6 does
// what the runtime's does with "may choose lower": it asks the player which
// result (the rolled one or a lower one) to take.

import type { Answer, Decision, Step } from "../../runtime/core/decision.ts";
import type { Handler, Predicate } from "../../games/oldworld/rules/content.ts";
import type { OldWorldPrimitives, EffectContext } from "../../games/oldworld/rules/effect-api.ts";
import { Lcg } from "./recording-runtime.ts";

export function owRecordingContext(seed: number, log: unknown[], level = 0): EffectContext {
  const rng = new Lcg(seed);
  const players = ["witcher.wolf-witcher", "witcher.ciri", "witcher.cat-witcher"];
  const record = (name: string, ctx: EffectContext, args: unknown) => log.push([name, ctx.player, args]);
  const queries = new Proxy({}, {
    get: (_, q: string) => (ctx: EffectContext, args: { attribute?: string }) => {
      const v = q === "attribute" && args.attribute === "specialty" && level > 0 ? level : 1 + rng.int(5);
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
  const special: Partial<Record<keyof OldWorldPrimitives, unknown>> = {
    queries,
    conditions,
    withPlayer: (ctx: EffectContext, player: string) => ({ ...ctx, player }),
    *select(ctx: EffectContext, selector: string): Step<string[]> {
      const picked = players.filter(() => rng.next() < 0.6);
      record("select", ctx, { selector, picked });
      return picked;
    },
    *choose(ctx: EffectContext, args: { options: { label: string; can: boolean }[] }): Step<number> {
      const answer = yield { type: "choose-option", who: ctx.player, prompt: "Choose one", options: args.options.map((o, i) => ({ key: String(i), label: o.label })) };
      record("choose", ctx, { args, answer });
      return Number(answer[0]);
    },
    *rollD6(ctx: EffectContext, args: { plusLevel: boolean; mayChooseLower: boolean }): Step<number> {
      const rolled = 1 + rng.int(6) + (args.plusLevel ? level : 0);
      let v = rolled;
      if (args.mayChooseLower) {
        const options = Array.from({ length: rolled }, (_, i) => ({ key: String(rolled - i), label: String(rolled - i) }));
        const answer = yield { type: "choose-result", who: ctx.player, prompt: "Take this result or a lower one", options };
        v = Number(answer[0]);
      }
      record("rollD6", ctx, { args, rolled, v });
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
        if (rng.next() < 0.3) {
          const answer = yield { type: "primitive-question", who: ctx.player, prompt: name, options: [{ key: "a", label: "a" }, { key: "b", label: "b" }] };
          record(`${name}.answer`, ctx, answer);
        }
      };
    },
  }) as unknown as OldWorldPrimitives;
  return { player: "witcher.wolf-witcher", source: "test", rt };
}

/** Runs a handler to the end, answering every decision from the seed; returns the log. */
export function owDrive(handler: Handler, seed: number, level = 0): unknown[] {
  const log: unknown[] = [];
  const ctx = owRecordingContext(seed, log, level);
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

export function owDrivePredicate(p: Predicate, seed: number): unknown[] {
  const log: unknown[] = [];
  log.push(["result", p(owRecordingContext(seed, log))]);
  return log;
}
