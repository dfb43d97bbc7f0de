// Where a snapshot and a restore spend their time, part by part, for each Witcher game, side by side in
// one run: the state's copy (and each of its fields' share, with its size as JSON), the stack's frames, the
// dice, the log's mark, and what the game module adds around the kernel's snapshot and restore. (The answers
// are the last one's reference, shared: runtime/kernel/machine.ts Answered.)
// Each part is timed alone on the same games at the same decisions (every nth decision of greedy tables at
// the most seats, where a snapshot can be taken), repeated to rise above the timer's grain.
//
//   npx tsx bench/snapshot-parts.ts [tables] [every nth decision] [repeats] [game id]
import { performance } from "node:perf_hooks";
import type { Agent, AnyGameModule, PlayableGame } from "../core/game.ts";
import { games } from "../games/registry.ts";
import type { Snapshot } from "../runtime/kernel/machine.ts";
import { type FieldShape, type StateShape, stateSchema } from "../runtime/kernel/state.ts";
import { load } from "./lib/load.ts";

const TABLES = Number(process.argv[2] ?? 6);
const EVERY = Number(process.argv[3] ?? 10);
const REPEATS = Number(process.argv[4] ?? 20);
const ONLY = process.argv[5];
const modules: AnyGameModule[] = [games.get("adventure"), games.get("oldworld")].filter((m) => !ONLY || m.meta.id === ONLY);

/** the kernel's parts of a game, read through its machine (private fields, read only here) */
interface MachineParts {
  state: Record<string, unknown>;
  rng: { copy(): unknown };
  stack: object[];
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

/** the records of a field that holds records by key (or, its ids as numbers, a list of them) */
function eachRecord(v: unknown, f: (rec: Record<string, unknown>) => void): void {
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) f(v[i]);
  else for (const key in v as object) f((v as Record<string, Record<string, unknown>>)[key]);
}

/** the kernel's copy for a shape known only as the bench runs */
function copyOf(shape: StateShape): (s: unknown) => unknown {
  const schema = stateSchema(shape) as unknown as { copy(s: unknown): unknown };
  return (s) => schema.copy(s);
}

function fieldParts(shape: StateShape): FieldPart[] {
  const parts: FieldPart[] = [];
  for (const name of Object.keys(shape)) {
    const field = shape[name];
    const one = copyOf({ [name]: field });
    parts.push({
      name,
      copy: (s) => one({ [name]: s[name] }),
      size: (s) => JSON.stringify(s[name] ?? null).length,
    });
    const inner = recordsHeld(field);
    if (inner === null) continue;
    for (const sub of Object.keys(inner)) {
      const subOne = copyOf({ [sub]: inner[sub] });
      parts.push({
        name: `  ${name}.*.${sub}`,
        copy: (s) => {
          eachRecord(s[name], (rec) => subOne({ [sub]: rec[sub] }));
          return null;
        },
        size: (s) => {
          let n = 0;
          eachRecord(s[name], (rec) => {
            n += JSON.stringify(rec[sub] ?? null).length;
          });
          return n;
        },
      });
    }
  }
  return parts;
}

/** the record shape of a field holding records by key (or as a list, once its ids are numbers) */
function recordsHeld(field: FieldShape): StateShape | null {
  if (typeof field !== "object" || !("byKey" in field || "list" in field)) return null;
  const v = "byKey" in field ? field.byKey : (field.list as FieldShape);
  if (typeof v !== "object" || "byKey" in v || "each" in v || "list" in v || "maybe" in v) return null;
  return v as StateShape;
}

// ---- the state with its ids as numbers ----
// What the state's copy would cost were every id a number and every record by id a list indexed by it: the
// shape converted field by field (a word becomes a number, a list of words a list of numbers, a record by
// key a list), and a real state converted to it, each word numbered in the order met. The copy is the
// kernel's own, made from the converted shape.

function numbered(field: FieldShape): FieldShape {
  switch (field) {
    case "text":
      return "int";
    case "text?":
      return "int?";
    case "texts":
      return "ints";
    case "int":
    case "int?":
    case "bool":
    case "ints":
    case "int-lists":
      return field;
    default:
      if ("maybe" in field) return { maybe: numbered(field.maybe as FieldShape) };
      if ("list" in field) return { list: numbered(field.list as FieldShape) };
      if ("byKey" in field) {
        const v = numbered(field.byKey as FieldShape);
        // by key, numbers or lists of numbers become a list of numbers or of such lists
        return v === "int" ? "ints" : v === "ints" ? "int-lists" : { list: v };
      }
      if ("each" in field && typeof field.each === "object") return { each: numberedRecord(field.each as StateShape) };
      return numberedRecord(field as StateShape);
  }
}

function numberedRecord(shape: StateShape): StateShape {
  return Object.fromEntries(Object.keys(shape).map((name) => [name, numbered(shape[name])]));
}

