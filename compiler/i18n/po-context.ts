// What a translator's tool shows beside a message, beyond its text: a note for
// every placeholder (what it holds, whether it counts, its gender), generated
// from the call sites' arguments, and the message's plural forms when it
// varies by one number only, as gettext plurals (msgid_plural, msgstr[0..n]).

import { FluentParser, FluentSerializer, Message, Pattern, Identifier, type PatternElement, type SelectExpression } from "@fluent/syntax";
import type { CallSites, ArgKind } from "./call-sites.ts";

/** gettext's plural forms by locale, in CLDR's category order (msgstr[i] is category i). */
export const PLURAL_CATEGORIES: Record<string, string[]> = {
  en: ["one", "other"],
  ro: ["one", "few", "other"],
};

const KIND_WORDS: Record<ArgKind, string> = {
  number: "a number (the message may choose plural forms on it)",
  name: "a name in your locale (a hero, witcher, card, monster or place)",
  list: "a list of names, already joined with your locale's “and”",
  text: "words already in your locale (another message)",
  effect: "a rules text in your locale",
  window: "a timing window's label in your locale",
  reason: "why it happened: a name or a reason message in your locale",
  key: "a key to select on (keep the keys, translate the words)",
  boolean: "yes or no, to select on",
  record: "numbers by key, as $name-key",
  value: "a value from the game",
};

/** Names the rules renderer and runtimes use for what they hold, where no call site tells (rules messages). */
const BY_NAME: [RegExp, ArgKind][] = [
  [/^(amount|n|count|vp|gold|times|extra|left|total|damage|cost|number|level|shields?|.*-count)$/, "number"],
  [/^(hero|player|witcher|attacker|defender|card|monster|enemy|location|region|quest|companion|potion|bomb|mutagen|owner|other|winner)$/, "name"],
  [/^(effect|cost-text|then|else)$/, "effect"],
  [/^(cards|heroes|players|monsters)$/, "list"],
  [/^why$/, "reason"],
  [/^(colour|resource|severity|space|deck|attribute|terrain|kind|tag|result|outcome)$/, "key"],
];

const HERO_LIKE = /^(hero|player|witcher|attacker|defender|owner|other|winner|to|from)$/;

/**
 * One note line per placeholder of an English message: `placeholder $amount: a number …`. `absentAsNone`
 * are the fields the message's game leaves out when they do not apply (MessageNames.absentAsNone).
 */
export function placeholderNotes(id: string, variables: Iterable<string>, sites: CallSites | null, absentAsNone: readonly string[]): string[] {
  const kinds = new Map<string, Set<ArgKind>>();
  const values = new Map<string, Set<string>>();
  // the keys an argument takes are told only when every call site passing it writes them out
  const unknownValues = new Set<string>();
  for (const s of sites?.of(id) ?? []) {
    for (const a of s.args) {
      (kinds.get(a.name) ?? kinds.set(a.name, new Set()).get(a.name)!).add(a.kind);
      if (a.values) for (const v of a.values) (values.get(a.name) ?? values.set(a.name, new Set()).get(a.name)!).add(v);
      else unknownValues.add(a.name);
    }
  }
  for (const v of unknownValues) values.delete(v);
  const out: string[] = [];
  for (const v of [...new Set(variables)].sort()) {
    let words: string;
    if (v === "gender") words = "the grammatical gender of the hero concerned: masculine or feminine, to make words agree";
    else if (v === "form") words = "who acts: you (the reader), they (another) or inf (after a cost: “to …”)";
    else if (v === "timing") words = "immediately when the window says it happens at once, else none";
    else {
      const known = kinds.get(v);
      const named = BY_NAME.find(([re]) => re.test(v))?.[1];
      // a kind the syntax told beats the name; where it could not ("value"), the name tells
      const told = [...(known ?? [])].filter((k) => k !== "value").sort();
      const kind: ArgKind = told.length ? told[0] : (named ?? "value");
      words = KIND_WORDS[kind];
      const vs = values.get(v);
      if (vs?.size) words = `one of ${[...vs].sort().join(", ")}: keep the keys, translate the words`;
      if (kind === "name" && HERO_LIKE.test(v)) words += "; its gender arrives as $gender";
      if (absentAsNone.includes(v)) words += "; none when it does not apply";
    }
    out.push(`placeholder $${v}: ${words}`);
  }
  return out;
}

const parser = new FluentParser({ withSpans: false });
const serializer = new FluentSerializer();

