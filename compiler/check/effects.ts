// Lowers effect statements (the bodies of hooks) into the IR Effect tree,
// driven entirely by the game table's verbs, conditions, counts, targets and rolls.

import type { Clause, Item, SourceRange } from "../../core/ast.ts";
import { MAX_NESTING_DEPTH, spanRange } from "../../grammar/build.ts";
import type { Amount, Arg, Condition, Effect, RollCase, Selector } from "../../core/ir.ts";
import { diagnostic } from "../../core/diagnostics/registry.ts";
import { an, closest } from "../../core/names.ts";
import type { GameTable, VerbDef } from "../../core/vocabulary.ts";
import { at, type DeclContext } from "./context.ts";
import { leadingWords, matchPattern, readablePattern, suggestion, type Failure, type Match, type MatchValue } from "./pattern.ts";

export function phraseRange(items: Item[]): SourceRange {
  return spanRange(items[0].range, items[items.length - 1].range);
}

function isWord(it: Item | undefined, w: string): boolean {
  return !!it && it.kind === "word" && it.lower === w;
}

/** Convert matched values into IR args, resolving references. */
export function toArgs(ctx: DeclContext, m: Match): Record<string, Arg> | null {
  const out: Record<string, Arg> = {};
  let ok = true;
  for (const [k, v] of Object.entries(m.args)) {
    const a = toArg(ctx, v);
    if (a === undefined) ok = false;
    else out[k] = a;
  }
  return ok ? out : null;
}

function toArg(ctx: DeclContext, v: MatchValue): Arg | undefined {
  if (typeof v === "number" || typeof v === "string") return v;
  if (Array.isArray(v)) return v.map((x) => toArg(ctx, x)).join(",");
  if ("ref" in v) {
    const id = ctx.symbols.resolve(ctx.game, v, ctx.diagnostics);
    return id === null ? undefined : { kind: "ref", id };
  }
  return `${v.from}..${v.to}`;
}

