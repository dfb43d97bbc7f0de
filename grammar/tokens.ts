// The token vocabulary of .grim files. The lexer, the parser and the editor's
// syntax highlighting all derive from these definitions, so a token added here
// is highlighted everywhere without a second list to keep in step.

import { createToken, Lexer, type IToken, type TokenType } from "chevrotain";

// Identifier letters: ASCII letters, `_`, and the Unicode letter blocks that
// place names and people use (Latin-1 and Latin Extended, Greek, Cyrillic and
// beyond), and U+FFFD so a name with one undecodable byte stays one word.
// Written as explicit ranges, not \p{L}, so that Chevrotain can compute first
// characters and keep its lexer optimisations. The blocks leave out every
// character of `space` below: what the formatter may drop as white space is
// never part of a name.
const letter =
  "A-Za-z_\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u03FF\\u0400-\\u167F\\u1681-\\u1FFF\\u2C00-\\u2FFF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFEFE\\uFF00-\\uFFEF\\uFFFD";

/**
 * White space between tokens: every character JavaScript's `\s` matches except
 * the line breaks (U+2028 and U+2029 are refused, as editors disagree on them).
 * A byte order mark counts as white space wherever it is.
 */
export const space = "\\t\\v\\f \\u00A0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000\\uFEFF";

/**
 * A word; a hyphen between letters keeps it one word (`two-cards`, `wild-hunt`: the option keys and expansion names
 * a scenario answers and stages with). Only a scenario may hold such a word (build.ts says so anywhere else, as it
 * said of the hyphen before). A hyphen before a digit or `>` is still a sign or an arrow: `a-2` is `a` and `-2`.
 */
export const Word = createToken({ name: "Word", pattern: new RegExp(`[${letter}][${letter}0-9]*(?:-[${letter}][${letter}0-9]*)*`) });

function keyword(name: string, word: string): TokenType {
  return createToken({ name, pattern: new RegExp(word), longer_alt: Word, categories: [Word] });
}

/** Words with a structural meaning in every game (the rest come from the game tables). */
export const GameKeyword = keyword("Game", "game");
export const SetKeyword = keyword("Set", "set");
export const ForKeyword = keyword("For", "for");
export const InKeyword = keyword("In", "in");
export const OrKeyword = keyword("Or", "or");
export const IfKeyword = keyword("If", "if");
export const ElseKeyword = keyword("Else", "else");
export const Assumed = keyword("Assumed", "assumed");

export const Newline = createToken({ name: "Newline", pattern: /\r\n|\r|\n/, line_breaks: true });
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: new RegExp(`[${space}]+`), group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });

export const LBrace = createToken({ name: "LBrace", pattern: /\{/ });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/ });
export const Colon = createToken({ name: "Colon", pattern: /:/ });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/ });
export const Comma = createToken({ name: "Comma", pattern: /,/ });
export const Arrow = createToken({ name: "Arrow", pattern: /->/ });

export const RangeLit = createToken({ name: "Range", pattern: /\d+\.\.\d+/ });
export const Signed = createToken({ name: "Signed", pattern: /[+-]\d+/ });
export const NumberLit = createToken({ name: "Number", pattern: /\d+/ });

/** Both string tokens share this category so the parser accepts a half-typed string. */
export const Text = createToken({ name: "Text", pattern: Lexer.NA });
export const StringLit = createToken({ name: "String", pattern: /"(?:[^"\\\r\n]|\\.)*"/, categories: [Text] });
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\r\n{]|\\.)*\\?/, categories: [Text] });

export const keywordTokens: TokenType[] = [GameKeyword, SetKeyword, ForKeyword, InKeyword, OrKeyword, IfKeyword, ElseKeyword, Assumed];

/** Order matters: longer or more specific patterns first. */
export const allTokens: TokenType[] = [
  Newline,
  WhiteSpace,
  Comment,
  LBrace,
  RBrace,
  Arrow,
  Colon,
  Semicolon,
  Comma,
  RangeLit,
  Signed,
  NumberLit,
  Text,
  StringLit,
  UnterminatedString,
  ...keywordTokens,
  Word,
];

export const grimLexer = new Lexer(allTokens, { ensureOptimizations: true, positionTracking: "full" });

/** A lexed text's tokens and comments in one list, in source order (both are in order already: merged, not sorted). */
export function withComments(lexed: { tokens: IToken[]; groups: Record<string, IToken[]> }): IToken[] {
  const comments = lexed.groups.comments ?? [];
  if (comments.length === 0) return lexed.tokens;
  const all: IToken[] = [];
  let k = 0;
  for (const t of lexed.tokens) {
    while (k < comments.length && comments[k].startOffset < t.startOffset) all.push(comments[k++]);
    all.push(t);
  }
  while (k < comments.length) all.push(comments[k++]);
  return all;
}

/**
 * The vocabulary for highlighters: each class of token with the regular
 * expression that matches it. Editors (Monaco's Monarch grammar, TextMate)
 * build their rules from this list.
 */
export interface TokenClass {
  /** highlight class, in the common TextMate/Monaco naming */
  scope: "keyword" | "comment" | "string" | "number" | "delimiter" | "operator" | "identifier";
  token: string;
  pattern: RegExp;
}

/** token types of one highlight class, in the lexer's order (the order a highlighter must try them in) */
function tokenClass(scope: TokenClass["scope"], ...types: TokenType[]): TokenClass[] {
  return types.map((t) => ({ scope, token: t.name, pattern: t.PATTERN as RegExp }));
}

export const tokenVocabulary: TokenClass[] = [
  ...tokenClass("comment", Comment),
  ...tokenClass("string", StringLit, UnterminatedString),
  ...tokenClass("number", RangeLit, Signed, NumberLit),
  ...tokenClass("operator", Arrow),
  ...tokenClass("delimiter", LBrace, RBrace, Colon, Semicolon, Comma),
  ...keywordTokens.map((t) => ({ scope: "keyword" as const, token: t.name, pattern: new RegExp(`${(t.PATTERN as RegExp).source}(?![${letter}0-9])`) })),
  ...tokenClass("identifier", Word),
];

/** The structural keywords as plain words (for completion and highlighting). */
export const keywords: string[] = keywordTokens.map((t) => (t.PATTERN as RegExp).source);
