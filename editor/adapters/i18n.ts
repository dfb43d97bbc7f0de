// Rules text and display names per locale, from compiler/i18n and the
// catalogues being edited (the store's copies of content/i18n/<locale>/*.ftl,
// so an unsaved translation shows on the card at once).
import type { EntityIR } from "../../compiler/ir/types.ts";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { contentMessageId } from "../../compiler/i18n/message-ids.ts";
import type { Locale } from "../state/store.ts";

export interface CardText {
  name: string;
  flavour: string | null;
  rules: string[];
  problems: RenderProblem[];
}

function catalogueTexts(docs: Map<string, { text: string }>, locale: string): string[] {
  return [...docs.entries()]
    .filter(([p]) => p.startsWith(`i18n/${locale}/`) && p.endsWith(".ftl"))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, d]) => d.text);
}

const catalogues = new Map<string, { key: string; cat: RulesCatalogue }>();

function catalogueFor(docs: Map<string, { text: string }>, locale: Locale): RulesCatalogue {
  const english = catalogueTexts(docs, "en");
  const own = locale === "en" ? english : catalogueTexts(docs, locale);
  const key = own.join("\u0000") + "\u0001" + english.join("\u0000");
  const hit = catalogues.get(locale);
  if (hit && hit.key === key) return hit.cat;
  const cat = new RulesCatalogue(locale, own, locale === "en" ? [] : english);
  catalogues.set(locale, { key, cat });
  return cat;
}

export function cardText(entity: EntityIR, locale: Locale, docs: Map<string, { text: string }>): CardText {
  const cat = catalogueFor(docs, locale === "en-XA" ? "en" : locale);
  const problems: RenderProblem[] = [];
  const text = (suffix: string): string | null => {
    const source = entity.texts.find((t) => t.id === `${entity.id}.${suffix}`);
    const translated = locale === "en" ? null : cat.format(contentMessageId(`${entity.id}.${suffix}`), {}, problems);
    return translated ?? source?.text ?? null;
  };
  let rules: string[];
  try {
    rules = renderRulesText(entity, cat, { problems });
  } catch (e) {
    rules = [];
    problems.push({ message: `Rules text could not be rendered: ${(e as Error).message}`, at: null });
  }
  const out: CardText = { name: text("name") ?? entity.name, flavour: text("flavour"), rules, problems };
  return locale === "en-XA" ? pseudoLocalise(out) : out;
}

/** en-XA: accented, about a third longer and bracketed, so truncation and untranslated text stand out. */
const ACCENTS: Record<string, string> = { a: "á", e: "é", i: "í", o: "ö", u: "ü", c: "ç", n: "ñ", y: "ý", A: "Å", E: "É", I: "Î", O: "Ø", U: "Û", C: "Ç", N: "Ñ" };

export function pseudo(s: string): string {
  const accented = s.replace(/[aeiouycnAEIOUCN]/g, (c) => ACCENTS[c] ?? c);
  const pad = "·".repeat(Math.ceil(s.length * 0.35));
  return `[${accented}${pad}]`;
}

function pseudoLocalise(t: CardText): CardText {
  return { ...t, name: pseudo(t.name), flavour: t.flavour === null ? null : pseudo(t.flavour), rules: t.rules.map(pseudo) };
}
