// The rules as steps. A step is a named list of phases, run in order; a phase is a plain function that reads
// and changes the game's state and then does at most one of: ask a decision, call sub-steps, end the step, or
// nothing (the next phase runs). Its frame on the kernel's stack is plain data (the step's code, the phase to
// run next and the step's own fields), so where the rules stand is data a snapshot copies, not a generator's
// suspended frames that only a replay can rebuild.

/** what the kernel keeps of every frame, beside the step's own fields */
export interface FrameHead {
  /** the step's code in its table */
  readonly step: number;
  /** the phase to run next (its index in the step's phases) */
  phase: number;
}

/**
 * A step's own fields: numbers, strings, booleans, null, and lists of them that no phase changes in place
 * (a snapshot copies a frame shallowly). Immutable content (an effect's IR node, a card's definition) may be
 * held by reference: nothing changes it, so a copy may share it.
 */
export type FrameFields = object;

export type Frame<F extends FrameFields = FrameFields> = FrameHead & F;

/**
 * One phase: `input` is what it resumes with: the answer to the decision the phase before asked, or the value
 * the sub-step it called ended with (the last, when it called several), else undefined.
 */
export type Phase<K, F extends FrameFields> = (k: K, frame: Frame<F>, input: unknown) => void;

/** a step as its table holds it: its phases in order, by name (the names say which rule each phase is) */
export interface StepDef<K, F extends FrameFields> {
  readonly name: string;
  readonly code: number;
  readonly phases: readonly Phase<K, F>[];
  readonly phaseNames: readonly string[];
}

/**
 * The steps of one game. Codes follow the order steps are defined in, which is the modules' import order: a
 * snapshot is read back by the same build that made it.
 */
export class StepTable<K> {
  // biome-ignore lint/suspicious/noExplicitAny: each step has its own frame type
  private readonly defs: StepDef<K, any>[] = [];

  /** a step whose phases run in the order the object lists them */
  define<F extends FrameFields>(name: string, phases: Readonly<Record<string, Phase<K, F>>>): StepDef<K, F> {
    const names = Object.keys(phases);
    if (names.length === 0) throw new Error(`step "${name}" has no phases`);
    if (this.defs.some((d) => d.name === name)) throw new Error(`step "${name}" is defined twice`);
    const def: StepDef<K, F> = { name, code: this.defs.length, phases: names.map((n) => phases[n]), phaseNames: names };
    this.defs.push(def);
    return def;
  }

  // biome-ignore lint/suspicious/noExplicitAny: each step has its own frame type
  byCode(code: number): StepDef<K, any> {
    const def = this.defs[code];
    if (def === undefined) throw new Error(`no step has code ${code}`);
    return def;
  }

  get size(): number {
    return this.defs.length;
  }
}

/** the index of a step's phase by its name, or an error naming the phases it has */
export function phaseIndex(def: StepDef<unknown, FrameFields>, name: string): number {
  const i = def.phaseNames.indexOf(name);
  if (i < 0) throw new Error(`step "${def.name}" has no phase "${name}"; its phases: ${def.phaseNames.join(", ")}`);
  return i;
}
