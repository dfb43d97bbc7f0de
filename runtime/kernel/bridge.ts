// Rules still written as generators (runtime/core/driver.ts's Step), run from a kernel step while a game moves
// onto the kernel one part at a time, from the turn structure down: a step may call such a generator, which
// then asks its decisions through the kernel, but nothing it starts can call a step. A game paused inside one
// cannot be snapshotted (a generator's frame cannot be copied): Machine.snapshot says so. It goes when the
// last game's rules are steps.
import type { Answer, Decision, Step } from "../core/decision.ts";
import type { Machine } from "./machine.ts";
import type { StepDef, StepTable } from "./steps.ts";

/** the frame of a generator being run: the one kind of frame a snapshot cannot copy */
export interface GeneratorFrame {
  gen: Step<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: any game's machine
type AnyMachine = Machine<any, any>;

/**
 * The step that runs a generator to its end, each decision it yields asked by the kernel, and ends with its
 * value. Defined in each game's table that still has generator rules (`generatorStep(table)`).
 */
export function generatorStep<K extends AnyMachine>(table: StepTable<K>): StepDef<K, GeneratorFrame> {
  return table.define<GeneratorFrame>("generator", {
    resume(k, f, answer) {
      const r = f.gen.next(answer as Answer);
      if (r.done) return k.end(r.value);
      k.ask(r.value as Decision);
      k.goto(f, "resume");
    },
  });
}

/** is this frame a generator's (which no snapshot can copy)? */
export function isGeneratorFrame(frame: object): boolean {
  return "gen" in frame;
}
