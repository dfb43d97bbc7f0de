// The kernel's state copy (runtime/kernel/state.ts) against the copy it replaced, on the games' own states:
// states taken at every nth decision of greedy tables at the most seats, each copied both ways, in turns,
// in one run. The copy it replaced is kept here (and only here): a loop over the shape's fields storing
// each by name into an empty object. Both copies are checked to give the same JSON, key for key.
//
//   npx tsx bench/state-copy.ts [tables] [every nth decision] [rounds] [game id]
import { performance } from "node:perf_hooks";
import type { Agent, AnyGameModule, PlayableGame } from "../core/game.ts";
import { games } from "../games/registry.ts";
import { type Copy, fieldCopy, type StateShape } from "../runtime/kernel/state.ts";
import { load } from "./lib/load.ts";

const TABLES = Number(process.argv[2] ?? 4);
const EVERY = Number(process.argv[3] ?? 10);
const ROUNDS = Number(process.argv[4] ?? 30);
const ONLY = process.argv[5];
const modules: AnyGameModule[] = [games.get("adventure"), games.get("oldworld")].filter((m) => !ONLY || m.meta.id === ONLY);

/** the closure copy the kernel made before: each record grown one stored field at a time */
function closureRecord(shape: StateShape): Copy {
  const fields = Object.keys(shape).map((name) => {
    const field = shape[name];
    return [name, fieldCopy(field, closureRecord), typeof field === "object" && "maybe" in field] as const;
  });
  return (from) => {
    const src = from as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const [name, copy, maybe] = fields[i];
      const v = src[name];
      if (maybe && v === undefined) continue;
      out[name] = copy === null ? v : copy(v);
    }
    return out;
  };
}

interface Schema {
  shape: StateShape;
  copy(s: unknown): unknown;
}

console.log(`load average before: ${load()}`);
console.log(`\nA state copied, µs a copy (every ${EVERY}th decision of ${TABLES} greedy tables at the most seats, ${ROUNDS} rounds each way in turns):\n`);
console.log("| game | states | closure (before) | compiled record literals | compiled / closure |");
console.log("| --- | --- | --- | --- | --- |");
for (const m of modules) {
  const rt = m.runtime!;
  const content = await rt.bundledContent();
  const most = Math.max(...rt.sim.playerCounts);
  const states: unknown[] = [];
  let schema: Schema | null = null;
  for (let i = 0; i < TABLES; i++) {
    const table = rt.sim.table(content, i, 1 + i, [most], { maxRounds: 250 });
    const game = rt.createGame(content, table.options, { keep: false }) as PlayableGame;
    const machine = (game as unknown as { machine: { state: unknown; rules: { state: Schema } } }).machine;
    schema ??= machine.rules.state;
    const greedy = rt.agents.greedy(i) as Agent;
    for (let d = 0; game.pending; d++) {
      if (d % EVERY === EVERY - 1) states.push(schema.copy(machine.state));
      game.answer(greedy(game.pending, game));
    }
  }
  const closure = closureRecord(schema!.shape);
  const compiled = (s: unknown) => schema!.copy(s);
  for (const s of states) if (JSON.stringify(closure(s)) !== JSON.stringify(compiled(s))) throw new Error(`${m.meta.id}: the two copies differ`);
  const t = { closure: 0, compiled: 0 };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [way, copy] of r % 2 === 0
      ? ([
          ["closure", closure],
          ["compiled", compiled],
        ] as const)
      : ([
          ["compiled", compiled],
          ["closure", closure],
        ] as const)) {
      const t0 = performance.now();
      for (const s of states) copy(s);
      t[way] += performance.now() - t0;
    }
  }
  const us = (ms: number) => (ms * 1000) / (ROUNDS * states.length);
  console.log(
    `| ${m.meta.displayName}, ${most} seats | ${states.length} | ${us(t.closure).toFixed(2)} µs | ${us(t.compiled).toFixed(2)} µs | ${(t.compiled / t.closure).toFixed(2)} |`,
  );
}
console.log(`\nload average after: ${load()}`);
