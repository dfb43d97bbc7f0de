// The decision protocol. Any rule or effect that needs a player's choice yields
// a Decision and resumes with an Answer, so a game is exactly described by its
// content, its seed and the list of answers given (see runtime/core/replay).
import { interned } from "./interned.ts";
import type { Text, TextArg } from "./text.ts";

export interface DecisionOption {
  /** stable key the answer names, e.g. "travel", "location.wyzima", "0" */
  key: string;
  /** what a person reads, as a catalogue message id ("option-path": "Travel to Wyzima"); `args` are its arguments */
  label: string;
  args?: Record<string, TextArg>;
}

export interface Decision {
  /** what is being decided, e.g. "choose-action", "choose-option", "keep-quest" */
  type: string;
  /** the id of the player who decides (a hero, a witcher) */
  who: string;
  /** one line for a person, as a catalogue message id ("prompt-choose-action": "Choose an action"); `args` are its arguments */
  prompt: string;
  args?: Record<string, TextArg>;
  options: DecisionOption[];
  /** how many options to pick; most decisions pick exactly one */
  pick?: { min: number; max: number };
  /**
   * "The players decide together" (a cooperative game): every player may weigh
   * in, and `who` is the player whose word settles it (the tie-breaker). An
   * agent answers it as it answers any decision of `who`; a person reads it as
   * the table's decision. Absent: `who` alone decides.
   */
  shared?: true;
}

/** The keys of the chosen options, in order. */
export type Answer = string[];

/** A step of the engine: it either needs an answer or the game is over. */
export type Step<R> = Generator<Decision, R, Answer>;

/** An option as the rules code builds it; the engine hands it on as a DecisionOption (label = the message id, args). */
export interface ChoiceOption {
  key: string;
  label: Text;
  /** the DecisionOption, made with an option that is made once and offered again and again (sharedOption) */
  readonly shown?: DecisionOption;
}

/**
 * An option made once and offered by many decisions (an action, a space, a deck, a path): it carries the
 * DecisionOption they show, so a decision offering it makes nothing new for it. Like a Text, no one changes it.
 */
export function sharedOption(key: string, label: Text): ChoiceOption {
  // (args left undefined when there are none: every option a decision shows has one shape, see decisionOf; the
  // key interned: an answer is told by comparing it with each option's key)
  key = interned(key);
  return { key, label, shown: { key, label: label.id, args: label.args } };
}
