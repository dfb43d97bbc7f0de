// npm run sim -- --games 10000 [--content sample|generated] [--seed 1] [--agent random|greedy|mixed] [--max-rounds 250] [--every-step] [--replay-every 1]
import { Command } from "commander";
import type { AdventureContent } from "../adventure/content.ts";
import { sampleContent } from "../adventure/sample/content.ts";
import { simulate, type SimOptions } from "./simulate.ts";

const program = new Command()
  .name("sim")
  .description("Play seeded Adventure Game simulations, check invariants and replays, print a summary")
  .option("--games <n>", "number of games", "1000")
  .option("--seed <n>", "first seed", "1")
  .option("--agent <kind>", "random, greedy or mixed", "random")
  .option("--max-rounds <n>", "end a game after this many rounds (a simulation limit, not a rule)", "250")
  .option("--every-step", "check invariants after every answer", false)
  .option("--replay-every <n>", "replay every n-th game and compare logs", "1")
  .option("--content <which>", "sample (hand-written) or generated (content/generated, the compiled .grim sources)", "sample")
  .option("--json", "print the summary as JSON", false);

program.parse();
const raw = program.opts();
const num = (name: string, v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`sim: --${name} must be a whole number, not "${v}"`);
    process.exit(2);
  }
  return n;
};
if (!["random", "greedy", "mixed"].includes(raw.agent)) {
  console.error(`sim: --agent must be random, greedy or mixed, not "${raw.agent}"`);
  process.exit(2);
}
const opts: SimOptions = {
  games: num("games", raw.games),
  seed: num("seed", raw.seed),
  agent: raw.agent,
  maxRounds: num("max-rounds", raw.maxRounds),
  everyStep: !!raw.everyStep,
  replayEvery: Math.max(1, num("replay-every", raw.replayEvery)),
  onGame: (done, sum) => {
    if (done % 500 === 0) process.stderr.write(`${done} games, ${sum.failures.length} failures\n`);
  },
};
if (!["sample", "generated"].includes(raw.content)) {
  console.error(`sim: --content must be sample or generated, not "${raw.content}"`);
  process.exit(2);
}
const content: AdventureContent = raw.content === "generated" ? (await import("../../content/generated/index.ts")).content : sampleContent;
const s = simulate(content, opts);
if (raw.json) console.log(JSON.stringify(s, null, 2));
else {
  console.log(`games: ${s.games} (${raw.content} content, ${opts.agent} agents, seeds ${opts.seed}..${opts.seed + opts.games - 1}, max ${opts.maxRounds} rounds)`);
  console.log(`ended by quests: ${s.finishedByQuests}, by round limit: ${s.roundLimit}`);
  console.log(`failures: ${s.failures.length}`);
  for (const f of s.failures.slice(0, 10)) console.log(`  game ${f.game} seed ${f.seed} [${f.heroes.join(", ")}]: ${f.error}`);
  console.log(`replayed: ${s.replayed}, log mismatches: ${s.replayMismatches}`);
  console.log(`answers: ${s.answers}, events: ${s.events}, average rounds: ${s.avgRounds.toFixed(1)}, average winner VP: ${s.avgWinnerVp.toFixed(1)}`);
  console.log(`wins: ${Object.entries(s.wins).sort().map(([h, n]) => `${h} ${n}`).join(", ")}`);
}
process.exit(s.failures.length > 0 || s.replayMismatches > 0 ? 1 : 0);
