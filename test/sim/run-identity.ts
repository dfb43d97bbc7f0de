// A simulation run as the tests name it: what they vary, with the rest as `grimoire sim` has it by default.
import type { RunIdentity } from "../../runtime/sim/summary.ts";

type Varied = Pick<RunIdentity, "game" | "sets" | "games" | "seed" | "agent" | "maxRounds">;

/** the run, its fields in the order the summary and the shard files write them */
export function runIdentity(r: Varied & Partial<RunIdentity>): RunIdentity {
  return {
    game: r.game,
    content: r.content ?? "bundled",
    sets: r.sets,
    games: r.games,
    seed: r.seed,
    agent: r.agent,
    ...(r.search ? { search: r.search } : {}),
    maxRounds: r.maxRounds,
    players: r.players ?? null,
    seats: r.seats ?? null,
    modes: r.modes ?? [],
    everyStep: r.everyStep ?? false,
    replayEvery: r.replayEvery ?? 1,
  };
}
