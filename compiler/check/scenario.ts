// Checks one `scenario "name" { given … when … then … }` declaration against its game's scenario language
// (GameLanguage.scenarios, core/scenario.ts) and the content's names: every clause of `given` is one of the
// game's, every name resolves (did-you-mean as anywhere else), every event and field an expectation names is
// one the game's log writes. The result is a ScenarioIR, which the runner (compiler/scenario/) plays.
import type { Clause, Declaration, Item, SourceRange } from "../../core/ast.ts";
import { diagnostic } from "../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import { closest } from "../../core/names.ts";
import type {
  GivenClause,
  ScenarioArgs,
  ScenarioExpectation,
  ScenarioIR,
  ScenarioKey,
  ScenarioLanguage,
  ScenarioQuantity,
  ScenarioStep,
} from "../../core/scenario.ts";
import type { SymbolTable } from "./symbols.ts";

export interface ScenarioContext {
  game: string;
  displayName: string;
  language: ScenarioLanguage | undefined;
  symbols: SymbolTable;
  diagnostics: Diagnostic[];
}

const PARTS = ["given", "when", "then"] as const;
type Part = (typeof PARTS)[number];

/** the text of a phrase's items as written, for messages and reports */
export function itemsText(items: readonly Item[]): string {
  let out = "";
  for (const it of items) {
    const t = it.kind === "block" ? "{ … }" : it.text;
    out += it.kind === "comma" || out === "" ? t : ` ${t}`;
  }
  return out;
}

const span = (a: SourceRange, b: SourceRange): SourceRange => ({ file: a.file, start: a.start, end: b.end });
const rangeOf = (items: readonly Item[]): SourceRange => span(items[0].range, items[items.length - 1].range);
const isWord = (it: Item | undefined): it is Extract<Item, { kind: "word" }> => it?.kind === "word";
/** is the item this word (in any case)? */
const wordIs = (it: Item | undefined, w: string): boolean => it?.kind === "word" && it.lower === w;

/** the clauses a part holds: its `{ … }` block's, or the statements after its `:` */
function partClauses(c: Clause): Clause[] {
  const block = c.phrase.items.find((i) => i.kind === "block");
  if (block && block.kind === "block") return block.block.clauses;
  return c.body ?? [];
}

export function checkScenario(ctx: ScenarioContext, decl: Declaration, file: string): ScenarioIR | null {
  const { diagnostics } = ctx;
  const name = decl.display?.value ?? null;
  if (!name) {
    diagnostics.push(diagnostic("GRM3104", decl.kind.range, 'A scenario is named by a text after `scenario`: `scenario "Igni adds two swords" { … }`.'));
    return null;
  }
  const lang = ctx.language;
  if (!lang) {
    diagnostics.push(diagnostic("GRM3104", decl.kind.range, `The ${ctx.displayName} says nothing of scenarios: its files cannot hold one.`));
    return null;
  }
  if (!decl.block) {
    diagnostics.push(diagnostic("GRM3104", decl.headerRange, `The scenario "${name}" needs a \`{ given … when … then … }\` block.`));
    return null;
  }
  const parts = new Map<Part, Clause>();
  for (const c of decl.block.clauses) {
    const first = c.phrase.items[0];
    const word = isWord(first) ? first.lower : "";
    if (!(PARTS as readonly string[]).includes(word)) {
      const guess = closest("text" in first ? first.text : "", PARTS);
      diagnostics.push(
        diagnostic(
          "GRM3101",
          first.range,
          `A scenario holds \`given { … }\`, \`when { … }\` and \`then { … }\`; \`${"text" in first ? first.text : "{"}\` is none of them${guess ? `; did you mean \`${guess}\`?` : "."}`,
          { fix: guess ? { range: first.range, newText: guess, title: `Change to \`${guess}\`` } : null },
        ),
      );
      continue;
    }
    const part = word as Part;
    if (parts.has(part)) {
      diagnostics.push(
        diagnostic("GRM3104", first.range, `The scenario "${name}" has \`${part}\` twice; write everything it says in one block.`, {
          related: [{ range: parts.get(part)!.range, message: `the first \`${part}\` is here` }],
        }),
      );
      continue;
    }
    parts.set(part, c);
  }
  for (const part of ["given", "then"] as const) {
    if (!parts.has(part)) diagnostics.push(diagnostic("GRM3104", decl.headerRange, `The scenario "${name}" has no \`${part} { … }\`.`));
  }
  const reader = new ScenarioReader(ctx, lang);
  const situation: Record<string, unknown> = {};
  const given = parts.get("given");
  if (given) reader.given(partClauses(given), situation, given.phrase.items[0].range);
  const when = parts.get("when");
  const steps = when ? reader.when(partClauses(when)) : [];
  const then = parts.get("then");
  const expectations = then ? reader.then(partClauses(then)) : [];
  return {
    name,
    game: ctx.game,
    file,
    range: decl.range,
    situation,
    paths: reader.paths,
    steps,
    expectations,
    touches: [...reader.touches].sort(),
  };
}

