// Compiles the table's pattern notation and matches phrases against it.
// Matching is backtracking over a handful of items, so it stays simple.

import type { Item, SourceRange } from "../../core/ast.ts";
import type { EnumDef } from "../../core/vocabulary.ts";
import { an } from "../../core/names.ts";

export type Elem =
  | { t: "lit"; words: string[]; plural: boolean }
  | { t: "param"; name: string; type: string; list: boolean; optional: boolean }
  | { t: "group"; elems: Elem[] };

const compiled = new Map<string, Elem[]>();

export function compilePattern(pattern: string): Elem[] {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  const parts = pattern.match(/\{[^}]*\}\??|\[|\]|[^\s[\]{]+/g) ?? [];
  let i = 0;
  const seq = (): Elem[] => {
    const out: Elem[] = [];
    while (i < parts.length) {
      const p = parts[i++];
      if (p === "]") return out;
      if (p === "[") {
        out.push({ t: "group", elems: seq() });
        continue;
      }
      if (p.startsWith("{")) {
        const optional = p.endsWith("?");
        const body = p.slice(1, optional ? -2 : -1);
        const [name, rawType] = body.split(":");
        const list = rawType.endsWith("+");
        out.push({ t: "param", name, type: list ? rawType.slice(0, -1) : rawType, list, optional });
        continue;
      }
      const plural = /\(s\)$|\(c\)e$/.test(p);
      if (/\(c\)e$/.test(p)) {
        // "di(c)e": die or dice
        const stem = p.replace(/\(c\)e$/, "");
        out.push({ t: "lit", words: [`${stem}e`, `${stem}ce`], plural: false });
        continue;
      }
      const base = p.replace(/\(s\)$/, "");
      out.push({ t: "lit", words: base.split("|"), plural });
    }
    return out;
  };
  const elems = seq();
  compiled.set(pattern, elems);
  return elems;
}

/** A reference still to be resolved: the word as written and the kinds it may be. */
export interface PendingRef {
  ref: true;
  name: string;
  kinds: string[];
  range: SourceRange;
}

export type MatchValue = number | string | PendingRef | { range: true; from: number; to: number } | MatchValue[];

export interface Match {
  args: Record<string, MatchValue>;
  /** ranges of each argument, for diagnostics */
  at: Record<string, SourceRange>;
}

export interface Failure {
  /** how many items matched before the pattern failed */
  reached: number;
  /** what was expected there, in words */
  expected: string;
  /** the pattern elements that could have come there (for "did you mean") */
  elems?: Elem[];
}

/** The word the failed element would have accepted that is closest to what was written. */
export function suggestion(fail: Failure, written: Item | undefined, vocab: Vocab, closestOf: (w: string, c: string[]) => string | null): string | null {
  if (!fail.elems || !written || written.kind !== "word") return null;
  const words: string[] = [];
  for (const e of fail.elems) {
    if (e.t === "lit") words.push(...e.words);
    else if (e.t === "param" && vocab.enums[e.type])
      words.push(
        ...Object.values(vocab.enums[e.type])
          .flat()
          .filter((w) => !w.includes(" ")),
      );
  }
  return closestOf(written.text, words);
}

export interface Vocab {
  enums: Record<string, EnumDef>;
}

/** How enum types read in a message; a type not listed reads as its name. */
const typeWords: Record<string, string> = {
  leadcolour: "lead colour",
  healseverity: "wound severity",
  severity: "wound severity",
  monstertype: "monster type",
  dieresult: "die result",
  attack: "sword, shield or ritual",
  questdeck: "quest deck",
  diceuse: "die use",
  keepmode: "keep rule",
  cardcolour: "card colour",
  cardtier: "card tier",
  where: "region",
};

function describeType(type: string): string {
  if (type === "int") return "a number";
  if (type === "signed") return "a signed number such as +2";
  if (type === "range") return "a number or range such as 1..3";
  if (type === "text") return 'a quoted text "…"';
  if (type === "word") return "a word";
  if (type.startsWith("@")) return `the name of ${an(type.slice(1).split("/").join(" or "))}`;
  const words = typeWords[type] ?? type;
  return `${/^[aeiou]/.test(words) ? "an" : "a"} ${words}`;
}

