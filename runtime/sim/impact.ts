// A card's causal impact, by intervention: the run's games are played once with the content as it is, and
// again, game by game on the same seeds and tables (common random numbers), with the card blanked (the game
// module's `sim.cards.blank`: in its place in the deck, doing nothing). The player a card reached first in
// a game (the first whose events name it; for a hero's own card, that hero) is the pair's player, and the
// card's impact is the mean over the pairs of his win and score with the card minus without it. A game in
// which the card reached no player plays the same either way until the blank would have been seen, so it is
// not played again; every n-th such game is, to check that it does end alike.
//
// The blanked game is the counterfactual of the very same deal, which an observational count (a card's
// players against the others) cannot give: that count mixes the card with the hero who gets it and with how
// long the games last in which it is seen.
import type { AnyGameModule, ImpactCard } from "../../core/game.ts";
import { ContentError } from "../core/errors.ts";
import type { EventListener } from "../core/log.ts";
import { agentsFor, runtimeOf } from "./batch.ts";
import { pairedInterval, quantile, tQuantile, type PairedDifference } from "./paired.ts";
import { round, type RunIdentity } from "./summary.ts";

/** no game needs this many answers (as the simulator's own limit) */
const MAX_STEPS = 200_000;
/** a card with fewer pairs than this is reported but never flagged */
export const MIN_PAIRS = 10;

export interface ImpactOptions {
  /** the cards to measure: ids, or decks ("development.triss"), or null for every card the game lists */
  cards: string[] | null;
  /** play again every n-th game the card reached no player in, to check that it ends alike (0: none) */
  checkEvery: number;
  /** after each game played, with the games to play in all (known once the games with the card have been played) */
  onProgress?: (done: number, total: number) => void;
}

/** how one game ended for its seats */
interface Ending {
  seats: string[];
  won: Record<string, number>;
  scores: Record<string, number> | null;
  /** what makes two endings alike: the winners, rounds, answers and scores */
  key: string;
}

export interface SeatImpact {
  pairs: number;
  /** the mean difference in win share (1 a win, 0 a loss) over this seat's pairs */
  win: number;
  score: number | null;
}

export interface CardCausalImpact {
  group: string;
  owner: string | null;
  /** games in which the card reached a player, each played again with the card blanked */
  pairs: number;
  /** the player's win share with the card minus without it, with its paired 95% interval */
  win: PairedDifference;
  /** the same for his score (VP, trophies); null when the game keeps none */
  score: PairedDifference | null;
  /** pairs that ended alike (the same winners, rounds, answers and scores): all of them, and the card did nothing the bots used */
  alike: number;
  /** by the player the card reached: a hero's own card has its hero alone */
  bySeat: Record<string, SeatImpact>;
  /** games the card reached no player in that were played again, and how many of them did not end alike */
  unreached: { checked: number; differed: number };
  /**
   * "strong" or "weak": its simultaneous interval lies wholly above (below) the middle half of its group's other cards'
   * impacts; "no-effect": every pair ended alike; "unused": it reached no player while at least three cards of its group
   * reached MIN_PAIRS or more (the bots never take or play it, so no figure about it means anything); null: in line,
   * or too few pairs to tell
   */
  flag: "strong" | "weak" | "no-effect" | "unused" | null;
  /** the figure and the middle half of its group the flag was read against */
  against: { metric: "win" | "score"; q1: number; q3: number; low: number; high: number } | null;
}

export interface CausalImpact {
  run: RunIdentity;
  /** tests the flags share: the simultaneous intervals are widened for this many (Bonferroni), so that all of them together err at most 5% of the time */
  tests: number;
  cards: Record<string, CardCausalImpact>;
}

