// Quality checks a reviewer would make on a translation, beyond what the
// renderer needs: Romanian comma-below letters, and the locale's glossary
// (content/i18n/<locale>/glossary.tsv) used for its concepts.

import type { NamedCatalogue, I18nDiagnostic } from "./check.ts";
import { lineIndex } from "./catalogue.ts";
import type { GlossaryTerm } from "./glossary.ts";
import { FluentParser, type Pattern } from "@fluent/syntax";

const wordsParser = new FluentParser({ withSpans: false });

/**
 * The words an English entry says, every variant's included, without what is
 * code: `{ $region }`, a selector key `[monster]`, a helper's id. A variable
 * named "region" does not make the message speak of regions.
 */
export function spokenWords(entrySource: string): string {
  const r = wordsParser.parse(`${entrySource}\n`);
  const e = r.body[0];
  if (!e || (e.type !== "Message" && e.type !== "Term")) return "";
  const out: string[] = [];
  const pattern = (p: Pattern | null) => {
    for (const el of p?.elements ?? []) {
      if (el.type === "TextElement") out.push(el.value);
      else expr(el.expression);
    }
    out.push(" ");
  };
  const expr = (x: { type: string }) => {
    if (x.type === "StringLiteral") out.push((x as unknown as { value: string }).value);
    else if (x.type === "SelectExpression") for (const v of (x as unknown as { variants: { value: Pattern }[] }).variants) pattern(v.value);
    else if (x.type === "Placeable") expr((x as unknown as { expression: { type: string } }).expression);
    else out.push(" ");
  };
  pattern(e.value);
  for (const a of e.attributes) pattern(a.value);
  return out.join("");
}

/** Romanian writes ș ț Ș Ț (comma below); the cedilla forms come from old keyboards and fonts. */
const CEDILLA: Record<string, string> = { ş: "ș", ţ: "ț", Ş: "Ș", Ţ: "Ț" };
const CEDILLA_RE = /[şţŞŢ]/g;

const usesCommaBelow = (locale: string): boolean => /^(ro|mo)(-|$)/i.test(locale);

/** Every cedilla letter in a Romanian catalogue, as an error with its fix. */
export function cedillaProblems(locale: string, files: { file: string; text: string }[]): I18nDiagnostic[] {
  if (!usesCommaBelow(locale)) return [];
  const out: I18nDiagnostic[] = [];
  for (const { file, text } of files) {
    const at = lineIndex(text);
    for (const m of text.matchAll(CEDILLA_RE)) {
      const pos = at(m.index);
      out.push({
        severity: "error",
        code: "cedilla",
        message: `"${m[0]}" has a cedilla: Romanian writes "${CEDILLA[m[0]]}" with a comma below (\`grimoire i18n fix --locale ${locale}\` replaces it)`,
        file,
        line: pos.line,
        column: pos.column,
      });
    }
  }
  return out;
}

/** The text with every cedilla letter replaced by its comma-below letter (Romanian only). */
export function fixCedillas(locale: string, text: string): string {
  return usesCommaBelow(locale) ? text.replace(CEDILLA_RE, (c) => CEDILLA[c]) : text;
}

/** A translation's text with the terms and helpers it references written in (three levels deep, no further). */
function referenceExpander(target: NamedCatalogue[]): (text: string) => string {
  const bodies = new Map<string, string>();
  for (const { catalogue } of target) for (const e of catalogue.entries) if (!bodies.has(e.id)) bodies.set(e.id, e.source.replace(/^[^=]*=/, ""));
  return (text) => {
    let out = text;
    for (let depth = 0; depth < 3; depth++) out = out.replace(/\{\s*(-?[a-zA-Z][\w-]*)[^{}]*\}/g, (whole, id: string) => bodies.get(id) ?? whole);
    return out;
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term's patterns, made once per check rather than once per term and message (Romanian's 1,800 messages
 * against its 48 terms made close to a hundred thousand regular expressions a check, most of a second):
 * its English word as a whole word, any case, a plural "s" allowed; each of its forms opening a text; the
 * word anywhere, to blank it out.
 */
interface TermPatterns {
  term: GlossaryTerm;
  mentioned: RegExp;
  opens: RegExp[];
  everywhere: RegExp;
}

function patternsOf(term: GlossaryTerm): TermPatterns {
  return {
    term,
    mentioned: new RegExp(`(^|[^\\p{L}])${escapeRegExp(term.english)}s?(?![\\p{L}])`, "iu"),
    opens: term.forms.map((f) => new RegExp(`^${escapeRegExp(f)}(?![\\p{L}])`, "iu")),
    everywhere: new RegExp(escapeRegExp(term.english), "giu"),
  };
}

/**
 * Translations that do not use the glossary's term where the English uses its
 * word: a warning naming the expected term. The translation's text includes what
 * its term and helper references say, so `{ -indiciu }` counts as "Indiciu".
 */
export function glossaryProblems(en: NamedCatalogue[], target: NamedCatalogue[], terms: GlossaryTerm[]): I18nDiagnostic[] {
  const out: I18nDiagnostic[] = [];
  const expand = referenceExpander(target);
  const patterns = terms.map(patternsOf);
  const english = new Map<string, string>();
  for (const { catalogue } of en)
    for (const e of catalogue.entries)
      if (e.kind === "message" && !english.has(e.id)) english.set(e.id, e.plain && e.text !== null ? e.text : spokenWords(e.source));
  for (const { catalogue } of target) {
    for (const e of catalogue.entries) {
      const source = english.get(e.id);
      if (e.kind !== "message" || source === undefined) continue;
      const mine = expand(e.plain && e.text !== null ? e.text : e.source.replace(/^[^=]*=/, ""));
      // a translated name that opens with a game term reads as that term ("Rană gravă" for Grave Injury)
      if (e.id.endsWith("__name") && e.plain && e.text !== null) {
        const clash = patterns.find((t) => !t.term.kept && !t.mentioned.test(source) && t.opens.some((f) => f.test(e.text!)))?.term;
        if (clash) {
          out.push({
            severity: "warning",
            code: "glossary",
            message: `"${e.id}": the name "${e.text}" opens with the game term "${clash.forms[0]}" (${clash.english}) though the English "${source}" does not mean it: choose words a player cannot take for the term`,
            file: catalogue.file,
            line: e.at.line,
            column: e.at.column,
          });
        }
      }
      // a proper name kept in English ("Monster Trail") does not ask for the terms its words are
      const spoken = patterns
        .filter((t) => t.term.kept && t.mentioned.test(source) && t.mentioned.test(mine))
        .reduce((text, t) => text.replace(t.everywhere, " "), source);
      for (const { term: t, mentioned } of patterns) {
        if (t.kept || !mentioned.test(spoken)) continue;
        if (t.forms.some((f) => mine.toLowerCase().includes(f.toLowerCase()))) continue;
        out.push({
          severity: "warning",
          code: "glossary",
          message: `"${e.id}": the English says "${t.english}", the glossary's term is "${t.forms[0]}"${
            t.forms.length > 1
              ? ` (or ${t.forms
                  .slice(1)
                  .map((f) => `"${f}"`)
                  .join(", ")})`
              : ""
          }${t.note ? `: ${t.note}` : ""}`,
          file: catalogue.file,
          line: e.at.line,
          column: e.at.column,
        });
      }
    }
  }
  return out;
}
