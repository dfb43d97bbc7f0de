// The step helpers of the rules built to answer decisions in place (runtime/sim/in-place-build.ts).
//
// The rules are written once, as generators (Step): a decision suspends the game until a person, a test or
// a replay answers it. A simulation has its answer at hand the moment a decision is asked (the bot answers
// at once), so for it the same source is built a second way: every Step generator becomes a plain function,
// `yield*` a plain call, and this module takes the place of core/driver.ts, asking the answer of whoever
// `playInPlace` was handed. No generator frame is made, suspended or resumed, and V8 may inline the small
// steps into their callers. The exports mirror driver.ts's, one for one; the games played are the same
// (test/runtime/in-place.test.ts compares them answer for answer and event for event).
import type { Answer, Decision } from "./decision.ts";

type Asker = (decision: Decision) => Answer;
let asker: Asker | null = null;

function asked(decision: Decision): Answer {
  if (asker === null) throw new Error(`the rules asked "${decision.type}" outside playInPlace: a game built to answer in place cannot wait for an answer`);
  return asker(decision);
}

/** driver.ts's playInPlace: here the rules call `answer` themselves where they ask */
export function playInPlace<R>(run: () => R, answer: Asker): R {
  const outer = asker;
  asker = answer;
  try {
    return run();
  } finally {
    asker = outer;
  }
}

export function finished<R>(value: R): R {
  return value;
}

// biome-ignore lint/suspicious/noConfusingVoidType: the value of a step that returns nothing, typed as such steps are
export const NOTHING: void = undefined;

export function askOne(decision: Decision): string {
  return asked(decision)[0];
}

/** driver.ts's ask: a forced answer is not asked */
export function ask(decision: Decision): Answer {
  const min = decision.pick?.min ?? 1;
  const max = decision.pick?.max ?? 1;
  if (decision.options.length === 0) throw new Error(`decision "${decision.type}" has no options`);
  if (min === 1 && max === 1 && decision.options.length === 1) return [decision.options[0].key];
  if (min === decision.options.length && max === min) return decision.options.map((o) => o.key);
  return asked(decision);
}

/** a game that waits for answers cannot be made from rules that ask in place */
export class Driver {
  constructor() {
    throw new Error("this build of the rules answers decisions in place (playInPlace); it cannot make a game that waits for answers");
  }
}
