// Content text (names, flavour, ids) only ever reaches generated code through
// these functions: inside a double-quoted string literal, or sanitised in a
// comment. Nothing a designer types can end a literal or a comment early.

/** A TypeScript string literal whose value is exactly `s`, lone surrogates included. */
export function tsString(s: string): string {
  // JSON.stringify already escapes quotes, backslashes, control characters and
  // (since ES2019) lone surrogates; U+2028/2029 are escaped so the file stays
  // one logical line per statement for every tool that reads it.
  return JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** An object literal key: bare when it is a plain identifier, quoted otherwise. */
export function tsKey(k: string): string {
  return IDENTIFIER.test(k) ? k : tsString(k);
}

export { commentText } from "../comment-text.ts";

/** A JavaScript identifier derived from an id; callers make it unique. */
export function identifierFrom(id: string): string {
  const base = id.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  return /^[0-9]/.test(base) || base === "" ? `_${base}` : base;
}
