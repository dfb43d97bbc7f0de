// Plays a run's games on worker threads, one per core by default. The games
// are handed out in slices; each worker sends back the tally of a slice and
// the tallies add up to what one thread would have counted (see tally.ts).
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { AnyGameModule } from "../../core/game.ts";
import { bundledSimContent, playSlice } from "./batch.ts";
import { ContentError } from "../core/errors.ts";
import { bundledWorker, TSX_WORKER } from "./worker-bundle.ts";
import type { RunIdentity } from "./summary.ts";
import { emptyTally, mergeTally, type Tally } from "./tally.ts";
import type { FromWorker, ToWorker, WorkerData } from "./worker-protocol.ts";

export interface PoolOptions {
  /** threads */
  workers: number;
  /**
   * Where a one-thread run plays. By default a run of IN_THREAD_GAMES games or more is played on a worker: the
   * worker runs the rules built to answer in place (worker-bundle.ts), about 1.5x faster than this thread's,
   * which repays the worker's start within a couple of hundred games. false: always on a worker, which starts
   * cold like every worker (V8 compiles the engine and each card's effect anew), so a benchmark compares one
   * worker with several on equal terms. true: always in this thread.
   */
  inThisThread?: boolean;
  /** games [from, to) of the run */
  from: number;
  to: number;
  /** null: the bundled content */
  contentDir: string | null;
  /**
   * Reads `contentDir` (a folder of sources or a content module) when the games play in this thread: the front
   * end's loader (compiler/sim-content.ts), passed in by the command, since the simulator reads no sources
   * itself. The worker threads load it through their own entry point (worker-main.ts).
   */
  loadContent?: (dir: string) => Promise<unknown>;
  /** games finished so far */
  onProgress?: (done: number) => void;
  /** every thread has loaded the content and starts playing (benchmarks time from here) */
  onStarted?: () => void;
  /** told when the run will be slower than it should: the simulator's build could not be made */
  onNote?: (note: string) => void;
  /**
   * The worker's build, or why it could not be made; bundledWorker by default. A test gives one that fails: the
   * real build fails only where esbuild cannot run, which no test can arrange from outside.
   */
  workerBuild?: () => Promise<URL | Error>;
}

/** a young generation larger than a worker's default: the engine allocates many short-lived objects (events, options) */
export const SIM_WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 } as const;

/** a one-thread run shorter than this plays in this thread (see PoolOptions.inThisThread) */
export const IN_THREAD_GAMES = 200;

/** the content a run in this thread plays: the game's bundled module, or what the front end's loader reads */
async function contentFor(module: AnyGameModule, o: PoolOptions): Promise<unknown> {
  if (o.contentDir === null) return bundledSimContent(module);
  if (!o.loadContent) throw new ContentError(`no loader was given for the content ${o.contentDir}`);
  return o.loadContent(o.contentDir);
}

export function defaultWorkers(): number {
  return availableParallelism();
}

export async function playGames(module: AnyGameModule, run: RunIdentity, o: PoolOptions): Promise<Tally> {
  const count = o.to - o.from;
  const workers = Math.max(1, Math.min(o.workers, count));
  // content given as a TypeScript module is imported by the worker: only tsx can do that
  const tsContent = o.contentDir !== null && /\.[cm]?ts$/.test(o.contentDir);
  const mayUseWorker = count > 0 && (workers > 1 || o.inThisThread === false || (o.inThisThread === undefined && count >= IN_THREAD_GAMES));
  const built = mayUseWorker && !tsContent ? await (o.workerBuild ?? bundledWorker)() : null;
  if (built instanceof Error)
    o.onNote?.(
      `the simulator's build of the rules could not be made (${built.message}): the games are played through the TypeScript loader, about 1.5x slower`,
    );
  // on one thread, a worker is worth its start only once its bundle is built (tsx's start-up costs seconds)
  const inThisThread = o.inThisThread ?? (count < IN_THREAD_GAMES || !(built instanceof URL));
  if ((workers === 1 && inThisThread) || count === 0) {
    const content = await contentFor(module, o);
    o.onStarted?.();
    let done = 0;
    return playSlice(module, content, run, o.from, o.to, () => o.onProgress?.(++done));
  }
  // slices small enough to balance the threads, large enough that messages cost nothing
  const size = Math.max(1, Math.min(200, Math.ceil(count / (workers * 8))));
  const slices: [number, number][] = [];
  for (let a = o.from; a < o.to; a += size) slices.push([a, Math.min(o.to, a + size)]);
  const total = emptyTally();
  let done = 0;
  const threads: Worker[] = [];
  const entry = built instanceof URL ? built : TSX_WORKER;
  try {
    await new Promise<void>((resolve, reject) => {
      let open = workers;
      let waiting = workers;
      const next = (w: Worker) => {
        const s = slices.shift();
        w.postMessage((s ? { slice: s } : { stop: true }) satisfies ToWorker);
        if (!s && --open === 0) resolve();
      };
      for (let k = 0; k < workers; k++) {
        const w = new Worker(entry, { workerData: { run, contentDir: o.contentDir } satisfies WorkerData, resourceLimits: SIM_WORKER_LIMITS });
        threads.push(w);
        w.on("message", (m: FromWorker) => {
          if ("ready" in m) {
            if (--waiting === 0) o.onStarted?.();
            next(w);
          } else if ("played" in m) o.onProgress?.((done += m.played));
          else if ("tally" in m) {
            mergeTally(total, m.tally);
            next(w);
          } else reject(new Error(m.error));
        });
        w.on("error", reject);
      }
    });
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
  return total;
}
