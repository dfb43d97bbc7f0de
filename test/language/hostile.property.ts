// The hostile-input property's generators and its one check, shared by the
// suite (test/language/fuzz.test.ts) and nothing else. An input is a piece of
// the bundled content, mutated with fragments an attacker or a careless
// editor produces: deep chains of every separator, Unicode white space, CRLF
// and lone CR, byte order marks, lone surrogates, unterminated texts.
import { MessageNames } from "../../compiler/i18n/message-names.ts";

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { registryByCode } from "../../core/diagnostics/registry.ts";
import { formatText } from "../../compiler/format.ts";
import { grimLexer } from "../../grammar/tokens.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { RulesCatalogue, renderRulesText } from "../../compiler/i18n/rules-text.ts";
import { ftlFiles } from "../i18n/helpers.ts";
import { games } from "../../games/registry.ts";

const contentDir = new URL("../../content/adventure/", import.meta.url).pathname;
export const bundled: string[] = readdirSync(contentDir)
  .filter((n) => n.endsWith(".grim"))
  .sort()
  .map((n) => readFileSync(join(contentDir, n), "utf8"));

/** Every separator of the language, and the words that nest (`not`, `if`, `or`). */
const separators = ["a: ", "a; ", "a b: c; ", ": ", ";", "{ ", "} ", "{", "}", ", ", "-> ", "not ", "if a: ", "or ", "1..3: ", "a { "];
const unicodeSpace = [
  "\u00A0",
  "\u1680",
  "\u2000",
  "\u2005",
  "\u200A",
  "\u202F",
  "\u205F",
  "\u3000",
  "\uFEFF",
  "\t",
  "\v",
  "\f",
  "\u2028",
  "\u2029",
  "\u0085",
  "\u180E",
  "\u200B",
];
const oddities = [
  "\r\n",
  "\r",
  "\n",
  "\uFEFF",
  "\uD800",
  "\uDFFF",
  "\uDBFF\uDFFF",
  '"',
  '"open',
  '"a\\',
  "\\",
  "#",
  "# c\r",
  "\u0000",
  "\uFFFD",
  "é",
  "ß",
  "Ω",
  "{{",
  "}}",
  "\u00A0{",
];

export const fragment: fc.Arbitrary<string> = fc.oneof(
  fc.record({ sep: fc.constantFrom(...separators), n: fc.integer({ min: 1, max: 300 }) }).map(({ sep, n }) => sep.repeat(n)),
  fc.constantFrom(...unicodeSpace),
  fc.constantFrom(...oddities),
  fc.array(fc.constantFrom(...unicodeSpace, ...oddities, "a", " ", "1", ":"), { minLength: 1, maxLength: 12 }).map((xs) => xs.join("")),
);

const edit = fc.oneof(
  fc.record({ op: fc.constant("insert" as const), at: fc.double({ min: 0, max: 1, noNaN: true }), text: fragment }),
  fc.record({ op: fc.constant("delete" as const), at: fc.double({ min: 0, max: 1, noNaN: true }), len: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constantFrom("crlf" as const, "cr" as const, "bom" as const) }),
);

type Edit = { op: "insert"; at: number; text: string } | { op: "delete"; at: number; len: number } | { op: "crlf" | "cr" | "bom" };

function applyEdit(text: string, e: Edit): string {
  switch (e.op) {
    case "crlf":
      return text.replace(/\r?\n/g, "\r\n");
    case "cr":
      return text.replace(/\r?\n/g, "\r");
    case "bom":
      return `\uFEFF${text}`;
    case "insert": {
      const at = Math.floor(e.at * text.length);
      return text.slice(0, at) + e.text + text.slice(at);
    }
    case "delete": {
      const at = Math.floor(e.at * text.length);
      return text.slice(0, at) + text.slice(at + e.len);
    }
  }
}

/** A few lines of one of `files` (with its first two lines, the `game`/`set` header of a .grim file), mutated. */
function piecesOf(files: string[]): fc.Arbitrary<string> {
  return fc
    .record({
      file: fc.nat({ max: files.length - 1 }),
      from: fc.double({ min: 0, max: 1, noNaN: true }),
      lines: fc.integer({ min: 1, max: 12 }),
      edits: fc.array(edit, { minLength: 1, maxLength: 6 }),
    })
    .map(({ file, from, lines, edits }) => {
      const all = files[file].split("\n");
      const start = 2 + Math.floor(from * Math.max(all.length - 2, 1));
      let text = [...all.slice(0, 2), ...all.slice(start, start + lines)].join("\n");
      for (const e of edits) text = applyEdit(text, e as Edit);
      return text;
    });
}

export const smallInput: fc.Arbitrary<string> = piecesOf(bundled);

