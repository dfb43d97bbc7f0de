// Where a snapshot and a restore spend their time, part by part, for each game on the kernel, side by side in
// one run: the state's copy (and each of its fields' share, with its size as JSON), the stack's frames, the
// dice, the answers, the log's mark, and what the game module adds around the kernel's snapshot and restore.
// Each part is timed alone on the same games at the same decisions (every nth decision of greedy tables at
// the most seats, where a snapshot can be taken), repeated to rise above the timer's grain.
//
//   npx tsx bench/snapshot-parts.ts [tables] [every nth decision] [repeats] [game id]
import { performance } from "node:perf_hooks";
import type { Agent, AnyGameModule, PlayableGame } from "../core/game.ts";
import { lanternGame } from "../examples/lantern/index.ts";
import { games } from "../games/registry.ts";
import type { Snapshot } from "../runtime/kernel/machine.ts";
import { type FieldShape, type StateShape, stateSchema } from "../runtime/kernel/state.ts";
import { load } from "./lib/load.ts";

const TABLES = Number(process.argv[2] ?? 6);
const EVERY = Number(process.argv[3] ?? 10);
const REPEATS = Number(process.argv[4] ?? 20);
const ONLY = process.argv[5];
const modules: AnyGameModule[] = [games.get("adventure"), games.get("oldworld"), lanternGame].filter((m) => !ONLY || m.meta.id === ONLY);

/** the kernel's parts of a game, read through its machine (private fields, read only here) */
interface MachineParts {
  state: Record<string, unknown>;
  rng: { copy(): unknown };
  stack: object[];
  answered: unknown[];
  log: { mark(): unknown };
  rules: { state: { shape: StateShape; copy(s: unknown): unknown } };
}
const machineOf = (game: PlayableGame) => (game as unknown as { machine: MachineParts }).machine;

/** µs a call of `f`, over `REPEATS` calls */
function time(f: () => unknown): number {
  const t0 = performance.now();
  for (let i = 0; i < REPEATS; i++) f();
  return ((performance.now() - t0) * 1000) / REPEATS;
}

/** the copy of one field of a shape, alone; a record by key of records is also split into its records' fields */
interface FieldPart {
  name: string;
  copy: (state: Record<string, unknown>) => unknown;
  size: (state: Record<string, unknown>) => number;
}

function fieldParts(shape: StateShape): FieldPart[] {
  const parts: FieldPart[] = [];
  for (const name of Object.keys(shape)) {
    const field = shape[name];
    const one = stateSchema({ [name]: field } as StateShape);
    parts.push({
      name,
      copy: (s) => one.copy({ [name]: s[name] } as never),
      size: (s) => JSON.stringify(s[name] ?? null).length,
    });
    const inner = byKeyRecord(field);
    if (inner === null) continue;
    for (const sub of Object.keys(inner)) {
      const subOne = stateSchema({ [sub]: inner[sub] } as StateShape);
      parts.push({
        name: `  ${name}.*.${sub}`,
        copy: (s) => {
          const rec = s[name] as Record<string, Record<string, unknown>>;
          for (const key in rec) subOne.copy({ [sub]: rec[key][sub] } as never);
          return null;
        },
        size: (s) => {
          let n = 0;
          const rec = s[name] as Record<string, Record<string, unknown>>;
          for (const key in rec) n += JSON.stringify(rec[key][sub] ?? null).length;
          return n;
        },
      });
    }
  }
  return parts;
}

function byKeyRecord(field: FieldShape): StateShape | null {
  if (typeof field !== "object" || !("byKey" in field)) return null;
  const v = field.byKey;
  if (typeof v !== "object" || "byKey" in v || "each" in v || "list" in v || "maybe" in v) return null;
  return v as StateShape;
}

