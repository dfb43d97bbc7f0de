// `grimoire i18n …`: the translator's commands. status (coverage), check
// (everything wrong in a locale, file:line:col, exit 1 on errors), extract
// (English catalogues from the .grim content), export/import (gettext PO),
// stamp (record the English a new translation was made from), fix (the check's
// automatic fixes), pseudo (en-XA)
// and render (rules text of the content in a locale, for review).

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";

type Print = (line: string) => void;

export function registerI18n(program: Command): void {
  const i18n = program.command("i18n").description("translation catalogues: coverage, checks, extraction, PO export/import");
  // every subcommand reads the catalogues and the content under one repository root
  const sub = (name: string, description: string) => i18n.command(name).description(description).option("--root <dir>", "repository root", ".");
  const root = (opts: { root?: string }) => path.resolve(opts.root ?? ".");

  sub("status", "coverage per locale and catalogue").action(async (opts: { root?: string }) => {
    process.exitCode = await runStatus(root(opts));
  });

  sub("check", "missing, stale, unused and broken translations, syntax errors; exit 1 on errors")
    .option("--locale <locale>", "the locale to check (default: every locale)")
    .option("--no-content", "do not compare the English catalogues with the .grim content")
    .action(async (opts: { locale?: string; content: boolean; root?: string }) => {
      process.exitCode = await runCheck(root(opts), { locale: opts.locale, content: opts.content });
    });

  sub("fix", "apply the check's automatic fixes to a locale's catalogues (Romanian: cedilla ş ţ to comma-below ș ț)")
    .requiredOption("--locale <locale>", "the locale to fix")
    .action(async (opts: { locale: string; root?: string }) => {
      process.exitCode = await runFix(root(opts), opts.locale);
    });

  sub("extract", "write the English catalogues of names and flavour from the .grim content").action(async (opts: { root?: string }) => {
    process.exitCode = await runExtract(root(opts));
  });

  sub("export", "export a locale for CAT tools")
    .requiredOption("--locale <locale>", "the locale to export")
    .option("--format <format>", "po (gettext) or xliff (XLIFF 2.0)", "po")
    .option("--out <file>", "write here instead of standard output")
    .option("--faces <dir>", "also draw every card in the locale as a PNG here, and point each card's entries at its image")
    .action(async (opts: { locale: string; format: string; out?: string; faces?: string; root?: string }) => {
      process.exitCode = await runExport(root(opts), opts.locale, opts.format, opts.out, console.log, opts.faces);
    });

  sub("import", "merge a translated PO or XLIFF 2.0 file into its locale's catalogues")
    .argument("<file>", "the .po or .xlf file")
    .option("--locale <locale>", "the locale (default: the PO header's Language, the XLIFF trgLang)")
    .action(async (file: string, opts: { locale?: string; root?: string }) => {
      process.exitCode = await runImport(root(opts), file, opts.locale);
    });

  sub("init", "start a new locale: content/i18n/<locale>/rules.ftl seeded with the English glossary and grammar helpers")
    .requiredOption("--locale <locale>", "the new locale (BCP 47, e.g. de, pl, pt-BR)")
    .action(async (opts: { locale: string; root?: string }) => {
      process.exitCode = await runInit(root(opts), opts.locale);
    });

  sub("stamp", "record the English source hash on new translations (and on the named ones, after review)")
    .requiredOption("--locale <locale>", "the locale")
    .argument("[ids...]", "message ids to re-stamp even if stale")
    .action(async (ids: string[], opts: { locale: string; root?: string }) => {
      process.exitCode = await runStamp(root(opts), opts.locale, ids);
    });

  sub("pseudo", "write the en-XA pseudo-locale (accented, longer, bracketed English)")
    .requiredOption("--out <dir>", "directory to write the .ftl files to")
    .action(async (opts: { out: string; root?: string }) => {
      process.exitCode = await runPseudo(root(opts), opts.out);
    });

  sub("render", "print the rules text of the content (or of the given entity ids) in a locale")
    .option("--locale <locale>", "locale, or en-XA for the pseudo-locale", "en")
    .argument("[ids...]", "entity ids, e.g. investigation.zerikanian-assassin")
    .action(async (ids: string[], opts: { locale: string; root?: string }) => {
      process.exitCode = await runRender(root(opts), opts.locale, ids);
    });
}

