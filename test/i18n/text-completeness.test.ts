// Every argument an effect carries reaches its card's text, in every locale.
//
// The verb tables say what each verb, condition, count and window carries (the
// parameters of its pattern, and the fixed arguments a shared message tells
// apart). For every card, monster, quest and rule of every bundled set of both
// games, each such argument is changed in turn to another value of its type and
// the card's text is rendered again: a text that stays the same did not say that
// argument ("Fight a battle." for "fight Bandits" reads the same for any enemy).
// The effect's own data is changed the same way: a hook's limit, a target, a
// roll's cases and "may choose lower", "if able".
// Arguments the source left out and the table filled in (`implied`) may go
// unsaid. Each verb, condition and count of the tables is also written once with
// all its parameters and probed the same way, so a new entry is covered before
// any card uses it (and a number is tried in the same plural form, 2 against 3).
import { describe, expect, it } from "vitest";
import { compilePattern, type Elem } from "../../compiler/check/pattern.ts";
import { loadProgram } from "../../compiler/i18n/project.ts";
import { renderRulesText, type RenderProblem, type RulesCatalogue } from "../../compiler/i18n/rules-text.ts";
import type { Amount, Arg, Condition, Effect, EntityIR, Game, Hook } from "../../core/ir.ts";
import type { GameTable } from "../../core/vocabulary.ts";
import { ROOT, rulesCatalogue } from "./helpers.ts";
import { games } from "../../games/registry.ts";

interface Param {
  type: string;
  list: boolean;
}

function params(pattern: string): Map<string, Param> {
  const out = new Map<string, Param>();
  const walk = (elems: Elem[]) => {
    for (const e of elems) {
      if (e.t === "param") out.set(e.name, { type: e.type, list: e.list });
      else if (e.t === "group") walk(e.elems);
    }
  };
  walk(compilePattern(pattern));
  return out;
}

/** One argument to change: where it is, what it is called, and the values to try instead. */
interface Probe {
  hook: number;
  what: string;
  at: string;
  alternatives: Arg[];
  /** the same argument in a copy of the entity (the walk visits copies in the same order) */
  set: (entity: EntityIR, value: Arg) => void;
}

const isAmount = (a: Arg): a is Amount => typeof a === "object" && a !== null && "kind" in a && a.kind !== "ref";

/** Other values of a parameter's type; none when the type has no other value to try. */
function alternatives(table: GameTable, p: Param, v: Arg): Arg[] {
  if (v === null || isAmount(v)) return [];
  if (p.type.startsWith("@")) {
    // every kind the reference may be: a message that names an enemy but not a monster drops one of them
    return p.type
      .slice(1)
      .split("/")
      .map((kind) => ({ kind: "ref", id: `${kind}.zz-probe` }));
  }
  if (typeof v === "boolean") return [!v];
  if (p.list) return [`${String(v)},${String(v)}`];
  if (typeof v === "number") return [v + 1];
  if (p.type === "range" && typeof v === "string") {
    const [from, to] = v.split("..").map(Number);
    return [`${from}..${to + 1}`];
  }
  const values = table.enums[p.type];
  if (values) return Object.keys(values).filter((x) => x !== v);
  if (typeof v === "string") return [`${v}zz`];
  return [];
}

/**
 * Conditions and counts do not record which arguments the table's defaults filled in, as verbs do
 * (`implied`): an argument at its default value may be one the source left out ("you have 3 gold" has
 * colour "any"), so it may go unsaid.
 */
function leftAsDefault(args: Record<string, Arg>, defaults: Record<string, unknown> | undefined): string[] {
  return Object.keys(defaults ?? {}).filter((k) => args[k] === defaults![k]);
}

/** Probes of a query's arguments, in a count or a condition alike: those it was given, the ones left at the
 * table's defaults skipped; none for a query the table does not know. `path` finds the query node in an entity. */
function queryProbes(
  table: GameTable,
  def: { pattern: string; defaults?: Record<string, unknown> } | undefined,
  args: Record<string, Arg>,
  what: string,
  at: string,
  hook: number,
  path: (e: EntityIR) => unknown,
  out: Probe[],
) {
  if (def)
    argProbes(table, def.pattern, args, leftAsDefault(args, def.defaults), {}, what, at, hook, (e) => (path(e) as { args: Record<string, Arg> }).args, out);
}

