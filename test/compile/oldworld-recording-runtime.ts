// A stand-in for the Old World primitives that records every call and answers
// from a seeded generator: two executions that make the same calls in the
// same order with the same arguments produce the same log. Its rollD6 does
// what the runtime's does with "may choose lower": it asks the player which
// result (the rolled one or a lower one) to take.
//
// The two executions compared are the walker's (runtime/interpret/walker.ts, which the emitted handlers were
// held to) and the rules kernel's effect steps (runtime/kernel/effects.ts), which the game runs: the kernel's
// primitives here are the same recording generators, run through the kernel's bridge.

import type { Effect } from "../../core/ir.ts";
import type { Answer, Decision, Step } from "../../runtime/core/decision.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { generatorStep } from "../../runtime/kernel/bridge.ts";
import { effectSteps, type PlainContext } from "../../runtime/kernel/effects.ts";
import { EventKinds } from "../../runtime/kernel/events.ts";
import { Machine } from "../../runtime/kernel/machine.ts";
import { stateSchema } from "../../runtime/kernel/state.ts";
import { StepTable } from "../../runtime/kernel/steps.ts";
import { interpreter } from "../../runtime/interpret/walker.ts";
import { oldWorldRulesEffects } from "../../games/oldworld/rules/binding.ts";
import type { EffectOwner } from "../../games/oldworld/rules/effect-api.ts";
import { Lcg, recordingChoose, recordingPrimitives, recordingQueries, recordingSelect } from "./recording-runtime.ts";

/** an Old World choice's option as the runtime labels it: by the option's own label */
/**
 * An effect's context as the walker runs it: the owner and the recording primitives, each verb's a generator
 * (the walker's own way of asking; the game's rules call primitives that call steps, runtime/kernel/effects.ts)
 */
interface EffectContext extends EffectOwner {
  rt: RecordingPrimitives;
}
type RecordingPrimitives = Record<string, unknown>;

const labelledOption = (o: { label: string }, i: number) => ({ key: String(i), label: o.label });

export function owRecordingContext(seed: number, log: unknown[], level = 0): EffectContext {
  const rng = new Lcg(seed);
  const players = ["witcher.wolf-witcher", "witcher.ciri", "witcher.cat-witcher"];
  const record = (name: string, ctx: EffectContext, args: unknown) => log.push([name, ctx.player, args]);
  const queries = recordingQueries(record, (q, args: { attribute?: string }) =>
    q === "attribute" && args.attribute === "specialty" && level > 0 ? level : 1 + rng.int(5),
  );
  const special: Record<string, unknown> = {
    queries,
    choose: recordingChoose(record, (ctx: EffectContext) => ctx.player, "Choose one", labelledOption),
    select: recordingSelect(rng, record, players),
    withPlayer: (ctx: EffectContext, player: string) => ({ ...ctx, player }),
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
  const rt = recordingPrimitives(rng, record, (ctx) => ctx.player, special) as RecordingPrimitives;
  return { player: "witcher.wolf-witcher", source: "test", rt };
}

const walker = interpreter<EffectContext>(oldWorldRulesEffects);

/**
 * Answers every decision from the seed and logs it; a decision with one answer is answered at once and not
 * logged, as the game's `ask` and the kernel's do.
 */
function answering(seed: number, log: unknown[]): (d: Decision) => Answer | null {
  const answers = new Lcg(seed ^ 0x5bd1e995);
  return (d) => {
    if (d.options.length === 1 && (d.pick?.min ?? 1) === 1 && (d.pick?.max ?? 1) === 1) return null;
    log.push(["decision", d.type, d.who, d.options]);
    return [d.options[answers.int(d.options.length)].key];
  };
}

/** Runs an effect to the end by walking its tree (the walker's generator), answering every decision from the seed; returns the log. */
export function owDrive(effect: Effect, seed: number, level = 0): unknown[] {
  const log: unknown[] = [];
  const answer = answering(seed, log);
  const gen = walker.run(effect, owRecordingContext(seed, log, level));
  let next = gen.next();
  while (!next.done) {
    const d = next.value;
    next = gen.next(answer(d) ?? [d.options[0].key]);
  }
  return log;
}

/** Could the effect be done, asked of the walker; returns the log. */
export function owDrivePredicate(effect: Effect, seed: number): unknown[] {
  const log: unknown[] = [];
  log.push(["result", walker.can(effect, owRecordingContext(seed, log))]);
  return log;
}

// ── the same effect run by the kernel's effect steps ────────────────────

class RecordingMachine extends Machine<Record<string, never>> {
  rt: object = {};
}
const table = new StepTable<RecordingMachine>();
const bridge = generatorStep(table);
const effects = effectSteps<RecordingMachine, EffectContext>(table, oldWorldRulesEffects);
const resolve = table.define<{ effect: Effect; ctx: PlainContext }>("resolve", {
  run(k, f) {
    effects.run(k, f.effect, f.ctx);
  },
});
const rules = { steps: table, events: new EventKinds(), state: stateSchema({}) };

/** the recording primitives as the kernel calls them: reads as they are, every other primitive run through the bridge */
function bridged(k: RecordingMachine, rt: RecordingPrimitives): object {
  const reads = new Set(["queries", "conditions", "withPlayer"]);
  return new Proxy(
    {},
    {
      get(_, name: string) {
        const member = (rt as unknown as Record<string, unknown>)[name];
        if (reads.has(name) || /^can[A-Z]/.test(name) || typeof member !== "function") return member;
        return (...args: unknown[]) => k.call(bridge, { gen: (member as (...a: unknown[]) => Step<unknown>).apply(rt, args) });
      },
    },
  );
}

function recordingMachine(seed: number, log: unknown[], level: number): { k: RecordingMachine; ctx: PlainContext } {
  const k = new RecordingMachine(rules, {}, new Rng(seed), {}, { keep: false });
  const { rt, ...ctx } = owRecordingContext(seed, log, level);
  k.rt = bridged(k, rt);
  return { k, ctx };
}

/** Runs an effect to the end as the kernel's steps, answering every decision from the seed; returns the log. */
export function owDriveSteps(effect: Effect, seed: number, level = 0): unknown[] {
  const log: unknown[] = [];
  const answer = answering(seed, log);
  const { k, ctx } = recordingMachine(seed, log, level);
  k.start(k, resolve, { effect, ctx });
  while (!k.over) k.answer(answer(k.pending!)!);
  return log;
}

/** Could the effect be done, asked of the kernel's effect steps; returns the log. */
export function owDrivePredicateSteps(effect: Effect, seed: number): unknown[] {
  const log: unknown[] = [];
  const { k, ctx } = recordingMachine(seed, log, 0);
  log.push(["result", effects.can(k, effect, ctx)]);
  return log;
}