/** Bad input is a message and exit code 1, never a stack trace. */
async function guarded(print: Print, f: () => Promise<number>): Promise<number> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof Error && /^(I18nError|PoError|BuildError|LinkError)$/.test(e.name)) {
      print(`error: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

/** The content's checked program, checked with every registered game. */
async function loadContent(p: { root: string }) {
  const [{ loadProgram }, { games }] = await Promise.all([import("../../i18n/project.ts"), import("../../../games/registry.ts")]);
  return loadProgram(p, games);
}

async function lib() {
  const [project, check, po, stamp, pseudo, rules, strings, catalogue, ids] = await Promise.all([
    import("../../i18n/project.ts"),
    import("../../i18n/check.ts"),
    import("../../i18n/po.ts"),
    import("../../i18n/stamp.ts"),
    import("../../i18n/pseudo.ts"),
    import("../../i18n/rules-text.ts"),
    import("../../i18n/content-strings.ts"),
    import("../../i18n/catalogue.ts"),
    import("../../i18n/message-ids.ts"),
  ]);
  const [seed, quality, glossary, xliff, input, grammar, names, { games }] = await Promise.all([
    import("../../i18n/new-locale.ts"),
    import("../../i18n/quality.ts"),
    import("../../i18n/glossary.ts"),
    import("../../i18n/xliff.ts"),
    import("../../i18n/exchange-input.ts"),
    import("../../i18n/grammar-check.ts"),
    import("../../i18n/message-names.ts"),
    import("../../../games/registry.ts"),
  ]);
  return {
    ...project,
    ...check,
    ...po,
    ...stamp,
    ...pseudo,
    ...rules,
    ...strings,
    ...catalogue,
    ...ids,
    ...seed,
    ...quality,
    ...glossary,
    ...xliff,
    ...input,
    ...grammar,
    ...names,
    /** the registered games, whose message names and call sites the translators' files hold */
    games,
  };
}

function requireLocale(L: Awaited<ReturnType<typeof lib>>, root: string, locale: string): void {
  if (!L.locales({ root }).includes(locale)) {
    throw new L.I18nError(
      `no catalogues for locale "${locale}" under content/i18n/ (found: ${L.locales({ root }).join(", ") || "none"}); create content/i18n/${locale}/ to start one`,
    );
  }
}

export async function runStatus(root: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    const p = { root };
    const en = L.loadLocale(p, L.SOURCE_LOCALE);
    if (!en.length) throw new L.I18nError("no English catalogues in content/i18n/en/: run `grimoire i18n extract`");
    print("locale  catalogue                 translated  stale  missing  coverage");
    for (const locale of L.locales(p).filter((l) => l !== L.SOURCE_LOCALE)) {
      const r = L.checkLocale(locale, en, L.loadLocale(p, locale));
      let total = 0;
      let done = 0;
      for (const c of r.coverage) {
        total += c.total;
        done += c.translated;
        print(
          `${locale.padEnd(7)} ${c.catalogue.padEnd(25)} ${`${c.translated}/${c.total}`.padStart(10)}  ${String(c.stale).padStart(5)}  ${String(c.missing).padStart(7)}  ${L.percent(c).padStart(8)}`,
        );
      }
      print(
        `${locale.padEnd(7)} ${"all".padEnd(25)} ${`${done}/${total}`.padStart(10)}  ${"".padStart(5)}  ${"".padStart(7)}  ${L.percent({ locale, catalogue: "all", total, translated: done, stale: 0, missing: 0 }).padStart(8)}`,
      );
    }
    return 0;
  });
}

export async function runCheck(root: string, opts: { locale?: string; content?: boolean }, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    const p = { root };
    const en = L.loadLocale(p, L.SOURCE_LOCALE);
    if (!en.length) throw new L.I18nError("no English catalogues in content/i18n/en/: run `grimoire i18n extract`");
    const diagnostics = L.checkSource(en, L.games);
    if (opts.content !== false) {
      // the English set catalogues must say what the .grim files say
      const program = await loadContent(p);
      const wanted = L.englishCatalogues(program, L.games);
      const onDisk = new Map(L.readCatalogueFiles(p, L.SOURCE_LOCALE).map((f) => [f.name, f]));
      for (const [name, text] of wanted) {
        const f = onDisk.get(name);
        if (!f || f.text !== text) {
          diagnostics.push({
            severity: "error",
            code: "missing",
            message: `content/i18n/en/${name}.ftl does not match the .grim content: run \`grimoire i18n extract\``,
            file: `content/i18n/en/${name}.ftl`,
            line: 1,
            column: 1,
          });
        }
      }
    }
    // the rules code's call sites: which arguments each message gets
    const registry = L.games;
    const names = L.MessageNames.of(registry);
    const sites = L.readCallSites(p, registry);
    const texts = (locale: string) => L.readCatalogueFiles(p, locale).map((f) => ({ name: f.name, file: L.displayPath(p, f.path), text: f.text }));
    const enTexts = texts(L.SOURCE_LOCALE);
    diagnostics.push(...L.callArgumentProblems(names, enTexts, sites), ...L.unusedArgumentProblems(enTexts, sites));
    // the card faces' room for names and flavour (content/layouts)
    const { readLayout } = await import("../../print/project.ts");
    const { roomProblems } = await import("../../i18n/text-room.ts");
    const layouts = Object.fromEntries(registry.ids().map((g) => [g, readLayout(root, g).layout ?? undefined]));
    const targets = opts.locale ? [opts.locale] : L.locales(p).filter((l) => l !== L.SOURCE_LOCALE);
    const coverage = [];
    for (const locale of targets) {
      if (locale !== L.SOURCE_LOCALE) requireLocale(L, root, locale);
      if (locale === L.SOURCE_LOCALE) continue;
      const target = L.loadLocale(p, locale);
      const r = L.checkLocale(locale, en, target, `content/i18n/${locale}`, L.previousEnglish(p));
      diagnostics.push(...r.diagnostics);
      diagnostics.push(
        ...L.cedillaProblems(
          locale,
          L.readCatalogueFiles(p, locale).map((f) => ({ file: L.displayPath(p, f.path), text: f.text })),
        ),
      );
      const glossary = L.readGlossary(root, locale);
      diagnostics.push(...L.glossaryProblems(en, target, glossary), ...L.glossaryConceptProblems(en, target, glossary));
      diagnostics.push(...roomProblems(names, target, layouts));
      const mine = texts(locale);
      diagnostics.push(
        ...L.callArgumentProblems(names, mine, sites),
        ...L.numberAgreementProblems(locale, mine, sites),
        ...L.declensionProblems(locale, mine, sites),
        ...L.sameNameProblems(names, en, target),
      );
      diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
      coverage.push(...r.coverage);
    }
    for (const d of diagnostics) print(L.formatDiagnostic(d));
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    for (const c of coverage)
      print(`${c.locale} ${c.catalogue}: ${c.translated}/${c.total} translated (${L.percent(c)}), ${c.stale} stale, ${c.missing} missing`);
    print(`${errors} error(s), ${warnings} warning(s)`);
    return errors ? 1 : 0;
  });
}

