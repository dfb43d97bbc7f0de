// The search bot's budget, apart from the bot: the command line reads its defaults without loading a runtime.

export interface SearchBudget {
  /** sampled futures per decision, shared out among its options and halving rounds (each option gets at least one a round) */
  rollouts: number;
  /** seed of the samples: the same seed, game and budget give the same answers */
  seed: number;
  /** a sampled future ends after this many answers (a runaway rollout is cut short and scored as it stands) */
  maxRolloutSteps?: number;
  /**
   * A sampled future stops this many answers past the search tree and is scored by the game module's estimate
   * of the chance to win from there (`sim.winChance`); 0 or absent: the module's `sim.searchHorizon`, else
   * played to the end. Infinity plays every future to the end.
   */
  horizon?: number;
  /**
   * The decision types searched (Decision.type), each with its own futures a decision when written
   * `type=futures` (`keep-quest=256`: a rare choice that decides much may have more than `rollouts`);
   * the others are the greedy bot's. Absent: every type.
   */
  types?: readonly string[];
  /**
   * Each answer of a searched decision tried in the same sampled futures (common random numbers), flat at the
   * root, the futures shared out evenly among the answers; absent: the tree search.
   */
  paired?: boolean;
}

/** a budget in words: "32 sampled futures a decision over choose-action, choose-route; 256 over keep-quest" */
export function describeSearch(budget: { rollouts: number; types: readonly string[] }): string {
  const byFutures = new Map<number, string[]>();
  for (const t of budget.types) {
    const parsed = searchType(t) ?? { type: t };
    const n = parsed.futures ?? budget.rollouts;
    byFutures.set(n, [...(byFutures.get(n) ?? []), parsed.type]);
  }
  return [...byFutures].map(([n, types], i) => `${n} ${i === 0 ? `sampled future${n === 1 ? "" : "s"} a decision ` : ""}over ${types.join(", ")}`).join("; ");
}

/** one entry of `SearchBudget.types`: the decision type and its own futures, or null when the entry is not `type` or `type=n` with n ≥ 1 */
export function searchType(entry: string): { type: string; futures?: number } | null {
  const m = /^([a-z][a-z0-9:-]*)(?:=(\d+))?$/.exec(entry);
  if (!m) return null;
  if (m[2] === undefined) return { type: m[1] };
  const futures = Number(m[2]);
  return futures >= 1 ? { type: m[1], futures } : null;
}

/**
 * Futures a decision when neither the command line nor the game module says (a module names its own, with
 * the decision types its search weighs: `sim.searchTypes` and `sim.searchRollouts` in core/game.ts).
 */
export const DEFAULT_ROLLOUTS = 32;

/** by decision type, the futures a decision a budget gives it; null when the budget searches every type at `rollouts` */
export function futuresByType(budget: SearchBudget): Map<string, number> | null {
  if (!budget.types) return null;
  return new Map(
    budget.types.map((t) => {
      const parsed = searchType(t);
      if (!parsed) throw new Error(`"${t}" is not a decision type, nor a type with its futures (keep-quest=256)`);
      return [parsed.type, parsed.futures ?? budget.rollouts] as const;
    }),
  );
}
