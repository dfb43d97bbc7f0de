// `grimoire play`: plays an Adventure Game on the bundled content with the
// greedy agent (or replays a saved game) and prints every decision and log
// line in a locale, the way a player of that locale reads them. `--game
// oldworld` plays a seeded The Witcher: Old World game the same way.

import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import type { GameText } from "../../i18n/game-text.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";
import type { Expansion } from "../../../games/oldworld/rules/content.ts";

interface PlayOptions {
  seed: string;
  heroes: string;
  rounds: string;
  locale: string;
  replay?: string;
  decisions: boolean;
  /** "adventure" (the default) or "oldworld" */
  game?: string;
  /** Old World witchers, comma separated; the first two of the content when absent */
  witchers?: string;
  root?: string;
}

export function register(program: Command): void {
  program
    .command("play")
    .description("play an Adventure Game with the greedy agent (or replay a saved one) and print its log in a locale")
    .option("--seed <n>", "the game's seed", "1")
    .option("--game <id>", "adventure or oldworld", "adventure")
    .option("--heroes <ids>", "heroes, comma separated", "hero.geralt,hero.triss")
    .option("--witchers <ids>", "Old World witchers, comma separated (the first two when absent)")
    .option("--rounds <n>", "stop after this many rounds", "150")
    .option("--locale <locale>", "en, ro, … or en-XA for the pseudo-locale", "en")
    .option("--replay <file>", "a replay file (JSON) to play back instead of the agent")
    .option("--no-decisions", "print the log only, without the decisions and answers")
    .option("--root <dir>", "repository root", ".")
    .action(async (opts: PlayOptions) => {
      process.exitCode = await runPlay(opts, (l) => process.stdout.write(`${l}\n`));
    });
}

export async function runPlay(opts: PlayOptions, print: (line: string) => void): Promise<number> {
  if (opts.game && opts.game !== "adventure") return runPlayOldWorld(opts, print);
  const [{ playerCatalogue, I18nError }, { GameText }, { content }, game, { greedyAgent }] = await Promise.all([
    import("../../i18n/project.ts"),
    import("../../i18n/game-text.ts"),
    import("../../../content/generated/index.ts"),
    import("../../../games/adventure/rules/game.ts"),
    import("../../../games/adventure/agents/play.ts"),
  ]);
  let cat;
  try {
    cat = playerCatalogue({ root: path.resolve(opts.root ?? ".") }, opts.locale);
  } catch (e) {
    if (e instanceof I18nError) {
      process.stderr.write(`grimoire play: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const genders = new Map(content.heroes.map((h) => [h.id, h.gender]));
  const words = new GameText("adventure", cat, { heroGender: (h) => genders.get(h) });

  let g;
  let answers: string[][];
  if (opts.replay) {
    let file;
    try {
      file = game.parseReplay(readFileSync(opts.replay, "utf8"));
    } catch (e) {
      process.stderr.write(`grimoire play: ${opts.replay}: ${(e as Error).message}\n`);
      return 2;
    }
    g = game.createGame(content, file.options);
    answers = file.answers;
  } else {
    const seed = Number(opts.seed);
    const maxRounds = Number(opts.rounds);
    if (!Number.isInteger(seed) || !Number.isInteger(maxRounds)) {
      process.stderr.write(`grimoire play: --seed and --rounds take whole numbers\n`);
      return 2;
    }
    g = game.createGame(content, { seed, heroes: opts.heroes.split(",").map((h) => h.trim()), maxRounds });
    answers = [];
  }
  const agent = greedyAgent();
  const played = g;
  playOut(g, words, (d, i) => (opts.replay ? answers[i] : agent(d, played)), opts.decisions, print);
  return 0;
}

/** A seeded Old World game with its greedy agent, printed in a locale. */
async function runPlayOldWorld(opts: PlayOptions, print: (line: string) => void): Promise<number> {
  if (opts.game !== "oldworld") {
    process.stderr.write(`grimoire play: unknown game "${opts.game}": the games are "adventure", "oldworld"\n`);
    return 2;
  }
  if (opts.replay) {
    process.stderr.write(`grimoire play: --replay plays back Adventure Game replays; an Old World game is played from --seed\n`);
    return 2;
  }
  const [{ playerCatalogue, I18nError }, { GameText }, { content }, { createOldWorldGame }, { greedyOldWorld }, { ContentError }, { EXPANSIONS }] =
    await Promise.all([
      import("../../i18n/project.ts"),
      import("../../i18n/game-text.ts"),
      import("../../../content/generated/oldworld.ts"),
      import("../../../games/oldworld/rules/game.ts"),
      import("../../../games/oldworld/agents/greedy.ts"),
      import("../../../runtime/core/errors.ts"),
      import("../../../games/oldworld/rules/content.ts"),
    ]);
  let cat;
  try {
    cat = playerCatalogue({ root: path.resolve(opts.root ?? ".") }, opts.locale);
  } catch (e) {
    if (e instanceof I18nError) {
      process.stderr.write(`grimoire play: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const seed = Number(opts.seed);
  const maxRounds = Number(opts.rounds);
  if (!Number.isInteger(seed) || !Number.isInteger(maxRounds)) {
    process.stderr.write(`grimoire play: --seed and --rounds take whole numbers\n`);
    return 2;
  }
  const witchers = opts.witchers ? opts.witchers.split(",").map((w) => w.trim()) : content.witchers.slice(0, 2).map((w) => w.id);
  // a seat's character brings its expansion (Ciri, Monster Trail's Manticore, the Mages) into play
  const expansions = [...new Set(witchers.map((w) => content.witchers.find((x) => x.id === w)?.set))].filter((s): s is Expansion =>
    (EXPANSIONS as readonly (string | undefined)[]).includes(s),
  );
  let g;
  try {
    g = createOldWorldGame(content, { seed, witchers, maxRounds, ...(expansions.length ? { expansions } : {}) });
  } catch (e) {
    if (e instanceof ContentError) {
      process.stderr.write(`grimoire play: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const played = g;
  playOut(g, new GameText("oldworld", cat), (d) => greedyOldWorld(d, played), opts.decisions, print);
  return 0;
}

interface Playable {
  readonly log: readonly GameEvent[];
  readonly pending: Decision | null;
  answer(keys: string[]): void;
}

/**
 * Plays a game to its end (or to the last recorded answer), printing each new
 * log line and, with `decisions`, each decision with the answer given; then
 * reports on stderr any message the catalogues lacked.
 */
function playOut(
  g: Playable,
  words: GameText,
  choose: (d: Decision, i: number) => string[] | undefined,
  decisions: boolean,
  print: (line: string) => void,
): void {
  let shown = 0;
  const flush = () => {
    for (; shown < g.log.length; shown++) print(`  ${words.logLine(g.log[shown])}`);
  };
  for (let i = 0; g.pending; i++) {
    flush();
    const d = g.pending;
    const a = choose(d, i);
    if (!a) break;
    if (decisions) {
      const shownDecision = words.decision(d);
      const picked = shownDecision.options.filter((o) => a.includes(o.key)).map((o) => o.label);
      print(`? ${words.name(d.who) ?? d.who}: ${shownDecision.prompt} → ${words.cat.listFormat(picked, "conjunction")}`);
    }
    g.answer(a);
  }
  flush();
  for (const p of words.problems) process.stderr.write(`grimoire play: ${p.message}\n`);
}
