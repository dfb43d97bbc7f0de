// Rules text and display names per locale, from compiler/i18n and the
// catalogues being edited (the store's copies of content/i18n/<locale>/*.ftl,
// so an unsaved translation shows on the card at once). English names come
// from the .grim sources as typed; en-XA is the pseudo-locale of English.
import type { EntityIR } from "../../compiler/ir/types.ts";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { contentMessageId } from "../../compiler/i18n/message-ids.ts";
import { pseudoCatalogue, pseudoText } from "../../compiler/i18n/pseudo.ts";
import type { Locale } from "../state/store.ts";

export interface CardText {
  name: string;
  flavour: string | null;
  rules: string[];
  problems: RenderProblem[];
}

type Docs = Map<string, { text: string }>;

function catalogueTexts(docs: Docs, locale: string): string[] {
  return [...docs.entries()]
    .filter(([p]) => p.startsWith(`i18n/${locale}/`) && p.endsWith(".ftl"))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, d]) => d.text);
}

const cache = new Map<string, { key: string; cat: RulesCatalogue }>();

function catalogueFor(docs: Docs, locale: Locale): RulesCatalogue {
  const english = catalogueTexts(docs, "en");
  const own = locale === "en" ? english : locale === "en-XA" ? null : catalogueTexts(docs, locale);
  const key = (own ?? []).join("\u0000") + "\u0001" + english.join("\u0000");
  const hit = cache.get(locale);
  if (hit && hit.key === key) return hit.cat;
  const cat =
    locale === "en"
      ? new RulesCatalogue("en", english)
      : locale === "en-XA"
        ? new RulesCatalogue("en-XA", english.map(pseudoCatalogue))
        : new RulesCatalogue(locale, own!, english);
  cache.set(locale, { key, cat });
  return cat;
}

export function cardText(entity: EntityIR, locale: Locale, docs: Docs): CardText {
  const cat = catalogueFor(docs, locale);
  const problems: RenderProblem[] = [];
  const text = (suffix: string): string | null => {
    const source = entity.texts.find((t) => t.id === `${entity.id}.${suffix}`)?.text ?? null;
    if (locale === "en" || source === null) return source;
    if (locale === "en-XA") return `[${pseudoText(source)}]`;
    return cat.format(contentMessageId(`${entity.id}.${suffix}`), {}, problems) ?? source;
  };
  let rules: string[];
  try {
    rules = renderRulesText(entity, cat, { problems });
  } catch (e) {
    rules = [];
    problems.push({ message: `Rules text could not be rendered: ${(e as Error).message}`, at: null });
  }
  return { name: text("name") ?? entity.name, flavour: text("flavour"), rules, problems };
}
