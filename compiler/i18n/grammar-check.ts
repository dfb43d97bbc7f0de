// Checks that read a translation's grammar, on Fluent's own syntax tree:
//
//   call-argument     a message uses a variable a call site of the rules code does not
//                     pass (it would print "{$amount}"), or a call site passes an
//                     argument the English message never uses
//   number-agreement  (Romanian) a number placed before a counted noun by hand: from 20
//                     on Romanian needs "de" ("20 de răni"), which only the number helper
//                     (or a plural select on the number) writes
//   declension        (Romanian) a name placed where Romanian declines it ("Scutul lui
//                     { $player }" reads "Scutul lui Vânătorul Școlii Ursului"): the
//                     message must ask for the name's case form
//   same-name         one translated name for two different English names: a player
//                     cannot tell the cards apart
//   glossary          a glossary term's words used where the English does not speak of
//                     its concept ("rundă" for a hero's turn when the term is "round")
//
// Each is a warning at the place in the catalogue, with a fix where one can be told.
// Pure: the caller hands the catalogue texts and the call sites.

import type { Expression, Pattern, PatternElement, Resource, SelectExpression, Variant } from "@fluent/syntax";
import { lineIndex, type Position } from "./catalogue.ts";
import { guardFluent } from "./ftl-guard.ts";
import type { I18nDiagnostic, NamedCatalogue } from "./check.ts";
import type { ArgKind, CallSite, CallSites } from "./call-sites.ts";
import type { GlossaryTerm } from "./glossary.ts";
import type { MessageNames } from "./message-names.ts";
import { spokenWords } from "./quality.ts";

export interface CatalogueText {
  /** catalogue name: "rules", "runtime-adventure", "adventure-base" */
  name: string;
  /** path as diagnostics show it */
  file: string;
  text: string;
}

/** Arguments every runtime message gets without a call site passing them (compiler/i18n/game-text.ts). */
const ALWAYS = new Set(["gender"]);

/** Names of arguments the rules renderer passes as numbers (compiler/i18n/rules-text.ts: amounts and counts). */
const NUMERIC_NAME = /^(amount|amounts|n|count|vp|gold|number|times|extra|left|total|damage|cards-count|shields?|cost)$/;
/** Names of arguments that hold a name (heroes, witchers, cards, monsters, places). */
const NAME_NAME = /^(hero|player|witcher|attacker|defender|card|monster|enemy|location|region|quest|companion|potion|bomb|mutagen|winner|loser|owner|other)$/;

/** Romanian words after which a name stands in the genitive or dative. */
const CASE_SLOT = /(?:^|[^\p{L}])(lui|al|ale|ai|împotriva|asupra|înaintea|deasupra|datorită|mulțumită|grație)\s+$/iu;

/** Words after a number that are not the counted noun (prepositions, conjunctions, verbs): "3 sau mai mult", "2 în plus". */
const NOT_A_NOUN = /^(de|în|sau|și|ori|pentru|plus|minus|la|din|pe|cu|până|ca|decât|a|ai|al|ale|are|au|este|e|sunt|era|rămân|rămâne|se|mai|dintre|față|X)$/iu;

/** Number arguments that name a level, a step or a numbered card, not an amount. */
const LABEL_NAME = /^(level|number|step|round|position|event|seq|n|action|value|die|index)$/;

const PLURAL_KEYS = new Set(["zero", "one", "two", "few", "many", "other"]);

interface EntryAst {
  id: string;
  kind: "message" | "term";
  file: string;
  catalogue: string;
  at: (offset: number) => Position;
  start: number;
  node: { value: Pattern | null; attributes: { value: Pattern }[] };
}

function parseAll(files: CatalogueText[]): Map<string, EntryAst> {
  const out = new Map<string, EntryAst>();
  for (const f of files) {
    const { resource, text } = guardFluent(f.text);
    const at = lineIndex(text);
    for (const e of (resource as Resource).body) {
      if (e.type !== "Message" && e.type !== "Term") continue;
      const id = e.type === "Term" ? `-${e.id.name}` : e.id.name;
      if (out.has(id)) continue;
      out.set(id, {
        id,
        kind: e.type === "Term" ? "term" : "message",
        file: f.file,
        catalogue: f.name,
        at,
        start: (e.id.span?.start ?? 0) - (e.type === "Term" ? 1 : 0),
        node: e as unknown as EntryAst["node"],
      });
    }
  }
  return out;
}