type Bound = Map<string, Item[]>;

/** one slot or word of a pattern */
type PatternPart = { word: string } | { slot: string; type: string };

const patterns = new Map<string, PatternPart[]>();
function partsOf(pattern: string): PatternPart[] {
  let parts = patterns.get(pattern);
  if (!parts) {
    parts = pattern.split(" ").map((p) => {
      const m = /^\{(\w+):(.+)\}$/.exec(p);
      return m ? { slot: m[1], type: m[2] } : { word: p };
    });
    patterns.set(pattern, parts);
  }
  return parts;
}

/** does a slot of this type take the item? */
function fits(type: string, it: Item): boolean {
  if (type === "number" || type === "numbers") return it.kind === "number";
  if (type === "word" || type === "words") return it.kind === "word" || it.kind === "string";
  if (type.startsWith("ref:") || type.startsWith("refs:")) return it.kind === "word";
  return it.kind === "word" && type.split("|").includes(it.lower);
}

/** the items of a phrase matched to a pattern, each slot's items bound (a list slot: its items without the commas), or null */
function match(parts: readonly PatternPart[], items: readonly Item[]): Bound | null {
  const bound: Bound = new Map();
  let i = 0;
  for (const p of parts) {
    const it = items[i];
    if (!it) return null;
    if ("word" in p) {
      if (!wordIs(it, p.word)) return null;
      i++;
      continue;
    }
    if (!fits(p.type, it)) return null;
    const list = [it];
    i++;
    if (p.type === "numbers" || p.type === "words" || p.type.startsWith("refs:")) {
      while (items[i]?.kind === "comma" && items[i + 1] && fits(p.type, items[i + 1])) {
        list.push(items[i + 1]);
        i += 2;
      }
    }
    bound.set(p.slot, list);
  }
  return i === items.length ? bound : null;
}

class ScenarioReader {
  readonly paths: { path: string; range: SourceRange }[] = [];
  readonly touches = new Set<string>();
  /** the players at the table, by id */
  private readonly seated = new Map<string, string>();

  constructor(
    private readonly ctx: ScenarioContext,
    private readonly lang: ScenarioLanguage,
  ) {}

  private report(d: Diagnostic): void {
    this.ctx.diagnostics.push(d);
  }

  private resolve(it: Item, kinds: readonly string[]): string | null {
    if (it.kind !== "word") return null;
    const id = this.ctx.symbols.resolve(this.ctx.game, { ref: true, name: it.text, kinds: [...kinds], range: it.range }, this.ctx.diagnostics);
    if (id) this.touches.add(id);
    return id;
  }

  /** the values a match bound, names resolved; null when a name did not resolve (reported) */
  private args(parts: readonly PatternPart[], bound: Bound): ScenarioArgs | null {
    const out: Record<string, ScenarioArgs[string]> = {};
    let ok = true;
    for (const p of parts) {
      if ("word" in p) continue;
      const items = bound.get(p.slot)!;
      if (p.type === "number") out[p.slot] = (items[0] as { value: number }).value;
      else if (p.type === "numbers") out[p.slot] = items.map((i) => (i as { value: number }).value);
      else if (p.type.startsWith("ref:") || p.type.startsWith("refs:")) {
        const kinds = p.type.slice(p.type.indexOf(":") + 1).split("|");
        const ids = items.map((i) => this.resolve(i, kinds));
        if (ids.some((x) => x === null)) ok = false;
        out[p.slot] = p.type.startsWith("ref:") ? ids[0]! : (ids as string[]);
      } else if (p.type === "words") out[p.slot] = items.map((i) => (i.kind === "string" ? i.value : (i as { text: string }).text));
      else if (p.type === "word") out[p.slot] = items[0].kind === "string" ? items[0].value : (items[0] as { text: string }).text;
      else out[p.slot] = (items[0] as { lower: string }).lower;
    }
    return ok ? out : null;
  }

