// One worker thread of `grimoire sim`: loads the content once, then plays the
// slices of games the main thread hands it and sends back their tallies.
import { parentPort, workerData } from "node:worker_threads";
import { games } from "../../games/registry.ts";
import { playSlice } from "./batch.ts";
import { loadSimContent } from "../../compiler/sim-content.ts";
import type { FromWorker, ToWorker, WorkerData } from "./worker-protocol.ts";

const port = parentPort!;
const data = workerData as WorkerData;
const module = games.get(data.run.game);
try {
  const content = await loadSimContent(games, module, data.contentDir);
  port.postMessage({ ready: true } satisfies FromWorker);
  port.on("message", (m: ToWorker) => {
    if ("stop" in m) {
      port.close();
      return;
    }
    let sinceLast = 0;
    const tally = playSlice(module, content, data.run, m.slice[0], m.slice[1], () => {
      // progress in small batches: a message per game would cost more than short games
      if (++sinceLast === 10) {
        port.postMessage({ played: sinceLast } satisfies FromWorker);
        sinceLast = 0;
      }
    });
    if (sinceLast) port.postMessage({ played: sinceLast } satisfies FromWorker);
    port.postMessage({ tally, slice: m.slice } satisfies FromWorker);
  });
} catch (err) {
  port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies FromWorker);
}