function diag(code: I18nDiagnostic["code"], message: string, file: string, at: Position): I18nDiagnostic {
  return { severity: "warning", code, message, file, line: at.line, column: at.column };
}

/** Every pattern of an entry (value, attributes, variants), each with the plural selects around it. */
function walkPatterns(p: Pattern | null, pluralOn: Set<string>, visit: (p: Pattern, pluralOn: Set<string>) => void): void {
  if (!p) return;
  visit(p, pluralOn);
  for (const el of p.elements) if (el.type === "Placeable") walkExpression(el.expression, pluralOn, visit);
}

function walkExpression(x: Expression | { type: string }, pluralOn: Set<string>, visit: (p: Pattern, pluralOn: Set<string>) => void): void {
  if (x.type === "SelectExpression") {
    const s = x as SelectExpression;
    const sel = s.selector;
    const plural =
      s.variants.some((v) => v.key.type === "Identifier" && PLURAL_KEYS.has(v.key.name) && v.key.name !== "other") ||
      s.variants.some((v) => v.key.type === "NumberLiteral");
    const on = new Set(pluralOn);
    if (plural && sel.type === "VariableReference") on.add(sel.id.name);
    for (const v of s.variants as Variant[]) walkPatterns(v.value, on, visit);
  } else if (x.type === "Placeable") walkExpression((x as unknown as { expression: Expression }).expression, pluralOn, visit);
}

/**
 * Variables an entry's patterns use, each with the offset of its first use, and the messages it references.
 * With `known` (the literal values a call site passes), a select on such a variable reads only the
 * variants those values choose: `{ $obstacle -> [foulfate] … *[monster] { $monster } }` given
 * "foulfate" does not use $monster.
 */
function usesOf(e: EntryAst, known: Map<string, string[]> = new Map()): { variables: Map<string, number>; messages: Map<string, number> } {
  const variables = new Map<string, number>();
  const messages = new Map<string, number>();
  const expr = (x: Expression | { type: string }): void => {
    const n = x as unknown as {
      type: string;
      id?: { name: string };
      span?: { start: number };
      selector?: Expression;
      variants?: Variant[];
      expression?: Expression;
      arguments?: { positional: Expression[]; named: { value: Expression }[] };
    };
    if (n.type === "VariableReference" && n.id && !variables.has(n.id.name)) variables.set(n.id.name, n.span?.start ?? 0);
    else if (n.type === "MessageReference" && n.id && !messages.has(n.id.name)) messages.set(n.id.name, n.span?.start ?? 0);
    else if (n.type === "SelectExpression") {
      expr(n.selector!);
      const sel = n.selector as unknown as { type: string; id?: { name: string } };
      const values = sel.type === "VariableReference" && sel.id ? known.get(sel.id.name) : undefined;
      const keyOf = (v: Variant) => (v.key.type === "Identifier" ? v.key.name : v.key.value);
      const chosen = values ? n.variants!.filter((v) => values.includes(keyOf(v))) : n.variants!;
      const read = values && values.some((x) => !n.variants!.some((v) => keyOf(v) === x)) ? [...chosen, ...n.variants!.filter((v) => v.default)] : chosen;
      for (const v of read) pattern(v.value);
    } else if (n.type === "Placeable") expr(n.expression!);
    if ((n.type === "FunctionReference" || n.type === "TermReference") && n.arguments) {
      for (const a of n.arguments.positional) expr(a);
      for (const a of n.arguments.named) expr(a.value);
    }
  };
  const pattern = (p: Pattern | null): void => {
    if (p) for (const el of p.elements) if (el.type === "Placeable") expr(el.expression);
  };
  pattern(e.node.value);
  for (const a of e.node.attributes) pattern(a.value);
  return { variables, messages };
}

