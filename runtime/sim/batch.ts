// Plays a slice of a simulation's games, for any registered game: game i of a
// run uses seed + i and the game module's table i, so any slice played
// anywhere (a worker thread, a shard on another machine) plays the very games
// one run would. Each game is checked for invariants and, every n-th, replayed
// from its options and answers.
import type { Agent, AnyGameModule, GameRuntime, PlayableGame } from "../../core/game.ts";
import type { Answer, Decision } from "../core/decision.ts";
import type { GameEvent } from "../core/log.ts";
import { saveReplayOf, type ReplayFile } from "../core/replay.ts";
import type { RunIdentity } from "./summary.ts";
import { addFailure, addGame, countOptions, emptyTally, type GameRecord, type OptionCounts, type Tally } from "./tally.ts";
import { GameEvents } from "./game-events.ts";
import { DEFAULT_ROLLOUTS, searchAgent } from "../agents/search.ts";
import { ReplayedLog } from "../core/same-json.ts";
import { ContentError } from "../core/errors.ts";

type Runtime = GameRuntime<unknown, { seed: number }, PlayableGame>;

/** a runaway game is a bug: no legal game needs this many answers */
const MAX_STEPS = 200_000;

export function runtimeOf(module: AnyGameModule): Runtime {
  const rt = module.runtime as Runtime | undefined;
  if (!rt) throw new Error(`${module.meta.displayName} has no runtime yet: its games cannot be simulated`);
  return rt;
}

/** play games [from, to) of the run and add them up */
export function playSlice(module: AnyGameModule, content: unknown, run: RunIdentity, from: number, to: number, onGame?: () => void): Tally {
  const rt = runtimeOf(module);
  const tally = emptyTally();
  for (let i = from; i < to; i++) {
    const seed = run.seed + i;
    let seats: string[] = [];
    try {
      const table = rt.sim.table(content, i, seed, run.players, { maxRounds: run.maxRounds, seats: run.seats, modes: run.modes });
      seats = table.seats;
      addGame(tally, playOne(rt, content, run, i, seed, table.seats, table.options));
    } catch (err) {
      addFailure(tally, { game: i, seed, seats, error: err instanceof Error ? err.message : String(err) });
    }
    onGame?.();
  }
  return tally;
}

/** the agents of one game of the run, one a seat, seeded from the game's seed and the seat's place */
export function agentsFor(rt: Runtime, run: RunIdentity, seed: number, seats: string[]): Record<string, Agent> {
  const agentOf = (k: number): Agent => {
    if (run.agent === "search") {
      const budget = {
        rollouts: run.search?.rollouts ?? rt.sim.searchRollouts ?? DEFAULT_ROLLOUTS,
        types: run.search?.types ?? rt.sim.searchTypes,
        seed: seed * 31 + k,
      };
      return searchAgent(rt, budget);
    }
    return run.agent === "greedy" || (run.agent === "mixed" && k % 2 === 0) ? rt.agents.greedy(seed * 31 + k) : rt.agents.random(seed * 31 + k);
  };
  return Object.fromEntries(seats.map((s, k) => [s, agentOf(k)]));
}

