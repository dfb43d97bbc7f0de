// A stand-in for the Old World primitives that records every call and answers
// from a seeded generator: two executions that make the same calls in the
// same order with the same arguments produce the same log. Its rollD6 does
// what the runtime's does with "may choose lower": it asks the player which
// result (the rolled one or a lower one) to take.
//
// The two executions compared are the walker's (runtime/interpret/walker.ts, which the emitted handlers were
// held to) and the rules kernel's effect steps (runtime/kernel/effects.ts), which the game runs: the kernel's
// primitives here are the same stand-ins written as steps.

import type { Effect } from "../../core/ir.ts";
import type { Answer, Decision, Step } from "../../runtime/core/decision.ts";
import { Rng } from "../../runtime/core/rng.ts";
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

const PLAYERS = ["witcher.wolf-witcher", "witcher.ciri", "witcher.cat-witcher"];

export function owRecordingContext(seed: number, log: unknown[], level = 0): EffectContext {
  return recordingParts(seed, log, level).ctx;
}

/** the walker's stand-in for one seed, and the random source it draws from */
function recordingParts(seed: number, log: unknown[], level: number): { ctx: EffectContext; rng: Lcg } {
  const rng = new Lcg(seed);
  const record = (name: string, ctx: EffectContext, args: unknown) => log.push([name, ctx.player, args]);
  const queries = recordingQueries(record, (q, args: { attribute?: string }) =>
    q === "attribute" && args.attribute === "specialty" && level > 0 ? level : 1 + rng.int(5),
  );
  const special: Record<string, unknown> = {
    queries,
    choose: recordingChoose(record, (ctx: EffectContext) => ctx.player, "Choose one", labelledOption),
    select: recordingSelect(rng, record, PLAYERS),
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
  return { ctx: { player: "witcher.wolf-witcher", source: "test", rt }, rng };
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
//
// The kernel's primitives are the same stand-ins written as steps: each asks what the walker's generator asks,
// drawing from its own random source seeded alike, in the same order (a primitive's generator starts right
// after the phase that called it, where the step does).

class RecordingMachine extends Machine<Record<string, never>> {
  rt: object = {};
  dice = new Lcg(0);
  level = 0;
  record: (name: string, ctx: PlainContext, args: unknown) => void = () => {};
}
const table = new StepTable<RecordingMachine>();
const effects = effectSteps<RecordingMachine, EffectContext>(table, oldWorldRulesEffects);
const resolve = table.define<{ effect: Effect; ctx: PlainContext }>("resolve", {
  run(k, f) {
    effects.run(k, f.effect, f.ctx);
  },
});
const rules = { steps: table, events: new EventKinds(), state: stateSchema({}) };

/** a primitive the stand-in does not name: logged, and now and then a question of its own (which card, which region) */
const anyPrimitive = table.define<{ name: string; ctx: PlainContext; args: unknown }>("any-primitive", {
  act(k, f) {
    k.record(f.name, f.ctx, f.args);
    if (k.dice.next() < 0.3)
      k.ask({
        type: "primitive-question",
        who: f.ctx.player as string,
        prompt: f.name,
        options: [
          { key: "a", label: "a" },
          { key: "b", label: "b" },
        ],
      });
    else k.end();
  },
  answered(k, f, answer) {
    k.record(`${f.name}.answer`, f.ctx, answer);
  },
});

/** "A or B": the one acting picks an option, labelled by its own label */
const choose = table.define<{ ctx: PlainContext; args: { options: { label: string }[] } }>("choose", {
  ask(k, f) {
    k.ask({ type: "choose-option", who: f.ctx.player as string, prompt: "Choose one", options: f.args.options.map(labelledOption) });
  },
  chosen(k, f, answer) {
    k.record("choose", f.ctx, { args: f.args, answer });
    k.end(Number((answer as Answer)[0]));
  },
});

/** a die whose result may be taken lower: the player says which result to take */
const chooseLower = table.define<{ ctx: PlainContext; args: object; rolled: number }>("choose-lower", {
  ask(k, f) {
    const options = Array.from({ length: f.rolled }, (_, i) => ({ key: String(f.rolled - i), label: String(f.rolled - i) }));
    k.ask({ type: "choose-result", who: f.ctx.player as string, prompt: "Take this result or a lower one", options });
  },
  taken(k, f, answer) {
    const v = Number((answer as Answer)[0]);
    k.record("rollD6", f.ctx, { args: f.args, rolled: f.rolled, v });
    k.end(v);
  },
});

/** the stand-in's primitives as the kernel calls them: the walker's reads as they are, the rest the steps above */
function stepped(k: RecordingMachine, reads: RecordingPrimitives): object {
  const plain = (ctx: EffectContext): PlainContext => {
    const { rt: _rt, ...rest } = ctx as EffectContext & { rt?: unknown };
    return rest;
  };
  const special: Record<string, unknown> = {
    select: (ctx: EffectContext, selector: string) => {
      const picked = PLAYERS.filter(() => k.dice.next() < 0.6);
      k.record("select", plain(ctx), { selector, picked });
      return picked;
    },
    choose: (ctx: EffectContext, args: { options: { label: string }[] }) => k.call(choose, { ctx: plain(ctx), args }),
    rollD6: (ctx: EffectContext, args: { plusLevel: boolean; mayChooseLower: boolean }) => {
      const rolled = 1 + k.dice.int(6) + (args.plusLevel ? k.level : 0);
      if (args.mayChooseLower) return k.call(chooseLower, { ctx: plain(ctx), args, rolled });
      k.record("rollD6", plain(ctx), { args, rolled, v: rolled });
      return rolled;
    },
  };
  return new Proxy(
    {},
    {
      get(_, name: string) {
        if (name in special) return special[name];
        const member = reads[name];
        if (name === "queries" || name === "conditions" || name === "withPlayer" || /^can[A-Z]/.test(name) || typeof member !== "function") return member;
        return (ctx: EffectContext, args: unknown) => k.call(anyPrimitive, { name, ctx: plain(ctx), args });
      },
    },
  );
}

function recordingMachine(seed: number, log: unknown[], level: number): { k: RecordingMachine; ctx: PlainContext } {
  const k = new RecordingMachine(rules, {}, new Rng(seed), {}, { keep: false });
  // the steps draw from the random source the reads draw from, as the walker's primitives do
  const { ctx: full, rng } = recordingParts(seed, log, level);
  const { rt, ...ctx } = full;
  k.dice = rng;
  k.level = level;
  k.record = (name, c, args) => log.push([name, c.player, args]);
  k.rt = stepped(k, rt);
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
