// Games per second at a small and a large table, measured side by side: each round plays the same seed at both
// tables and replays the large game, so the machine's load at that moment hits all three alike. The Adventure
// and Old World runtime benches share it, and print their figures in the same lines.
import { performance } from "node:perf_hooks";

export interface Interleaved {
  games: number;
  ms: { small: number; large: number; replay: number };
  answers: { small: number; large: number };
}

/** `rounds` × `games` seeds (round r, game i: seed r·1000 + i + 1), each played at both tables, the large game replayed. */
export function interleaved<G extends { answers: readonly unknown[] }>(
  rounds: number,
  games: number,
  small: (seed: number) => G,
  large: (seed: number) => G,
  replay: (game: G) => void,
): Interleaved {
  const m: Interleaved = { games: 0, ms: { small: 0, large: 0, replay: 0 }, answers: { small: 0, large: 0 } };
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < games; i++) {
      const seed = r * 1000 + i + 1;
      let t0 = performance.now();
      m.answers.small += small(seed).answers.length;
      m.ms.small += performance.now() - t0;
      t0 = performance.now();
      const g = large(seed);
      m.ms.large += performance.now() - t0;
      m.answers.large += g.answers.length;
      t0 = performance.now();
      replay(g);
      m.ms.replay += performance.now() - t0;
      m.games++;
    }
  }
  return m;
}

/** The figures' lines: `title`, then each table's games per second, the answers-per-second ratio, and the replay's cost. */
export function printInterleaved(m: Interleaved, title: string, names: { small: string; large: string; ratio: string; replayed: string }): void {
  const perSec = (ms: number) => (m.games / (ms / 1000)).toFixed(1);
  console.log(title);
  console.log(`${names.small}: ${perSec(m.ms.small)} games/s (${Math.round(m.answers.small / m.games)} answers per game)`);
  console.log(`${names.large}: ${perSec(m.ms.large)} games/s (${Math.round(m.answers.large / m.games)} answers per game)`);
  console.log(`answers/s, ${names.ratio}: ${(m.answers.large / m.ms.large / (m.answers.small / m.ms.small)).toFixed(2)}x`);
  console.log(`replaying ${names.replayed} vs playing it with agents: ${(m.ms.replay / m.ms.large).toFixed(2)}x the time`);
}