export async function runFix(root: string, locale: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    requireLocale(L, root, locale);
    const p = { root };
    let changed = 0;
    for (const f of L.readCatalogueFiles(p, locale)) {
      const fixed = L.fixCedillas(locale, f.text);
      if (fixed === f.text) continue;
      writeFileSync(f.path, fixed);
      changed++;
      print(`fixed ${L.displayPath(p, f.path)}`);
    }
    print(`${changed} catalogue(s) fixed`);
    return 0;
  });
}

export async function runExtract(root: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    const r = L.writeEnglishCatalogues({ root }, await loadContent({ root }), L.games);
    for (const f of r.written) print(`wrote ${f}`);
    print(`${r.written.length} catalogue(s) written, ${r.unchanged.length} unchanged`);
    return 0;
  });
}

export async function runExport(
  root: string,
  locale: string,
  format: string,
  out: string | undefined,
  print: Print = console.log,
  faces?: string,
): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    if (format !== "po" && format !== "xliff") throw new L.I18nError(`unknown format "${format}": the export formats are po and xliff`);
    requireLocale(L, root, locale);
    const p = { root };
    const write = format === "po" ? L.exportPo : L.exportXliff;
    // the card faces, drawn in the locale, each card's entries pointing at its image (relative to the export file)
    let faceOf: (id: string) => string | null = () => null;
    let drawn = "";
    if (faces) {
      const { writeFaceImages } = await import("../../print/face-images.ts");
      const images = writeFaceImages(L.games, root, await loadContent(p), locale, path.resolve(faces), out ? path.dirname(path.resolve(out)) : process.cwd());
      if (images.problems.length) throw new L.I18nError(images.problems.join("\n"));
      faceOf = images.faceOf;
      drawn = `wrote ${images.written} card face${images.written === 1 ? "" : "s"} to ${faces}`;
    }
    // the translator's context: what each placeholder holds (the runtimes' call sites), the room on the card face (the layouts)
    const { readLayout } = await import("../../print/project.ts");
    const { textRoom } = await import("../../i18n/text-room.ts");
    const games = L.games;
    const layouts = Object.fromEntries(games.ids().map((g) => [g, readLayout(root, g).layout ?? undefined]));
    const names = L.MessageNames.of(games);
    const context = { sites: L.readCallSites(p, games), names, room: (id: string) => textRoom(names, id, layouts) };
    const text = write(locale, L.loadLocale(p, L.SOURCE_LOCALE), L.loadLocale(p, locale), L.previousEnglish(p), faceOf, context);
    if (out) {
      mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
      writeFileSync(out, text);
      print(`wrote ${out}`);
      if (drawn) print(drawn);
    } else {
      process.stdout.write(text);
      if (drawn) process.stderr.write(`${drawn}\n`);
    }
    return 0;
  });
}