function playOne(
  rt: Runtime,
  content: unknown,
  run: RunIdentity,
  i: number,
  seed: number,
  seats: string[],
  options: { seed: number },
  started?: (game: PlayableGame) => void,
): GameRecord {
  const replayed = i % run.replayEvery === 0;
  // only a game replayed keeps its log, to compare with the replay's; the others are read as they happen
  const events = new GameEvents(seats);
  const log = { keep: replayed, onEvent: events.onEvent };
  const game = rt.createGame(content, options, log);
  started?.(game);
  const agents = agentsFor(rt, run, seed, seats);
  const turnOf = () => (events.count > 0 ? events.lastTurn : lastTurnIn(game.log));
  let steps = 0;
  let checkedTurn = -1;
  // what the bots were offered and chose, for the report's coverage: an option kind never chosen is play the run never saw
  const choices: OptionCounts = { offered: {}, chosen: {} };
  const answerOf = (d: Decision, g: PlayableGame): Answer => {
    const agent = agents[d.who];
    if (!agent) throw new Error(`no player sits in seat "${d.who}"`);
    if (++steps > MAX_STEPS) throw new Error(`the game did not end within ${MAX_STEPS} answers`);
    const answer = agent(d, g);
    countOptions(choices, d.type, d.options, answer);
    return answer;
  };
  // after each answer, with the game at its next decision or over
  const answered = () => {
    if (run.everyStep || !game.pending) checkInvariants(rt, game, turnOf());
    else if (rt.settled(game)) {
      // once per turn, at its first settled moment
      const turn = turnOf();
      if (turn !== checkedTurn) {
        checkedTurn = turn;
        checkInvariants(rt, game, turn);
      }
    }
  };
  while (game.pending) {
    game.answer(answerOf(game.pending, game));
    answered();
  }
  const outcome = game.outcome!;
  events.catchUp(game.log);
  return {
    seats,
    winner: outcome.winner,
    ...(rt.sim.winners ? { winners: rt.sim.winners(game) } : {}),
    ...(rt.sim.group?.(game) != null ? { group: rt.sim.group!(game)! } : {}),
    reason: outcome.reason,
    rounds: outcome.rounds,
    answers: game.answers.length,
    events: events.count,
    scores: rt.sim.scores?.(game),
    stats: rt.sim.stats?.(game) ?? {},
    cards: events.cardsBySeat(),
    replayed,
    replayMismatch: replayed && !replaysExactly(rt, content, game),
    options: choices,
  };
}

/**
 * Game i of the run played again up to its failure, as a replay file: the
 * options and every answer given (the one that failed included). Games are
 * deterministic, so this is the game a worker saw fail. Null when the game
 * could not be set up (there is nothing to replay) or did not fail again.
 */
export function replayOfFailure(module: AnyGameModule, content: unknown, run: RunIdentity, i: number): ReplayFile | null {
  const rt = runtimeOf(module);
  const seed = run.seed + i;
  let game: PlayableGame | null = null;
  try {
    const table = rt.sim.table(content, i, seed, run.players, { maxRounds: run.maxRounds, seats: run.seats, modes: run.modes });
    playOne(rt, content, run, i, seed, table.seats, table.options, (g) => (game = g));
    return null;
  } catch {
    if (!game) return null;
    return saveReplayOf(rt.replay, content, rt.optionsOf(game), game);
  }
}

function checkInvariants(rt: Runtime, game: PlayableGame, turn: number): void {
  const bad = rt.invariants(game);
  if (bad.length) throw new Error(`invariant broken${turn >= 0 ? ` at turn ${turn}` : ""}: ${bad.join("; ")}`);
}

/** the turn number a kept log last announced (-1 before the first turn) */
function lastTurnIn(log: readonly GameEvent[]): number {
  for (let k = log.length - 1; k >= 0; k--) if (log[k].type === "turn" && typeof log[k].turn === "number") return log[k].turn as number;
  return -1;
}

/**
 * The same options (through JSON, as a replay file carries them) and answers give the same log (as JSON). The
 * replay does not keep its log: each of its events is compared as it happens with the game's kept event at the
 * same place (ReplayedLog in runtime/core/same-json.ts), which gives the answer comparing the whole logs gave.
 */
function replaysExactly(rt: Runtime, content: unknown, game: PlayableGame): boolean {
  const options = JSON.parse(JSON.stringify(rt.optionsOf(game))) as { seed: number };
  const answers = JSON.parse(JSON.stringify(game.answers)) as Answer[];
  const check = new ReplayedLog(game.log);
  const log = { keep: false, onEvent: check.onEvent };
  const again = rt.createGame(content, options, log);
  for (const a of answers) {
    if (!again.pending) return false;
    again.answer(a);
  }
  // a module may keep its whole log whatever it is asked: that log is then compared whole
  return again.pending === null && check.matches(again.log);
}

/** the game's bundled (generated) content module, which a simulation plays unless it is given other content */
export async function bundledSimContent(module: AnyGameModule): Promise<unknown> {
  if (!module.runtime) throw new ContentError(`${module.meta.displayName} has no runtime yet: its games cannot be simulated`);
  return module.runtime.bundledContent();
}