function withFixed(
  args: Record<string, Arg>,
  fixed?: Record<string, string | number | boolean | null>,
  defaults?: Record<string, string | number | boolean | null>,
): Record<string, Arg> {
  const out: Record<string, Arg> = {};
  for (const [k, v] of Object.entries(defaults ?? {})) out[k] = v;
  Object.assign(out, args);
  for (const [k, v] of Object.entries(fixed ?? {})) out[k] = v;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

interface Best {
  fail: Failure;
  pattern: string;
}

/** Try every entry; the first whole match wins. Tracks the closest miss for the message. */
function firstMatch<T extends { pattern: string }>(entries: T[], items: Item[], table: GameTable, best?: { v: Best | null }): [T, Match] | null {
  for (const e of entries) {
    const fail: Failure = { reached: -1, expected: "" };
    const m = matchPattern(e.pattern, items, table, fail);
    if (m) return [e, m];
    if (best && fail.reached > 0 && (!best.v || fail.reached > best.v.fail.reached)) best.v = { fail, pattern: e.pattern };
  }
  return null;
}

export interface EffectScope {
  /** the window the effect runs in (verbs may be limited to some windows) */
  window: string;
}

export class EffectLowering {
  constructor(private readonly ctx: DeclContext) {}

  /** A list of statements: `;`-separated on a line, or the clauses of a block. */
  statements(clauses: Clause[], scope: EffectScope, range: SourceRange): Effect {
    const steps: Effect[] = [];
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i];
      const first = c.phrase.items[0];
      if (isWord(first, "if") && c.colon) {
        const cond = this.condition(c.phrase.items.slice(1), c.phrase.range);
        // `if A: x else: y` on one line: the parser reads `x else` as a clause whose body is `y`
        const inline = splitInlineElse(c);
        const then = this.body(inline ? inline.then : c, scope);
        let otherwise: Effect | null = inline ? this.body(inline.otherwise, scope) : null;
        if (inline) {
          if (cond && then && otherwise) steps.push({ kind: "if", cond, then, else: otherwise, at: at(c.range) });
          continue;
        }
        const next = clauses[i + 1];
        if (next && isWord(next.phrase.items[0], "else") && next.phrase.items.length === 1 && next.colon) {
          otherwise = this.body(next, scope);
          i++;
        }
        if (cond && then) steps.push({ kind: "if", cond, then, else: otherwise, at: at(c.range) });
        continue;
      }
      if (isWord(first, "else") && c.phrase.items.length === 1) {
        this.ctx.diagnostics.push(diagnostic("GRM1204", c.phrase.range, "`else:` must directly follow an `if …:` statement."));
        continue;
      }
      const e = this.statement(c, scope);
      if (e) steps.push(e);
    }
    if (steps.length === 1) return steps[0];
    return { kind: "seq", steps, at: at(range) };
  }

  /** The effects after a clause's colon; reports an empty body. */
  body(c: Clause, scope: EffectScope): Effect | null {
    if (!c.body || c.body.length === 0) {
      this.ctx.diagnostics.push(
        diagnostic(
          "GRM1203",
          c.colon ?? c.phrase.range,
          `Nothing follows \`${c.phrase.items.map((i) => ("text" in i ? i.text : "{…}")).join(" ")}:\`; write its effects after the colon.`,
        ),
      );
      return null;
    }
    if (c.body.length === 1 && c.body[0].phrase.items.length === 1 && c.body[0].phrase.items[0].kind === "block" && !c.body[0].colon) {
      const block = c.body[0].phrase.items[0].block;
      if (block.clauses.length === 0) {
        this.ctx.diagnostics.push(diagnostic("GRM1203", block.range, "This block is empty; write its effects inside the braces."));
        return null;
      }
      return this.statements(block.clauses, scope, block.range);
    }
    return this.statements(c.body, scope, spanRange(c.body[0].range, c.body[c.body.length - 1].range));
  }

  /** One statement: a target with a body, or a phrase (with `or`, costs, rolls, if able, for each). */
  statement(c: Clause, scope: EffectScope): Effect | null {
    if (c.colon) {
      const sel = firstMatch(this.ctx.table.selectors, c.phrase.items, this.ctx.table);
      if (sel) {
        const body = this.body(c, scope);
        return body ? { kind: "target", selector: sel[0].name as Selector, body, at: at(c.range) } : null;
      }
      const head = c.phrase.items.map((i) => ("text" in i ? i.text : "{…}")).join(" ");
      const known = this.ctx.table.selectors.map((s) => readablePattern(s.pattern));
      this.ctx.diagnostics.push(diagnostic("GRM3011", c.phrase.range, `\`${head}:\` is not a target; targets are ${known.map((k) => `\`${k}\``).join(", ")}.`));
      return null;
    }
    return this.phrase(c.phrase.items, scope);
  }

  /** `cost -> effect`: the items before and after the arrow. */
  splitCost(items: Item[]): [Item[], Item[]] | null {
    const k = items.findIndex((i) => i.kind === "arrow");
    if (k < 0) return null;
    return [items.slice(0, k), items.slice(k + 1)];
  }

  /**
   * A hook's effects. A cost (`<cost> -> …`) may open them: it is paid first and
   * the hook can be used only when it can be paid; every statement after the
   * arrow, up to the end of the line or block, is what the cost buys
   * (`spend 1 dodge -> add 2 swords; gain 1 vp`).
   */
  hookBody(c: Clause, scope: EffectScope): { cost: Effect | null; effect: Effect | null } {
    const stmts = this.statementsOf(c);
    const first = stmts?.[0];
    const split = first && !first.colon ? this.splitCost(first.phrase.items) : null;
    if (!stmts || !first || !split) return { cost: null, effect: this.body(c, scope) };
    const [pay, get] = split;
    if (pay.length === 0 || get.length === 0) {
      this.ctx.diagnostics.push(diagnostic("GRM1004", first.phrase.range, "A cost is written `<cost> -> <effect>`, e.g. `spend 1 dodge -> add 2 swords`."));
      return { cost: null, effect: null };
    }
    const cost = this.phrase(pay, scope);
    const getRange = phraseRange(get);
    const rest: Clause[] = [{ phrase: { items: get, range: getRange }, colon: null, body: null, range: getRange }, ...stmts.slice(1)];
    const effect = this.statements(rest, scope, spanRange(getRange, rest[rest.length - 1].range));
    return { cost, effect: cost ? effect : null };
  }

  /** The statements after a clause's colon: the rest of the line, or the clauses of its one block. */
  private statementsOf(c: Clause): Clause[] | null {
    if (!c.body || c.body.length === 0) return null;
    if (c.body.length === 1 && c.body[0].phrase.items.length === 1 && c.body[0].phrase.items[0].kind === "block" && !c.body[0].colon) {
      return c.body[0].phrase.items[0].block.clauses;
    }
    return c.body;
  }

  phrase(items: Item[], scope: EffectScope): Effect | null {
    const range = phraseRange(items);
    const arrow = items.find((i) => i.kind === "arrow");
    if (arrow) {
      // A cost anywhere else would be an ordinary step: spending pays what it can and the effect follows anyway.
      this.ctx.diagnostics.push(
        diagnostic(
          "GRM1205",
          arrow.range,
          "A cost `<cost> -> <effects>` must open a hook's effects (`during battle: spend 1 dodge -> add 2 swords`); here it would not stop the effect when it cannot be paid.",
        ),
      );
      return null;
    }
    // "A or B": a choice between whole effects
    const options: Item[][] = [[]];
    for (const it of items) {
      if (isWord(it, "or")) options.push([]);
      else options[options.length - 1].push(it);
    }
    if (options.length > 1) {
      if (options.some((o) => o.length === 0)) {
        this.ctx.diagnostics.push(diagnostic("GRM1004", range, "`or` needs an effect on both sides, e.g. `spend 2 leads or fight Bandits`."));
        return null;
      }
      const lowered = options.map((o) => this.option(o, scope));
      if (lowered.some((e) => e === null)) return null;
      return { kind: "choice", options: lowered as Effect[], at: at(range) };
    }
    return this.simple(items, scope);
  }

  /**
   * One option of a choice: one effect, or several joined by `and` (`deal 1
   * damage and gain 1 energy or draw 1 card and gain 1 protection`). A verb
   * whose own words hold `and` is read whole first.
   */
  private option(items: Item[], scope: EffectScope): Effect | null {
    if (!items.some((i) => isWord(i, "and"))) return this.simple(items, scope);
    const mark = this.ctx.diagnostics.length;
    const whole = this.simple(items, scope);
    if (whole) return whole;
    // not one effect: the effects joined by `and`, each reported on its own (`and` at an end: the whole phrase's problems)
    const parts: Item[][] = [[]];
    for (const it of items) {
      if (isWord(it, "and")) parts.push([]);
      else parts[parts.length - 1].push(it);
    }
    if (parts.some((p) => p.length === 0)) return null;
    this.ctx.diagnostics.length = mark;
    const steps = parts.map((p) => this.simple(p, scope));
    if (steps.some((e) => e === null)) return null;
    return { kind: "seq", steps: steps as Effect[], at: at(phraseRange(items)) };
  }

  /** One verb, or a roll, with `if able` and `for each …` suffixes. */
  simple(input: Item[], scope: EffectScope): Effect | null {
    let items = input;
    const range = phraseRange(items);
    // a roll: `<roll phrase> { cases } <after words>?`
    const blockAt = items.findIndex((i) => i.kind === "block");
    if (blockAt >= 0) return this.roll(items, blockAt, scope);
    // `no effect`: a roll's row (or an else) where nothing happens
    if (items.length === 2 && isWord(items[0], "no") && isWord(items[1], "effect")) return { kind: "seq", steps: [], at: at(range) };

    let ifAble = false;
    const n = items.length;
    if (n >= 2 && isWord(items[n - 2], "if") && isWord(items[n - 1], "able")) {
      ifAble = true;
      items = items.slice(0, n - 2);
    }
    // `deal damage equal to your combat`, `discard cards equal to the monster level plus 2`
    const eq = items.findIndex((it, k) => isWord(it, "equal") && isWord(items[k + 1], "to"));
    if (eq >= 0) return this.equalTo(items.slice(0, eq), items.slice(eq + 2), ifAble, range, scope);
    let per: Amount | null = null;
    const fe = items.findIndex((it, k) => isWord(it, "for") && isWord(items[k + 1], "each"));
    if (fe > 0) {
      const q = items.slice(fe + 2);
      items = items.slice(0, fe);
      if (q.length === 0) {
        this.ctx.diagnostics.push(diagnostic("GRM3013", range, "`for each` needs what to count, e.g. `for each shield short`."));
        return null;
      }
      const found = firstMatch(this.ctx.table.queries, q, this.ctx.table);
      if (!found) {
        const known = this.ctx.table.queries.map((x) => `\`for each ${readablePattern(x.pattern)}\``);
        this.ctx.diagnostics.push(
          diagnostic(
            "GRM3013",
            phraseRange(q),
            `\`for each ${q.map((i) => ("text" in i ? i.text : "")).join(" ")}\` is not something that can be counted${known.length ? `; counts are ${known.join(", ")}` : " in this game"}.`,
          ),
        );
        return null;
      }
      const args = toArgs(this.ctx, found[1]);
      if (!args) return null;
      per = { kind: "query", query: found[0].name, args: withFixed(args, found[0].fixed, found[0].defaults) };
    }
    if (items.length === 0) {
      this.ctx.diagnostics.push(diagnostic("GRM3011", range, "An effect is missing here."));
      return null;
    }
    const best: { v: { fail: Failure; pattern: string } | null } = { v: null };
    const found = firstMatch(this.ctx.table.verbs, items, this.ctx.table, best);
    if (!found) {
      this.reportUnknownVerb(items, best.v);
      return null;
    }
    const [verb, m] = found;
    if (this.outsideItsWindows(verb, items, scope.window)) return null;
    const args = toArgs(this.ctx, m);
    if (!args) return null;
    const full = withFixed(args, verb.fixed, verb.defaults);
    if (per) {
      const base = full.amount;
      full.amount = { kind: "product", factors: [{ kind: "const", value: typeof base === "number" ? base : 1 }, per] };
    }
    const implied = Object.keys(verb.defaults ?? {})
      .filter((k) => !(k in args) && !(k in (verb.fixed ?? {})))
      .sort();
    return implied.length
      ? { kind: "verb", verb: verb.name, args: full, ifAble, implied, at: at(range) }
      : { kind: "verb", verb: verb.name, args: full, ifAble, at: at(range) };
  }

  /**
   * A verb whose amount is counted when it runs: `<verb without its number>
   * equal to <count> [plus|minus N]`. The amount is a sum (the count and the
   * constant), which is what tells it from `for each` (a product) downstream.
   */
  private equalTo(verbItems: Item[], countItems: Item[], ifAble: boolean, range: SourceRange, scope: EffectScope): Effect | null {
    if (verbItems.length === 0 || countItems.length === 0) {
      this.ctx.diagnostics.push(
        diagnostic("GRM3019", range, "`equal to` needs an effect before it and what to count after it, e.g. `deal damage equal to your combat`."),
      );
      return null;
    }
    let q = countItems;
    let offset = 0;
    const n = q.length;
    const sign = n >= 3 ? (isWord(q[n - 2], "plus") ? 1 : isWord(q[n - 2], "minus") ? -1 : 0) : 0;
    const last = q[n - 1];
    if (sign !== 0 && last.kind === "number") {
      offset = sign * last.value;
      q = q.slice(0, n - 2);
    }
    const found = firstMatch(this.ctx.table.queries, q, this.ctx.table);
    if (!found) {
      const known = this.ctx.table.queries.map((x) => readablePattern(x.pattern));
      const written = q.map((i) => ("text" in i ? i.text : "")).join(" ");
      const guess = closest(written, spelledCounts(this.ctx.table));
      this.ctx.diagnostics.push(
        diagnostic(
          "GRM3019",
          phraseRange(q),
          `\`equal to ${written}\` is not something that can be counted${known.length ? `; counts are ${known.map((k) => `\`${k}\``).join(", ")}` : " in this game"}${guess ? `; did you mean \`${guess}\`?` : "."}`,
          {
            fix: guess ? { range: phraseRange(q), newText: guess, title: `Change to \`${guess}\`` } : null,
          },
        ),
      );
      return null;
    }
    const countArgs = toArgs(this.ctx, found[1]);
    if (!countArgs) return null;
    const query: Amount = { kind: "query", query: found[0].name, args: withFixed(countArgs, found[0].fixed, found[0].defaults) };
    // the verb's own number is what `equal to` replaces: match with it left out
    for (const verb of this.ctx.table.verbs) {
      if (!verb.pattern.includes("{amount:int}")) continue;
      const m = matchPattern(verb.pattern.replace("{amount:int}", "{amount:int}?"), verbItems, this.ctx.table);
      if (!m) continue;
      if (m.args.amount !== undefined) {
        const num = verbItems.find((i) => i.kind === "number")!;
        this.ctx.diagnostics.push(
          diagnostic("GRM3018", num.range, `\`${readablePattern(verb.pattern)}\` is given both a number and \`equal to\`; write one of them.`, {
            fix: { range: num.range, newText: "", title: `Remove \`${"text" in num ? num.text : ""}\`` },
          }),
        );
        return null;
      }
      if (this.outsideItsWindows(verb, verbItems, scope.window)) return null;
      const args = toArgs(this.ctx, m);
      if (!args) return null;
      const full = withFixed(args, verb.fixed, verb.defaults);
      full.amount = { kind: "sum", terms: offset === 0 ? [query] : [query, { kind: "const", value: offset }] };
      return { kind: "verb", verb: verb.name, args: full, ifAble, at: at(range) };
    }
    const text = verbItems.map((i) => ("text" in i ? i.text : "{…}")).join(" ");
    this.ctx.diagnostics.push(
      diagnostic("GRM3019", phraseRange(verbItems), `\`${text}\` is not an effect that takes a number, so \`equal to\` cannot give it one.`),
    );
    return null;
  }

  /** GRM3009 when the verb is kept to windows and this is none of them */
  private outsideItsWindows(verb: VerbDef, items: Item[], window: string): boolean {
    if (!verb.windows || verb.windows.includes(window)) return false;
    this.ctx.diagnostics.push(
      diagnostic(
        "GRM3009",
        phraseRange(items),
        `\`${readablePattern(verb.pattern)}\` can only be used in ${verb.windows.map((w) => `\`${windowWords(this.ctx, w)}\``).join(", ")}, not in \`${windowWords(this.ctx, window)}\`.`,
      ),
    );
    return true;
  }

  private reportUnknownVerb(items: Item[], best: { fail: Failure; pattern: string } | null): void {
    const range = phraseRange(items);
    const text = items.map((i) => ("text" in i ? i.text : "{…}")).join(" ");
    const foreign = this.ctx.others.find((g) => firstMatch(g.table.verbs, items, g.table));
    if (foreign) {
      this.ctx.diagnostics.push(
        diagnostic(
          "GRM3004",
          range,
          `\`${text}\` is an effect of ${foreign.meta.displayName}; ${an(this.ctx.meta.shortName)} ${this.ctx.kind.kind} cannot use it.`,
        ),
      );
      return;
    }
    if (best) {
      const bad = items[best.fail.reached];
      const where = bad ? bad.range : range;
      const found = bad ? `\`${"text" in bad ? bad.text : "{…}"}\`` : "the end of the phrase";
      const fix = suggestion(best.fail, bad, this.ctx.table, closest);
      this.ctx.diagnostics.push(
        diagnostic(
          "GRM3005",
          where,
          `In \`${readablePattern(best.pattern)}\`, ${best.fail.expected} is expected here, not ${found}${fix ? `; did you mean \`${fix}\`?` : "."}`,
          {
            fix: fix && bad ? { range: bad.range, newText: fix, title: `Change to \`${fix}\`` } : null,
          },
        ),
      );
      return;
    }
    const first = items[0];
    const starts = [...new Set(this.ctx.table.verbs.flatMap((v) => leadingWords(v.pattern)))];
    const guess = first.kind === "word" ? closest(first.text, starts) : null;
    this.ctx.diagnostics.push(
      diagnostic("GRM3011", range, `\`${text}\` is not an effect of the ${this.ctx.meta.shortName}${guess ? `; did you mean \`${guess}\`?` : "."}`, {
        fix: guess ? { range: first.range, newText: guess, title: `Change to \`${guess}\`` } : null,
      }),
    );
  }

  roll(items: Item[], blockAt: number, scope: EffectScope): Effect | null {
    const range = phraseRange(items);
    const head = items.slice(0, blockAt);
    const blockItem = items[blockAt];
    const after = items.slice(blockAt + 1);
    if (blockItem.kind !== "block") return null;
    const found = head.length > 0 ? firstMatch(this.ctx.table.rolls, head, this.ctx.table) : null;
    if (!found) {
      this.ctx.diagnostics.push(
        diagnostic(
          "GRM3015",
          blockItem.range,
          `Only a roll takes a block of cases here (${this.ctx.table.rolls.map((r) => `\`${readablePattern(r.pattern)} { … }\``).join(", ")}).`,
        ),
      );
      return null;
    }
    const def = found[0];
    let mayChooseLower = false;
    if (after.length > 0) {
      const text = after
        .map((i) => ("text" in i ? i.text : ""))
        .join(" ")
        .toLowerCase();
      if (def.after && text === def.after) mayChooseLower = true;
      else {
        this.ctx.diagnostics.push(
          diagnostic(
            "GRM3014",
            phraseRange(after),
            def.after ? `After the cases only \`${def.after}\` may follow.` : "Nothing may follow the cases of this roll.",
          ),
        );
        return null;
      }
    }
    const cases: RollCase[] = [];
    const seen: [number, number][] = [];
    for (const c of blockItem.block.clauses) {
      const key = c.phrase.items;
      const k0 = key[0];
      if (!c.colon || key.length !== 1) {
        this.ctx.diagnostics.push(
          diagnostic(
            "GRM3014",
            c.phrase.range,
            def.cases === "outcome"
              ? `A case of this roll is \`${(def.outcomes ?? []).join(":` or `")}:\` followed by effects.`
              : "A case of this roll is a number or range followed by `:` and effects, e.g. `1..3: deal 0 damage`.",
          ),
        );
        continue;
      }
      const effect = this.body(c, scope);
      if (def.cases === "outcome") {
        if (k0.kind !== "word" || !(def.outcomes ?? []).includes(k0.lower)) {
          this.ctx.diagnostics.push(diagnostic("GRM3014", k0.range, `This roll's cases are \`${(def.outcomes ?? []).join("` and `")}\`.`));
          continue;
        }
        if (effect) cases.push({ when: { kind: "outcome", outcome: k0.lower }, effect });
      } else {
        const r = k0.kind === "range" ? [k0.from, k0.to] : k0.kind === "number" ? [k0.value, k0.value] : null;
        if (!r || r[0] > r[1]) {
          this.ctx.diagnostics.push(diagnostic("GRM3014", k0.range, "A case of a die roll is a number or an increasing range such as `1..3`."));
          continue;
        }
        const clash = seen.find(([a, b]) => r[0] <= b && a <= r[1]);
        if (clash) {
          this.ctx.diagnostics.push(diagnostic("GRM3014", k0.range, `This case overlaps the case ${clash[0]}..${clash[1]}.`));
          continue;
        }
        seen.push([r[0], r[1]]);
        if (effect) cases.push({ when: { kind: "range", from: r[0], to: r[1] }, effect });
      }
    }
    const e: Effect = { kind: "roll", dice: def.dice, cases, at: at(range) };
    if (mayChooseLower) e.mayChooseLower = true;
    return e;
  }

  /**
   * A condition with `or`, `and` and `not`, binding in that order from loosest
   * to tightest: `A or B and not C` is `A or (B and (not C))`. A condition of
   * the table may itself contain `and`/`or` (`leads red and blue`), so each
   * level first tries its words whole.
   */
  condition(items: Item[], range: SourceRange): Condition | null {
    if (items.length === 0) {
      this.ctx.diagnostics.push(diagnostic("GRM3012", range, "`if` needs a condition, e.g. `if you have 3 gold:`."));
      return null;
    }
    return this.joined(items, range, "or");
  }

  private joined(items: Item[], range: SourceRange, word: "or" | "and"): Condition | null {
    const whole = this.tableCondition(items, false);
    if (whole) return whole.cond;
    // `not` before a whole condition that itself holds `or`/`and` (`not this combo has 3 or more cards`)
    if (items.length > 1 && isWord(items[0], "not")) {
      const inner = this.tableCondition(items.slice(1), false);
      if (inner) return inner.cond ? { kind: "not", cond: inner.cond, at: at(phraseRange(items)) } : null;
    }
    const parts = splitAtWord(items, word);
    const lower = (p: Item[]) => (word === "or" ? this.joined(p, range, "and") : this.negated(p));
    if (parts.length === 1) return lower(items);
    const empty = parts.findIndex((p) => p.length === 0);
    if (empty >= 0) {
      this.ctx.diagnostics.push(
        diagnostic("GRM3012", phraseRange(items), `\`${word}\` needs a condition on both sides, e.g. \`if you have 3 gold ${word} you have 2 vp:\`.`),
      );
      return null;
    }
    const conds = parts.map(lower);
    if (conds.some((c) => c === null)) return null;
    return { kind: word === "or" ? "any" : "all", conds: conds as Condition[], at: at(phraseRange(items)) };
  }

  /** `not not … C`: the `not`s are counted, not recursed into, so a long run of them costs no stack. */
  private negated(items: Item[]): Condition | null {
    let nots = 0;
    while (isWord(items[nots], "not")) nots++;
    if (nots === 0) return this.tableCondition(items, true)?.cond ?? null;
    if (nots === items.length) {
      this.ctx.diagnostics.push(diagnostic("GRM3012", items[nots - 1].range, "`not` needs a condition after it, e.g. `if not you have 3 gold:`."));
      return null;
    }
    if (nots > MAX_NESTING_DEPTH) {
      this.ctx.diagnostics.push(
        diagnostic("GRM1009", spanRange(items[0].range, items[nots - 1].range), `A condition may have at most ${MAX_NESTING_DEPTH} \`not\` in a row.`),
      );
      return null;
    }
    let cond = this.tableCondition(items.slice(nots), true)?.cond ?? null;
    for (let k = nots - 1; k >= 0 && cond; k--) cond = { kind: "not", cond, at: at(phraseRange(items.slice(k))) };
    return cond;
  }

  /**
   * One entry of the table's conditions; reports it when `report` and nothing
   * matches. A match whose arguments are wrong (an unknown name) is reported
   * once, by its arguments, and gives `{ cond: null }`: no other reading is tried.
   */
  private tableCondition(p: Item[], report: boolean): { cond: Condition | null } | null {
    const found = firstMatch(this.ctx.table.conditions, p, this.ctx.table);
    if (!found) {
      if (!report) return null;
      const text = p.map((i) => ("text" in i ? i.text : "")).join(" ");
      const known = this.ctx.table.conditions.map((c) => `\`${readablePattern(c.pattern)}\``);
      this.ctx.diagnostics.push(
        diagnostic("GRM3012", phraseRange(p), `\`${text}\` is not a condition${known.length ? `; conditions are ${known.join(", ")}` : " of this game"}.`),
      );
      return null;
    }
    const args = toArgs(this.ctx, found[1]);
    if (!args) return { cond: null };
    return { cond: { kind: "query", query: found[0].name, args: withFixed(args, found[0].fixed, found[0].defaults), at: at(phraseRange(p)) } };
  }
}