/** "ro" and "ro_RO" name one locale; "pt-BR" and "pt-PT", or "de", do not */
function sameLocale(a: string, b: string): boolean {
  const [x, y] = [a, b].map((t) => t.replace(/_/g, "-").toLowerCase());
  return x === y || x.startsWith(`${y}-`) || y.startsWith(`${x}-`);
}

export async function runImport(root: string, file: string, locale: string | undefined, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    if (!existsSync(file)) throw new L.I18nError(`${file}: no such file`);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      throw new L.I18nError(`${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    const text = L.decodeExchangeFile(bytes, file);
    // XLIFF or PO, by content: an XML document starts with "<"
    const xliff = text.trimStart().startsWith("<") ? L.parseXliff(text, file) : null;
    const declared = (xliff ? xliff.trgLang : /^"Language: ([^\\"]+)\\n"$/m.exec(text)?.[1]) ?? null;
    const lang = locale ?? declared;
    if (!lang) throw new L.I18nError(xliff ? `${file}: no trgLang on <xliff>; pass --locale` : `${file}: no "Language:" in the PO header; pass --locale`);
    if (locale && declared && !sameLocale(declared, locale)) {
      throw new L.I18nError(
        `${file} is a translation into "${declared}" (its ${xliff ? "trgLang" : "Language header"}), not into "${locale}"; nothing imported`,
      );
    }
    if (lang === L.SOURCE_LOCALE)
      throw new L.I18nError(
        `"${lang}" is the source locale, written in content/i18n/en/ and by \`grimoire i18n extract\`; translations import into another locale`,
      );
    requireLocale(L, root, lang);
    const p = { root };
    const dir = path.join(L.i18nDir(p), lang);
    const target = new Map(L.readCatalogueFiles(p, lang).map((f) => [f.name, { file: L.displayPath(p, f.path), text: f.text }]));
    // each id English has, by the catalogue it is in: an entry must name that catalogue
    const en = L.loadLocale(p, L.SOURCE_LOCALE);
    const required = L.entryPoints(en);
    const english = new Map<string, string>();
    for (const { name, catalogue } of en) for (const e of catalogue.entries) if (required.has(e.id) && !english.has(e.id)) english.set(e.id, name);
    const r = xliff ? L.mergeEntries(xliff.entries, file, target, english) : L.importPo(text, file, target, english);
    const problems = [...(xliff?.problems ?? []), ...r.problems];
    for (const msg of r.skipped) print(msg);
    for (const msg of problems) print(msg);
    if (problems.length) {
      print(`nothing imported: ${problems.length} problem(s)`);
      return 1;
    }
    const writes = [...r.files].map(([name, t]) => ({ out: path.join(dir, `${name}.ftl`), text: t }));
    for (const w of writes)
      if (path.dirname(w.out) !== dir)
        throw new L.I18nError(`${file}: catalogue "${path.basename(w.out)}" would be written outside content/i18n/${lang}/; nothing imported`);
    // all or nothing: every new catalogue is written beside its old one first, then each takes its place
    const temps: string[] = [];
    try {
      for (const w of writes) {
        const temp = `${w.out}.importing-${process.pid}`;
        writeFileSync(temp, w.text, { flag: "wx" });
        temps.push(temp);
      }
    } catch (e) {
      for (const t of temps) rmSync(t, { force: true });
      throw new L.I18nError(`cannot write into content/i18n/${lang}/ (${(e as Error).message}); nothing imported`);
    }
    writes.forEach((w, k) => renameSync(temps[k], w.out));
    print(`${r.updated.length} translation(s) updated in ${r.files.size} catalogue(s)`);
    return 0;
  });
}

