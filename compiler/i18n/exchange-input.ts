// The bytes of a PO or XLIFF file a translator hands back, as text. The
// catalogues are UTF-8; a file in another encoding, or holding bytes no
// translation has (NUL and the other C0 controls), is refused at its line and
// column rather than read as U+FFFD or written into a catalogue.

import { PoError } from "./po.ts";

/** Offsets of line starts, for turning an offset into line:column in log time. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  /** 1-based line and column (in UTF-16 units, as editors count them) of an offset */
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }
}

/** The offset of the first byte that does not begin a well-formed UTF-8 sequence, or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    const n = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0 || i + n >= b.length) return i;
    // the second byte's range excludes overlong forms and surrogates (RFC 3629)
    const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    if (b[i + 1] < lo || b[i + 1] > hi) return i;
    for (let k = 2; k <= n; k++) if ((b[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return -1;
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");

/** the charset a PO header or an XML declaration names, read from the bytes as ASCII; null when it names none */
function declaredCharset(bytes: Uint8Array, xml: boolean): string | null {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  const m = xml ? /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(head) : /"Content-Type:[^"]*?charset=([^\\"\s;]*)/i.exec(head);
  return m ? m[1] : null;
}

const isUtf8Name = (name: string) => /^utf-?8$/i.test(name);

/**
 * The file's text, or a PoError naming where it is not what a catalogue can
 * hold. A UTF-8 byte order mark is dropped (some editors write one).
 */
export function decodeExchangeFile(bytes: Uint8Array, file: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new PoError(`${file}: the file is in UTF-16; save it as UTF-8 (the catalogues are UTF-8)`);
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  let lead = 0;
  while (lead < body.length && (body[lead] === 0x20 || body[lead] === 0x09 || body[lead] === 0x0a || body[lead] === 0x0d)) lead++;
  const xml = body[lead] === 0x3c;
  const charset = declaredCharset(body, xml);
  if (charset !== null && charset !== "CHARSET" && !isUtf8Name(charset)) {
    throw new PoError(
      xml
        ? `${file}:1: the XML declaration says encoding="${charset}"; save the file as UTF-8 (the catalogues are UTF-8)`
        : `${file}: the PO header says charset=${charset}; convert it with \`msgconv --to-code=UTF-8\` (the catalogues are UTF-8)`,
    );
  }
  const bad = firstInvalidUtf8(body);
  if (bad >= 0) {
    const before = Buffer.from(body.subarray(0, bad)).toString("utf8");
    const { line, column } = new LineIndex(before).at(before.length);
    throw new PoError(`${file}:${line}:${column}: byte 0x${hex(body[bad])} is not UTF-8 (a file saved as Latin-1 or Windows-1252?); save it as UTF-8`);
  }
  const text = Buffer.from(body).toString("utf8");
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(text);
  if (control) {
    const { line, column } = new LineIndex(text).at(control.index);
    const code = control[0].charCodeAt(0);
    throw new PoError(
      `${file}:${line}:${column}: the control character U+${hex(code).padStart(4, "0")}${code === 0 ? " (NUL)" : ""} has no place in a translation`,
    );
  }
  return text;
}
