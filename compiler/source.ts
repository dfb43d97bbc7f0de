// Decoding file bytes. Invalid UTF-8 is decoded with replacement characters
// (so the rest of the file is still checked) and the first bad byte is located.

import type { Position } from "../core/ast.ts";

export interface Decoded {
  text: string;
  /** where the first invalid byte sits in the decoded text, if any */
  badByte: { position: Position; byte: number } | null;
}

/** Length of the valid UTF-8 sequence at i, or 0 when the byte there is invalid. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i];
  if (c < 0x80) return 1;
  const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
  if (need < 0 || i + need >= b.length) return 0;
  for (let k = 1; k <= need; k++) if ((b[i + k] & 0xc0) !== 0x80) return 0;
  const c1 = b[i + 1];
  if (c === 0xe0 && c1 < 0xa0) return 0;
  if (c === 0xed && c1 > 0x9f) return 0;
  if (c === 0xf0 && c1 < 0x90) return 0;
  if (c === 0xf4 && c1 > 0x8f) return 0;
  return need + 1;
}

export function decodeUtf8(bytes: Uint8Array): Decoded {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length) {
    const n = sequenceLength(bytes, i);
    if (n === 0) {
      const prefix = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, i));
      let line = 1;
      let lineStart = 0;
      for (let k = 0; k < prefix.length; k++) {
        const ch = prefix.charCodeAt(k);
        if (ch === 10 || (ch === 13 && prefix.charCodeAt(k + 1) !== 10)) {
          line++;
          lineStart = k + 1;
        }
      }
      const offset = prefix.length;
      return { text, badByte: { position: { line, column: offset - lineStart + 1, offset }, byte: bytes[i] } };
    }
    i += n;
  }
  return { text, badByte: null };
}
