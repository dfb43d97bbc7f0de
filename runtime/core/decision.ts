// The decision protocol. Any rule or effect that needs a player's choice yields
// a Decision and resumes with an Answer, so a game is exactly described by its
// content, its seed and the list of answers given (see runtime/core/replay).

export interface DecisionOption {
  /** stable key the answer names, e.g. "travel", "location.wyzima", "0" */
  key: string;
  /** short words for a person or a log, e.g. "Travel to Wyzima"; or a message id when `args` is given */
  label: string;
  /** when present, `label` is a catalogue message id and these are its arguments */
  args?: Record<string, string | number>;
}

export interface Decision {
  /** what is being decided, e.g. "choose-action", "choose-option", "keep-quest" */
  type: string;
  /** the id of the player who decides (a hero, a witcher) */
  who: string;
  /** one line for a person: "Choose an action"; or a message id when `args` is given */
  prompt: string;
  /** when present, `prompt` is a catalogue message id and these are its arguments */
  args?: Record<string, string | number>;
  options: DecisionOption[];
  /** how many options to pick; most decisions pick exactly one */
  pick?: { min: number; max: number };
}

/** The keys of the chosen options, in order. */
export type Answer = string[];

/** A step of the engine: it either needs an answer or the game is over. */
export type Step<R> = Generator<Decision, R, Answer>;
