// `grimoire sim [content] …`: play seeded games of any registered game between
// agents on every core, check invariants and replays, print a summary (or
// JSON). `--shard i/n` plays a slice and writes a result file; `grimoire sim
// merge` adds result files up to the summary one run would print.
// The runtime is imported inside the actions, keeping other commands quick.

import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
// imported here, not when the bar is shown: the installed CLI's bundle gives a dynamic import of a CommonJS
// package its default export only (compiler/cli/package-bundle.ts), and the package is small
import { Presets, SingleBar } from "cli-progress";
import type { Command } from "commander";
import { DEFAULT_ROLLOUTS, searchType } from "../../../runtime/agents/search-budget.ts";

interface SimFlags {
  game?: string;
  games: string;
  seed: string;
  agent: string;
  rollouts?: string;
  searchTypes?: string;
  maxRounds: string;
  players?: string;
  seats?: string;
  mode: string[];
  difficulty?: string;
  everyStep: boolean;
  replayEvery: string;
  workers?: string;
  shard?: string;
  out?: string;
  json?: boolean;
  progress: boolean;
  report?: string;
  locale: string;
  compare?: string;
  impact?: string | boolean;
  checkEvery: string;
  failures: string;
}

interface MergeFlags {
  json?: boolean;
  report?: string;
  locale: string;
}

class UsageError extends Error {}

export function register(program: Command): void {
  const sim = program
    .command("sim")
    .description("play seeded games between bots on every core, check invariants and replays, and summarise them")
    .argument("[content]", "a folder of .grim sources, or a TypeScript module exporting the game's content (default: the bundled content)")
    .option("--game <id>", "the game to play (default: the content's game, else adventure)")
    .option("--games <n>", "number of games", "1000")
    .option("--seed <n>", "first seed: game i uses seed + i", "1")
    .option("--agent <kind>", "random, greedy, mixed or search (the search bot in every seat: slow, see --rollouts)", "greedy")
    .option(
      "--rollouts <n>",
      `the search bot's budget: sampled futures a decision, shared among its options and halving rounds (default: the game's own, else ${DEFAULT_ROLLOUTS})`,
    )
    .option(
      "--search-types <types>",
      "the decision types the search bot searches, comma-separated, each as type or type=futures for a budget of its own; the greedy bot answers the others (default: the game's own, e.g. keep-quest in the Adventure Game)",
    )
    .option("--max-rounds <n>", "end a game after this many rounds (a simulation limit, not a rule)", "250")
    .option("--players <counts>", "player counts to cycle through: 3, 2-4 or 1,3,5 (default: every count the game allows)")
    .option("--seats <ids>", "draw the players from these heroes or witchers only, e.g. hero.geralt,hero.triss")
    .option("--mode <mode>", "switch on one of the game's modes (repeatable; see --help-modes)", (v: string, all: string[]) => [...all, v], [] as string[])
    .option("--difficulty <level>", "with a mode that has difficulty levels: play this level, or `all` to cycle through every level (the default)")
    .option("--every-step", "check invariants after every answer, not once a turn", false)
    .option("--replay-every <n>", "replay every n-th game from its seed and answers and compare the logs", "1")
    .option("--workers <n>", "worker threads (default: one per core)")
    .option("--shard <i/n>", "play only slice i of n of the games and write its result file (see `sim merge`)")
    .option("--out <file>", "where --shard writes its result file (default: sim-shard-<i>-of-<n>.json)")
    .option("--report <dir>", "also write the balance report (index.html and report.json) into this folder")
    .option("--locale <locale>", "with --report: the language of the report's words and of the names of heroes and cards (en or ro)", "en")
    .option(
      "--compare <content>",
      "with --report: play the same seeds on a second content folder, or on the content folder as it stood at a git revision (HEAD~1, a branch, a tag), and report what changed significantly",
    )
    .option(
      "--impact [cards]",
      "instead of the summary, each card's causal impact: every game played again on its seed with the card blanked, the player's win and score with it minus without it (cards or decks, comma-separated; default: all)",
    )
    .option("--check-every <n>", "with --impact: play again every n-th game a card reached no player in, to check that it ends alike (0: none)", "10")
    .option("--failures <dir>", "where to write a replay file of each failed game, with a link that opens it in the editor", "sim-failures")
    .option("--json", "print the summary as JSON")
    .option("--no-progress", "no progress bar on stderr")
    // `sim merge … --json`: options after `merge` are merge's, though sim has the same names
    .enablePositionalOptions()
    .action(async (content: string | undefined, flags: SimFlags) => {
      process.exitCode = await guarded(() => runSim(content ?? null, flags));
    });
  sim
    .command("merge")
    .description("add up the result files of a run's shards into the summary one run prints")
    .argument("<files...>", "result files written by `grimoire sim --shard i/n`")
    .option("--json", "print the summary as JSON")
    .option("--report <dir>", "also write the balance report into this folder")
    .option("--locale <locale>", "with --report: the language of the report (en or ro)", "en")
    .action(async (files: string[], flags: MergeFlags) => {
      process.exitCode = await guarded(() => runMerge(files, flags));
    });
}

