// The catalogues on disk: content/i18n/<locale>/*.ftl. Node-only (the CLI and
// tests); everything it hands on is pure data for the modules beside it.
//
//   content/i18n/en/rules.ftl                  rules text, written by hand (the source)
//   content/i18n/en/<game>-<set>.ftl           names and flavour, written by `grimoire i18n extract`
//   content/i18n/<locale>/rules.ftl            translations, each with `# source-hash: …`
//   content/i18n/<locale>/<game>-<set>.ftl

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProgramIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { execFileSync } from "node:child_process";
import { parseCatalogue, type Catalogue } from "./catalogue.ts";
import { englishHash, type NamedCatalogue, type PreviousEnglish } from "./check.ts";
import { englishCatalogues } from "./content-strings.ts";
import { parseGlossary, type GlossaryTerm } from "./glossary.ts";
import { pseudoCatalogue } from "./pseudo.ts";
import { RulesCatalogue } from "./rules-text.ts";
import { MessageNames } from "./message-names.ts";
import { CallSites, declaredCallSites, extractCallSites } from "./call-sites.ts";

export const SOURCE_LOCALE = "en";
export { PSEUDO_LOCALE } from "./pseudo.ts";
import { PSEUDO_LOCALE } from "./pseudo.ts";

export class I18nError extends Error {
  override name = "I18nError";
}

export interface Project {
  /** the repository root: content/ and content/i18n/ are under it */
  root: string;
}

export function i18nDir(p: Project): string {
  return path.join(p.root, "content", "i18n");
}

/** Locales with a folder under content/i18n, English first. */
export function locales(p: Project): string[] {
  const dir = i18nDir(p);
  if (!existsSync(dir)) return [];
  const found = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  // the pseudo-locale is generated, never checked as a translation
  return [SOURCE_LOCALE, ...found.filter((l) => l !== SOURCE_LOCALE && l !== PSEUDO_LOCALE)].filter((l) => found.includes(l));
}

/** Path as diagnostics show it: relative to the root, with / separators. */
export function displayPath(p: Project, file: string): string {
  return path.relative(p.root, file).split(path.sep).join("/");
}

export interface CatalogueFile {
  name: string;
  path: string;
  text: string;
}

export function readCatalogueFiles(p: Project, locale: string): CatalogueFile[] {
  const dir = path.join(i18nDir(p), locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ftl"))
    .sort()
    .map((f) => ({ name: f.slice(0, -4), path: path.join(dir, f), text: readFileSync(path.join(dir, f), "utf8") }));
}

export function loadLocale(p: Project, locale: string): NamedCatalogue[] {
  return readCatalogueFiles(p, locale).map((f) => ({ name: f.name, catalogue: parseCatalogue(displayPath(p, f.path), f.text) }));
}

/** Checks the .grim content with the compiler's front end; errors in the content stop extraction. */
export async function loadProgram(p: Project, games: GameRegistry): Promise<ProgramIR> {
  const [{ collectSources }, { checkSources }] = await Promise.all([import("../build/build.ts"), import("../build/front-end.ts")]);
  const contentDir = path.join(p.root, "content");
  const files = collectSources([contentDir], p.root);
  const { program, diagnostics } = checkSources(games)(files);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    throw new I18nError(
      `the content has ${errors.length} error(s); fix them before extracting strings:\n${errors
        .slice(0, 10)
        .map((d) => `  ${d.text}`)
        .join("\n")}`,
    );
  }
  return program;
}

export interface ExtractResult {
  written: string[];
  unchanged: string[];
}

/** Writes the English set catalogues from the content; files whose text is the same are left alone. */
export function writeEnglishCatalogues(p: Project, program: ProgramIR, games: GameRegistry): ExtractResult {
  const dir = path.join(i18nDir(p), SOURCE_LOCALE);
  mkdirSync(dir, { recursive: true });
  const out: ExtractResult = { written: [], unchanged: [] };
  for (const [name, text] of englishCatalogues(program, games)) {
    const file = path.join(dir, `${name}.ftl`);
    const rel = displayPath(p, file);
    if (existsSync(file) && readFileSync(file, "utf8") === text) out.unchanged.push(rel);
    else {
      writeFileSync(file, text);
      out.written.push(rel);
    }
  }
  return out;
}

