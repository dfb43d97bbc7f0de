// How a finished game ended, in the words every game module has: the simulator, replays and the search bots
// read only this of a game's own result.

export interface Outcome {
  /** the winning player's id; null when nobody won (a co-operative loss, a round limit with a tie) */
  winner: string | null;
  /** why it ended, an id: "quests", "trophies", "round-limit" */
  reason: string;
  rounds: number;
}
