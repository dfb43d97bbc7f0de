// `grimoire build --format json`: the checked content as data, for engines that
// cannot import the TypeScript module. One `<game>.json` per game that has
// content, every set of it in program order, and content.schema.json beside
// them. The bytes depend on the content alone: keys of maps (props, args) are
// sorted, every other object keeps the schema's key order.

import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ProgramIR, SetIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { conditionMessageId, limitMessageId, queryMessageId, rollMessageId, selectorMessageId, windowMessageId } from "../i18n/message-ids.ts";
import { MessageNames } from "../i18n/message-names.ts";
import { BuildError, collectSources, type BuildDiagnostic, type CheckFn } from "./build.ts";
import { CONTENT_FORMAT_VERSION, contentFileSchema, contentJsonSchema, SCHEMA_FILE, type ContentFile } from "./content-json-schema.ts";

export interface JsonFile {
  /** relative to the output directory */
  file: string;
  text: string;
}

/** The file name of a game's content. */
export const contentFileName = (game: string): string => `${game}.json`;

/** Every plain object's keys sorted, arrays in their order: the schema then puts its objects' keys back in its order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = sortedKeys(v);
  }
  return out;
}

const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** One game's sets as its content file, validated by the schema the JSON Schema is made from. */
export function contentFile(games: GameRegistry, game: string, sets: readonly SetIR[]): ContentFile {
  const language = games.get(game);
  const names = MessageNames.of(games);
  const t = language.table;
  const raw = {
    formatVersion: CONTENT_FORMAT_VERSION,
    game: { id: language.meta.id, displayName: language.meta.displayName, shortName: language.meta.shortName },
    rulesText: {
      verbs: Object.fromEntries(t.verbs.map((v) => [v.name, names.verb(game, v.name)])),
      windows: Object.fromEntries(t.windows.map((w) => [w.name, windowMessageId(w.name)])),
      limits: Object.fromEntries(t.limits.map((l) => [l.name, limitMessageId(l.name)])),
      conditions: Object.fromEntries(t.conditions.map((c) => [c.name, conditionMessageId(c.name)])),
      queries: Object.fromEntries(t.queries.map((q) => [q.name, queryMessageId(q.name)])),
      // "you" is said by the verb's own form, not by a message of its own
      selectors: Object.fromEntries(t.selectors.filter((s) => s.name !== "you").map((s) => [s.name, selectorMessageId(s.name)])),
      rolls: Object.fromEntries(t.rolls.map((r) => [r.dice, rollMessageId(r.dice)])),
    },
    sets: sets.map((s) => ({
      set: s.set,
      name: s.name,
      sources: s.sources,
      entities: s.entities.map(({ game: _, texts, ...e }) => ({ ...e, texts: texts.map((x) => ({ ...x, message: names.content(x.id, game) })) })),
    })),
  };
  const parsed = contentFileSchema.safeParse(sortedKeys(raw));
  if (!parsed.success) throw new BuildError(`the ${game} content does not fit content format ${CONTENT_FORMAT_VERSION}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The files `--format json` writes for a checked program: each game's content in registry order, then the schema. */
export function contentJsonFiles(program: ProgramIR, games: GameRegistry): JsonFile[] {
  const files: JsonFile[] = [];
  for (const game of games.ids()) {
    const sets = program.sets.filter((s) => s.game === game);
    if (sets.length > 0) files.push({ file: contentFileName(game), text: jsonText(contentFile(games, game, sets)) });
  }
  files.push({ file: SCHEMA_FILE, text: jsonText(contentJsonSchema()) });
  return files;
}

/** A content file read back as the IR it was written from, each set in its order (what a game's link takes). */
export function setsOfContentFile(file: ContentFile): SetIR[] {
  const game = file.game.id;
  return file.sets.map((s) => ({
    game,
    set: s.set,
    ...(s.name === undefined ? {} : { name: s.name }),
    sources: s.sources,
    entities: s.entities.map(({ texts, ...e }) => ({ game, ...e, texts: texts.map(({ message: _, ...t }) => t) })),
  }));
}

/** A content file's text, checked against the schema; a file of another format version is an error saying which. */
export function readContentFile(text: string, name = "content file"): ContentFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BuildError(`${name}: not JSON (${(e as Error).message})`);
  }
  const version = (value as { formatVersion?: unknown } | null)?.formatVersion;
  if (version !== CONTENT_FORMAT_VERSION)
    throw new BuildError(`${name}: content format ${JSON.stringify(version)}, this reader reads ${CONTENT_FORMAT_VERSION}`);
  const parsed = contentFileSchema.safeParse(value);
  if (!parsed.success) throw new BuildError(`${name}: not Grimoire content:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export interface JsonBuildOptions {
  games: GameRegistry;
  paths: string[];
  outDir: string;
  /** where relative source paths start (default: the current directory) */
  root?: string;
  /** write nothing; `written` lists the files a build would change */
  dryRun?: boolean;
  progress?: (step: string) => void;
}

export interface JsonBuildResult {
  ok: boolean;
  diagnostics: BuildDiagnostic[];
  files: number;
  /** "game/set" exported */
  sets: string[];
  /** files written (in a dry run: that would change), relative to outDir */
  written: string[];
  /** files of games with no content removed (in a dry run: that would be) */
  removed: string[];
}

export function buildContentJson(opts: JsonBuildOptions, check: CheckFn): JsonBuildResult {
  const root = path.resolve(opts.root ?? process.cwd());
  const sources = collectSources(opts.paths, root);
  opts.progress?.(`checking ${sources.length} .grim file${sources.length === 1 ? "" : "s"}…`);
  const { program, diagnostics } = check(sources);
  const result: JsonBuildResult = { ok: false, diagnostics, files: sources.length, sets: [], written: [], removed: [] };
  if (diagnostics.some((d) => d.severity === "error")) return result;

  const files = contentJsonFiles(program, opts.games);
  const outDir = path.resolve(opts.outDir);
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new BuildError(`${opts.outDir}: not a directory`);
  const changed = files.filter((f) => {
    const target = path.join(outDir, f.file);
    return !existsSync(target) || readFileSync(target, "utf8") !== f.text;
  });
  // the file of a game that no longer has content would be read as that game's content
  const written = new Set(files.map((f) => f.file));
  const stale = opts.games
    .ids()
    .map(contentFileName)
    .filter((f) => !written.has(f) && existsSync(path.join(outDir, f)));
  if (!opts.dryRun) {
    mkdirSync(outDir, { recursive: true });
    for (const f of changed) writeFileSync(path.join(outDir, f.file), f.text);
    for (const f of stale) rmSync(path.join(outDir, f));
  }
  result.sets = program.sets.filter((s) => opts.games.find(s.game)).map((s) => `${s.game}/${s.set}`);
  result.written = changed.map((f) => f.file);
  result.removed = stale;
  result.ok = !opts.dryRun || changed.length + stale.length === 0;
  return result;
}