/** Probes of one node's arguments (a verb, a condition, a count, a window) and of the counts inside them. */
function argProbes(
  table: GameTable,
  pattern: string,
  args: Record<string, Arg>,
  skip: readonly string[],
  fixedAlternatives: Record<string, Arg[]>,
  what: string,
  at: string,
  hook: number,
  path: (e: EntityIR) => Record<string, Arg>,
  out: Probe[],
) {
  const ps = params(pattern);
  for (const [k, v] of Object.entries(args)) {
    const set = (e: EntityIR, value: Arg) => {
      path(e)[k] = value;
    };
    if (isAmount(v)) {
      amountProbes(table, v, `${what} ${k}`, at, hook, (e) => path(e)[k] as Amount, out);
      continue;
    }
    if (skip.includes(k)) continue;
    const p = ps.get(k);
    const alts = p ? alternatives(table, p, v) : (fixedAlternatives[k] ?? []);
    if (alts.length) out.push({ hook, what: `${what} ${k} = ${JSON.stringify(v)}`, at, alternatives: alts, set });
  }
}

function amountProbes(table: GameTable, a: Amount, what: string, at: string, hook: number, path: (e: EntityIR) => Amount, out: Probe[]) {
  switch (a.kind) {
    case "const":
      out.push({
        hook,
        what: `${what} = ${a.value}`,
        at,
        alternatives: [a.value + 1],
        set: (e, value) => {
          (path(e) as { value: number }).value = value as number;
        },
      });
      return;
    case "query": {
      queryProbes(
        table,
        table.queries.find((q) => q.name === a.query),
        a.args,
        `${what} (for each ${a.query})`,
        at,
        hook,
        path,
        out,
      );
      return;
    }
    case "sum":
      a.terms.forEach((_, i) => amountProbes(table, a.terms[i], what, at, hook, (e) => (path(e) as { terms: Amount[] }).terms[i], out));
      return;
    case "product":
      a.factors.forEach((_, i) => amountProbes(table, a.factors[i], what, at, hook, (e) => (path(e) as { factors: Amount[] }).factors[i], out));
      return;
  }
}

function conditionProbes(table: GameTable, c: Condition, hook: number, path: (e: EntityIR) => Condition, out: Probe[]) {
  const at = `${c.at.file}:${c.at.line}:${c.at.column}`;
  switch (c.kind) {
    case "query": {
      queryProbes(
        table,
        table.conditions.find((d) => d.name === c.query),
        c.args,
        `condition ${c.query}`,
        at,
        hook,
        path,
        out,
      );
      return;
    }
    case "not":
      return conditionProbes(table, c.cond, hook, (e) => (path(e) as { cond: Condition }).cond, out);
    case "all":
    case "any":
      c.conds.forEach((_, i) => conditionProbes(table, c.conds[i], hook, (e) => (path(e) as { conds: Condition[] }).conds[i], out));
  }
}

/** Values a fixed argument takes in other verbs that share this verb's message: the message must tell them apart. */
function fixedAlternatives(table: GameTable, verb: string): Record<string, Arg[]> {
  const def = table.verbs.find((v) => v.name === verb);
  const out: Record<string, Arg[]> = {};
  if (!def?.fixed) return out;
  for (const [k, v] of Object.entries(def.fixed)) {
    const others = table.verbs.filter((o) => o.message === def.message && o.fixed && k in o.fixed && o.fixed[k] !== v).map((o) => o.fixed![k]);
    if (others.length) out[k] = [...new Set(others)];
  }
  return out;
}

