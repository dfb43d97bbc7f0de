// `grimoire play`: plays a game of any registered game on its bundled content
// with that game's greedy agent (or plays a saved replay back) and prints every
// decision and log line in a locale, the way a player of that locale reads them.

import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import type { GameText } from "../../i18n/game-text.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";

interface PlayOptions {
  seed: string;
  rounds: string;
  locale: string;
  replay?: string;
  decisions: boolean;
  /** the game's id in the registry; the registry's first game when absent */
  game?: string;
  /** the seats, comma separated (the Adventure's heroes, the Old World's witchers); the game's first table when absent */
  players?: string;
  /** the same as `players`, by the Adventure Game's word */
  heroes?: string;
  /** the same as `players`, by the Old World's word */
  witchers?: string;
  root?: string;
}

export function register(program: Command): void {
  program
    .command("play")
    .description("play a game with the greedy agent (or replay a saved one) and print its log in a locale")
    .option("--seed <n>", "the game's seed", "1")
    .option("--game <id>", "the game, by its id (adventure, oldworld, …); the first registered when absent")
    .option("--players <ids>", "the seats, comma separated: heroes, witchers (the game's first table when absent)")
    .option("--heroes <ids>", "the same as --players")
    .option("--witchers <ids>", "the same as --players")
    .option("--rounds <n>", "stop after this many rounds", "150")
    .option("--locale <locale>", "en, ro, … or en-XA for the pseudo-locale", "en")
    .option("--replay <file>", "a replay file (JSON) to play back instead of the agent; it names its game")
    .option("--no-decisions", "print the log only, without the decisions and answers")
    .option("--root <dir>", "repository root", ".")
    .action(async (opts: PlayOptions) => {
      process.exitCode = await runPlay(opts, (l) => process.stdout.write(`${l}\n`));
    });
}

export async function runPlay(opts: PlayOptions, print: (line: string) => void): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`grimoire play: ${message}\n`);
    return 2;
  };
  const [{ playerCatalogue, I18nError }, { GameText }, { games }, { ContentError }, replays] = await Promise.all([
    import("../../i18n/project.ts"),
    import("../../i18n/game-text.ts"),
    import("../../../games/registry.ts"),
    import("../../../runtime/core/errors.ts"),
    import("../../../runtime/core/replay.ts"),
  ]);
  try {
    // a replay file names its game; --game only checks it
    const data = opts.replay ? replays.readReplayText(readFileSync(opts.replay, "utf8")) : null;
    const id = data ? replays.replayGameId(data) : (opts.game ?? games.ids()[0]);
    if (data && opts.game && opts.game !== id) return fail(`${opts.replay} is a replay of the game "${id}", not "${opts.game}"`);
    const game = games.get(id);
    const rt = game.runtime;
    if (!rt) return fail(`${game.meta.displayName} is checked, not playable: its module has no runtime`);
    const cat = playerCatalogue({ root: path.resolve(opts.root ?? ".") }, games, opts.locale);
    const content = await rt.bundledContent();
    let options;
    let answers: string[][] | null = null;
    if (data) {
      const file = replays.checkReplay(rt.replay, data);
      options = file.options;
      answers = file.answers;
    } else {
      const seed = Number(opts.seed);
      const maxRounds = Number(opts.rounds);
      if (!Number.isInteger(seed) || !Number.isInteger(maxRounds)) return fail("--seed and --rounds take whole numbers");
      const named = [opts.players, opts.heroes, opts.witchers].filter((s) => s !== undefined);
      if (named.length > 1) return fail("--players, --heroes and --witchers name the same seats: give one of them");
      const seats = named[0];
      options = rt.startOptions(content, { seed, seats: seats ? seats.split(",").map((s) => s.trim()) : null, maxRounds });
    }
    const g = rt.createGame(content, options);
    const agent = rt.agents.greedy(options.seed);
    const recorded = answers;
    playOut(g, new GameText(id, cat), (d, i) => (recorded ? recorded[i] : agent(d, g)), opts.decisions, print);
    return 0;
  } catch (e) {
    if (e instanceof I18nError) return fail(e.message);
    if (e instanceof ContentError) return fail(opts.replay ? `${opts.replay}: ${e.message}` : e.message);
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return fail(`${opts.replay}: no such file`);
    throw e;
  }
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