/** the cards asked for: ids or whole groups; an unknown one is a designer's error naming what there is */
export function selectCards(listed: readonly ImpactCard[], asked: string[] | null): ImpactCard[] {
  if (asked === null) return [...listed];
  const out: ImpactCard[] = [];
  for (const a of asked) {
    const found = listed.filter((c) => c.id === a || c.group === a);
    if (found.length === 0) {
      const groups = [...new Set(listed.map((c) => c.group))];
      throw new ContentError(`--impact: "${a}" is neither a card nor a deck of the content; its decks: ${groups.join(", ")}`);
    }
    for (const c of found) if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** the causal impact of the selected cards over the run's games */
export function causalImpact(module: AnyGameModule, content: unknown, run: RunIdentity, o: ImpactOptions): CausalImpact {
  const rt = runtimeOf(module);
  const hook = rt.sim.cards;
  if (!hook) throw new ContentError(`${module.meta.displayName} offers no cards to measure by intervention (GameRuntime.sim.cards)`);
  const cards = selectCards(hook.list(content), o.cards);
  const ids = new Map(cards.map((c) => [c.id, c.owner]));
  let done = 0;
  let total = run.games;
  const tables = Array.from({ length: run.games }, (_, i) =>
    rt.sim.table(content, i, run.seed + i, run.players, { maxRounds: run.maxRounds, seats: run.seats, modes: run.modes }),
  );
  // with the card: each game's ending, and the player each card reached first
  const withCard: Ending[] = [];
  const reached: Map<string, string>[] = [];
  for (let i = 0; i < run.games; i++) {
    const first = new Map<string, string>();
    withCard.push(play(rt, content, run, i, tables[i].seats, tables[i].options, ids, first));
    reached.push(first);
    o.onProgress?.(++done, total);
  }
  const checks = (c: string) => {
    const unreached = reached.filter((r) => !r.has(c)).length;
    return o.checkEvery > 0 ? Math.ceil(unreached / o.checkEvery) : 0;
  };
  for (const c of cards) total += reached.filter((r) => r.has(c.id)).length + checks(c.id);
  const raw = new Map<string, Omit<CardCausalImpact, "flag" | "against">>();
  for (const card of cards) {
    const blanked = hook.blank(content, card.id);
    const dWin: number[] = [];
    const dScore: number[] = [];
    const bySeat: Record<string, { pairs: number; win: number; score: number }> = {};
    let alike = 0;
    const unreached = { checked: 0, differed: 0 };
    let skipped = 0;
    for (let i = 0; i < run.games; i++) {
      const seat = reached[i].get(card.id);
      if (seat === undefined && (o.checkEvery === 0 || skipped++ % o.checkEvery !== 0)) continue;
      const without = play(rt, blanked, run, i, tables[i].seats, tables[i].options, null, null);
      o.onProgress?.(++done, total);
      const same = without.key === withCard[i].key;
      if (seat === undefined) {
        unreached.checked++;
        if (!same) unreached.differed++;
        continue;
      }
      if (same) alike++;
      const w = withCard[i].won[seat] - without.won[seat];
      const s = withCard[i].scores && without.scores ? (withCard[i].scores![seat] ?? 0) - (without.scores[seat] ?? 0) : 0;
      dWin.push(w);
      dScore.push(s);
      const b = (bySeat[seat] ??= { pairs: 0, win: 0, score: 0 });
      b.pairs++;
      b.win += w;
      b.score += s;
    }
    const scored = withCard.some((e) => e.scores !== null);
    raw.set(card.id, {
      group: card.group,
      owner: card.owner,
      pairs: dWin.length,
      win: pairedInterval(dWin),
      score: scored ? pairedInterval(dScore) : null,
      alike,
      bySeat: Object.fromEntries(
        Object.keys(bySeat)
          .sort()
          .map((s) => [
            s,
            { pairs: bySeat[s].pairs, win: round(bySeat[s].win / bySeat[s].pairs), score: scored ? round(bySeat[s].score / bySeat[s].pairs) : null },
          ]),
      ),
      unreached,
    });
  }
  return flagCards(run, raw);
}

/**
 * A card is flagged "strong" (or "weak") when its interval, widened so that all the tests together err at most
 * 5% of the time, lies wholly above the upper (below the lower) quartile of the other cards of its group: out of
 * line with its deck, not merely better than a blank (every good card is). Score first, where the game keeps one:
 * a score moves with every point a card gives, a win only when the points decide the game.
 */
function flagCards(run: RunIdentity, raw: Map<string, Omit<CardCausalImpact, "flag" | "against">>): CausalImpact {
  const metrics = (c: Omit<CardCausalImpact, "flag" | "against">) => (c.score ? (["score", "win"] as const) : (["win"] as const));
  const eligible = [...raw.values()].filter((c) => c.pairs >= MIN_PAIRS && c.alike < c.pairs);
  const tests = Math.max(
    1,
    eligible.reduce((n, c) => n + metrics(c).length, 0),
  );
  const cards: Record<string, CardCausalImpact> = {};
  for (const id of [...raw.keys()].sort()) {
    const c = raw.get(id)!;
    let flag: CardCausalImpact["flag"] = null;
    let against: CardCausalImpact["against"] = null;
    const peers = [...raw].filter(([other, p]) => other !== id && p.group === c.group && p.pairs >= MIN_PAIRS);
    if (c.pairs === 0 && peers.length >= 3) flag = "unused";
    else if (c.pairs >= MIN_PAIRS && c.alike === c.pairs) flag = "no-effect";
    else if (c.pairs >= MIN_PAIRS) {
      for (const metric of metrics(c)) {
        if (peers.length < 3) break;
        const own = c[metric]!;
        const values = peers.map(([, p]) => p[metric]!.difference);
        const q1 = round(quantile(values, 0.25));
        const q3 = round(quantile(values, 0.75));
        // the 95% interval's half-width scaled to the simultaneous level, on the same pairs' t distribution
        const scale = tQuantile(1 - 0.025 / tests, c.pairs - 1) / tQuantile(0.975, c.pairs - 1);
        const half = ((own.high! - own.low!) / 2) * scale;
        const low = round(own.difference - half);
        const high = round(own.difference + half);
        if (low > q3) flag = "strong";
        else if (high < q1) flag = "weak";
        // the figure read first (the score) is the one shown, unless another is the one that flags
        if (flag || !against) against = { metric, q1, q3, low, high };
        if (flag) break;
      }
    }
    cards[id] = { ...c, flag, against };
  }
  return { run, tests, cards };
}

/** one game of the run on this content, read for how it ended and, when `track` is given, for the player each tracked card reached first */
function play(
  rt: ReturnType<typeof runtimeOf>,
  content: unknown,
  run: RunIdentity,
  i: number,
  seats: string[],
  options: { seed: number },
  track: ReadonlyMap<string, string | null> | null,
  first: Map<string, string> | null,
): Ending {
  const onEvent = track && first ? reader(track, first) : undefined;
  const game = rt.createGame(content, options, { keep: false, ...(onEvent ? { onEvent } : {}) });
  const agents = agentsFor(rt, run, run.seed + i, seats);
  let steps = 0;
  while (game.pending) {
    const d = game.pending;
    if (++steps > MAX_STEPS) throw new Error(`game ${i} did not end within ${MAX_STEPS} answers`);
    game.answer(agents[d.who](d, game));
  }
  const outcome = game.outcome!;
  const winners = rt.sim.winners ? rt.sim.winners(game) : outcome.winner !== null ? [outcome.winner] : [];
  const scores = rt.sim.scores ? rt.sim.scores(game) : null;
  const won = Object.fromEntries(seats.map((s) => [s, winners.includes(s) ? 1 : 0]));
  const key = JSON.stringify([winners, outcome.rounds, game.answers.length, scores && seats.map((s) => scores[s] ?? null)]);
  return { seats, won, scores, key };
}

/**
 * An event listener noting, for each tracked card, the first player (hero, witcher) an event about names it in any
 * field (a copy id such as "investigation.ambush#2" names its card); a card with an owner counts only in its owner's events.
 */
function reader(track: ReadonlyMap<string, string | null>, first: Map<string, string>): EventListener {
  let who = "";
  const cardOf = (v: unknown): string | null => {
    if (typeof v !== "string") return null;
    const hash = v.indexOf("#");
    const id = hash < 0 ? v : v.slice(0, hash);
    const owner = track.get(id);
    return owner !== undefined && (owner === null || owner === who) && !first.has(id) ? id : null;
  };
  return (_type, fields) => {
    const about = typeof fields.hero === "string" ? fields.hero : typeof fields.player === "string" ? fields.player : undefined;
    if (about === undefined || first.size === track.size) return;
    who = about;
    for (const k in fields) {
      const v = fields[k];
      if (Array.isArray(v)) {
        for (const x of v) {
          const c = cardOf(x);
          if (c) first.set(c, who);
        }
      } else {
        const c = cardOf(v);
        if (c) first.set(c, who);
      }
    }
  };
}

const signed = (x: number, digits: number) => `${x > 0 ? "+" : ""}${x.toFixed(digits)}`;
const interval = (d: PairedDifference, digits: number) =>
  d.low === null || d.high === null ? "no interval" : `[${signed(d.low, digits)}, ${signed(d.high, digits)}]`;

/** the impact in words, for the terminal: flagged cards first, then the others by deck */
export function describeImpact(r: CausalImpact): string[] {
  const run = r.run;
  const lines = [
    `causal impact of ${Object.keys(r.cards).length} cards over ${run.games} ${run.game} games (seeds ${run.seed}..${run.seed + run.games - 1}, ${run.agent} agents): each game the card reached a player in, played again with the card blanked`,
    "win share and score of the player it reached first, with the card minus without it (95% paired interval); flags read against the middle half of the card's deck",
  ];
  const rows = Object.entries(r.cards).sort(
    (a, b) => (a[1].flag ? 0 : 1) - (b[1].flag ? 0 : 1) || (a[1].group < b[1].group ? -1 : a[1].group > b[1].group ? 1 : 0),
  );
  for (const [id, c] of rows) {
    const score = c.score ? `, score ${signed(c.score.difference, 2)} ${interval(c.score, 2)}` : "";
    const seats = Object.entries(c.bySeat)
      .map(([s, x]) => `${s} ${x.pairs}`)
      .join(", ");
    lines.push(
      `  ${id.padEnd(40)} ${c.flag ? `${c.flag.toUpperCase()} ` : ""}${c.pairs} pairs${c.pairs ? ` (${c.alike} alike)` : ""}, win ${signed(c.win.difference * 100, 1)} points ${
        c.win.low === null ? "no interval" : `[${signed(c.win.low * 100, 1)}, ${signed(c.win.high! * 100, 1)}]`
      }${score}${seats ? `; reached ${seats}` : ""}${c.unreached.differed ? `; ${c.unreached.differed} of ${c.unreached.checked} games it reached no one in ended otherwise` : ""}`,
    );
  }
  return lines;
}
