// A card's words per locale (name, flavour, rules text) from the catalogues
// given as texts by path ("i18n/<locale>/<name>.ftl", relative to content/):
// the editor passes its open copies, so an unsaved translation shows on the
// card at once; the CLI passes the files on disk. English names come from the
// .grim sources as typed; en-XA is the pseudo-locale of English.
// Pure TypeScript: the editor and the CLI share it.
import type { EntityIR, ProgramIR } from "../../core/ir.ts";
import { englishCatalogues } from "./content-strings.ts";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "./rules-text.ts";
import type { GameWords } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { MessageNames } from "./message-names.ts";
import { pseudoCatalogue, pseudoText } from "./pseudo.ts";

/** "en", "ro", "en-XA" (the pseudo-locale), or any locale with catalogues */
export type Locale = string;

export interface CardText {
  name: string;
  flavour: string | null;
  rules: string[];
  problems: RenderProblem[];
}

export type Docs = Map<string, { text: string }>;

/** A locale's catalogue texts by catalogue name ("rules", "oldworld-core"), in the order of their paths. */
export function localeCatalogues(docs: Docs, locale: string): Map<string, string> {
  const prefix = `i18n/${locale}/`;
  return new Map(
    [...docs.entries()]
      .filter(([p]) => p.startsWith(prefix) && p.endsWith(".ftl"))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([p, d]) => [p.slice(prefix.length, -".ftl".length), d.text]),
  );
}

function catalogueTexts(docs: Docs, locale: string): string[] {
  return [...localeCatalogues(docs, locale).values()];
}

const live = new WeakMap<ProgramIR, Map<string, string>>();

/** The set catalogues extracted from the program; none while an id cannot be a message id yet. Cached per program (a check makes a new one). */
export function liveCatalogues(program: ProgramIR, games: GameRegistry<GameWords>): Map<string, string> {
  let made = live.get(program);
  if (!made) {
    try {
      made = englishCatalogues(program, games);
    } catch {
      made = new Map();
    }
    live.set(program, made);
  }
  return made;
}

/** English by catalogue name: the rules catalogue on disk, and the set catalogues as the sources now read. */
export function englishCatalogueTexts(games: GameRegistry<GameWords>, docs: Docs, program: ProgramIR | null): Map<string, string> {
  const live = program ? liveCatalogues(program, games) : new Map<string, string>();
  const onDisk = [...localeCatalogues(docs, "en")].filter(([name]) => !live.has(name));
  return new Map([...onDisk, ...live]);
}

function englishTexts(games: GameRegistry<GameWords>, docs: Docs, program: ProgramIR | null): string[] {
  return [...englishCatalogueTexts(games, docs, program).values()];
}

const cache = new Map<string, { names: MessageNames; ownTexts: string[]; english: string[]; cat: RulesCatalogue; own: RulesCatalogue | null }>();

/**
 * The same texts in the same order. Asked once a card: unchanged texts are the very strings of the last call, which
 * compare at once, so the cost is the number of catalogue files, not their length (a key joined from every text
 * made printing n cards cost n times the catalogues).
 */
function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

/** The locale's catalogue with English fallback, and (for translations) the locale's alone. */
export function catalogueFor(
  games: GameRegistry<GameWords>,
  docs: Docs,
  program: ProgramIR | null,
  locale: Locale,
): { cat: RulesCatalogue; own: RulesCatalogue | null } {
  const names = MessageNames.of(games);
  const english = englishTexts(games, docs, program);
  const own = locale === "en" || locale === "en-XA" ? [] : catalogueTexts(docs, locale);
  const hit = cache.get(locale);
  if (hit && hit.names === names && sameTexts(hit.ownTexts, own) && sameTexts(hit.english, english)) return hit;
  const made =
    locale === "en"
      ? { cat: new RulesCatalogue(names, "en", english), own: null }
      : locale === "en-XA"
        ? { cat: new RulesCatalogue(names, "en-XA", english.map(pseudoCatalogue)), own: null }
        : { cat: new RulesCatalogue(names, locale, own, english), own: new RulesCatalogue(names, locale, own) };
  cache.set(locale, { names, ownTexts: own, english, ...made });
  return made;
}

export function cardText(games: GameRegistry<GameWords>, entity: EntityIR, locale: Locale, docs: Docs, program: ProgramIR | null): CardText {
  const { cat, own } = catalogueFor(games, docs, program, locale);
  const problems: RenderProblem[] = [];
  const text = (suffix: string): string | null => {
    const source = entity.texts.find((t) => t.id === `${entity.id}.${suffix}`)?.text ?? null;
    if (locale === "en" || source === null) return source;
    if (locale === "en-XA") return `[${pseudoText(source)}]`;
    // untranslated: the source text as typed, not an older English catalogue
    return own?.format(cat.names.content(`${entity.id}.${suffix}`, entity.game), {}, problems) ?? source;
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