function effectProbes(table: GameTable, eff: Effect, hook: number, path: (e: EntityIR) => Effect, out: Probe[]) {
  const at = `${eff.at.file}:${eff.at.line}:${eff.at.column}`;
  switch (eff.kind) {
    case "verb": {
      const def = table.verbs.find((v) => v.name === eff.verb);
      if (!def) throw new Error(`${at}: verb ${eff.verb} is not in the ${table.game} table`);
      argProbes(
        table,
        def.pattern,
        eff.args,
        eff.implied ?? [],
        fixedAlternatives(table, eff.verb),
        `verb ${eff.verb}:`,
        at,
        hook,
        (e) => (path(e) as { args: Record<string, Arg> }).args,
        out,
      );
      out.push({
        hook,
        what: `verb ${eff.verb}: if able = ${eff.ifAble}`,
        at,
        alternatives: [!eff.ifAble],
        set: (e, v) => void ((path(e) as { ifAble: boolean }).ifAble = v as boolean),
      });
      return;
    }
    case "seq":
      eff.steps.forEach((_, i) => effectProbes(table, eff.steps[i], hook, (e) => (path(e) as { steps: Effect[] }).steps[i], out));
      return;
    case "choice":
      eff.options.forEach((_, i) => effectProbes(table, eff.options[i], hook, (e) => (path(e) as { options: Effect[] }).options[i], out));
      return;
    case "if":
      conditionProbes(table, eff.cond, hook, (e) => (path(e) as { cond: Condition }).cond, out);
      effectProbes(table, eff.then, hook, (e) => (path(e) as { then: Effect }).then, out);
      if (eff.else) effectProbes(table, eff.else, hook, (e) => (path(e) as { else: Effect }).else, out);
      return;
    case "repeat":
      amountProbes(table, eff.times, "repeat", at, hook, (e) => (path(e) as { times: Amount }).times, out);
      effectProbes(table, eff.body, hook, (e) => (path(e) as { body: Effect }).body, out);
      return;
    case "target": {
      const others = table.selectors.map((x) => x.name).filter((x) => x !== eff.selector);
      out.push({
        hook,
        what: `target ${eff.selector}`,
        at,
        alternatives: others,
        set: (e, v) => void ((path(e) as { selector: string }).selector = v as string),
      });
      effectProbes(table, eff.body, hook, (e) => (path(e) as { body: Effect }).body, out);
      return;
    }
    case "roll": {
      const cases = (e: EntityIR) => (path(e) as Extract<Effect, { kind: "roll" }>).cases;
      const outcomes = table.rolls.find((r) => r.dice === eff.dice)?.outcomes ?? [];
      eff.cases.forEach((c, i) => {
        const when = c.when;
        if (when.kind === "range")
          out.push({
            hook,
            what: `roll case ${when.from}..${when.to}`,
            at,
            alternatives: [when.to + 1],
            set: (e, v) => void ((cases(e)[i].when as { to: number }).to = v as number),
          });
        else
          out.push({
            hook,
            what: `roll case ${when.outcome}`,
            at,
            alternatives: outcomes.filter((o) => o !== when.outcome),
            set: (e, v) => void ((cases(e)[i].when as { outcome: string }).outcome = v as string),
          });
        effectProbes(table, c.effect, hook, (e) => cases(e)[i].effect, out);
      });
      if (table.rolls.find((r) => r.dice === eff.dice)?.after)
        out.push({
          hook,
          what: `roll may choose lower = ${!!eff.mayChooseLower}`,
          at,
          alternatives: [!eff.mayChooseLower],
          set: (e, v) => void ((path(e) as { mayChooseLower?: boolean }).mayChooseLower = v as boolean),
        });
      return;
    }
  }
}

function entityProbes(table: GameTable, entity: EntityIR): Probe[] {
  const out: Probe[] = [];
  entity.hooks.forEach((h: Hook, i) => {
    const hookAt = (e: EntityIR) => e.hooks[i];
    const window = table.windows.find((w) => w.name === h.window);
    if (window && h.windowArgs)
      argProbes(
        table,
        window.pattern,
        h.windowArgs,
        [],
        {},
        `window ${h.window}:`,
        `${h.at.file}:${h.at.line}:${h.at.column}`,
        i,
        (e) => hookAt(e).windowArgs!,
        out,
      );
    if (h.limit)
      out.push({
        hook: i,
        what: `limit ${h.limit}`,
        at: `${h.at.file}:${h.at.line}:${h.at.column}`,
        alternatives: table.limits.map((l) => l.name).filter((l) => l !== h.limit),
        set: (e, v) => void (hookAt(e).limit = v as string),
      });
    if (h.cost) effectProbes(table, h.cost, i, (e) => hookAt(e).cost!, out);
    effectProbes(table, h.effect, i, (e) => hookAt(e).effect, out);
  });
  return out;
}

/** A value of a parameter's type, for a use of a verb no bundled card makes. */
function sample(table: GameTable, p: Param): Arg {
  if (p.type.startsWith("@")) return { kind: "ref", id: `${p.type.slice(1).split("/")[0]}.zz-sample` };
  if (p.type === "int" || p.type === "signed") return 2;
  if (p.type === "range") return "1..2";
  const values = table.enums[p.type];
  if (values) return Object.keys(values).find((v) => v !== "any") ?? Object.keys(values)[0];
  return "sample";
}

