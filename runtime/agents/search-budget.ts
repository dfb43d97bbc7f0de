// The search bot's budget, apart from the bot: the command line reads its defaults without loading a runtime.

export interface SearchBudget {
  /** sampled futures per decision, shared out among its options and halving rounds (each option gets at least one a round) */
  rollouts: number;
  /** seed of the samples: the same seed, game and budget give the same answers */
  seed: number;
  /** a sampled future ends after this many answers (a runaway rollout is cut short and scored as it stands) */
  maxRolloutSteps?: number;
  /** the decision types searched (Decision.type); the others are the greedy bot's. Absent: every type */
  types?: readonly string[];
}

/**
 * The budget `grimoire sim --agent search` plays with unless told otherwise: the decisions that shape an
 * Adventure game most (where to go, what to do) and the futures a decision that keep a game within seconds.
 */
export const DEFAULT_SEARCH: { rollouts: number; types: string[] } = { rollouts: 32, types: ["choose-action", "choose-route"] };
