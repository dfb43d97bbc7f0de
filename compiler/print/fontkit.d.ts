// The part of fontkit's API the metrics writer uses (the package ships no types).
declare module "fontkit" {
  export interface Glyph {
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    /** every code point the font maps to a glyph */
    characterSet: number[];
    hasGlyphForCodePoint(c: number): boolean;
    glyphForCodePoint(c: number): Glyph;
  }
  export function create(buffer: Uint8Array): Font | { fonts: Font[] };
}