export async function runInit(root: string, locale: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    const p = { root };
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) throw new L.I18nError(`"${locale}" is not a BCP 47 locale such as de, pl or pt-BR`);
    if (locale === L.SOURCE_LOCALE || locale === L.PSEUDO_LOCALE) throw new L.I18nError(`"${locale}" is not a locale to translate into`);
    const dir = path.join(L.i18nDir(p), locale);
    if (existsSync(dir)) throw new L.I18nError(`content/i18n/${locale}/ already exists`);
    const en = L.readCatalogueFiles(p, L.SOURCE_LOCALE).find((f) => f.name === "rules");
    if (!en) throw new L.I18nError("no content/i18n/en/rules.ftl");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "rules.ftl"), L.grammarSeed(locale, en.text));
    print(`wrote content/i18n/${locale}/rules.ftl: translate its glossary, then run grimoire i18n check --locale ${locale}`);
    return 0;
  });
}

export async function runStamp(root: string, locale: string, ids: string[], print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    requireLocale(L, root, locale);
    const p = { root };
    const english = L.entryPoints(L.loadLocale(p, L.SOURCE_LOCALE));
    let n = 0;
    for (const f of L.readCatalogueFiles(p, locale)) {
      const r = L.stampCatalogue(L.displayPath(p, f.path), f.text, english, new Set(ids));
      if (r.stamped.length) writeFileSync(f.path, r.text);
      n += r.stamped.length;
    }
    print(`${n} translation(s) stamped`);
    return 0;
  });
}

export async function runPseudo(root: string, out: string, print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    mkdirSync(out, { recursive: true });
    const files = L.readCatalogueFiles({ root }, L.SOURCE_LOCALE);
    for (const f of files) writeFileSync(path.join(out, `${f.name}.ftl`), L.pseudoCatalogue(f.text));
    print(`wrote ${files.length} ${L.PSEUDO_LOCALE} catalogue(s) to ${out}`);
    return 0;
  });
}

export async function runRender(root: string, locale: string, ids: string[], print: Print = console.log): Promise<number> {
  return guarded(print, async () => {
    const L = await lib();
    const p = { root };
    let sources: string[];
    let fallback: string[] = [];
    if (locale === L.PSEUDO_LOCALE) sources = L.readCatalogueFiles(p, L.SOURCE_LOCALE).map((f) => L.pseudoCatalogue(f.text));
    else {
      if (locale !== L.SOURCE_LOCALE) requireLocale(L, root, locale);
      ({ sources, fallback } = L.rendererSources(p, locale));
    }
    const cat = new L.RulesCatalogue(L.MessageNames.of(L.games), locale === L.PSEUDO_LOCALE ? "en" : locale, sources, fallback);
    const program = await loadContent(p);
    const wanted = new Set(ids);
    const problems: { message: string; at: string | null }[] = [];
    for (const set of program.sets) {
      for (const e of set.entities) {
        if (wanted.size && !wanted.has(e.id)) continue;
        if (!e.hooks.length) continue;
        const name = cat.format(cat.names.content(`${e.id}.name`, e.game), {}, problems) ?? e.name;
        print(`${e.id}  ${name}`);
        for (const line of L.renderRulesText(e, cat, { problems })) print(`  ${line}`);
      }
    }
    for (const pr of problems) print(`${pr.at ?? "?"}: ${pr.message}`);
    return problems.length ? 1 : 0;
  });
}

export { registerI18n as register };