export function describeElem(e: Elem, vocab: Vocab): string {
  if (e.t === "lit") return `\`${e.words.join("` or `")}\``;
  if (e.t === "group") return e.elems.length ? describeElem(e.elems[0], vocab) : "";
  const en = vocab.enums[e.type];
  if (en) {
    const words = Object.values(en).map((v) => v[0]);
    return `${describeType(e.type)} (${words.slice(0, 8).join(", ")}${words.length > 8 ? ", …" : ""})`;
  }
  return describeType(e.type);
}

function wordAt(items: Item[], j: number): string | null {
  const it = items[j];
  return it && it.kind === "word" ? it.lower : null;
}

/** The ways one value of `type` can be read at items[j]: [value, next j]. */
function readValue(type: string, items: Item[], j: number, vocab: Vocab): [MatchValue, number][] {
  const it = items[j];
  if (!it) return [];
  switch (type) {
    case "int":
      return it.kind === "number" ? [[it.value, j + 1]] : [];
    case "signed":
      return it.kind === "signed" ? [[it.value, j + 1]] : [];
    case "range":
      if (it.kind === "range") return [[{ range: true, from: it.from, to: it.to }, j + 1]];
      if (it.kind === "number") return [[{ range: true, from: it.value, to: it.value }, j + 1]];
      return [];
    case "text":
      return it.kind === "string" ? [[it.value, j + 1]] : [];
    case "word":
      return it.kind === "word" ? [[it.text, j + 1]] : [];
  }
  if (type.startsWith("@")) {
    return it.kind === "word"
      ? [
          [
            {
              ref: true,
              name: it.text,
              kinds: type
                .slice(1)
                .split("/")
                .map((k) => k.replace(/^@/, "")),
              range: it.range,
            },
            j + 1,
          ],
        ]
      : [];
  }
  const en = vocab.enums[type];
  if (!en) return [];
  const out: [MatchValue, number][] = [];
  for (const [value, words] of spellingsOf(en)) {
    if (words.every((w, k) => wordAt(items, j + k) === w)) out.push([value, j + words.length]);
  }
  return out;
}

/** Each spelling of an enum's values as its words, split once per table rather than at every reading. */
const spellingCache = new WeakMap<EnumDef, [string, string[]][]>();

function spellingsOf(en: EnumDef): [string, string[]][] {
  let list = spellingCache.get(en);
  if (!list) {
    list = [];
    for (const [value, spellings] of Object.entries(en)) for (const sp of spellings) list.push([value, sp.split(" ")]);
    spellingCache.set(en, list);
  }
  return list;
}

interface State {
  j: number;
  args: Record<string, MatchValue>;
  at: Record<string, SourceRange>;
  /** list arguments still to be gathered (see readList) */
  lists?: [string, ListReading][];
}

function note(fail: Failure, e: Elem, j: number, vocab: Vocab): void {
  if (j > fail.reached || (j === fail.reached && !fail.expected)) {
    fail.reached = j;
    fail.expected = describeElem(e, vocab);
    fail.elems = [e];
  } else if (j === fail.reached && fail.elems && !fail.elems.includes(e)) {
    // several things could come here (an optional colour, then the resource)
    fail.elems.push(e);
    const d = describeElem(e, vocab);
    if (!fail.expected.split(" or ").includes(d)) fail.expected = `${fail.expected} or ${d}`;
  }
}

function bind(s: State, name: string, v: MatchValue, items: Item[], from: number, to: number): State {
  const prev = s.args[name];
  const args = { ...s.args, [name]: prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v] };
  const r = items[from].range;
  const at = { ...s.at, [name]: { file: r.file, start: r.start, end: items[to - 1].range.end } };
  return { j: to, args, at, lists: s.lists };
}

function isListSep(it: Item | undefined): boolean {
  return !!it && (it.kind === "comma" || (it.kind === "word" && it.lower === "and"));
}

/** One reading of a list: its last value and the reading of the values before it. */
interface ListReading {
  value: MatchValue;
  prev: ListReading | null;
  next: number;
}

function listValues(r: ListReading): MatchValue[] {
  const values: MatchValue[] = [];
  for (let x: ListReading | null = r; x; x = x.prev) values.push(x.value);
  return values.reverse();
}

/**
 * Every way to read one or more values separated by commas or "and", in the
 * order of a depth-first walk (shorter readings before the longer ones that
 * extend them). Walked with a work list, not recursion, and each reading links
 * to the one it extends instead of copying it: a list as long as the line
 * costs neither stack nor quadratic time.
 */