/** Variables a message reaches through the messages it references (helpers), each with where the message itself reaches it. */
function reachable(id: string, all: Map<string, EntryAst>, known: Map<string, string[]> = new Map()): Map<string, { offset: number; via: string | null }> {
  const out = new Map<string, { offset: number; via: string | null }>();
  const own = all.get(id);
  if (!own) return out;
  const u = usesOf(own, known);
  for (const [v, o] of u.variables) out.set(v, { offset: o, via: null });
  const seen = new Set([id]);
  const stack: { ref: string; offset: number; via: string }[] = [...u.messages].map(([r, o]) => ({ ref: r, offset: o, via: r }));
  while (stack.length) {
    const { ref, offset, via } = stack.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const e = all.get(ref);
    if (!e) continue;
    const h = usesOf(e, known);
    for (const v of h.variables.keys()) if (!out.has(v)) out.set(v, { offset, via });
    for (const r of h.messages.keys()) stack.push({ ref: r, offset, via });
  }
  return out;
}

/** What a call site gives a message: its arguments, what the renderer makes of them, and the fields its game leaves out as "none". */
function provided(site: CallSite, messageNames: MessageNames): (v: string) => boolean {
  const absent = messageNames.absentAsNone(site.game);
  const names = new Set(site.args.map((a) => a.name));
  const prefixes = site.args.filter((a) => a.kind === "record" || a.kind === "value").map((a) => `${a.name}-`);
  const lists = site.args.filter((a) => a.kind === "list" || a.kind === "value").map((a) => `${a.name}-count`);
  return (v) => names.has(v) || ALWAYS.has(v) || absent.includes(v) || lists.includes(v) || prefixes.some((p) => v.startsWith(p));
}

const where = (s: CallSite) => `${s.file}:${s.line}`;

/**
 * Messages that use a variable some call site does not pass. Only call sites
 * that write out every argument and name the id exactly are held to this: a
 * pattern id (`ow-option-${type}`) or a spread could pass more than it shows.
 */
export function callArgumentProblems(names: MessageNames, files: CatalogueText[], sites: CallSites): I18nDiagnostic[] {
  const all = parseAll(files);
  const out: I18nDiagnostic[] = [];
  for (const e of all.values()) {
    if (e.kind !== "message") continue;
    const calls = sites.exactly(e.id).filter((s) => !s.open);
    if (!calls.length) continue;
    // per call site, what the message reads given the keys that site passes
    // call sites passing the same keys read the same variants: each reading once
    const byKeys = new Map<string, ReturnType<typeof reachable>>();
    const reads = calls.map((s) => {
      const known = s.args.filter((a) => a.values).map((a) => [a.name, a.values!] as [string, string[]]);
      const key = JSON.stringify(known);
      let r = byKeys.get(key);
      if (!r) byKeys.set(key, (r = reachable(e.id, all, new Map(known))));
      return r;
    });
    const union = new Map<string, { offset: number; via: string | null }>();
    for (const r of reads) for (const [v, at] of r) if (!union.has(v)) union.set(v, at);
    for (const [v, { offset, via }] of union) {
      const lacking = calls.filter((s, i) => reads[i].has(v) && !provided(s, names)(v));
      if (!lacking.length) continue;
      const passes = [...new Set(lacking.flatMap((s) => s.args.map((a) => a.name)))].sort();
      const through = via ? ` (through "${via}")` : "";
      out.push(
        diag(
          "call-argument",
          `"${e.id}" uses $${v}${through}, which ${lacking.slice(0, 3).map(where).join(", ")}${lacking.length > 3 ? ` and ${lacking.length - 3} more` : ""} ${lacking.length === 1 ? "does" : "do"} not pass, so a player reads "{$${v}}"; ${passes.length ? `it passes ${passes.map((p) => `$${p}`).join(", ")}: use one of those` : "it passes no arguments: write the words out"} or pass $${v} there`,
          e.file,
          e.at(offset),
        ),
      );
    }
  }
  return out;
}

