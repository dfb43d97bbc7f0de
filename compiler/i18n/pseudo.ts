// The en-XA pseudo-locale: English with every letter accented, about 35%
// longer, in brackets. A string that shows up plain in the game was never put
// through the catalogues; a bracket cut off shows text truncated by the layout.
// Only text is changed: placeables, variant keys and attribute names stay, so
// the pseudo catalogue renders with the same variables as English.

import { FluentSerializer, Placeable, StringLiteral, Transformer, Visitor, type BaseNode, type Message } from "@fluent/syntax";
import { guardFluent } from "./ftl-guard.ts";

/** the generated pseudo-locale's tag */
export const PSEUDO_LOCALE = "en-XA";

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};
const VOWELS = /[aeiouAEIOU]/;

/** Accents every letter and stretches the text by repeating vowels until it is ~35% longer. */
export function pseudoText(text: string): string {
  const letters = [...text].filter((c) => /[A-Za-z]/.test(c)).length;
  let extra = Math.ceil(letters * 0.35);
  let out = "";
  for (const c of text) {
    out += ACCENTED[c] ?? c;
    if (extra > 0 && VOWELS.test(c)) {
      out += ACCENTED[c];
      extra--;
    }
  }
  // text without enough vowels is padded at the end so it still grows
  if (extra > 0) out += "~".repeat(extra);
  return out;
}

class Pseudo extends Transformer {
  override visitTextElement(node: BaseNode): BaseNode {
    const n = node as unknown as { value: string };
    n.value = pseudoText(n.value);
    return node;
  }
  // `.timing` is read by the renderer, not shown: it must keep its value
  override visitAttribute(node: BaseNode): BaseNode {
    if ((node as unknown as { id: { name: string } }).id.name === "timing") return node;
    return this.genericVisit(node);
  }
}

class MessageRefs extends Visitor {
  ids = new Set<string>();
  override visitMessageReference(node: BaseNode): void {
    this.ids.add((node as unknown as { id: { name: string } }).id.name);
  }
}

/**
 * The pseudo-locale version of an English catalogue. Comments are dropped.
 * Messages the game asks for get brackets around their value; helpers that
 * other messages reference do not, so a rendered sentence has one pair.
 */
export function pseudoCatalogue(source: string): string {
  const resource = guardFluent(source).resource;
  const refs = new MessageRefs();
  refs.visit(resource);
  new Pseudo().visit(resource);
  const serializer = new FluentSerializer();
  let out = "";
  for (const entry of resource.body) {
    if (entry.type !== "Message" && entry.type !== "Term") continue;
    entry.comment = null;
    if (entry.type === "Message" && !refs.ids.has(entry.id.name)) {
      const m = entry as Message;
      if (m.value) {
        m.value.elements.unshift(new Placeable(new StringLiteral("[")));
        m.value.elements.push(new Placeable(new StringLiteral("]")));
      }
    }
    out += serializer.serializeEntry(entry);
  }
  return out;
}
