// A stand-in for the Old World primitives that records every call and answers
// from a seeded generator: two executions that make the same calls in the
// same order with the same arguments produce the same log. Its rollD6 does
// what the runtime's does with "may choose lower": it asks the player which
// result (the rolled one or a lower one) to take.

import type { Step } from "../../runtime/core/decision.ts";
import type { Handler, Predicate } from "../../games/oldworld/rules/content.ts";
import type { OldWorldPrimitives, EffectContext } from "../../games/oldworld/rules/effect-api.ts";
import { Lcg, driveSteps, recordingChoose, recordingPrimitives, recordingQueries, recordingSelect } from "./recording-runtime.ts";

/** an Old World choice's option as the runtime labels it: by the option's own label */
const labelledOption = (o: { label: string }, i: number) => ({ key: String(i), label: o.label });

export function owRecordingContext(seed: number, log: unknown[], level = 0): EffectContext {
  const rng = new Lcg(seed);
  const players = ["witcher.wolf-witcher", "witcher.ciri", "witcher.cat-witcher"];
  const record = (name: string, ctx: EffectContext, args: unknown) => log.push([name, ctx.player, args]);
  const queries = recordingQueries(record, (q, args: { attribute?: string }) =>
    q === "attribute" && args.attribute === "specialty" && level > 0 ? level : 1 + rng.int(5),
  );
  const special: Partial<Record<keyof OldWorldPrimitives, unknown>> = {
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
  const rt = recordingPrimitives(rng, record, (ctx) => ctx.player, special) as OldWorldPrimitives;
  return { player: "witcher.wolf-witcher", source: "test", rt };
}

/** Runs a handler to the end, answering every decision from the seed; returns the log. */
export function owDrive(handler: Handler, seed: number, level = 0): unknown[] {
  const log: unknown[] = [];
  const ctx = owRecordingContext(seed, log, level);
  return driveSteps(handler(ctx), seed, log);
}

export function owDrivePredicate(p: Predicate, seed: number): unknown[] {
  const log: unknown[] = [];
  log.push(["result", p(owRecordingContext(seed, log))]);
  return log;
}
