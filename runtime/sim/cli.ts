// npm run sim -- [--game adventure|oldworld] [--players 1-5] [--games 1000] [--content bundled|<module path>]
//                [--seed 1] [--agent random|greedy|mixed] [--max-rounds 250] [--every-step] [--replay-every 1] [--json]
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Command } from "commander";
import { games } from "../../games/registry.ts";
import { simulate, type SimOptions } from "./simulate.ts";

const program = new Command()
  .name("sim")
  .description("Play seeded simulations of a game, check invariants and replays, print a summary")
  .option("--game <id>", `the game: ${games.ids().join(", ")}`, "adventure")
  .option("--players <counts>", "player counts to cycle through: 3, 2-4 or 1,3,5 (default: every count the game supports)")
  .option("--games <n>", "number of games", "1000")
  .option("--seed <n>", "first seed", "1")
  .option("--agent <kind>", "random, greedy or mixed", "random")
  .option("--max-rounds <n>", "end a game after this many rounds (a simulation limit, not a rule)", "250")
  .option("--every-step", "check invariants after every answer", false)
  .option("--replay-every <n>", "replay every n-th game and compare logs", "1")
  .option("--content <which>", "bundled (content/generated, the compiled .grim sources) or the path of a TypeScript module exporting the game's content", "bundled")
  .option("--json", "print the summary as JSON", false);

program.parse();
const raw = program.opts();
const fail = (message: string): never => {
  console.error(`sim: ${message}`);
  process.exit(2);
};
const num = (name: string, v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, not "${v}"`);
  return n;
};
const module = games.find(raw.game) ?? fail(`--game must be one of ${games.ids().join(", ")}, not "${raw.game}"`);
const rt = module.runtime ?? fail(`${module.meta.displayName} has no runtime yet`);
if (!["random", "greedy", "mixed"].includes(raw.agent)) fail(`--agent must be random, greedy or mixed, not "${raw.agent}"`);
let players: number[] | null = null;
if (raw.players !== undefined) {
  const m = /^(\d+)-(\d+)$/.exec(raw.players);
  players = m ? Array.from({ length: Math.max(0, Number(m[2]) - Number(m[1]) + 1) }, (_, k) => Number(m[1]) + k) : String(raw.players).split(",").map((x) => num("players", x.trim()));
  const bad = players.filter((n) => !rt.sim.playerCounts.includes(n));
  if (players.length === 0 || bad.length) fail(`--players: ${module.meta.displayName} is played by ${rt.sim.playerCounts.join(", ")} players, not ${bad.join(", ") || raw.players}`);
}
const opts: SimOptions = {
  games: num("games", raw.games),
  seed: num("seed", raw.seed),
  agent: raw.agent,
  maxRounds: num("max-rounds", raw.maxRounds),
  players,
  everyStep: !!raw.everyStep,
  replayEvery: Math.max(1, num("replay-every", raw.replayEvery)),
  onGame: (done, sum) => {
    if (done % 500 === 0) process.stderr.write(`${done} games, ${sum.failures.length} failures\n`);
  },
};

async function loadContent(): Promise<unknown> {
  if (raw.content === "bundled") {
    try {
      return await rt.bundledContent();
    } catch (err) {
      return fail((err as Error).message);
    }
  }
  const mod = (await import(pathToFileURL(resolve(raw.content)).href)) as Record<string, unknown>;
  const found = Object.values(mod).find((v) => !!v && typeof v === "object" && (v as { game?: unknown }).game === module.meta.id);
  return found ?? fail(`${raw.content} exports no ${module.meta.displayName} content (an object whose game is "${module.meta.id}")`);
}

const content = await loadContent();
const s = simulate(module, content, opts);
if (raw.json) console.log(JSON.stringify(s, null, 2));
else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${module.meta.displayName}: ${s.games} games (${raw.content} content, ${opts.agent} agents, seeds ${opts.seed}..${opts.seed + opts.games - 1}, max ${opts.maxRounds} rounds)`);
  console.log(`ended by: ${Object.entries(s.endedBy).sort().map(([r, n]) => `${r} ${n}`).join(", ") || "-"}; with a winner: ${s.won}`);
  console.log(`failures: ${s.failures.length}`);
  for (const f of s.failures.slice(0, 10)) console.log(`  game ${f.game} seed ${f.seed} [${f.heroes.join(", ")}]: ${f.error}`);
  console.log(`replayed: ${s.replayed}, log mismatches: ${s.replayMismatches}`);
  console.log(`answers: ${s.answers}, events: ${s.events}, average rounds: ${s.avgRounds.toFixed(1)}`);
  for (const [n, b] of Object.entries(s.byPlayers)) console.log(`  ${n} player(s): ${b.games} games, ${b.won} won, average rounds ${b.avgRounds.toFixed(1)}`);
  for (const [k, v] of Object.entries(s.averages)) console.log(`average ${k}: ${v.toFixed(1)}`);
  console.log("win rates:");
  for (const id of Object.keys(s.played).sort()) console.log(`  ${id}: ${s.wins[id] ?? 0} of ${s.played[id]} (${pct(s.winRates[id])})`);
}
process.exit(s.failures.length > 0 || s.replayMismatches > 0 ? 1 : 0);