/** Every parameter of a pattern written, on top of the table's defaults and under its fixed arguments. */
function written(table: GameTable, def: { pattern: string; fixed?: Record<string, Arg>; defaults?: Record<string, Arg> }): Record<string, Arg> {
  const args: Record<string, Arg> = { ...(def.defaults ?? {}) };
  for (const [k, p] of params(def.pattern)) args[k] = sample(table, p);
  return Object.assign(args, def.fixed ?? {});
}

/**
 * One entity per verb, condition and count of the table, its one hook using it with every parameter
 * written: a condition guards, and a count multiplies, a verb that any window takes and that counts
 * (the first with an `{amount:int}` and no window of its own).
 */
function everyEntry(table: GameTable): EntityIR[] {
  const at = { file: `games/${table.game}/vocabulary.ts`, line: 1, column: 1 };
  const entity = (id: string, window: string, effect: Effect): EntityIR => ({
    game: table.game,
    set: "sample",
    kind: "sample",
    id: `sample.${id}`,
    name: id,
    tags: [],
    texts: [],
    props: {},
    hooks: [{ window, limit: null, cost: null, effect, at }],
    at,
  });
  const host = table.verbs.find((v) => !v.windows && params(v.pattern).get("amount")?.type === "int" && !v.data)!;
  const hostVerb = (amount: Amount | number): Effect => ({ kind: "verb", verb: host.name, args: { ...written(table, host), amount }, ifAble: false, at });
  return [
    ...table.verbs.map((def) =>
      entity(`verb.${def.name}`, def.windows?.[0] ?? "effect", { kind: "verb", verb: def.name, args: written(table, def), ifAble: false, at }),
    ),
    ...table.conditions.map((def) =>
      entity(`cond.${def.name}`, "effect", {
        kind: "if",
        cond: { kind: "query", query: def.name, args: written(table, def), at },
        then: hostVerb(1),
        else: null,
        at,
      }),
    ),
    ...table.queries.map((def) =>
      entity(
        `each.${def.name}`,
        "effect",
        hostVerb({
          kind: "product",
          factors: [
            { kind: "const", value: 1 },
            { kind: "query", query: def.name, args: written(table, def) },
          ],
        }),
      ),
    ),
  ];
}

describe("text completeness: every argument of every effect reaches the card's text", async () => {
  const program = await loadProgram({ root: ROOT }, games);
  const byGame = (game: Game) => program.sets.filter((s) => s.game === game).flatMap((s) => s.entities.filter((e) => e.hooks.length > 0));
  const cases: [Game, "en" | "ro"][] = [
    ["adventure", "en"],
    ["adventure", "ro"],
    ["oldworld", "en"],
    ["oldworld", "ro"],
  ];
  const catalogues: Record<string, RulesCatalogue> = { en: rulesCatalogue("en"), ro: rulesCatalogue("ro") };

  it.each(cases)(
    "%s, %s: changing any argument of a bundled card's effect changes its text",
    (game, locale) => {
      const cat = catalogues[locale];
      expect(dropped(games.get(game).table, byGame(game), cat, game === "adventure" ? 500 : 300)).toEqual([]);
    },
    120_000,
  );

  it.each(cases)(
    "%s, %s: every verb, condition and count of the table, written with all its parameters, says each of them",
    (game, locale) => {
      const table = games.get(game).table;
      expect(dropped(table, everyEntry(table), catalogues[locale], table.verbs.length + table.conditions.length + table.queries.length)).toEqual([]);
    },
    120_000,
  );

  function dropped(table: GameTable, entities: EntityIR[], cat: RulesCatalogue, atLeast: number): string[] {
    let probed = 0;
    const dropped: string[] = [];
    for (const entity of entities) {
      const problems: RenderProblem[] = [];
      const base = renderRulesText(entity, cat, { problems });
      expect(problems, entity.id).toEqual([]);
      for (const probe of entityProbes(table, entity)) {
        for (const alt of probe.alternatives) {
          probed++;
          const copy = structuredClone(entity);
          probe.set(copy, alt);
          const changed = renderRulesText(copy, cat, { problems: [] });
          if (changed[probe.hook] === base[probe.hook])
            dropped.push(`${probe.at} ${entity.id}: ${probe.what} reads the same as ${JSON.stringify(alt)}: "${base[probe.hook]}"`);
        }
      }
    }
    // the walk reached the arguments (a table or IR change that hides them fails here)
    expect(probed).toBeGreaterThan(atLeast);
    return dropped;
  }
});
