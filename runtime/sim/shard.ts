// Slices of a run for other machines: `--shard i/n` plays a deterministic
// slice of the seeds and writes its tally; merging every slice's file gives
// the summary one run of all the games prints, byte for byte.
import { z } from "zod";
import { ContentError } from "../core/errors.ts";
import { describeIssues } from "../core/replay.ts";
import { summarize, type RunIdentity, type SimSummary } from "./summary.ts";
import { emptyTally, mergeTally, type Tally } from "./tally.ts";

export const SHARD_FORMAT = "grimoire-sim-shard";

export interface ShardFile {
  format: typeof SHARD_FORMAT;
  /** 2: card tallies are kept by seat */
  version: 2;
  run: RunIdentity;
  /** 1-based: shard `index` of `count` */
  shard: { index: number; count: number };
  /** the games [from, to) of the run this shard played */
  games: [number, number];
  tally: Tally;
}

/** "3/8" → { index: 3, count: 8 } */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) throw new ContentError(`--shard takes i/n with 1 <= i <= n, such as 3/8, not "${text}"`);
  return { index, count };
}

/** the games of shard i of n: contiguous, the sizes differing by at most one */
export function shardRange(games: number, index: number, count: number): [number, number] {
  return [Math.floor(((index - 1) * games) / count), Math.floor((index * games) / count)];
}

export function shardFile(run: RunIdentity, shard: { index: number; count: number }, tally: Tally): ShardFile {
  return { format: SHARD_FORMAT, version: 2, run, shard, games: shardRange(run.games, shard.index, shard.count), tally };
}

// A result file comes from another machine, perhaps edited or cut short: every
// field is checked before anything is added, so a wrong file is one clear line,
// never a string glued onto a count, a negative tally, or a crash.

/** keys an object already has (`constructor`, `__proto__`) would read or set the prototype, not a count */
const key = z.string().refine((k) => !(k in Object.prototype));
const record = <V extends z.ZodType>(value: V) =>
  z.record(key, value, { error: (issue) => (issue.code === "invalid_key" ? "is not a name a tally uses" : undefined) });
const count = z.number().int().nonnegative();
const counts = record(count);
const group = z.strictObject({ games: count, won: count, rounds: count });

const tallySchema = z.strictObject({
  games: count,
  endedBy: counts,
  won: count,
  failures: z.array(z.strictObject({ game: count, seed: z.number().int(), seats: z.array(z.string()), error: z.string() })),
  replayed: count,
  replayMismatches: count,
  answers: count,
  events: count,
  rounds: count,
  seats: record(z.strictObject({ played: count, playedAt: counts, wins: count, scoreSum: z.number().int() })),
  byPlayers: record(group),
  byGroup: record(group).default({}),
  roundsHistogram: counts,
  scoreHistogram: counts,
  stats: record(z.number().int()),
  cards: record(z.strictObject({ seen: count, wins: count, bySeat: record(z.strictObject({ seen: count, wins: count })) })),
  offered: record(counts).default({}),
  chosen: record(counts).default({}),
});

const runSchema = z.strictObject({
  game: z.string(),
  content: z.string(),
  sets: z.array(z.string()),
  games: count,
  seed: z.number().int(),
  agent: z.enum(["random", "greedy", "mixed", "search"]),
  search: z.strictObject({ rollouts: z.number().int().positive(), types: z.array(z.string()) }).optional(),
  maxRounds: z.number().int().positive(),
  players: z.array(z.number().int().positive()).nullable(),
  seats: z.array(z.string()).nullable(),
  modes: z.array(z.string()),
  everyStep: z.boolean(),
  replayEvery: count,
});

const shardSchema = z.strictObject({
  format: z.literal(SHARD_FORMAT),
  version: z.literal(2),
  run: runSchema,
  shard: z.strictObject({ index: z.number().int().positive(), count: z.number().int().positive() }),
  games: z.tuple([count, count]),
  tally: tallySchema,
});

/** the first few of a list of problems: a file wrong everywhere is still one line */
function few(items: string[], max = 5): string {
  return items.length > max ? `${items.slice(0, max).join("; ")}; and ${items.length - max} more` : items.join("; ");
}

const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

