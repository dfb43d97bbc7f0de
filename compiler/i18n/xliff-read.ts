// Reading an XLIFF 2.0 document back into exchange entries (see xliff.ts for
// the shape the export writes). What a CAT tool may add that the catalogues
// cannot hold — inline codes (<ph>, <pc>, …), a unit split into segments, a
// DOCTYPE, a reference to an entity XML does not define — is reported at its
// line, never dropped or half-read. One pass over the text for the lines of
// the units, one parse: linear in the document.

import { XMLParser } from "fast-xml-parser";
import { LineIndex } from "./exchange-input.ts";
import { PoError, type ParsedPoEntry } from "./po.ts";

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";

/** a node of fast-xml-parser's ordered output: one element (its name -> children) or text, attributes under ":@" */
type XNode = Record<string, unknown> & { ":@"?: Record<string, string> };

const XML_NAMED = new Set(["lt", "gt", "amp", "quot", "apos"]);

/** a code point XML 1.0 allows in a document (its production Char) */
const xmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);

interface Scan {
  /** offsets of the <unit> and <file> start tags, in document order */
  units: number[];
  files: number[];
  doctype: number;
  /** the first character or entity reference XML does not define */
  badRef: { offset: number; message: string } | null;
}

/**
 * Where the units start, and what the parser would accept but a document must
 * not hold. Comments, CDATA and processing instructions are skipped whole, so
 * a "<unit" inside them is not counted.
 */
function scan(text: string): Scan {
  const out: Scan = { units: [], files: [], doctype: -1, badRef: null };
  const next = /[<&]/g;
  const ref = /&(?:#x([0-9a-fA-F]{1,8})|#([0-9]{1,10})|([A-Za-z_:][\w.:-]*));/y;
  let i = 0;
  while (i < text.length) {
    next.lastIndex = i;
    const m = next.exec(text);
    if (!m) break;
    i = m.index;
    if (m[0] === "&") {
      ref.lastIndex = i;
      const r = ref.exec(text);
      if (out.badRef === null) {
        if (!r) out.badRef = { offset: i, message: 'a bare "&" is written &amp;' };
        else if (r[3] !== undefined && !XML_NAMED.has(r[3]))
          out.badRef = {
            offset: i,
            message: `"${r[0]}" is not an entity XML defines (it has &lt; &gt; &amp; &quot; &apos;); write the character itself, or a reference such as &#x219;`,
          };
        else if (r[3] === undefined && !xmlChar(parseInt(r[1] ?? r[2], r[1] !== undefined ? 16 : 10)))
          out.badRef = { offset: i, message: `"${r[0]}" names a character XML does not allow in a document` };
      }
      i = r ? ref.lastIndex : i + 1;
      continue;
    }
    const skip = (open: string, close: string): boolean => {
      if (!text.startsWith(open, i)) return false;
      const end = text.indexOf(close, i + open.length);
      i = end < 0 ? text.length : end + close.length;
      return true;
    };
    if (skip("<!--", "-->") || skip("<![CDATA[", "]]>") || skip("<?", "?>")) continue;
    if (text.startsWith("<!DOCTYPE", i) && out.doctype < 0) out.doctype = i;
    else if (text.startsWith("<unit", i) && /[\s/>]/.test(text[i + 5] ?? "")) out.units.push(i);
    else if (text.startsWith("<file", i) && /[\s/>]/.test(text[i + 5] ?? "")) out.files.push(i);
    i++;
  }
  return out;
}

const tagOf = (n: XNode): string => Object.keys(n).find((k) => k !== ":@")!;
const childrenOf = (n: XNode): XNode[] => (n[tagOf(n)] as XNode[] | undefined) ?? [];
const attr = (n: XNode, name: string): string | undefined => n[":@"]?.[name];

/** the text of an element, or the names of the elements inside it that the catalogues cannot hold */
function textOf(n: XNode): { text: string; markup: string[] } {
  let text = "";
  const markup: string[] = [];
  for (const c of childrenOf(n)) {
    const tag = tagOf(c);
    if (tag === "#text") text += String(c["#text"]);
    else if (!markup.includes(tag)) markup.push(tag);
  }
  return { text, markup };
}

export interface ReadXliff {
  trgLang: string | null;
  entries: ParsedPoEntry[];
  /** units the catalogues cannot take as they are, "file:line: why" */
  problems: string[];
}

/** The target language and entries of an XLIFF 2.0 document, with a clear error for anything else. */
export function parseXliff(text: string, file = "input.xlf"): ReadXliff {
  const found = scan(text);
  const lines = new LineIndex(text);
  const where = (offset: number) => {
    const { line, column } = lines.at(offset);
    return `${file}:${line}:${column}`;
  };
  if (found.doctype >= 0) {
    throw new PoError(
      `${where(found.doctype)}: a DOCTYPE is not read (XLIFF 2.0 has none, and its entities could name other files or grow without end); remove it`,
    );
  }
  if (found.badRef) throw new PoError(`${where(found.badRef.offset)}: ${found.badRef.message}`);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    // numeric character references (the export writes a carriage return as &#13;) decode; no HTML names
    htmlEntities: {} as unknown as boolean,
  });
  let doc: XNode[];
  try {
    doc = parser.parse(text, true) as XNode[];
  } catch (e) {
    throw new PoError(`${file}: not well-formed XML: ${(e as Error).message}`);
  }
  const root = doc.find((n) => tagOf(n) === "xliff");
  if (!root || attr(root, "xmlns") !== XLIFF_NAMESPACE || attr(root, "version") !== "2.0") {
    throw new PoError(`${file}: not an XLIFF 2.0 document (expected <xliff xmlns="${XLIFF_NAMESPACE}" version="2.0">)`);
  }
  const entries: ParsedPoEntry[] = [];
  const problems: string[] = [];
  // every <unit> in document order, wherever it is, so the k-th is the k-th the scan found
  let unitIndex = 0;
  let fileIndex = 0;
  const stack: { node: XNode; fileId: string | null; inFile: boolean }[] = childrenOf(root)
    .reverse()
    .map((node) => ({ node, fileId: null, inFile: false }));
  while (stack.length) {
    const { node, fileId, inFile } = stack.pop()!;
    const tag = tagOf(node);
    if (tag === "#text") continue;
    if (tag === "unit") {
      const offset = found.units[unitIndex++] ?? 0;
      const at = `${file}:${lines.at(offset).line}`;
      if (!inFile) {
        problems.push(`${at}: a <unit> outside a <file> belongs to no catalogue`);
        continue;
      }
      const entry = readUnit(node, fileId, at, problems);
      if (entry) entries.push({ ...entry, line: lines.at(offset).line });
      continue;
    }
    const here = tag === "file" ? { fileId: attr(node, "id") ?? null, inFile: true } : { fileId, inFile: inFile && tag === "group" };
    if (tag === "file" && here.fileId === null) {
      problems.push(`${file}:${lines.at(found.files[fileIndex] ?? 0).line}: a <file> without an id names no catalogue`);
      here.inFile = false;
    }
    if (tag === "file") fileIndex++;
    const kids = childrenOf(node);
    for (let k = kids.length - 1; k >= 0; k--) stack.push({ node: kids[k], ...here });
  }
  return { trgLang: attr(root, "trgLang") ?? null, entries, problems };
}

