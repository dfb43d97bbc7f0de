// Slices of a run for other machines: `--shard i/n` plays a deterministic
// slice of the seeds and writes its tally; merging every slice's file gives
// the summary one run of all the games prints, byte for byte.
import { ContentError } from "../core/errors.ts";
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

/** read a shard file's text; `name` is how errors name it */
export function readShard(text: string, name: string): ShardFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ContentError(`${name}: not JSON (${(err as Error).message})`);
  }
  const f = data as Partial<ShardFile>;
  if (!f || typeof f !== "object" || f.format !== SHARD_FORMAT || f.version !== 2)
    throw new ContentError(`${name}: not a simulation result file (format "${SHARD_FORMAT}", version 2), as \`grimoire sim --shard i/n\` writes; a file an older version wrote must be made again`);
  if (!f.run || !f.shard || !f.tally || !Array.isArray(f.games)) throw new ContentError(`${name}: a result file needs run, shard, games and tally`);
  return f as ShardFile;
}

/** the summary of the whole run from every one of its shards' files */
export function mergeShards(files: { name: string; file: ShardFile }[]): SimSummary {
  if (files.length === 0) throw new ContentError("sim merge needs the result files of a run's shards");
  const first = files[0];
  const run = JSON.stringify(first.file.run);
  const count = first.file.shard.count;
  const seen = new Map<number, string>();
  for (const { name, file } of files) {
    if (JSON.stringify(file.run) !== run) throw new ContentError(`${name} is a shard of another run than ${first.name} (its game, content, seeds or options differ)`);
    if (file.shard.count !== count) throw new ContentError(`${name} is shard ${file.shard.index}/${file.shard.count}, ${first.name} one of ${count}`);
    const twice = seen.get(file.shard.index);
    if (twice) throw new ContentError(`${name} and ${twice} are both shard ${file.shard.index}/${count}`);
    seen.set(file.shard.index, name);
  }
  const absent = Array.from({ length: count }, (_, k) => k + 1).filter((k) => !seen.has(k));
  if (absent.length) throw new ContentError(`shard${absent.length > 1 ? "s" : ""} ${absent.map((k) => `${k}/${count}`).join(", ")} missing: the summary would not be the run's`);
  const total = emptyTally();
  for (const { file } of [...files].sort((a, b) => a.file.shard.index - b.file.shard.index)) mergeTally(total, structuredClone(file.tally));
  return summarize(first.file.run, total);
}