function splitAtWord(items: Item[], word: string): Item[][] {
  const parts: Item[][] = [[]];
  for (const it of items) {
    if (isWord(it, word)) parts.push([]);
    else parts[parts.length - 1].push(it);
  }
  return parts;
}

/**
 * `if A: x else: y` written on one line: the parser reads the `then` part as a
 * statement `x else` whose body is `y`. Returns the two halves, or null when the
 * `if` has no `else` on its line.
 */
export function splitInlineElse(c: Clause): { then: Clause; otherwise: Clause } | null {
  const body = c.body;
  const last = body?.[body.length - 1];
  if (!body || !last || !last.colon) return null;
  const items = last.phrase.items;
  if (!isWord(items[items.length - 1], "else")) {
    // `if A: each other hero: lose 1 gold else: …`: the else ends a target's body but belongs to the if;
    // a nested `if` keeps its own else
    if (isWord(items[0], "if")) return null;
    const inner = splitInlineElse(last);
    return inner ? { then: { ...c, body: [...body.slice(0, -1), inner.then] }, otherwise: inner.otherwise } : null;
  }
  const kept = items.slice(0, -1);
  const thenBody =
    kept.length > 0
      ? [...body.slice(0, -1), { phrase: { items: kept, range: phraseRange(kept) }, colon: null, body: null, range: phraseRange(kept) }]
      : body.slice(0, -1);
  const elseWord = items[items.length - 1];
  return {
    then: { ...c, body: thenBody },
    otherwise: { phrase: { items: [elseWord], range: elseWord.range }, colon: last.colon, body: last.body, range: spanRange(elseWord.range, last.range) },
  };
}

export type { VerbDef };

function windowWords(ctx: DeclContext, name: string): string {
  const w = ctx.table.windows.find((x) => x.name === name);
  return w ? readablePattern(w.pattern.replace(/\[[^\]]*\]\s*/g, "")) : name; // optional words are left out: `start of battle`
}

/** Every count of the table written out (`your combat`, `blue card in this combo`): what `equal to` may suggest. */
function spelledCounts(table: GameTable): string[] {
  const out: string[] = [];
  for (const q of table.queries) {
    const words = q.pattern.replace(/\[[^\]]*\]\s*/g, "").trim();
    const param = /\{(\w+):(\w+)\}/.exec(words);
    const spellings = param ? table.enums[param[2]] : undefined;
    if (!param) out.push(words);
    else if (spellings) for (const sp of Object.values(spellings)) out.push(words.replace(param[0], sp[0]));
  }
  return out;
}
