// Rules text and display names per locale, from compiler/i18n and the
// catalogues being edited (the store's copies of content/i18n/<locale>/*.ftl,
// so an unsaved translation shows on the card at once). English names come
// from the .grim sources as typed; en-XA is the pseudo-locale of English.
import type { EntityIR, ProgramIR } from "../../compiler/ir/types.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { contentMessageId } from "../../compiler/i18n/message-ids.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
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

/** The set catalogues extracted from the program; none while an id cannot be a message id yet. */
export function liveCatalogues(program: ProgramIR): Map<string, string> {
  try {
    return englishCatalogues(program);
  } catch {
    return new Map();
  }
}

/** English: the rules catalogue on disk, and the set catalogues as the sources now read. */
function englishTexts(docs: Docs, program: ProgramIR | null): string[] {
  const live = program ? liveCatalogues(program) : new Map<string, string>();
  const onDisk = [...docs.entries()]
    .filter(([p]) => p.startsWith("i18n/en/") && p.endsWith(".ftl") && !live.has(p.slice("i18n/en/".length, -".ftl".length)))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, d]) => d.text);
  return [...onDisk, ...live.values()];
}

const cache = new Map<string, { key: string; cat: RulesCatalogue; own: RulesCatalogue | null }>();

/** The locale's catalogue with English fallback, and (for translations) the locale's alone. */
function catalogueFor(docs: Docs, program: ProgramIR | null, locale: Locale): { cat: RulesCatalogue; own: RulesCatalogue | null } {
  const english = englishTexts(docs, program);
  const own = locale === "en" || locale === "en-XA" ? [] : catalogueTexts(docs, locale);
  const key = own.join("\u0000") + "\u0001" + english.join("\u0000");
  const hit = cache.get(locale);
  if (hit && hit.key === key) return hit;
  const made =
    locale === "en"
      ? { cat: new RulesCatalogue("en", english), own: null }
      : locale === "en-XA"
        ? { cat: new RulesCatalogue("en-XA", english.map(pseudoCatalogue)), own: null }
        : { cat: new RulesCatalogue(locale, own, english), own: new RulesCatalogue(locale, own) };
  cache.set(locale, { key, ...made });
  return made;
}

/** What a player reads while playing (prompts, options, log lines) in a locale, from the catalogues being edited. */
export function gameText(docs: Docs, program: ProgramIR | null, locale: Locale, heroGender: (hero: string) => string | undefined): GameText {
  return new GameText("adventure", catalogueFor(docs, program, locale).cat, { heroGender });
}

export function cardText(entity: EntityIR, locale: Locale, docs: Docs, program: ProgramIR | null): CardText {
  const { cat, own } = catalogueFor(docs, program, locale);
  const problems: RenderProblem[] = [];
  const text = (suffix: string): string | null => {
    const source = entity.texts.find((t) => t.id === `${entity.id}.${suffix}`)?.text ?? null;
    if (locale === "en" || source === null) return source;
    if (locale === "en-XA") return `[${pseudoText(source)}]`;
    // untranslated: the source text as typed, not an older English catalogue
    return own?.format(contentMessageId(`${entity.id}.${suffix}`, entity.game), {}, problems) ?? source;
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