function readList(type: string, items: Item[], j: number, vocab: Vocab): ListReading[] {
  const found: ListReading[] = [];
  const work: ListReading[] = [];
  const push = (at: number, prev: ListReading | null) => {
    const readings = readValue(type, items, at, vocab);
    for (let k = readings.length - 1; k >= 0; k--) work.push({ value: readings[k][0], prev, next: readings[k][1] });
  };
  push(j, null);
  while (work.length > 0) {
    const r = work.pop()!;
    found.push(r);
    if (isListSep(items[r.next])) push(r.next + 1, r);
  }
  return found;
}

let steps = 0;

/**
 * How many pattern elements have been tried against items so far in this
 * process: the checker's matching work, which tests compare between an input
 * and one four times its size (it must grow four times, not sixteen).
 */
export function patternSteps(): number {
  return steps;
}

function* matchSeq(elems: Elem[], i: number, items: Item[], st: State, vocab: Vocab, fail: Failure): Generator<State> {
  steps++;
  if (i === elems.length) {
    yield st;
    return;
  }
  const e = elems[i];
  if (e.t === "lit") {
    const w = items[st.j]?.kind === "comma" ? "," : wordAt(items, st.j);
    if (w !== null && (e.words.includes(w) || (e.plural && w.endsWith("s") && e.words.includes(w.slice(0, -1))))) {
      yield* matchSeq(elems, i + 1, items, { ...st, j: st.j + 1 }, vocab, fail);
    } else note(fail, e, st.j, vocab);
    return;
  }
  if (e.t === "group") {
    for (const inner of matchSeq(e.elems, 0, items, st, vocab, fail)) yield* matchSeq(elems, i + 1, items, inner, vocab, fail);
    yield* matchSeq(elems, i + 1, items, st, vocab, fail);
    return;
  }
  if (e.list) {
    const options = readList(e.type, items, st.j, vocab);
    if (options.length === 0) note(fail, e, st.j, vocab);
    // longest list first; a list's values are gathered only once the whole phrase matches (matchPattern)
    for (let k = options.length - 1; k >= 0; k--) {
      const reading = options[k];
      const r = items[st.j].range;
      const at = { ...st.at, [e.name]: { file: r.file, start: r.start, end: items[reading.next - 1].range.end } };
      const lists: [string, ListReading][] = [...(st.lists ?? []), [e.name, reading]];
      yield* matchSeq(elems, i + 1, items, { j: reading.next, args: { ...st.args, [e.name]: [] }, at, lists }, vocab, fail);
    }
  } else {
    const options = readValue(e.type, items, st.j, vocab);
    if (options.length === 0) note(fail, e, st.j, vocab);
    for (const [v, nj] of options) yield* matchSeq(elems, i + 1, items, bind(st, e.name, v, items, st.j, nj), vocab, fail);
  }
  if (e.optional) yield* matchSeq(elems, i + 1, items, st, vocab, fail);
}

/** For each pattern, the words it must start with (null: it may start with a value). */
const firstWords = new Map<string, Set<string> | null>();

function startSet(pattern: string): Set<string> | null {
  let set = firstWords.get(pattern);
  if (set === undefined) {
    const elems = compilePattern(pattern);
    const opens = (es: Elem[]): boolean => {
      const e = es[0];
      if (!e) return true;
      if (e.t === "param") return true;
      if (e.t === "group") return opens(e.elems) || opens(es.slice(1));
      return false;
    };
    set = opens(elems) ? null : new Set(leadingWords(pattern));
    firstWords.set(pattern, set);
  }
  return set;
}

/** Whether the item at `j` is a word the pattern may start with (true when it may start with a value). */
function mayStart(pattern: string, it: Item | undefined): boolean {
  // most patterns start with a literal word: rule them out without backtracking
  const starts = startSet(pattern);
  if (!starts || !it) return true;
  const w = it.kind === "word" ? it.lower : it.kind === "comma" ? "," : null;
  return w !== null && (starts.has(w) || (w.endsWith("s") && starts.has(w.slice(0, -1))));
}

function finish(st: State): Match {
  const args = { ...st.args };
  for (const [name, reading] of st.lists ?? []) args[name] = listValues(reading);
  return { args, at: st.at };
}