/**
 * Everything a player of `locale` reads, as one catalogue: the locale's files
 * (the pseudo-locale is made from English on the fly) with English as fallback
 * unless `fallback` is false (tests use that to catch what was never translated).
 */
export function playerCatalogue(p: Project, games: GameRegistry, locale: string, fallback = true): RulesCatalogue {
  const names = MessageNames.of(games);
  const en = readCatalogueFiles(p, SOURCE_LOCALE).map((f) => f.text);
  if (locale === SOURCE_LOCALE) return new RulesCatalogue(names, locale, en);
  const sources = locale === PSEUDO_LOCALE ? en.map(pseudoCatalogue) : readCatalogueFiles(p, locale).map((f) => f.text);
  if (sources.length === 0) throw new I18nError(`there is no locale "${locale}" under content/i18n (known: ${locales(p).join(", ")}, ${PSEUDO_LOCALE})`);
  return new RulesCatalogue(names, locale, sources, fallback ? en : []);
}

/**
 * The English a stale translation was made from, found in the git history of
 * the English catalogue that holds the message: the newest earlier version
 * whose text has the hash the translation records. Looks back at most 200
 * commits per catalogue; outside a git checkout it knows nothing.
 */
export function previousEnglish(p: Project): PreviousEnglish {
  const en = loadLocale(p, SOURCE_LOCALE);
  const fileOf = new Map<string, string>();
  for (const { catalogue } of en) for (const e of catalogue.entries) if (!fileOf.has(e.id)) fileOf.set(e.id, catalogue.file);
  const versions = new Map<string, Catalogue[]>();
  const history = (file: string): Catalogue[] => {
    let v = versions.get(file);
    if (v) return v;
    v = [];
    try {
      const git = (args: string[]) => execFileSync("git", args, { cwd: p.root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 });
      for (const commit of git(["log", "--format=%H", "-n", "200", "--", file]).split("\n").filter(Boolean)) {
        v.push(parseCatalogue(file, git(["show", `${commit}:${file}`])));
      }
    } catch {
      // not a git checkout, or git is missing: no previous English
    }
    versions.set(file, v);
    return v;
  };
  return (id, hash) => {
    const file = fileOf.get(id);
    if (!file) return null;
    for (const c of history(file)) {
      const e = c.byId.get(id);
      if (e && englishHash(e) === hash) return e.plain && e.text !== null ? e.text : e.source;
    }
    return null;
  };
}

/**
 * The call sites of the runtimes (every .ts file under runtime/ and games/): which message ids the rules
 * code yields, with which arguments. None outside a checkout holding the runtimes.
 */
export function readCallSites(p: Project, games: GameRegistry): CallSites {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const d of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (d.name.endsWith(".ts")) files.push({ file: displayPath(p, full), text: readFileSync(full, "utf8") });
    }
  };
  walk(path.join(p.root, "runtime"));
  walk(path.join(p.root, "games"));
  return new CallSites([...extractCallSites(MessageNames.of(games), files), ...declaredCallSites(games)]);
}

/** The locale's glossary (content/i18n/<locale>/glossary.tsv), or none when it has none. */
export function readGlossary(root: string, locale: string): GlossaryTerm[] {
  const f = path.join(root, "content", "i18n", locale, "glossary.tsv");
  return existsSync(f) ? parseGlossary(readFileSync(f, "utf8")) : [];
}

/** The catalogue texts of a locale with English as fallback, as the rules renderer takes them. */
export function rendererSources(p: Project, locale: string): { sources: string[]; fallback: string[] } {
  const en = readCatalogueFiles(p, SOURCE_LOCALE).map((f) => f.text);
  if (locale === SOURCE_LOCALE) return { sources: en, fallback: [] };
  return { sources: readCatalogueFiles(p, locale).map((f) => f.text), fallback: en };
}
