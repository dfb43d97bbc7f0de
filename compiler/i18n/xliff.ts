// XLIFF 2.0 export and import, beside PO, for CAT tools that read XLIFF
// (Crowdin, Phrase, memoQ, Trados). The same entries as the PO export
// (po.ts exchangeEntries), so both formats import through one merge:
//
//   <file id="<catalogue>">                 one per catalogue ("rules", "runtime-adventure", "adventure-base")
//     <unit id="<message id>">
//       <notes>
//         <note category="location">        the English line ("content/i18n/en/rules.ftl:250")
//         <note category="comment">         the English file's comments: the .grim source, notes for translators
//         <note category="source-hash">     the English fingerprint the translation records
//         <note category="previous-source"> on a stale entry: the English it was made from
//         <note category="format">          "fluent-pattern": source and target are whole Fluent entries
//         <note category="face">            with `i18n export --faces <dir>`: the card face image the text is printed on
//       <segment state="translated">        "initial" when stale or untranslated
//         <source>  the English text (or entry)   <target>  the translation
//
// Whitespace is kept (xml:space="preserve"): a file exported and imported
// unchanged leaves the catalogues byte for byte.

import { XMLParser } from "fast-xml-parser";
import type { NamedCatalogue, PreviousEnglish } from "./check.ts";
import { exchangeEntries, mergeEntries, PoError, type FaceOf, type ImportResult, type ParsedPoEntry, type PoEntry } from "./po.ts";

export const XLIFF_NAMESPACE = "urn:oasis:names:tc:xliff:document:2.0";

function escape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/\r/g, "&#13;");
}

function unitXml(e: PoEntry, id: string): string {
  const notes: string[] = [];
  for (const r of e.references) notes.push(`<note category="location">${escape(r)}</note>`);
  for (const c of e.extracted) {
    const hash = /^source-hash: (.*)$/.exec(c);
    notes.push(hash ? `<note category="source-hash">${escape(hash[1])}</note>` : `<note category="comment">${escape(c)}</note>`);
  }
  if (e.previous !== undefined) notes.push(`<note category="previous-source">${escape(e.previous)}</note>`);
  if (e.flags.includes("fluent-pattern")) notes.push(`<note category="format">fluent-pattern</note>`);
  if (e.face) notes.push(`<note category="face">${escape(e.face)}</note>`);
  const state = e.str === "" || e.flags.includes("fuzzy") ? "initial" : "translated";
  const lines = [`    <unit id="${escape(id)}">`];
  if (notes.length) lines.push("      <notes>", ...notes.map((n) => `        ${n}`), "      </notes>");
  lines.push(`      <segment state="${state}">`, `        <source>${escape(e.id)}</source>`);
  if (e.str !== "") lines.push(`        <target>${escape(e.str)}</target>`);
  lines.push("      </segment>", "    </unit>");
  return lines.join("\n");
}

/** The locale as an XLIFF 2.0 document. */
export function exportXliff(locale: string, en: NamedCatalogue[], target: NamedCatalogue[], previous: PreviousEnglish = () => null, faceOf: FaceOf = () => null): string {
  const byFile = new Map<string, string[]>();
  for (const e of exchangeEntries(en, target, previous, faceOf)) {
    const bar = e.ctx.indexOf("|");
    const file = e.ctx.slice(0, bar);
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file)!.push(unitXml(e, e.ctx.slice(bar + 1)));
  }
  const files = [...byFile].map(([id, units]) => [`  <file id="${escape(id)}" xml:space="preserve">`, ...units, "  </file>"].join("\n"));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" version="2.0" srcLang="en" trgLang="${escape(locale)}">`,
    ...files,
    "</xliff>",
    "",
  ].join("\n");
}

interface XNote {
  "#text"?: string;
  "@_category"?: string;
}
interface XUnit {
  "@_id": string;
  notes?: { note?: XNote[] }[];
  segment?: { "@_state"?: string; source?: string[]; target?: string[] }[];
}
interface XFile {
  "@_id": string;
  unit?: XUnit[];
}

/** The target language and entries of an XLIFF 2.0 document, with a clear error for anything else. */
export function parseXliff(text: string, file = "input.xlf"): { trgLang: string | null; entries: ParsedPoEntry[] } {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ["file", "unit", "notes", "note", "segment", "source", "target"].includes(name),
  });
  let doc: { xliff?: { "@_xmlns"?: string; "@_version"?: string; "@_trgLang"?: string; file?: XFile[] } };
  try {
    doc = parser.parse(text, true);
  } catch (e) {
    throw new PoError(`${file}: not well-formed XML: ${(e as Error).message}`);
  }
  const root = doc.xliff;
  if (!root || root["@_xmlns"] !== XLIFF_NAMESPACE || root["@_version"] !== "2.0") {
    throw new PoError(`${file}: not an XLIFF 2.0 document (expected <xliff xmlns="${XLIFF_NAMESPACE}" version="2.0">)`);
  }
  const lineOf = (id: string): number => {
    const at = text.indexOf(`<unit id="${id}"`);
    return at < 0 ? 1 : text.slice(0, at).split("\n").length;
  };
  const entries: ParsedPoEntry[] = [];
  for (const f of root.file ?? []) {
    for (const u of f.unit ?? []) {
      const notes = (u.notes ?? []).flatMap((n) => n.note ?? []);
      const note = (cat: string) => notes.filter((n) => n["@_category"] === cat).map((n) => n["#text"] ?? "");
      const seg = u.segment?.[0];
      const str = seg?.target?.[0] ?? "";
      const flags = [...(seg?.["@_state"] === "initial" && str !== "" ? ["fuzzy"] : []), ...note("format")];
      const extracted = [...note("comment"), ...note("source-hash").map((h) => `source-hash: ${h}`)];
      entries.push({
        ctx: `${f["@_id"]}|${u["@_id"]}`,
        id: typeof seg?.source?.[0] === "string" ? seg.source[0] : "",
        str: typeof str === "string" ? str : "",
        flags,
        extracted,
        references: note("location"),
        line: lineOf(u["@_id"]),
      });
    }
  }
  return { trgLang: root["@_trgLang"] ?? null, entries };
}

/** Merges an XLIFF document's translations into the locale's catalogues, as importPo does for PO. */
export function importXliff(text: string, file: string, target: Map<string, { file: string; text: string }>, english?: Set<string>): ImportResult {
  return mergeEntries(parseXliff(text, file).entries, file, target, english);
}
