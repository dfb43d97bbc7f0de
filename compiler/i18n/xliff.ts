// XLIFF 2.0 export and import, beside PO, for CAT tools that read XLIFF
// (Crowdin, Phrase, memoQ, Trados). The same entries as the PO export
// (po.ts exchangeEntries), so both formats import through one merge:
//
//   <file id="<catalogue>">                 one per catalogue ("rules", "runtime-adventure", "adventure-base")
//     <unit id="<message id>">
//       <notes>
//         <note category="location">        the English line ("content/i18n/en/rules.ftl:250")
//         <note category="comment">         the English file's comments: the .grim source, notes for translators
//         <note category="placeholder">     what a placeholder holds ("$amount: a number …"), from the rules code's call sites
//         <note category="room">            where the length limit comes from (the card face's region)
//         <note category="english-hash">    the English entry's fingerprint, recorded on import
//         <note category="source-hash">     the English fingerprint the translation records
//         <note category="previous-source"> on a stale entry: the English it was made from
//         <note category="format">          "fluent-pattern": source and target are Fluent values ("Receive { $amount } gold")
//         <note category="face">            with `i18n export --faces <dir>`: the card face image the text is printed on
//       <segment state="translated">        "initial" when stale or untranslated
//         <source>  the English text (or entry)   <target>  the translation
//
// A unit with a length limit (the room on its card face, or the source's `max N`)
// carries it in the Size and Length Restriction module: `slr:sizeRestriction`
// in code points, the profile declared once per file (<slr:profiles>). The
// export validates against the OASIS core schema and that module's schema.
//
// Whitespace is kept (xml:space="preserve"): a file exported and imported
// unchanged leaves the catalogues byte for byte.

import type { NamedCatalogue, PreviousEnglish } from "./check.ts";
import { exchangeEntries, mergeEntries, type EnglishIds, type ExchangeContext, type FaceOf, type ImportResult, type PoEntry } from "./po.ts";
import { parseXliff, XLIFF_NAMESPACE } from "./xliff-read.ts";

export { parseXliff, XLIFF_NAMESPACE };
export const SLR_NAMESPACE = "urn:oasis:names:tc:xliff:sizerestriction:2.0";

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/\r/g, "&#13;");
}

function unitXml(e: PoEntry, id: string): string {
  const notes: string[] = [];
  for (const r of e.references) notes.push(`<note category="location">${escapeXml(r)}</note>`);
  let limit: string | null = null;
  for (const c of e.extracted) {
    const m = /^(source-hash|english-hash|max-length|room|format): (.*)$/.exec(c) ?? /^(placeholder) (.*)$/.exec(c);
    if (m?.[1] === "max-length") limit = m[2];
    else if (m?.[1] === "format")
      continue; // the format note below says it
    else notes.push(m ? `<note category="${m[1]}">${escapeXml(m[2])}</note>` : `<note category="comment">${escapeXml(c)}</note>`);
  }
  if (e.previous !== undefined) notes.push(`<note category="previous-source">${escapeXml(e.previous)}</note>`);
  if (e.flags.includes("fluent-pattern")) notes.push(`<note category="format">fluent-pattern</note>`);
  if (e.face) notes.push(`<note category="face">${escapeXml(e.face)}</note>`);
  const state = e.str === "" || e.flags.includes("fuzzy") ? "initial" : "translated";
  const lines = [`    <unit id="${escapeXml(id)}"${limit !== null ? ` slr:sizeRestriction="${escapeXml(limit)}"` : ""}>`];
  if (notes.length) lines.push("      <notes>", ...notes.map((n) => `        ${n}`), "      </notes>");
  lines.push(`      <segment state="${state}">`, `        <source>${escapeXml(e.id)}</source>`);
  if (e.str !== "") lines.push(`        <target>${escapeXml(e.str)}</target>`);
  lines.push("      </segment>", "    </unit>");
  return lines.join("\n");
}

/** The locale as an XLIFF 2.0 document. */
export function exportXliff(
  locale: string,
  en: NamedCatalogue[],
  target: NamedCatalogue[],
  previous: PreviousEnglish = () => null,
  faceOf: FaceOf = () => null,
  context: ExchangeContext = {},
): string {
  const byFile = new Map<string, string[]>();
  // XLIFF 2.0 has no plural forms: a plural message travels as its Fluent value
  for (const e of exchangeEntries(en, target, previous, faceOf, { ...context, locale, plurals: false })) {
    const bar = e.ctx.indexOf("|");
    const file = e.ctx.slice(0, bar);
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file)!.push(unitXml(e, e.ctx.slice(bar + 1)));
  }
  // lengths are counted in Unicode code points, as the check counts them
  const profiles = `    <slr:profiles generalProfile="xliff:codepoints"/>`;
  const files = [...byFile].map(([id, units]) =>
    [
      `  <file id="${escapeXml(id)}" xml:space="preserve">`,
      ...(units.some((u) => u.includes("slr:sizeRestriction")) ? [profiles] : []),
      ...units,
      "  </file>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NAMESPACE}" xmlns:slr="${SLR_NAMESPACE}" version="2.0" srcLang="en" trgLang="${escapeXml(locale)}">`,
    ...files,
    "</xliff>",
    "",
  ].join("\n");
}

/** Merges an XLIFF document's translations into the locale's catalogues, as importPo does for PO. */
export function importXliff(text: string, file: string, target: Map<string, { file: string; text: string }>, english?: EnglishIds): ImportResult {
  const read = parseXliff(text, file);
  const r = mergeEntries(read.entries, file, target, english);
  return read.problems.length ? { ...r, files: new Map(), problems: [...read.problems, ...r.problems] } : r;
}
