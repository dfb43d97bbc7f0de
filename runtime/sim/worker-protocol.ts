// What the simulator's main thread (pool.ts) and its worker threads (worker-main.ts) say to each other.
import type { RunIdentity } from "./summary.ts";
import type { Tally } from "./tally.ts";

export interface WorkerData {
  run: RunIdentity;
  /** null: the bundled content */
  contentDir: string | null;
}

export type ToWorker = { slice: [number, number] } | { stop: true };
export type FromWorker = { ready: true } | { played: number } | { tally: Tally; slice: [number, number] } | { error: string };
