// `grimoire balance suggest <card> [content]`: the smallest change to a card's numbers that brings its causal
// impact (win share with the card minus without it, in points) inside a band, as a diff of its .grim file.
import { Presets, SingleBar } from "cli-progress";
import type { Command } from "commander";

interface SuggestFlags {
  game?: string;
  band: string;
  games: string;
  seed: string;
  maxRounds: string;
  players?: string;
  seats?: string;
  progress: boolean;
}

export function register(program: Command): void {
  const balance = program.command("balance").description("balance tools over a card's causal impact");
  balance
    .command("suggest")
    .description("the smallest change to a card's numbers that brings its causal impact (win share points) inside a band")
    .argument("<card>", "the card's id, e.g. development.fireball")
    .argument("[content]", "the folder of .grim sources (default: content/<game>)")
    .option("--game <id>", "the game (default: adventure)")
    .option("--band <lo,hi>", "the impact in win share points the card should have", "-5,10")
    .option("--games <n>", "games each candidate is measured on", "200")
    .option("--seed <n>", "first seed; the chosen change is checked again on the seeds after the run's", "1")
    .option("--max-rounds <n>", "end a game after this many rounds", "250")
    .option("--players <n>", "player count", "2")
    .option("--seats <ids>", "the heroes or witchers to draw the players from")
    .option("--no-progress", "no progress bar on stderr")
    .action(async (card: string, content: string | undefined, flags: SuggestFlags) => {
      process.exitCode = await runSuggest(card, content ?? null, flags);
    });
}

const fail = (code: string, message: string) => {
  process.stderr.write(`grimoire balance suggest: error ${code}: ${message}\n`);
  return 1;
};

const pts = (x: number) => `${x > 0 ? "+" : ""}${(x * 100).toFixed(1)}`;

export async function runSuggest(card: string, dir: string | null, f: SuggestFlags): Promise<number> {
  const band = f.band.split(",").map(Number);
  if (band.length !== 2 || band.some((x) => !Number.isFinite(x)) || band[0] > band[1])
    return fail("BAL004", `--band must be two numbers lo,hi with lo <= hi (win share points), not "${f.band}"`);
  const wholes = { games: f.games, seed: f.seed, "max-rounds": f.maxRounds, players: f.players ?? "2" };
  for (const [k, v] of Object.entries(wholes))
    if (!/^\d+$/.test(v) || (k !== "seed" && Number(v) < 1)) return fail("BAL005", `--${k} must be a whole number, not "${v}"`);
  const [{ games }, { suggestChange, SuggestError }, { ContentError }] = await Promise.all([
    import("../../../games/registry.ts"),
    import("../../balance/suggest.ts"),
    import("../../../runtime/core/errors.ts"),
  ]);
  const gameId = f.game ?? "adventure";
  if (!games.ids().includes(gameId)) return fail("BAL006", `no game "${gameId}"; the games: ${games.ids().join(", ")}`);
  const module = games.get(gameId);
  const run = {
    game: gameId,
    content: dir ?? `content/${gameId}`,
    sets: [],
    games: Number(f.games),
    seed: Number(f.seed),
    agent: "greedy" as const,
    maxRounds: Number(f.maxRounds),
    players: [Number(f.players ?? "2")],
    seats: f.seats ? f.seats.split(",").map((s) => s.trim()) : null,
    modes: [],
    everyStep: false,
    replayEvery: 1,
  };
  const bar =
    f.progress && process.stderr.isTTY
      ? new SingleBar({ stream: process.stderr, format: "{bar} {value} candidates, {what}", hideCursor: true }, Presets.shades_classic)
      : null;
  bar?.start(0, 0, { what: "" });
  let steps = 0;
  try {
    const s = suggestChange(games, module, run.content, card, run, [band[0] / 100, band[1] / 100], (what) => {
      bar?.setTotal(++steps);
      bar?.update(steps, { what });
    });
    bar?.stop();
    const out = [
      `${card}: win share with it minus without it ${pts(s.before.win.difference)} points over ${s.before.pairs} pairs (seeds ${run.seed}..${run.seed + run.games - 1}); band ${band[0]}..${band[1]}`,
    ];
    if (s.inside) out.push("inside the band as it stands: no change needed");
    else if (!s.chosen) out.push(`no change of one number by up to 10 brings it inside the band (${s.tried} candidates tried)`);
    else {
      const c = s.chosen;
      out.push(
        `change "${c.number.clause}" ${c.number.value} -> ${c.value} at ${c.number.range.file}:${c.number.range.start.line}:${c.number.range.start.column} (${s.tried} candidates tried)`,
        c.diff,
        `after: ${pts(c.win.difference)} points over ${c.pairs} pairs on the same seeds; ${pts(c.fresh.win.difference)} points over ${c.fresh.pairs} pairs on fresh seeds ${c.fresh.seed}..${c.fresh.seed + run.games - 1}`,
        c.held
          ? "held on fresh seeds: inside the band there too"
          : `warning: not held on fresh seeds (outside the band ${band[0]}..${band[1]} there): measure again on more games before trusting it`,
      );
      if (c.removes)
        out.push(`warning: ${c.number.value} -> 0 leaves "${c.number.clause}" doing nothing; no other value of one number brings the card inside the band`);
    }
    process.stdout.write(`${out.join("\n")}\n`);
    return 0;
  } catch (e) {
    bar?.stop();
    if (e instanceof SuggestError) return fail(e.code, e.message);
    if (e instanceof ContentError) return fail("BAL007", e.message.split("\n")[0]);
    throw e;
  }
}