/** read a shard file's text; `name` is how errors name it */
export function readShard(text: string, name: string): ShardFile {
  let data: unknown;
  // zod drops a "__proto__" key without a word; what it held would vanish from the sums
  let proto = false;
  try {
    data = JSON.parse(text, (k, v: unknown) => {
      if (k === "__proto__") proto = true;
      return v;
    });
  } catch (err) {
    throw new ContentError(`${name}: not JSON (${(err as Error).message})`);
  }
  if (proto) throw new ContentError(`${name}: the key "__proto__" is not a name a tally uses; the file is not the result \`grimoire sim --shard i/n\` wrote`);
  const f = data as Partial<ShardFile> | null;
  if (!f || typeof f !== "object" || f.format !== SHARD_FORMAT || f.version !== 2)
    throw new ContentError(
      `${name}: not a simulation result file (format "${SHARD_FORMAT}", version 2), as \`grimoire sim --shard i/n\` writes; a file an older version wrote must be made again`,
    );
  const parsed = shardSchema.safeParse(data);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error).split("; ");
    throw new ContentError(`${name}: not a result file as \`grimoire sim --shard i/n\` writes it: ${few(issues)}`);
  }
  const file = parsed.data as ShardFile;
  const { index, count: of } = file.shard;
  if (index > of) throw new ContentError(`${name}: shard ${index}/${of} is not one of ${of} shards`);
  // the games a shard holds follow from its number: a file relabelled as another shard is caught here
  const [from, to] = shardRange(file.run.games, index, of);
  const t = file.tally;
  const wrong: string[] = [];
  if (file.games[0] !== from || file.games[1] !== to)
    wrong.push(`it holds games ${file.games[0]}..${file.games[1] - 1}, but shard ${index}/${of} of ${file.run.games} games plays games ${from}..${to - 1}`);
  if (t.games !== to - from) wrong.push(`its tally counts ${t.games} games, but shard ${index}/${of} plays ${to - from}`);
  const finished = t.games - t.failures.length;
  if (finished < 0) wrong.push(`its tally has ${t.failures.length} failures in ${t.games} games`);
  const outside = t.failures.find((x) => x.game < from || x.game >= to);
  if (outside) wrong.push(`its tally has a failure in game ${outside.game}, outside its games ${from}..${to - 1}`);
  if (finished >= 0 && sum(t.endedBy) !== finished) wrong.push(`its tally says ${sum(t.endedBy)} games ended, but ${finished} finished`);
  if (t.won > finished) wrong.push(`its tally has ${t.won} games won of ${finished} finished`);
  if (wrong.length) throw new ContentError(`${name}: ${few(wrong)}; the file is not the result \`grimoire sim --shard ${index}/${of}\` wrote`);
  return file;
}

/** the summary of the whole run from every one of its shards' files */
export function mergeShards(files: { name: string; file: ShardFile }[], listed: readonly string[] | null = null): SimSummary {
  if (files.length === 0) throw new ContentError("sim merge needs the result files of a run's shards");
  const first = files[0];
  const run = JSON.stringify(first.file.run);
  const count = first.file.shard.count;
  const seen = new Map<number, string>();
  for (const { name, file } of files) {
    if (JSON.stringify(file.run) !== run)
      throw new ContentError(`${name} is a shard of another run than ${first.name} (its game, content, seeds or options differ)`);
    if (file.shard.count !== count) throw new ContentError(`${name} is shard ${file.shard.index}/${file.shard.count}, ${first.name} one of ${count}`);
    const twice = seen.get(file.shard.index);
    if (twice) throw new ContentError(`${name} and ${twice} are both shard ${file.shard.index}/${count}`);
    seen.set(file.shard.index, name);
  }
  // the missing ones are named without a list as long as the count (a file may claim a billion shards)
  const missing = count - seen.size;
  if (missing > 0) {
    const named: string[] = [];
    for (let k = 1; k <= count && named.length < 5; k++) if (!seen.has(k)) named.push(`${k}/${count}`);
    const more = missing > named.length ? ` and ${missing - named.length} more` : "";
    throw new ContentError(`shard${missing > 1 ? "s" : ""} ${named.join(", ")}${more} missing: the summary would not be the run's`);
  }
  const total = emptyTally();
  for (const { file } of [...files].sort((a, b) => a.file.shard.index - b.file.shard.index)) mergeTally(total, structuredClone(file.tally));
  return summarize(first.file.run, total, listed);
}