/**
 * Arguments a call site passes that its English message never uses: a word the
 * rules code meant to show and no locale shows. Log events are data for
 * replays too, so only prompts, options and texts are held to this.
 */
export function unusedArgumentProblems(en: CatalogueText[], sites: CallSites): I18nDiagnostic[] {
  const all = parseAll(en);
  const out: I18nDiagnostic[] = [];
  for (const s of sites.all) {
    if (s.how === "event" || s.id.includes("*")) continue;
    const e = all.get(s.id);
    if (!e) continue;
    const used = reachable(s.id, all);
    for (const a of s.args) {
      if (used.has(a.name) || [...used.keys()].some((v) => v.startsWith(`${a.name}-`))) continue;
      out.push(
        diag(
          "call-argument",
          `${s.how === "text" ? "text" : s.how} "${s.id}" passes $${a.name}, which its English message (${e.file}:${e.at(e.start).line}) never uses: show it in the message, or stop passing it`,
          s.file,
          { line: s.line, column: s.column },
        ),
      );
    }
  }
  return out;
}

/** The kinds call sites give each variable of a message. */
function kindsOf(id: string, sites: CallSites): Map<string, Set<ArgKind>> {
  const out = new Map<string, Set<ArgKind>>();
  for (const s of sites.of(id)) for (const a of s.args) (out.get(a.name) ?? out.set(a.name, new Set()).get(a.name)!).add(a.kind);
  return out;
}

const romanian = (locale: string) => /^(ro|mo)(-|$)/i.test(locale);

/** A helper message of the locale that writes a number with its "de": a select on the number whose `other` variant holds "{ $n } de". */
function numberHelpers(all: Map<string, EntryAst>): string[] {
  const out: string[] = [];
  for (const e of all.values()) {
    if (e.kind !== "message" || !e.node.value) continue;
    const el = e.node.value.elements;
    if (el.length !== 1 || el[0].type !== "Placeable" || el[0].expression.type !== "SelectExpression") continue;
    const s = el[0].expression;
    if (s.selector.type !== "VariableReference") continue;
    const v = s.selector.id.name;
    const other = s.variants.find((x) => x.key.type === "Identifier" && x.key.name === "other");
    // a helper writes the number and "de", nothing else: a message that only says "{ $n } de decizii" in
    // its other variant is a sentence, not a helper to point a translator to
    if (other && other.value.elements.length === 2 && followsNumber(other.value.elements, v, "de") && isDe(other.value.elements[1])) out.push(e.id);
  }
  return out;
}

function isDe(element: PatternElement): boolean {
  return element.type === "TextElement" && element.value.trim() === "de";
}

function followsNumber(elements: PatternElement[], v: string, word: string): boolean {
  for (let i = 0; i + 1 < elements.length; i++) {
    const a = elements[i];
    const b = elements[i + 1];
    if (
      a.type === "Placeable" &&
      a.expression.type === "VariableReference" &&
      a.expression.id.name === v &&
      b.type === "TextElement" &&
      new RegExp(`^\\s+${word}(?![\\p{L}])`, "u").test(b.value)
    )
      return true;
  }
  return false;
}

/**
 * (Romanian) `{ $amount } răni` outside a plural select on $amount: right for 2
 * and 19, wrong for 20 ("20 de răni"). A number inside a select's `one`/`few`
 * variant, or followed by "de", is the locale's own agreement and passes.
 */