/** Match the whole of `items` against a pattern; null when it does not fit (fail tells how far it got). */
export function matchPattern(pattern: string, items: Item[], vocab: Vocab, fail?: Failure): Match | null {
  const f = fail ?? { reached: -1, expected: "" };
  if (items.length > 0 && !mayStart(pattern, items[0])) {
    if (f.reached < 0) f.expected = describeElem(compilePattern(pattern)[0], vocab);
    f.reached = Math.max(f.reached, 0);
    return null;
  }
  for (const st of matchSeq(compilePattern(pattern), 0, items, { j: 0, args: {}, at: {} }, vocab, f)) {
    if (st.j === items.length) return finish(st);
    if (st.j >= f.reached) {
      f.reached = st.j;
      f.expected = "the end of the phrase";
    }
  }
  return null;
}

/**
 * Every way the pattern reads the items from `start` on, as the item each
 * reading ends before, with the match `matchPattern` would give for the items
 * from `start` to that end. A reading never looks past its end, so this is
 * what matching each of those slices would give, in one walk and without
 * copying the slices.
 */
export function matchPrefixes(pattern: string, items: Item[], start: number, vocab: Vocab): Map<number, Match> {
  const out = new Map<number, Match>();
  if (start >= items.length || !mayStart(pattern, items[start])) return out;
  const f: Failure = { reached: -1, expected: "" };
  for (const st of matchSeq(compilePattern(pattern), 0, items, { j: start, args: {}, at: {} }, vocab, f)) {
    if (st.j > start && !out.has(st.j)) out.set(st.j, finish(st));
  }
  return out;
}

/** The first literal words a pattern can start with (for suggestions and completion). */
export function leadingWords(pattern: string): string[] {
  const first = (elems: Elem[]): string[] => {
    const e = elems[0];
    if (!e) return [];
    if (e.t === "lit") return e.words;
    if (e.t === "group") return [...first(e.elems), ...first(elems.slice(1))];
    return [];
  };
  return first(compilePattern(pattern));
}

/** The pattern written for people: `suffer <amount> <severity>? wound(s)`. */
export function readablePattern(pattern: string): string {
  return pattern.replace(/\{(\w+):([^}]+)\}(\?)?/g, (_m, name: string, _t: string, opt: string | undefined) => `<${name}>${opt ?? ""}`);
}

/**
 * What may come next after `items` (a phrase typed so far) in a pattern:
 * the elements the editor offers as completions. Empty when the typed words
 * do not fit the pattern's beginning.
 */
export function expectedAfter(pattern: string, items: Item[], vocab: Vocab): Elem[] {
  const out: Elem[] = [];
  const walk = (elems: Elem[], i: number, j: number, rest: Elem[]): void => {
    if (j === items.length) {
      // everything typed is consumed: the next element (and what follows optional ones)
      const e = elems[i];
      if (!e) {
        if (rest.length) walk(rest, 0, j, []);
        return;
      }
      if (e.t === "group") {
        walk(e.elems, 0, j, [...elems.slice(i + 1), ...rest]);
        walk(elems, i + 1, j, rest);
        return;
      }
      out.push(e);
      if (e.t === "param" && e.optional) walk(elems, i + 1, j, rest);
      return;
    }
    const e = elems[i];
    if (!e) {
      if (rest.length) walk(rest, 0, j, []);
      return;
    }
    if (e.t === "lit") {
      const it = items[j];
      const w = it?.kind === "comma" ? "," : it?.kind === "word" ? it.lower : null;
      if (w !== null && (e.words.includes(w) || (e.plural && w.endsWith("s") && e.words.includes(w.slice(0, -1))))) walk(elems, i + 1, j + 1, rest);
      return;
    }
    if (e.t === "group") {
      walk(e.elems, 0, j, [...elems.slice(i + 1), ...rest]);
      walk(elems, i + 1, j, rest);
      return;
    }
    if (e.optional) walk(elems, i + 1, j, rest);
    for (const [, nj] of readValueForCompletion(e.type, items, j, vocab)) {
      walk(elems, i + 1, nj, rest);
      if (e.list) {
        let k = nj;
        while (items[k] && (items[k].kind === "comma" || (items[k].kind === "word" && (items[k] as { lower: string }).lower === "and"))) {
          if (k + 1 === items.length) {
            out.push(e);
            break;
          }
          const more = readValueForCompletion(e.type, items, k + 1, vocab);
          if (more.length === 0) break;
          k = more[0][1];
          walk(elems, i + 1, k, rest);
        }
      }
    }
  };
  walk(compilePattern(pattern), 0, 0, []);
  return out;
}

function readValueForCompletion(type: string, items: Item[], j: number, vocab: Vocab): [MatchValue, number][] {
  return readValue(type, items, j, vocab);
}