function readUnit(u: XNode, fileId: string | null, at: string, problems: string[]): Omit<ParsedPoEntry, "line"> | null {
  const id = attr(u, "id");
  if (id === undefined) {
    problems.push(`${at}: a <unit> without an id names no message`);
    return null;
  }
  const kids = childrenOf(u);
  const segments = kids.filter((k) => tagOf(k) === "segment");
  const ignorable = kids.filter((k) => tagOf(k) === "ignorable").length;
  if (segments.length > 1 || ignorable) {
    problems.push(
      `${at}: unit "${id}" is split into ${segments.length} segments${ignorable ? ` and ${ignorable} ignorable part(s)` : ""}; join them into one segment (one message is one segment)`,
    );
    return null;
  }
  const notes = kids
    .filter((k) => tagOf(k) === "notes")
    .flatMap(childrenOf)
    .filter((n) => tagOf(n) === "note");
  const note = (cat: string) => notes.filter((n) => attr(n, "category") === cat).map((n) => textOf(n).text);
  const seg = segments[0];
  const part = (name: "source" | "target") => {
    const el = seg ? childrenOf(seg).find((k) => tagOf(k) === name) : undefined;
    return el ? textOf(el) : { text: "", markup: [] };
  };
  const source = part("source");
  const target = part("target");
  for (const [name, p] of [
    ["source", source],
    ["target", target],
  ] as const) {
    if (p.markup.length) {
      problems.push(
        `${at}: the ${name} of "${id}" holds inline markup (${p.markup.map((t) => `<${t}>`).join(", ")}), which a Fluent message cannot hold; write it as plain text (placeables as { $name })`,
      );
      return null;
    }
  }
  const str = target.text;
  return {
    ctx: `${fileId}|${id}`,
    id: source.text,
    str,
    flags: [...(seg && attr(seg, "state") === "initial" && str !== "" ? ["fuzzy"] : []), ...note("format")],
    extracted: [
      ...note("comment"),
      ...note("source-hash").map((h) => `source-hash: ${h}`),
      // what the export says to rebuild a Fluent value and record its English (po.ts)
      ...note("english-hash").map((h) => `english-hash: ${h}`),
      ...(note("format").includes("fluent-pattern") ? ["format: fluent"] : []),
    ],
    references: note("location"),
  };
}