export function numberAgreementProblems(locale: string, files: CatalogueText[], sites: CallSites): I18nDiagnostic[] {
  if (!romanian(locale)) return [];
  const all = parseAll(files);
  const helpers = numberHelpers(all);
  const helperSet = new Set(helpers);
  const fix = helpers.length
    ? `write { ${helpers[0]} } for the number (it reads $amount and adds "de" from 20)`
    : `select on the number with the plural categories (one, few, other) and write "de" in other`;
  const out: I18nDiagnostic[] = [];
  for (const e of all.values()) {
    if (helperSet.has(e.id)) continue;
    const kinds = kindsOf(e.id, sites);
    // a number that labels rather than counts ("copoiul de nivel 2", "evenimentul 57") takes no "de"
    const numeric = (v: string) => !LABEL_NAME.test(v) && (kinds.get(v)?.has("number") || (!kinds.has(v) && NUMERIC_NAME.test(v)));
    const check = (p: Pattern, pluralOn: Set<string>) => {
      const el = p.elements;
      for (let i = 0; i + 1 < el.length; i++) {
        const a = el[i];
        if (a.type !== "Placeable") continue;
        const x = a.expression;
        const v =
          x.type === "VariableReference"
            ? x.id.name
            : x.type === "FunctionReference" && x.id.name === "NUMBER" && x.arguments.positional[0]?.type === "VariableReference"
              ? x.arguments.positional[0].id.name
              : x.type === "NumberLiteral"
                ? `#${x.value}`
                : null;
        if (v === null) continue;
        const literal = v.startsWith("#") ? Number(v.slice(1)) : null;
        if (literal !== null ? !(literal >= 20 && (literal % 100 >= 20 || literal % 100 === 0)) : !numeric(v) || pluralOn.has(v)) continue;
        const b = el[i + 1];
        const noun = b.type === "TextElement" ? /^ +(\p{L}[\p{L}-]*)/u.exec(b.value) : null;
        const termNoun =
          b.type === "TextElement" &&
          /^ +$/.test(b.value) &&
          el[i + 2]?.type === "Placeable" &&
          (el[i + 2] as { expression: { type: string } }).expression.type === "TermReference";
        if (!noun && !termNoun) continue;
        if (noun && NOT_A_NOUN.test(noun[1])) continue;
        const term = el[i + 2] as { expression?: { id?: { name: string } } } | undefined;
        const word = noun ? noun[1] : `-${term?.expression?.id?.name ?? "term"}`;
        out.push(
          diag(
            "number-agreement",
            `"${e.id}" writes ${literal !== null ? literal : `$${v}`} before "${word}" by hand: from 20 Romanian needs "de" ("20 de ${noun ? noun[1] : "…"}"); ${fix}`,
            e.file,
            e.at(a.span?.start ?? e.start),
          ),
        );
      }
    };
    walkPatterns(e.node.value, new Set(), check);
    for (const attr of e.node.attributes) walkPatterns(attr.value, new Set(), check);
  }
  return out;
}

/**
 * (Romanian) A name variable right after "lui", "al", "împotriva" …: Romanian
 * declines the name there (genitive or dative), and a bare `{ $player }` prints
 * the nominative ("lui Vânătorul Școlii Ursului"). The message must ask for the
 * name's case form: a term's case variant or attribute, or a function that takes
 * the case.
 */
export function declensionProblems(locale: string, files: CatalogueText[], sites: CallSites): I18nDiagnostic[] {
  if (!romanian(locale)) return [];
  const all = parseAll(files);
  const out: I18nDiagnostic[] = [];
  for (const e of all.values()) {
    const kinds = kindsOf(e.id, sites);
    const isName = (v: string) => kinds.get(v)?.has("name") || (!kinds.has(v) && NAME_NAME.test(v));
    const check = (p: Pattern) => {
      const el = p.elements;
      for (let i = 1; i < el.length; i++) {
        const a = el[i];
        const before = el[i - 1];
        if (a.type !== "Placeable" || a.expression.type !== "VariableReference" || before.type !== "TextElement") continue;
        const v = a.expression.id.name;
        const slot = CASE_SLOT.exec(before.value);
        if (!slot || !isName(v)) continue;
        out.push(
          diag(
            "declension",
            `"${e.id}" puts $${v} after "${slot[1]}", where Romanian declines a name ("Scutul Vânătorului Școlii Ursului", not "Scutul lui Vânătorul Școlii Ursului"), but $${v} is the name as it stands: ask for its genitive/dative form (the name's case variant or attribute) instead`,
            e.file,
            e.at(a.span?.start ?? e.start),
          ),
        );
      }
    };
    walkPatterns(e.node.value, new Set(), check);
    for (const attr of e.node.attributes) walkPatterns(attr.value, new Set(), check);
  }
  return out;
}

