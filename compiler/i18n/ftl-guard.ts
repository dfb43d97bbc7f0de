// Fluent text made safe for the Fluent parsers before any of them reads it.
// Both @fluent/syntax and @fluent/bundle recurse once per nested placeable
// (thousands of `{` overflow their stack), and @fluent/bundle throws on a
// `\U` escape beyond U+10FFFF. A catalogue comes from a translator or a tool,
// so such text is a syntax error at its place, never a crash: the guard
// reports it and hands on a text of the same length (positions stay true)
// with the entry blanked or the escape replaced by U+FFFD.

import { FluentParser, Visitor, type BaseNode, type Resource } from "@fluent/syntax";

/** Placeables deeper than this are refused; real catalogues nest three or four. */
export const MAX_PLACEABLE_DEPTH = 32;

export interface GuardProblem {
  code: string;
  message: string;
  /** offset into the text */
  offset: number;
}

export interface GuardedFluent {
  /** the text to parse: the input, or a copy of the same length with the problems neutralised */
  text: string;
  problems: GuardProblem[];
  /** the text parsed with @fluent/syntax (spans on) */
  resource: Resource;
}

/**
 * Blanks every entry whose placeables nest too deep, from its first line to
 * the end of the line where its braces close (or the end of the file). Braces
 * are counted without reading string literals: a `{` inside quotes counts too,
 * which only ever makes the count larger.
 */
function limitDepth(text: string, problems: GuardProblem[]): string {
  const ranges: [number, number][] = [];
  let depth = 0;
  let entryStart = 0;
  let tooDeepFrom = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ((i === 0 || text[i - 1] === "\n") && depth === 0) {
      if (c === "#") {
        const end = text.indexOf("\n", i);
        if (end < 0) break;
        i = end;
        continue;
      }
      if (c !== " " && c !== "\n" && c !== "\r") entryStart = i;
    }
    if (c === "{") {
      depth++;
      if (depth > MAX_PLACEABLE_DEPTH && tooDeepFrom < 0) {
        problems.push({ code: "nesting", message: `placeables are nested more than ${MAX_PLACEABLE_DEPTH} deep; this entry is ignored`, offset: i });
        tooDeepFrom = entryStart;
      }
    } else if (c === "}" && depth > 0) {
      depth--;
      if (depth === 0 && tooDeepFrom >= 0) {
        const end = text.indexOf("\n", i);
        ranges.push([tooDeepFrom, end < 0 ? text.length : end]);
        tooDeepFrom = -1;
      }
    }
  }
  if (tooDeepFrom >= 0) ranges.push([tooDeepFrom, text.length]);
  if (ranges.length === 0) return text;
  const chars = text.split("");
  for (const [from, to] of ranges) for (let i = from; i < to; i++) if (chars[i] !== "\n" && chars[i] !== "\r") chars[i] = " ";
  return chars.join("");
}

class StringLiterals extends Visitor {
  readonly found: { value: string; start: number }[] = [];
  override visitStringLiteral(node: BaseNode): void {
    const n = node as unknown as { value: string; span?: { start: number } };
    if (n.span) this.found.push({ value: n.value, start: n.span.start });
  }
}

/** A `\U` escape beyond U+10FFFF somewhere in the text (in a literal or not: the parse tells). */
const IMPOSSIBLE_ESCAPE = /\\U(?:1[1-9a-fA-F]|[2-9a-fA-F][0-9a-fA-F])[0-9a-fA-F]{4}/;

function guard(source: string): { text: string; problems: GuardProblem[]; resource: Resource | null } {
  const problems: GuardProblem[] = [];
  let text = limitDepth(source, problems);
  // parsing is the costly part: only a text that could hold an impossible escape is parsed here
  if (!IMPOSSIBLE_ESCAPE.test(text)) return { text, problems, resource: null };
  let resource = parse(text);
  const literals = new StringLiterals();
  literals.visit(resource);
  const fixes: number[] = [];
  for (const lit of literals.found) {
    for (const m of lit.value.matchAll(/\\(?:\\|U([0-9a-fA-F]{6}))/g)) {
      if (m[1] === undefined || Number.parseInt(m[1], 16) <= 0x10ffff) continue;
      // the literal's span starts at its opening quote
      const offset = lit.start + 1 + m.index;
      problems.push({ code: "escape", message: `\`\\U${m[1]}\` is not a Unicode character (the highest is \\U10FFFF)`, offset });
      fixes.push(offset + 2);
    }
  }
  if (fixes.length > 0) {
    for (const at of fixes) text = `${text.slice(0, at)}00FFFD${text.slice(at + 6)}`;
    resource = parse(text);
  }
  return { text, problems, resource };
}

function parse(text: string): Resource {
  return new FluentParser({ withSpans: true }).parse(text);
}

/** Check and neutralise a Fluent text, and parse it; see the file comment. */
export function guardFluent(source: string): GuardedFluent {
  const g = guard(source);
  return { text: g.text, problems: g.problems, resource: g.resource ?? parse(g.text) };
}

/**
 * Only the neutralised text, for a reader with a parser of its own
 * (@fluent/bundle). That parser does not find entries where @fluent/syntax
 * does (a lone CR starts a line for it), so every impossible escape is
 * replaced, wherever it stands; the checks report the ones in literals.
 */
export function safeFluentText(source: string): string {
  return limitDepth(source, []).replace(new RegExp(IMPOSSIBLE_ESCAPE.source, "g"), "\\U00FFFD");
}