console.log(`load average before: ${load()}`);
for (const m of modules) {
  const rt = m.runtime!;
  if (!rt.snapshots) continue;
  const content = await rt.bundledContent();
  const most = Math.max(...rt.sim.playerCounts);
  const totals = new Map<string, number>();
  const sizes = new Map<string, number>();
  const cold = new Map<string, number>();
  const add = (map: Map<string, number>, k: string, v: number) => map.set(k, (map.get(k) ?? 0) + v);
  let parts: FieldPart[] | null = null;
  let n = 0;
  let frames = 0;
  let answers = 0;
  let arena: PlayableGame | null = null;
  for (let i = 0; i < TABLES + 2; i++) {
    const warm = i < 2;
    const table = rt.sim.table(content, i, 1 + i, [most], { maxRounds: 250 });
    const game = rt.createGame(content, table.options, { keep: false }) as PlayableGame;
    const greedy = rt.agents.greedy(i) as Agent;
    for (let d = 0; game.pending; d++) {
      if (d % EVERY === EVERY - 1) {
        const snap = rt.snapshots.take(game) as Snapshot<unknown> | null;
        if (snap !== null) {
          arena ??= rt.snapshots.copy(game);
          const k = machineOf(game);
          parts ??= fieldParts(k.rules.state.shape);
          const calls: Record<string, () => unknown> = {
            "snapshot (the module's)": () => rt.snapshots!.take(game),
            "restore (the module's)": () => rt.snapshots!.restore(arena!, snap),
            "state copy": () => k.rules.state.copy(k.state),
            "stack frames copy": () => k.stack.map((f) => ({ ...f })),
            "answers copy": () => k.answered.slice(),
            "log mark": () => k.log.mark(),
            "dice copy": () => k.rng.copy(),
          };
          // each part once, as a search calls it between moves, in an order that turns with the decisions
          // so that no part always pays for the caches the play before left cold; then many times over
          const names = Object.keys(calls);
          const first: Record<string, number> = {};
          for (let j = 0; j < names.length; j++) {
            const part = names[(j + n) % names.length];
            const t0 = performance.now();
            calls[part]();
            first[part] = (performance.now() - t0) * 1000;
          }
          if (!warm) {
            for (const part of names) {
              add(totals, part, time(calls[part]));
              add(cold, part, first[part]);
            }
            for (const p of parts) {
              add(
                totals,
                p.name,
                time(() => p.copy(k.state)),
              );
              add(sizes, p.name, p.size(k.state));
            }
            add(sizes, "state copy", JSON.stringify(k.state).length);
            frames += k.stack.length;
            answers += k.answered.length;
            n++;
          }
        }
      }
      game.answer(greedy(game.pending, game));
    }
  }
  const us = (part: string, of = totals) => `${((of.get(part) ?? 0) / Math.max(1, n)).toFixed(2)} µs`;
  const bytes = (part: string) => (sizes.has(part) ? `${Math.round(sizes.get(part)! / n)} B` : "");
  const kernelParts = ["state copy", "stack frames copy", "answers copy", "log mark", "dice copy"];
  const kernel = (of: Map<string, number>) => `${(kernelParts.reduce((x, p) => x + (of.get(p) ?? 0), 0) / n).toFixed(2)} µs`;
  console.log(`\n${m.meta.displayName}, ${most} seats: ${n} decisions, ${(frames / n).toFixed(1)} frames and ${(answers / n).toFixed(0)} answers on average\n`);
  console.log("| part | first call after a move | repeated | size as JSON |");
  console.log("| --- | --- | --- | --- |");
  for (const part of ["snapshot (the module's)", "restore (the module's)", ...kernelParts])
    console.log(`| ${part} | ${us(part, cold)} | ${us(part)} | ${bytes(part)} |`);
  console.log(`| the kernel's parts of one snapshot | ${kernel(cold)} | ${kernel(totals)} | |`);
  const fields = (parts ?? []).filter((p) => !p.name.startsWith(" ")).sort((a, b) => totals.get(b.name)! - totals.get(a.name)!);
  console.log("\nThe state's fields, each copied alone (dearest first; a record by key is split into its records' fields):\n");
  console.log("| field | µs a copy | size as JSON |");
  console.log("| --- | --- | --- |");
  for (const p of fields) {
    console.log(`| ${p.name} | ${us(p.name)} | ${bytes(p.name)} |`);
    for (const sub of (parts ?? []).filter((q) => q.name.startsWith(`  ${p.name}.*.`)).sort((a, b) => totals.get(b.name)! - totals.get(a.name)!))
      console.log(`| ${sub.name.trim()} | ${us(sub.name)} | ${bytes(sub.name)} |`);
  }
}
console.log(`\nload average after: ${load()}`);