function numberedValue(field: FieldShape, v: unknown, words: Map<string, number>): unknown {
  if (v === null || v === undefined) return v;
  const word = (w: string) => {
    if (!words.has(w)) words.set(w, words.size);
    return words.get(w)!;
  };
  switch (field) {
    case "text":
    case "text?":
      return word(v as string);
    case "texts":
      return (v as string[]).map(word);
    case "int":
    case "int?":
    case "bool":
    case "ints":
    case "int-lists":
      return v;
    default:
      if ("maybe" in field) return numberedValue(field.maybe as FieldShape, v, words);
      if ("list" in field) return (v as unknown[]).map((one) => numberedValue(field.list as FieldShape, one, words));
      if ("byKey" in field) return Object.values(v as object).map((one) => numberedValue(field.byKey as FieldShape, one, words));
      if ("each" in field && typeof field.each === "object") return (v as unknown[]).map((one) => numberedValue(field.each as StateShape, one, words));
      return numberedRecordValue(field as StateShape, v as Record<string, unknown>, words);
  }
}

function numberedRecordValue(shape: StateShape, v: Record<string, unknown>, words: Map<string, number>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(shape)) if (v[name] !== undefined) out[name] = numberedValue(shape[name], v[name], words);
  return out;
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
  let numberedParts: FieldPart[] | null = null;
  let numberedCopy: ((s: unknown) => unknown) | null = null;
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
          const shape = k.rules.state.shape;
          parts ??= fieldParts(shape);
          numberedParts ??= fieldParts(numberedRecord(shape));
          numberedCopy ??= copyOf(numberedRecord(shape));
          const asNumbers = numberedRecordValue(shape, k.state, new Map());
          const calls: Record<string, () => unknown> = {
            "snapshot (the module's)": () => rt.snapshots!.take(game),
            "restore (the module's)": () => rt.snapshots!.restore(arena!, snap),
            "state copy": () => k.rules.state.copy(k.state),
            "state copy, ids as numbers": () => numberedCopy!(asNumbers),
            "stack frames copy": () => k.stack.map((f) => ({ ...f })),
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
            for (const p of numberedParts) {
              add(
                totals,
                `#${p.name}`,
                time(() => p.copy(asNumbers)),
              );
              add(sizes, `#${p.name}`, p.size(asNumbers));
            }
            add(sizes, "state copy", JSON.stringify(k.state).length);
            add(sizes, "state copy, ids as numbers", JSON.stringify(asNumbers).length);
            frames += k.stack.length;
            answers += game.answers.length;
            n++;
          }
        }
      }
      game.answer(greedy(game.pending, game));
    }
  }
  const us = (part: string, of = totals) => `${((of.get(part) ?? 0) / Math.max(1, n)).toFixed(2)} µs`;
  const bytes = (part: string) => (sizes.has(part) ? `${Math.round(sizes.get(part)! / n)} B` : "");
  const kernelParts = ["state copy", "stack frames copy", "log mark", "dice copy"];
  const kernel = (of: Map<string, number>) => `${(kernelParts.reduce((x, p) => x + (of.get(p) ?? 0), 0) / n).toFixed(2)} µs`;
  console.log(`\n${m.meta.displayName}, ${most} seats: ${n} decisions, ${(frames / n).toFixed(1)} frames and ${(answers / n).toFixed(0)} answers on average\n`);
  console.log("| part | first call after a move | repeated | size as JSON |");
  console.log("| --- | --- | --- | --- |");
  for (const part of ["snapshot (the module's)", "restore (the module's)", ...kernelParts, "state copy, ids as numbers"])
    console.log(`| ${part} | ${us(part, cold)} | ${us(part)} | ${bytes(part)} |`);
  console.log(`| the kernel's parts of one snapshot | ${kernel(cold)} | ${kernel(totals)} | |`);
  const fields = (parts ?? []).filter((p) => !p.name.startsWith(" ")).sort((a, b) => totals.get(b.name)! - totals.get(a.name)!);
  console.log(
    "\nThe state's fields, each copied alone, as the game holds them and with its ids as numbers (dearest first; a record by key is split into its records' fields):\n",
  );
  console.log("| field | µs a copy | size as JSON | ids as numbers: µs a copy | size as JSON |");
  console.log("| --- | --- | --- | --- | --- |");
  const row = (name: string) => `| ${name.trim()} | ${us(name)} | ${bytes(name)} | ${us(`#${name}`)} | ${bytes(`#${name}`)} |`;
  for (const p of fields) {
    console.log(row(p.name));
    for (const sub of (parts ?? []).filter((q) => q.name.startsWith(`  ${p.name}.*.`)).sort((a, b) => totals.get(b.name)! - totals.get(a.name)!))
      console.log(row(sub.name));
  }
}
console.log(`\nload average after: ${load()}`);
