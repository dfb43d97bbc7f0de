// What the rules kernel (runtime/kernel) buys, side by side in one run: for each game, the cost of a copy of
// a game at one of its decisions made every way its module offers (a kernel snapshot and its restore, the
// module's fork, a replay of every answer), at the same decisions of the same greedy tables; then the tree
// search bot's futures a second and its margin over the greedy bot, for the games it can search. A game not
// yet on the kernel shows no snapshot: its row says what it costs today.
//
//   npm run bench:kernel [tables] [every nth decision] [search tables] [futures a decision] [game id]
import { performance } from "node:perf_hooks";
import type { Agent, AnyGameModule, PlayableGame } from "../core/game.ts";
import { lanternGame } from "../examples/lantern/index.ts";
import { games } from "../games/registry.ts";
import { searchAgent, type SearchStats } from "../runtime/agents/search.ts";
import { load } from "./lib/load.ts";

const TABLES = Number(process.argv[2] ?? 10);
const EVERY = Number(process.argv[3] ?? 10);
const SEARCH_TABLES = Number(process.argv[4] ?? 200);
const FUTURES = Number(process.argv[5] ?? 64);
const ONLY = process.argv[6];
const modules: AnyGameModule[] = [games.get("adventure"), games.get("oldworld"), lanternGame].filter((m) => !ONLY || m.meta.id === ONLY);
console.log(`load average before: ${load()}`);

const us = (ms: number, n: number) => (n === 0 ? "—" : `${((ms / n) * 1000).toFixed(1)} µs`);

console.log(`\nA copy of a game at a decision (every ${EVERY}th decision of ${TABLES} greedy tables at the most seats, after 2 to warm up):\n`);
console.log("| game | snapshot | restore | fork | replay | replay / (snapshot + restore) |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const m of modules) {
  const rt = m.runtime!;
  const content = await rt.bundledContent();
  const most = Math.max(...rt.sim.playerCounts);
  const t = { snapshot: 0, restore: 0, fork: 0, replay: 0 };
  let n = 0;
  let tried = 0;
  let arena: PlayableGame | null = null;
  for (let i = 0; i < TABLES + 2; i++) {
    const warm = i < 2;
    const table = rt.sim.table(content, i, 1 + i, [most], { maxRounds: 250 });
    const game = (rt.fork ? rt.fork.create(content, table.options) : rt.createGame(content, table.options, { keep: false })) as PlayableGame;
    const greedy = rt.agents.greedy(i) as Agent;
    for (let d = 0; game.pending; d++) {
      if (d % EVERY === EVERY - 1) {
        const t0 = performance.now();
        const snap = rt.snapshots?.take(game);
        const t1 = performance.now();
        // a game moving onto the kernel is copied by snapshot only where no generator is under way: the ways
        // are compared at those decisions, and the share of them is printed
        if (rt.snapshots && !warm) tried++;
        if (snap === null) {
          game.answer(greedy(game.pending, game));
          continue;
        }
        if (rt.snapshots) {
          arena ??= rt.snapshots.copy(game);
          rt.snapshots.restore(arena, snap);
        }
        const t2 = performance.now();
        if (rt.fork) rt.fork.copy(game);
        const t3 = performance.now();
        const copy = rt.createGame(content, rt.optionsOf(game), { keep: false }) as PlayableGame;
        for (const a of game.answers) copy.answer(a);
        const t4 = performance.now();
        if (!warm) {
          t.snapshot += t1 - t0;
          t.restore += t2 - t1;
          t.fork += t3 - t2;
          t.replay += t4 - t3;
          n++;
        }
      }
      game.answer(greedy(game.pending, game));
    }
  }
  const ratio = rt.snapshots ? `**${(t.replay / (t.snapshot + t.restore)).toFixed(0)}x**` : "—";
  const share = rt.snapshots ? ` (${Math.round((100 * n) / Math.max(1, tried))}% of its decisions can be snapshotted)` : "";
  console.log(
    `| ${m.meta.displayName}, ${most} seats${share} | ${rt.snapshots ? us(t.snapshot, n) : "—"} | ${rt.snapshots ? us(t.restore, n) : "—"} | ${rt.fork ? us(t.fork, n) : "—"} | ${us(t.replay, n)} | ${ratio} |`,
  );
}

if (SEARCH_TABLES > 0)
  console.log(
    `\nThe tree search bot (${FUTURES} futures a decision) in the first seat against the greedy bot in the same seat, ${SEARCH_TABLES} two-seat tables:\n`,
  );
if (SEARCH_TABLES > 0) console.log("| game | futures a second | search wins | greedy wins | margin, 95% interval | CPU a searched game |");
if (SEARCH_TABLES > 0) console.log("| --- | --- | --- | --- | --- | --- |");
for (const m of SEARCH_TABLES > 0 ? modules : []) {
  const rt = m.runtime!;
  if (!rt.snapshots || !rt.determinise) {
    console.log(`| ${m.meta.displayName} | not on the kernel yet | | | | |`);
    continue;
  }
  const content = await rt.bundledContent();
  const stats: SearchStats = { decisions: 0, futures: 0 };
  let searchTime = 0;
  let searchWins = 0;
  let greedyWins = 0;
  const diffs: number[] = [];
  for (let i = 0; i < SEARCH_TABLES; i++) {
    const table = rt.sim.table(content, i, 1000 + i, [2], { maxRounds: 250 });
    const first = table.seats[0];
    const won = (search: boolean) => {
      const game = rt.createGame(content, table.options, { keep: false }) as PlayableGame;
      const a = (search ? searchAgent(rt, { rollouts: FUTURES, seed: 1000 + i, types: rt.sim.searchTypes }, stats) : rt.agents.greedy(1000 + i)) as Agent;
      const b = rt.agents.greedy(2000 + i) as Agent;
      const t0 = performance.now();
      while (game.pending) game.answer((game.pending.who === first ? a : b)(game.pending, game));
      if (search) searchTime += performance.now() - t0;
      const winners = rt.sim.winners?.(game as never) ?? [game.outcome?.winner];
      return winners.includes(first) ? 1 : 0;
    };
    const s = won(true);
    const g = won(false);
    searchWins += s;
    greedyWins += g;
    diffs.push(s - g);
  }
  const mean = diffs.reduce((x, d) => x + d, 0) / diffs.length;
  const sd = Math.sqrt(diffs.reduce((x, d) => x + (d - mean) ** 2, 0) / (diffs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(diffs.length);
  const pts = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)}`;
  console.log(
    `| ${m.meta.displayName} | ${((stats.futures / searchTime) * 1000).toFixed(0)} | ${searchWins} | ${greedyWins} | **${pts(mean)} points [${pts(mean - half)}, ${pts(mean + half)}]** | ${(searchTime / SEARCH_TABLES).toFixed(1)} ms |`,
  );
}
console.log(`\nload average after: ${load()}`);