/** Two translated names alike where their English names differ, within one game (the game is the id's prefix). */
export function sameNameProblems(names: MessageNames, en: NamedCatalogue[], target: NamedCatalogue[]): I18nDiagnostic[] {
  const english = new Map<string, string>();
  for (const { catalogue } of en) for (const e of catalogue.entries) if (e.plain && e.text !== null && !english.has(e.id)) english.set(e.id, e.text);
  const seen = new Map<string, { id: string; english: string; file: string; line: number }>();
  const out: I18nDiagnostic[] = [];
  for (const { catalogue } of target) {
    for (const e of catalogue.entries) {
      if (!e.id.endsWith("__name") || !e.plain || e.text === null) continue;
      const source = english.get(e.id);
      if (source === undefined) continue;
      const game = names.textOf(e.id)?.game ?? "";
      const key = `${game}\u0000${e.text.trim().toLocaleLowerCase("ro")}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, { id: e.id, english: source, file: catalogue.file, line: e.at.line });
        continue;
      }
      const plain = (s: string) =>
        s
          .trim()
          .toLowerCase()
          .replace(/^the\s+/, "");
      if (plain(first.english) === plain(source)) continue;
      out.push(
        diag(
          "same-name",
          `"${e.id}" (${source}) and "${first.id}" (${first.english}, ${first.file}:${first.line}) are both "${e.text}": a player cannot tell the two apart; give one of them another name`,
          catalogue.file,
          e.at,
        ),
      );
    }
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A glossary term's words in a translation whose English does not speak of the
 * term: the word stands for another concept there ("rundă", the Adventure round,
 * used for a hero's turn). Terms whose forms the glossary shares with another
 * term are left out (the word then has both meanings by the glossary's choice).
 * Only terms the glossary marks with "!" (one meaning) are held to this.
 */
export function glossaryConceptProblems(en: NamedCatalogue[], target: NamedCatalogue[], terms: GlossaryTerm[]): I18nDiagnostic[] {
  const english = new Map<string, string>();
  // what a player reads as rules: names, rules and runtime messages; flavour is prose, and a helper's English is only part of a sentence
  const helpers = new Set<string>();
  for (const { catalogue } of en) for (const e of catalogue.entries) for (const r of e.messageRefs.keys()) helpers.add(r);
  for (const { catalogue } of en)
    for (const e of catalogue.entries)
      if (e.kind === "message" && !e.id.endsWith("__flavour") && !helpers.has(e.id) && !english.has(e.id))
        english.set(e.id, e.plain && e.text !== null ? e.text : spokenWords(e.source));
  const owners = new Map<string, number>();
  for (const t of terms) if (!t.kept) for (const f of new Set(t.forms.map((x) => x.toLowerCase()))) owners.set(f, (owners.get(f) ?? 0) + 1);
  const checked = terms.filter((t) => !t.kept && t.strict && t.forms.every((f) => owners.get(f.toLowerCase()) === 1));
  const out: I18nDiagnostic[] = [];
  for (const { catalogue } of target) {
    for (const e of catalogue.entries) {
      const source = english.get(e.id);
      if (e.kind !== "message" || source === undefined) continue;
      const mine = e.plain && e.text !== null ? e.text : e.source.replace(/^[^=]*=/, "");
      for (const t of checked) {
        const words = [t.english, ...t.synonyms];
        if (words.some((w) => new RegExp(`(^|[^\\p{L}])${escapeRe(w)}s?(?![\\p{L}])`, "iu").test(source))) continue;
        const hit = t.forms.map((f) => new RegExp(`(^|[^\\p{L}])(${escapeRe(f)})(?![\\p{L}])`, "iu").exec(mine)).find((m) => m);
        if (!hit) continue;
        out.push(
          diag(
            "glossary",
            `"${e.id}": "${hit[2]}" is the glossary's word for "${t.english}", but the English ("${source.trim().slice(0, 60)}") does not speak of ${t.english}: use another word, so the term keeps one meaning`,
            catalogue.file,
            e.at,
          ),
        );
      }
    }
  }
  return out;
}