  /** a clause of `given` against the clauses it may be, put into `target` (`prefix`: the player's place in the situation) */
  private givenClause(c: Clause, options: readonly GivenClause[], target: Record<string, unknown>, prefix: string, where: string): void {
    const items = c.phrase.items;
    for (const g of options) {
      const parts = partsOf(g.pattern);
      const bound = match(parts, items);
      if (!bound) continue;
      const args = this.args(parts, bound);
      if (args) this.paths.push({ path: prefix + g.put(target, args), range: c.range });
      return;
    }
    const first = items[0];
    const starts = (g: GivenClause) => partsOf(g.pattern)[0];
    const same = options.filter((g) => {
      const p = starts(g);
      return "word" in p && wordIs(first, p.word);
    });
    if (same.length > 0) {
      this.report(
        diagnostic(
          "GRM3102",
          c.phrase.range,
          `\`${itemsText(items)}\` does not read as ${same.map((g) => `\`${g.pattern.replace(/\{(\w+):[^}]+\}/g, "<$1>")}\``).join(" or ")} (${same[0].doc}).`,
        ),
      );
      return;
    }
    const words = [...new Set(options.flatMap((g) => partsOf(g.pattern).filter((p): p is { word: string } => "word" in p)).map((p) => p.word))];
    const guess = first.kind === "word" ? closest(first.text, words) : null;
    this.report(
      diagnostic(
        "GRM3101",
        first.range,
        `\`${itemsText(items)}\` is not something ${where} can say in the ${this.ctx.displayName}${guess ? `; did you mean \`${guess}\`?` : ""} (it can say: ${options.map((g) => `\`${g.pattern.replace(/\{(\w+):[^}]+\}/g, "<$1>")}\``).join(", ")}).`,
        { fix: guess ? { range: first.range, newText: guess, title: `Change to \`${guess}\`` } : null },
      ),
    );
  }

  given(clauses: readonly Clause[], situation: Record<string, unknown>, at: SourceRange): void {
    const lang = this.lang;
    const players: Record<string, unknown>[] = [];
    for (const c of clauses) {
      const items = c.phrase.items;
      if (wordIs(items[0], lang.player.word)) {
        const nameItem = items[1];
        const rest = items.slice(2);
        const block = rest.length === 1 && rest[0].kind === "block" ? rest[0].block : null;
        if (!isWord(nameItem) || (rest.length > 0 && !block)) {
          this.report(
            diagnostic(
              "GRM3102",
              c.phrase.range,
              `A ${lang.player.word} at the table is written \`${lang.player.word} <name>\`, with what he has in a block after it: \`${lang.player.word} <name> { gold 2 }\`.`,
            ),
          );
          continue;
        }
        const id = this.resolve(nameItem, lang.player.kinds);
        if (!id) continue;
        if (this.seated.has(id)) {
          this.report(
            diagnostic("GRM3102", nameItem.range, `${nameItem.text} is at the table already; say everything of him in one \`${lang.player.word}\` block.`),
          );
          continue;
        }
        this.seated.set(id, nameItem.text);
        const player: Record<string, unknown> = { [lang.player.idField]: id };
        const prefix = `${lang.player.list}[${players.length}]`;
        this.paths.push({ path: prefix, range: c.range });
        players.push(player);
        for (const inner of [...(block?.clauses ?? []), ...(c.body ?? [])])
          this.givenClause(inner, lang.playerGiven, player, `${prefix}.`, `a ${lang.player.word}'s block`);
        continue;
      }
      this.givenClause(c, lang.given, situation, "", "`given`");
    }
    situation[lang.player.list] = players;
    if (situation.seed === undefined) situation.seed = 1;
    if (players.length < lang.player.min || players.length > lang.player.max) {
      this.report(
        diagnostic(
          "GRM3104",
          at,
          `The ${this.ctx.displayName} is staged with ${lang.player.min} to ${lang.player.max} ${lang.player.list} at the table (\`${lang.player.word} <name>\`); this \`given\` has ${players.length}.`,
        ),
      );
    }
  }

  /** an answer's options: a content name is its id, any other word or text the option key as written */
  private keys(items: readonly Item[]): ScenarioKey[] | null {
    const keys: ScenarioKey[] = [];
    for (const it of items) {
      if (it.kind === "comma") continue;
      if (it.kind === "string") keys.push({ key: it.value, text: it.text });
      else if (it.kind === "word") {
        const found = this.ctx.symbols.named(this.ctx.game, it.text);
        if (found.length > 0) {
          this.touches.add(found[0].id);
          keys.push({ key: found[0].id, text: it.text });
        } else keys.push({ key: it.lower, text: it.text });
      } else if (it.kind === "number") keys.push({ key: it.text, text: it.text });
      else return null;
    }
    return keys.length > 0 ? keys : null;
  }

  /** words naming an event type (`fight result` is `fight-result`), reported with did-you-mean when the log writes none */
  private eventType(items: readonly Item[]): string | null {
    if (items.length === 0 || !items.every((i) => i.kind === "word" || i.kind === "string")) return null;
    const type = items.map((i) => (i.kind === "string" ? i.value : (i as { lower: string }).lower)).join("-");
    if (type in this.lang.events) return type;
    const guess = closest(type, Object.keys(this.lang.events));
    const range = rangeOf(items);
    this.report(
      diagnostic(
        "GRM3103",
        range,
        `The ${this.ctx.displayName}'s log writes no \`${type}\` event${guess ? `; did you mean \`${guess.replace(/-/g, " ")}\`?` : "."}`,
        { fix: guess ? { range, newText: guess.replace(/-/g, " "), title: `Change to \`${guess.replace(/-/g, " ")}\`` } : null },
      ),
    );
    return null;
  }

  when(clauses: readonly Clause[]): ScenarioStep[] {
    const steps: ScenarioStep[] = [];
    for (const c of clauses) {
      const items = c.phrase.items;
      const text = itemsText(items);
      if (wordIs(items[0], "answer")) {
        const keys = this.keys(items.slice(1));
        if (keys) steps.push({ kind: "answer", keys, range: c.range });
        else this.report(diagnostic("GRM3102", c.phrase.range, `\`${text}\` names no option: write \`answer travel\`, \`answer Novigrad\` or \`answer "0"\`.`));
        continue;
      }
      if (wordIs(items[0], "play")) {
        const rest = items.slice(1).filter((i) => !wordIs(i, "the"));
        if (rest.length === 1 && wordIs(rest[0], "turn")) steps.push({ kind: "play", until: { turn: true }, range: c.range });
        else if (rest.length === 2 && wordIs(rest[0], "to") && wordIs(rest[1], "end")) steps.push({ kind: "play", until: { end: true }, range: c.range });
        else if (wordIs(rest[0], "until") && rest.length > 1) {
          const type = this.eventType(rest.slice(1));
          if (type) steps.push({ kind: "play", until: { event: type }, range: c.range });
        } else
          this.report(
            diagnostic(
              "GRM3102",
              c.phrase.range,
              `\`${text}\` is not a way to play on: write \`play the turn\`, \`play until <event>\` or \`play to the end\`.`,
            ),
          );
        continue;
      }
      const guess = closest(items[0].kind === "word" ? items[0].text : "", ["answer", "play"]);
      this.report(
        diagnostic(
          "GRM3101",
          items[0].range,
          `\`${text}\` is not something \`when\` can say: it answers decisions (\`answer travel\`) and plays on (\`play the turn\`, \`play until <event>\`, \`play to the end\`)${guess ? `; did you mean \`${guess}\`?` : "."}`,
        ),
      );
    }
    return steps;
  }

  /** a player named in `then`: one at the table */
  private player(it: Item): string | null {
    const id = this.resolve(it, this.lang.player.kinds);
    if (id && !this.seated.has(id)) {
      this.report(
        diagnostic(
          "GRM3102",
          it.range,
          `${(it as { text: string }).text} is not at this scenario's table (its \`given\` seats ${[...this.seated.values()].join(", ") || "nobody"}).`,
        ),
      );
      return null;
    }
    return id;
  }

  private quantity(items: readonly Item[], list: readonly ScenarioQuantity[], whose: string): string | null {
    if (items.length === 0 || !items.every((i) => i.kind === "word")) return null;
    const words = items.map((i) => (i as { lower: string }).lower).join(" ");
    const singular = (w: string) => w.replace(/s\b/g, "");
    const q = list.find((x) => x.words === words || singular(x.words) === singular(words));
    if (q) return q.words;
    const guess = closest(
      words,
      list.map((x) => x.words),
    );
    const range = rangeOf(items);
    this.report(
      diagnostic(
        "GRM3101",
        range,
        `\`${words}\` is not a number a scenario can read of ${whose}${guess ? `; did you mean \`${guess}\`?` : ""} (it can read: ${list.map((x) => `\`${x.words}\``).join(", ")}).`,
        { fix: guess ? { range, newText: guess, title: `Change to \`${guess}\`` } : null },
      ),
    );
    return null;
  }

  /** `where <field> <value>, <field> <value>`: each field one the event has */
  private fields(type: string, items: readonly Item[]): Record<string, string | number | boolean | readonly string[]> | null {
    const out: Record<string, string | number | boolean | readonly string[]> = {};
    const known = this.lang.events[type];
    for (let i = 0; i < items.length; i++) {
      const f = items[i];
      if (f.kind === "comma" || wordIs(f, "and")) continue;
      const v = items[i + 1];
      if (!isWord(f) || !v || v.kind === "comma" || v.kind === "block" || v.kind === "arrow" || v.kind === "range") {
        this.report(diagnostic("GRM3102", f.range, "After `where` come the event's fields and their values: `where result won, monster Griffin`."));
        return null;
      }
      const field = f.text;
      if (!known.includes(field)) {
        const guess = closest(field, known);
        this.report(
          diagnostic(
            "GRM3103",
            f.range,
            `A \`${type}\` event has no field \`${field}\`${guess ? `; did you mean \`${guess}\`?` : ""} (its fields: ${known.join(", ") || "none"}).`,
            { fix: guess ? { range: f.range, newText: guess, title: `Change to \`${guess}\`` } : null },
          ),
        );
        return null;
      }
      if (v.kind === "number" || v.kind === "signed") out[field] = v.value;
      else if (v.kind === "string") out[field] = v.value;
      else if (v.lower === "true" || v.lower === "false") out[field] = v.lower === "true";
      else {
        const found = this.ctx.symbols.named(this.ctx.game, v.text);
        if (found.length > 0) this.touches.add(found[0].id);
        // a name several entities share (the Griffin monster, the Griffin school) stands for any of them
        out[field] = found.length > 0 ? found.map((x) => x.id) : v.text;
      }
      i++;
    }
    return out;
  }

  then(clauses: readonly Clause[]): ScenarioExpectation[] {
    const out: ScenarioExpectation[] = [];
    for (const c of clauses) {
      const e = this.expectation(c);
      if (e) out.push(e);
    }
    return out;
  }

  private expectation(c: Clause): ScenarioExpectation | null {
    const items = c.phrase.items.filter((i, n) => n > 0 || !wordIs(i, "the"));
    const base = { range: c.range, text: itemsText(c.phrase.items) };
    const w = (n: number, word: string) => wordIs(items[n], word);
    // the game ends / the game goes on
    if (w(0, "game") && w(1, "ends") && items.length === 2) return { ...base, kind: "ends", ends: true };
    if (w(0, "game") && w(1, "goes") && w(2, "on") && items.length === 3) return { ...base, kind: "ends", ends: false };
    if (w(0, "nobody") && w(1, "wins") && items.length === 2) return { ...base, kind: "winner", player: null };
    // log has [no | N] <event> [where …]
    if (w(0, "log") && w(1, "has")) {
      let k = 2;
      let negate = false;
      let count: number | null = null;
      if (w(k, "no")) {
        negate = true;
        k++;
      } else if (items[k]?.kind === "number") {
        count = (items[k] as { value: number }).value;
        k++;
      }
      const whereAt = items.findIndex((i, n) => n >= k && wordIs(i, "where"));
      const typeItems = items.slice(k, whereAt < 0 ? undefined : whereAt);
      if (typeItems.length === 0) {
        this.report(diagnostic("GRM3102", c.phrase.range, "`log has` names an event: `log has battle end`, `log has 2 draw`, `log has no wound`."));
        return null;
      }
      const type = this.eventType(typeItems);
      if (!type) return null;
      const fields = whereAt < 0 ? {} : this.fields(type, items.slice(whereAt + 1));
      if (!fields) return null;
      return { ...base, kind: "event", type, fields, count, negate };
    }
    // offered exactly …, offered …, not offered …, offered N options
    if (w(0, "offered") || (w(0, "not") && w(1, "offered"))) {
      const negate = w(0, "not");
      let k = negate ? 2 : 1;
      const exactly = !negate && w(k, "exactly");
      if (exactly) k++;
      if (!negate && !exactly && items[k]?.kind === "number" && (w(k + 1, "options") || w(k + 1, "option")) && items.length === k + 2)
        return { ...base, kind: "offered-count", count: (items[k] as { value: number }).value };
      const keys = this.keys(items.slice(k));
      if (!keys) {
        this.report(
          diagnostic("GRM3102", c.phrase.range, "`offered` names the options of the decision waiting: `offered exactly travel, rest`, `not offered fight`."),
        );
        return null;
      }
      return { ...base, kind: "offered", mode: negate ? "not" : exactly ? "exactly" : "includes", keys };
    }
    // <Player> has N <quantity> / has no <quantity>; <Player> holds <card> / does not hold <card>; <Player> wins
    const who = items[0];
    if (who?.kind === "word" && this.ctx.symbols.named(this.ctx.game, who.text).some((s) => this.lang.player.kinds.includes(s.kind))) {
      if (w(1, "wins") && items.length === 2) {
        const p = this.player(who);
        return p ? { ...base, kind: "winner", player: p } : null;
      }
      if (w(1, "has") && (items[2]?.kind === "number" || w(2, "no"))) {
        const p = this.player(who);
        const value = items[2].kind === "number" ? items[2].value : 0;
        const q = this.quantity(items.slice(3), this.lang.playerQuantities, `a ${this.lang.player.word}`);
        return p && q ? { ...base, kind: "quantity", player: p, quantity: q, value } : null;
      }
      const holds = w(1, "holds") ? 2 : w(1, "does") && w(2, "not") && w(3, "hold") ? 4 : -1;
      if (holds > 0 && items.length === holds + 1) {
        const p = this.player(who);
        const card = this.resolve(items[holds], this.lang.holdKinds);
        return p && card ? { ...base, kind: "holds", player: p, card, negate: holds === 4 } : null;
      }
      this.report(
        diagnostic(
          "GRM3102",
          c.phrase.range,
          `\`${base.text}\` does not read as an expectation of a ${this.lang.player.word}: \`${who.text} has 3 gold\`, \`${who.text} holds <card>\`, \`${who.text} does not hold <card>\`, \`${who.text} wins\`.`,
        ),
      );
      return null;
    }
    // <game quantity> is N
    const isAt = items.findIndex((i) => wordIs(i, "is"));
    if (isAt > 0 && items.length === isAt + 2 && items[isAt + 1].kind === "number") {
      const q = this.quantity(items.slice(0, isAt), this.lang.gameQuantities, "the game");
      return q ? { ...base, kind: "quantity", player: null, quantity: q, value: (items[isAt + 1] as { value: number }).value } : null;
    }
    const first: Item | undefined = items[0];
    if (first?.kind === "word") {
      const found = this.ctx.symbols.named(this.ctx.game, first.text);
      if (found.length === 0 && /^[A-Z]/.test(first.text) && (w(1, "has") || w(1, "holds") || w(1, "wins"))) {
        // a misspelt player: the did-you-mean of any name
        this.resolve(first, this.lang.player.kinds);
        return null;
      }
    }
    const guess = first?.kind === "word" ? closest(first.text, ["log", "offered", "game", "nobody"]) : null;
    this.report(
      diagnostic(
        "GRM3101",
        c.phrase.range,
        `\`${base.text}\` is not an expectation a scenario can check: \`<${this.lang.player.word}> has 3 gold\`, \`<${this.lang.player.word}> holds <card>\`, \`<number> is 2\`, \`log has <event>\`, \`offered exactly …\`, \`not offered …\`, \`the game ends\`, \`<${this.lang.player.word}> wins\`${guess ? `; did you mean \`${guess}\`?` : "."}`,
      ),
    );
    return null;
  }
}