/** Pieces of the bundled catalogues (both locales), mutated the same way, and with a few Fluent-specific fragments. */
export const ftlInput: fc.Arbitrary<string> = fc
  .tuple(
    piecesOf([...ftlFiles("en"), ...ftlFiles("ro")].map((f) => f.text)),
    fc.constantFrom("", '{ "\\U110000" }', '{ "\\UFFFFFF" }', "{".repeat(2000), "{ $x ->\n", "}".repeat(40), '"\\u{D800}"'),
    fc.double({ min: 0, max: 1, noNaN: true }),
  )
  .map(([text, extra, at]) => {
    const k = Math.floor(at * text.length);
    return text.slice(0, k) + extra + text.slice(k);
  });

/** One line of about 1 MB of one separator or character, inside a hook or on its own. */
export const bigInput: fc.Arbitrary<string> = fc
  .record({ unit: fc.constantFrom("{}", "a: ", "a b: c; ", "x", "\u3000", "not ", ", a", '"x'), inHook: fc.boolean(), crlf: fc.boolean() })
  .map(({ unit, inHook, crlf }) => {
    const line = unit.repeat(Math.ceil((1024 * 1024) / unit.length));
    const text = inHook ? `game adventure\nset base\nfoulfate F {\n  effect: ${line}\n}\n` : `game adventure\nset base\n${line}\n`;
    return crlf ? text.replace(/\n/g, "\r\n") : text;
  });

const englishRules = ftlFiles("en").find((f) => f.name === "rules")!.text;
/** Built once: the rules text of every input is rendered with it (names are the ids). */
const rules = new RulesCatalogue(MessageNames.of(games), "en", [englishRules]);

/** The tokens the formatter must keep: every token and comment in order, comments without trailing blanks. */
function significant(text: string): string[] {
  const r = grimLexer.tokenize(text);
  return [...r.tokens, ...(r.groups.comments ?? [])]
    .sort((a, b) => a.startOffset - b.startOffset)
    .filter((k) => k.tokenType.name !== "Newline")
    .map((k) => (k.tokenType.name === "Comment" ? k.image.trimEnd() : k.image));
}

/** Throws, naming the diagnostic, when a position does not lie inside the text and inside its line. */
function assertInside(lineLengths: number[], length: number, p: { line: number; column: number; offset: number }, what: string): void {
  const ok = p.offset >= 0 && p.offset <= length && p.line >= 1 && p.line <= lineLengths.length && p.column >= 1 && p.column <= lineLengths[p.line - 1] + 1;
  if (!ok)
    throw new Error(
      `${what} lies outside its file: ${JSON.stringify(p)} (line lengths ${JSON.stringify(lineLengths.slice(Math.max(0, p.line - 2), p.line + 1))})`,
    );
}

/**
 * check, fmt and i18n on one input: nothing throws, every diagnostic lies
 * inside its file (and its line), fmt is idempotent and keeps every token,
 * the extracted catalogue is valid Fluent, and the rules text renders.
 */
export function holdsOn(text: string): void {
  const ws = new Workspace(games);
  ws.setFile("h.grim", text);
  const { program, diagnostics } = ws.check();
  const lineLengths = text.split(/\r\n|\r|\n/).map((l) => l.length);
  for (const d of diagnostics) {
    const what = `${d.code} ${d.message.slice(0, 80)}`;
    if (!registryByCode.has(d.code) || d.range.file !== "h.grim" || d.range.start.offset > d.range.end.offset) throw new Error(`malformed diagnostic ${what}`);
    assertInside(lineLengths, text.length, d.range.start, what);
    assertInside(lineLengths, text.length, d.range.end, what);
  }

  // plain comparisons: vitest's deep equality costs more than the check itself, 10,000 times over
  const once = formatText(text);
  if (once.formatted) {
    const twice = formatText(once.text).text;
    if (twice !== once.text) expect(twice).toBe(once.text);
    const before = significant(text);
    const after = significant(once.text);
    if (before.length !== after.length || before.some((t, i) => t !== after[i])) expect(after).toEqual(before);
  } else if (once.text !== text) expect(once.text).toBe(text);

  for (const ftl of englishCatalogues(program, games).values()) {
    const syntax = parseCatalogue("set.ftl", ftl).syntax;
    if (syntax.length > 0) expect(syntax).toEqual([]);
  }
  for (const set of program.sets) for (const e of set.entities) renderRulesText(e, rules, { name: (id) => id });
}

/** A text read as a catalogue: syntax errors at worst, each inside its line. */
export function catalogueHoldsOn(text: string): void {
  const cat = parseCatalogue("h.ftl", text);
  const lineLengths = text.split("\n").map((l) => l.length);
  for (const s of cat.syntax) assertInside(lineLengths, text.length, { ...s.at, offset: 0 }, `${s.code} ${s.message}`);
  new RulesCatalogue(MessageNames.of(games), "en", [text]).format("verb-gain", { amount: 1 }, []);
}