function parseMessage(source: string): Message | null {
  const r = parser.parse(`${source}\n`);
  const e = r.body[0];
  return r.body.length === 1 && e.type === "Message" ? e : null;
}

const isSelect = (el: PatternElement): el is PatternElement & { expression: SelectExpression } =>
  el.type === "Placeable" && el.expression.type === "SelectExpression";

/** The one variable every select of the pattern (at any depth) chooses on by plural category, or null. */
function pluralVariable(p: Pattern, categories: string[]): string | null {
  let found: string | null = null;
  let ok = true;
  let any = false;
  const visit = (pattern: Pattern) => {
    for (const el of pattern.elements) {
      if (el.type !== "Placeable") continue;
      const x = el.expression;
      if (x.type === "SelectExpression") {
        any = true;
        if (x.selector.type !== "VariableReference") return void (ok = false);
        const v = x.selector.id.name;
        if (found !== null && found !== v) return void (ok = false);
        found = v;
        if (!x.variants.every((vr) => vr.key.type === "Identifier" && categories.includes(vr.key.name))) return void (ok = false);
        for (const vr of x.variants) visit(vr.value);
      } else if (x.type === "Placeable") return void (ok = false);
    }
  };
  visit(p);
  return ok && any ? found : null;
}

/** The pattern with every select on the plural variable resolved to `category` (its default when it has none). */
function resolve(p: Pattern, category: string): Pattern {
  const out: PatternElement[] = [];
  for (const el of p.elements) {
    if (!isSelect(el)) {
      out.push(el);
      continue;
    }
    const s = el.expression;
    const v = s.variants.find((x) => x.key.type === "Identifier" && x.key.name === category) ?? s.variants.find((x) => x.default)!;
    out.push(...resolve(v.value, category).elements);
  }
  return new Pattern(out);
}

/** A pattern's source as it follows `id = ` (one line, or continuation lines indented). */
function patternSource(p: Pattern): string {
  const s = serializer.serializeEntry(new Message(new Identifier("x"), p));
  return s.replace(/^x =( |\n)/, "").replace(/\n$/, "");
}

/** The value of an entry's source, as a translator edits it: what follows `id =`. */
export function valueSource(entrySource: string): string {
  const m = /^-?[A-Za-z][\w-]*[ \t]*=[ \t]*(\n[ \t]*)?/.exec(entrySource);
  return m ? entrySource.slice(m[0].length) : entrySource;
}

/** An entry's source from a value a translator edited: `id = value`, block-indented when it runs over lines. */
export function entryFromValue(id: string, value: string): string {
  return `${id} = ${value}`;
}

export interface PluralForms {
  variable: string;
  /** the pattern source of each plural category, in the locale's gettext order */
  forms: string[];
}

/**
 * A message that varies by one number only (every select chooses on one
 * variable by plural category, with no attributes), written out once per plural
 * category of `locale`; null for any other message.
 */
export function pluralForms(entrySource: string, locale: string): PluralForms | null {
  const categories = PLURAL_CATEGORIES[locale.split("-")[0]];
  if (!categories) return null;
  const m = parseMessage(entrySource);
  if (!m || !m.value || m.attributes.length) return null;
  const v = pluralVariable(m.value, categories);
  if (v === null) return null;
  return { variable: v, forms: categories.map((c) => patternSource(resolve(m.value!, c))) };
}

/** A message whose value is a plain text or only plural selects on one number: gettext can carry both without Fluent syntax. */
export function pluralEntrySource(id: string, variable: string, forms: string[], locale: string): string {
  const categories = PLURAL_CATEGORIES[locale.split("-")[0]] ?? ["other"];
  if (forms.every((f) => f === forms[0])) return entryFromValue(id, forms[0]);
  const indent = (f: string) => f.replace(/\n/g, "\n        ");
  const variants = categories.map((c, i) => `${c === categories[categories.length - 1] ? "   *" : "    "}[${c}] ${indent(forms[i] ?? "")}`);
  return `${id} = { $${variable} ->\n${variants.join("\n")}\n}`;
}

/** True when two entry sources say the same thing (Fluent's syntax tree, not its spelling). */
export function sameMessage(a: string, b: string): boolean {
  const x = parseMessage(a);
  const y = parseMessage(b);
  if (!x || !y) return false;
  x.comment = null;
  y.comment = null;
  return serializer.serializeEntry(x) === serializer.serializeEntry(y);
}
