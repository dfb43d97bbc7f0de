// Where the greedy bot loses: at sampled decisions of greedy two-hero Adventure games,
// every option is played in the same many futures (common random numbers, the
// rest of the game between greedy bots), and the greedy bot's choice is compared
// with the best option, two ways. On all the futures, the best option's lead
// over the greedy choice flatters the best a little (the largest of several
// noisy rates). Picked on half of the futures and measured on the other half,
// the gain is what a search with half the futures would win at that decision:
// less than the true gap when half the futures cannot tell the options apart.
// Per decision type: both, in win-rate points with their 95% intervals, and the
// decisions where the best leads beyond its own interval. Where the two agree
// and are large, a search's budget pays.
//
//   npm run bench:search-gaps [futures an option] [tables] [scale of the sampling intervals]
import { games } from "../games/registry.ts";
import type { Agent, PlayableGame } from "../core/game.ts";
import { load } from "./lib/load.ts";

const FUTURES = Number(process.argv[2] ?? 200);
const TABLES = Number(process.argv[3] ?? 12);
const SCALE = Number(process.argv[4] ?? 1);
/**
 * Every nth decision of each type is measured (a two-hero game asks about 93 choose-action, 36 choose-deck,
 * 27 encounter-obstacle, 14 choose-route and 5 keep-quest decisions), so that each type has a dozen or more
 * over 12 tables at scale 1, and every choice of a quest (its first decides a hero's whole game).
 */
const EVERY: Record<string, number> = { "choose-action": 60, "choose-deck": 24, "encounter-obstacle": 18, "choose-route": 10, "keep-quest": 1 };
const TYPES = Object.keys(EVERY);
const Z95 = 1.959963984540054;
const rt = games.get("adventure").runtime!;
const content = await rt.bundledContent();
console.log(`load average before: ${load()}`);

/** the deciding seat's wins in each future after `key` */
function wins(game: PlayableGame, key: string, who: string): number[] {
  return Array.from({ length: FUTURES }, (_, s) => {
    const f = rt.fork!.copy(game as never) as PlayableGame;
    rt.determinise!(f as never, 1000 + s, who);
    f.answer([key]);
    const bot = rt.agents.greedy(s) as Agent;
    while (f.pending) f.answer(bot(f.pending, f));
    return f.outcome!.winner === who ? 1 : 0;
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const byType = new Map<string, { leads: number[]; gaps: number[]; beyond: number }>(TYPES.map((t) => [t, { leads: [], gaps: [], beyond: 0 }]));
const seen = new Map<string, number>();
for (let i = 0; i < TABLES; i++) {
  const t = rt.sim.table(content, i, 1 + i, [2], { maxRounds: 250 });
  const game = rt.fork!.create(content, t.options) as PlayableGame;
  const greedy = rt.agents.greedy(i) as Agent;
  while (game.pending) {
    const d = game.pending;
    const answer = greedy(d, game);
    const searchable = TYPES.includes(d.type) && d.options.length > 1 && (d.pick?.max ?? 1) === 1;
    if (searchable) seen.set(d.type, (seen.get(d.type) ?? 0) + 1);
    if (searchable && (seen.get(d.type)! - 1) % Math.max(1, Math.round(EVERY[d.type] * SCALE)) === 0) {
      const results = d.options.map((o) => ({ key: o.key, won: wins(game, o.key, d.who) }));
      const half = (xs: number[], r: number) => xs.filter((_, s) => s % 2 === r);
      const mine0 = results.find((r) => r.key === answer[0])!;
      const lead = Math.max(...results.map((r) => mean(r.won))) - mean(mine0.won);
      const best = results.reduce((a, b) => (mean(half(b.won, 0)) > mean(half(a.won, 0)) ? b : a));
      const mine = results.find((r) => r.key === answer[0])!;
      // paired over the same futures: the measuring half only
      const diffs = half(best.won, 1).map((w, s) => w - half(mine.won, 1)[s]);
      const m = mean(diffs);
      const sd = Math.sqrt(diffs.reduce((a, b) => a + (b - m) ** 2, 0) / (diffs.length - 1));
      const entry = byType.get(d.type)!;
      entry.leads.push(lead);
      entry.gaps.push(m);
      if (m - (Z95 * sd) / Math.sqrt(diffs.length) > 0) entry.beyond++;
    }
    game.answer(answer);
  }
}
console.log(
  `${TABLES} greedy two-hero tables, ${FUTURES} futures an option (half to pick the best, half to measure it), every nth decision of a type: ${TYPES.map((t) => `${t} ${Math.max(1, Math.round(EVERY[t] * SCALE))}`).join(", ")}:`,
);
console.log(
  "| decision type | decisions | the best's lead over the greedy choice, all futures (flatters the best) | picked on half, measured on the other half | decisions with the pick ahead beyond its 95% interval |",
);
console.log("| --- | --- | --- | --- | --- |");
const withInterval = (xs: number[]) => {
  const m = mean(xs);
  const h = xs.length > 1 ? (Z95 * Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1))) / Math.sqrt(xs.length) : NaN;
  return `${(m * 100).toFixed(1)} [${((m - h) * 100).toFixed(1)}, ${((m + h) * 100).toFixed(1)}]`;
};
for (const [type, { leads, gaps, beyond }] of byType)
  if (gaps.length > 0) console.log(`| ${type} | ${gaps.length} | ${withInterval(leads)} | ${withInterval(gaps)} | ${beyond} |`);
console.log(`load average after: ${load()}`);