/** bad input is one line on stderr and exit code 2 */
async function guarded(run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (err) {
    const [{ ContentError }, { RevisionError }] = await Promise.all([import("../../../runtime/core/errors.ts"), import("../../revision-content.ts")]);
    if (err instanceof RevisionError) {
      process.stderr.write(`grimoire sim: error ${err.code}: ${err.message}\n`);
      return 2;
    }
    if (err instanceof UsageError || err instanceof ContentError) {
      process.stderr.write(`grimoire sim: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

function whole(name: string, v: string, min = 0): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be a whole number${min > 0 ? ` of at least ${min}` : ""}, not "${v}"`);
  return n;
}

const list = (v: string | undefined) =>
  v === undefined
    ? null
    : v
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);

async function runSim(contentDir: string | null, f: SimFlags): Promise<number> {
  const [{ games }, { loadSimContent, simContentSets, gameOfFolder }, { playGames, defaultWorkers }, { summarize }, shard] = await Promise.all([
    import("../../../games/registry.ts"),
    import("../../sim-content.ts"),
    import("../../../runtime/sim/pool.ts"),
    import("../../../runtime/sim/summary.ts"),
    import("../../../runtime/sim/shard.ts"),
  ]);
  // with neither a game nor a folder that says one, the registry's first game
  const gameId = f.game ?? (contentDir ? gameOfFolder(contentDir) : null) ?? games.ids()[0];
  const module = games.get(gameId);
  const rt = module.runtime;
  if (!rt)
    throw new UsageError(
      `${module.meta.displayName} cannot be simulated yet: it has no runtime; the games that can: ${games
        .all()
        .filter((m) => m.runtime)
        .map((m) => m.meta.id)
        .join(", ")}`,
    );
  if (!["random", "greedy", "mixed", "search"].includes(f.agent)) throw new UsageError(`--agent must be random, greedy, mixed or search, not "${f.agent}"`);
  if (f.agent !== "search" && (f.rollouts !== undefined || f.searchTypes !== undefined))
    throw new UsageError(`--${f.rollouts !== undefined ? "rollouts" : "search-types"} is the search bot's budget: use it with --agent search`);
  let search: { rollouts: number; types: string[] } | undefined;
  if (f.agent === "search") {
    const types = list(f.searchTypes) ?? [...(rt.sim.searchTypes ?? [])];
    if (types.length === 0)
      throw new UsageError(
        `--search-types names at least one decision type${f.searchTypes === undefined ? `: ${module.meta.displayName} names none of its own` : ", such as choose-action"}`,
      );
    const bad = types.find((t) => !searchType(t));
    if (bad)
      throw new UsageError(`--search-types: "${bad}" is neither a decision type (choose-action) nor a type with its own futures a decision (keep-quest=256)`);
    search = { rollouts: f.rollouts === undefined ? (rt.sim.searchRollouts ?? DEFAULT_ROLLOUTS) : whole("rollouts", f.rollouts, 1), types };
    if (!rt.snapshots || !rt.determinise)
      throw new UsageError(
        `${module.meta.displayName} cannot be searched: the search bot plays futures from snapshots of the game, dealt again where a seat cannot see, and its module offers ${rt.snapshots ? "no determinise" : "no snapshots"} (GameRuntime.snapshots, determinise)`,
      );
  }
  const players =
    list(f.players)?.flatMap((p) => {
      const range = /^(\d+)-(\d+)$/.exec(p);
      if (!range) return [whole("players", p, 1)];
      const [a, b] = [Number(range[1]), Number(range[2])];
      if (a > b) throw new UsageError(`--players: the range ${p} is empty`);
      return Array.from({ length: b - a + 1 }, (_, k) => a + k);
    }) ?? null;
  for (const p of players ?? [])
    if (!rt.sim.playerCounts.includes(p)) throw new UsageError(`${module.meta.displayName} is played by ${rt.sim.playerCounts.join(", ")} players, not ${p}`);
  if (f.difficulty !== undefined) {
    const levels = rt.sim.difficulties ?? [];
    const withLevels = rt.sim.difficultyModes ?? [];
    if (levels.length === 0 || !f.mode.some((m) => withLevels.includes(m)))
      throw new UsageError(
        `--difficulty needs a mode that has difficulty levels${levels.length ? ` (${withLevels.join(", ")})` : `; ${module.meta.displayName} has none`}`,
      );
    if (f.difficulty !== "all" && !levels.includes(f.difficulty))
      throw new UsageError(`--difficulty must be one of ${levels.join(", ")} or all, not "${f.difficulty}"`);
    if (f.difficulty !== "all") f.mode = [...f.mode, f.difficulty];
  }
  const modes = [...new Set(f.mode)].sort();
  for (const m of modes)
    if (!rt.sim.modes?.[m])
      throw new UsageError(
        `${module.meta.displayName} has no mode "${m}"; ${
          rt.sim.modes
            ? `its modes: ${Object.entries(rt.sim.modes)
                .map(([k, d]) => `${k} (${d})`)
                .join(", ")}`
            : "it has no modes"
        }`,
      );
  // a locale the report cannot speak is refused before any game is played
  if (f.report) (await import("../../sim-report-entities.ts")).reportCatalogues(process.cwd(), f.locale);
  const content = await loadSimContent(games, module, contentDir);
  const seats = list(f.seats);
  const run = {
    game: module.meta.id,
    content: contentDir ?? "bundled",
    sets: simContentSets(content),
    games: whole("games", f.games),
    seed: whole("seed", f.seed),
    agent: f.agent as "random" | "greedy" | "mixed" | "search",
    ...(search ? { search } : {}),
    maxRounds: whole("max-rounds", f.maxRounds, 1),
    players,
    seats,
    modes,
    everyStep: !!f.everyStep,
    replayEvery: whole("replay-every", f.replayEvery, 1),
  };
  // a table that cannot be made (unknown seats, a count the pool cannot fill) is an error before any game
  if (run.games > 0) rt.sim.table(content, 0, run.seed, players, { maxRounds: run.maxRounds, seats, modes });
  // the cards of the content, for the cards no game played
  const listed = rt.sim.cards ? rt.sim.cards.list(content).map((c) => c.id) : null;
  const impact = f.impact !== undefined ? await runImpact(module, content, run, f) : undefined;
  if (impact && !f.report) return 0;
  const part = f.shard ? shard.parseShard(f.shard) : null;
  const [from, to] = part ? shard.shardRange(run.games, part.index, part.count) : [0, run.games];
  const workers = f.workers === undefined ? defaultWorkers() : whole("workers", f.workers, 1);
  const bar = f.progress && process.stderr.isTTY && to - from >= 100 ? await progressBar(to - from) : null;
  let tally;
  try {
    tally = await playGames(module, run, {
      workers,
      from,
      to,
      contentDir,
      loadContent: (dir) => loadSimContent(games, module, dir),
      onProgress: (n) => bar?.update(n),
      onNote: (note) => process.stderr.write(`grimoire sim: ${note}\n`),
    });
  } finally {
    bar?.stop();
  }
  if (tally.failures.length > 0) {
    const { writeFailureReplays, describeWrittenFailures } = await import("../../../runtime/sim/failure-replays.ts");
    const written = writeFailureReplays(
      module,
      content,
      run,
      [...tally.failures].sort((a, b) => a.game - b.game),
      f.failures,
    );
    process.stderr.write(`${describeWrittenFailures(written).join("\n")}\n`);
  }
  if (part) {
    const out = f.out ?? `sim-shard-${part.index}-of-${part.count}.json`;
    writeFileSync(out, `${JSON.stringify(shard.shardFile(run, part, tally))}\n`);
    process.stderr.write(`shard ${part.index}/${part.count}: games ${from}..${to - 1} written to ${out}\n`);
    const bad = tally.failures.length + tally.replayMismatches;
    return bad > 0 ? 1 : 0;
  }
  const summary = summarize(run, tally, listed);
  let compared;
  if (f.compare) {
    if (!f.report) throw new UsageError("--compare needs --report <dir>: the comparison is part of the balance report");
    // a name that is no folder (nor content module) is read as a revision of the folder played first
    let revision: import("../../revision-content.ts").RevisionFolder | null = null;
    if (!existsSync(f.compare)) {
      const { contentAtRevision } = await import("../../revision-content.ts");
      const folder = contentDir && existsSync(contentDir) && statSync(contentDir).isDirectory() ? contentDir : join("content", module.meta.id);
      revision = contentAtRevision(folder, f.compare);
    }
    try {
      compared = await playCompared(revision?.dir ?? f.compare, revision?.label ?? f.compare);
    } finally {
      revision?.remove();
    }
  }

  /** the run's games again on the second content version, `dir`, named `label` in the report */
  async function playCompared(dir: string, label: string): Promise<Summary> {
    const other = await loadSimContent(games, module, dir);
    const runB = { ...run, content: label, sets: simContentSets(other) };
    if (runB.games > 0) rt!.sim.table(other, 0, run.seed, players, { maxRounds: run.maxRounds, seats, modes });
    const barB = f.progress && process.stderr.isTTY && run.games >= 100 ? await progressBar(run.games) : null;
    try {
      return summarize(
        runB,
        await playGames(module, runB, {
          workers,
          from: 0,
          to: run.games,
          contentDir: dir,
          loadContent: (d) => loadSimContent(games, module, d),
          onProgress: (n) => barB?.update(n),
        }),
      );
    } finally {
      barB?.stop();
    }
  }
  return await print(summary, f, { compared, impact: impact ?? undefined, contentDir });
}

type Run = import("../../../runtime/sim/summary.ts").RunIdentity;

type Impact = import("../../../runtime/sim/impact.ts").CausalImpact;

/** `--impact`: the causal impact of the cards asked for, as a table or JSON; with --report, into the report (the run's games are then played as well) */
async function runImpact(module: import("../../../core/game.ts").AnyGameModule, content: unknown, run: Run, f: SimFlags): Promise<Impact | null> {
  if (f.shard || f.compare) throw new UsageError("--impact plays its own pairs of games: use it without --shard and --compare");
  const { causalImpact, describeImpact } = await import("../../../runtime/sim/impact.ts");
  const cards = typeof f.impact === "string" && f.impact !== "all" ? list(f.impact) : null;
  const checkEvery = whole("check-every", f.checkEvery);
  // the games to play grow once the games with each card are known: the bar's total follows
  const bar = f.progress && process.stderr.isTTY && run.games > 0 ? await progressBar(run.games) : null;
  let shown = run.games;
  try {
    const impact = causalImpact(module, content, run, {
      cards,
      checkEvery,
      onProgress: (done, total) => {
        if (!bar) return;
        if (total !== shown) {
          shown = total;
          bar.setTotal(total);
        }
        bar.update(done);
      },
    });
    bar?.stop();
    if (!f.report) process.stdout.write(f.json ? `${JSON.stringify(impact, null, 2)}\n` : `${describeImpact(impact).join("\n")}\n`);
    return impact;
  } finally {
    bar?.stop();
  }
}

async function runMerge(files: string[], f: MergeFlags): Promise<number> {
  const { readShard, mergeShards } = await import("../../../runtime/sim/shard.ts");
  const read = files.map((name) => {
    let text: string;
    try {
      text = readFileSync(name, "utf8");
    } catch {
      throw new UsageError(`cannot read ${name}`);
    }
    return { name, file: readShard(text, name) };
  });
  // the cards of the run's content, for the cards none of the shards' games played
  let listed: string[] | null = null;
  const run = read[0]?.file.run;
  const contentDir = run && run.content !== "bundled" ? run.content : null;
  if (run) {
    const [{ games }, { loadSimContent }] = await Promise.all([import("../../../games/registry.ts"), import("../../sim-content.ts")]);
    const module = games.get(run.game);
    const hook = module.runtime?.sim.cards;
    if (hook) listed = hook.list(await loadSimContent(games, module, contentDir)).map((c) => c.id);
  }
  return print(mergeShards(read, listed), f, { contentDir });
}

type Summary = import("../../../runtime/sim/summary.ts").SimSummary;

async function print(
  summary: Summary,
  f: { json?: boolean; report?: string; locale?: string },
  also: { compared?: Summary; impact?: Impact; contentDir: string | null },
): Promise<number> {
  const compared = also.compared;
  const { describeSummary } = await import("../../../runtime/sim/summary.ts");
  if (f.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else process.stdout.write(`${describeSummary(summary).join("\n")}\n`);
  if (f.report) {
    const [{ writeReport }, { reportEntities, reportCatalogues }, { games }] = await Promise.all([
      import("../../../runtime/sim/report/write.ts"),
      import("../../sim-report-entities.ts"),
      import("../../../games/registry.ts"),
    ]);
    const locale = f.locale ?? "en";
    const catalogues = reportCatalogues(process.cwd(), locale) ?? undefined;
    const ids = new Set([
      ...Object.keys(summary.seats),
      ...Object.keys(summary.cards),
      ...(summary.coverage.cardsNeverPlayed ?? []),
      ...Object.keys(also.impact?.cards ?? {}),
    ]);
    const entities = reportEntities(games, process.cwd(), summary.run.game, also.contentDir, locale, ids, f.report);
    const { where, comparison } = writeReport(f.report, summary, compared, { locale, entities, impact: also.impact, catalogues });
    if (comparison && !f.json) {
      const { describeComparison } = await import("../../../runtime/sim/report/compare.ts");
      process.stdout.write(`${describeComparison(comparison).join("\n")}\n`);
    }
    const { projectRootOf, reportLink } = await import("../../../runtime/sim/failure-replays.ts");
    const link = reportLink(join(f.report, "report.json"), projectRootOf(process.cwd()));
    process.stderr.write(`balance report written to ${where}${link ? `; each card's figures in the editor: ${link}` : ""}\n`);
  }
  const bad = [summary, ...(compared ? [compared] : [])].some((x) => x.failures.length > 0 || x.replayMismatches > 0);
  return bad ? 1 : 0;
}

async function progressBar(total: number): Promise<{ update(n: number): void; setTotal(n: number): void; stop(): void }> {
  const bar = new SingleBar(
    { stream: process.stderr, format: "{bar} {value}/{total} games, {eta_formatted} left", hideCursor: true, etaBuffer: 200 },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return bar;
}
