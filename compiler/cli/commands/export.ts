// `grimoire export tts [paths…] --locale ro --out dir/`: the cards of every
// game as Tabletop Simulator saved objects, one a game (<game>.<locale>.json),
// with the deck sheets, backs and token images they name beside them. Images
// are named by file:// URLs by default, or under --base-url where the folder
// is uploaded. Bad input is one line `grimoire: error TTS00n …` and exit 1.

import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { listOption, loadFacedContent } from "../faced-content.ts";
import { type Progress, stepsOnStderr } from "../progress.ts";

export interface ExportTtsOptions {
  locale: string;
  out: string;
  baseUrl?: string;
  dpi: string;
  set: string[];
  kind: string[];
  id: string[];
  root: string;
  progress?: boolean;
}

/** the codes of the export's errors, so a script can tell them apart */
export const TTS_ERRORS = {
  locale: "TTS001",
  out: "TTS002",
  baseUrl: "TTS003",
  dpi: "TTS004",
  empty: "TTS005",
} as const;

export function register(program: Command): void {
  const exp = program.command("export").description("the cards for other programs: `export tts` for Tabletop Simulator");
  exp
    .command("tts")
    .description("Tabletop Simulator saved objects (one a game) with custom decks, tokens and sheets, and their images")
    .argument("[paths...]", "files or directories", ["content"])
    .requiredOption("--out <dir>", "write the saved objects and their images into this folder")
    .option("--locale <locale>", "the language of the cards", "en")
    .option("--base-url <url>", "name the images under this http(s) URL (where the folder is uploaded) instead of by file:// paths")
    .option("--dpi <n>", "card image resolution (a deck sheet is shrunk to 4096 pixels a side)", "150")
    .option("--set <ids>", "only these sets (repeatable, or comma-separated)", listOption, [])
    .option("--kind <kinds>", "only these kinds", listOption, [])
    .option("--id <ids>", "only these entity ids", listOption, [])
    .option("--root <dir>", "repository root (content/i18n and content/layouts are under it)", ".")
    .option("--progress", "say what the export is doing, on stderr (the default in a terminal)")
    .action(async (paths: string[], opts: ExportTtsOptions) => {
      process.exitCode = await runExportTts(
        paths,
        opts,
        (s) => process.stdout.write(s),
        (s) => process.stderr.write(s),
        stepsOnStderr(opts.progress),
      );
    });
}

/** The folder made and writable, or why not. */
function writableDir(dir: string): string | null {
  try {
    if (statSync(dir, { throwIfNoEntry: false })?.isFile()) return "is a file, not a folder";
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return null;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  }
}

export async function runExportTts(
  paths: string[],
  opts: ExportTtsOptions,
  out: (s: string) => void,
  err: (s: string) => void,
  step: Progress = () => {},
): Promise<number> {
  const fail = (code: string, message: string) => {
    err(`grimoire: error ${code} ${message}\n`);
    return 1;
  };
  const dpi = Number(opts.dpi);
  if (!Number.isFinite(dpi) || dpi < 20 || dpi > 600) return fail(TTS_ERRORS.dpi, `--dpi must be a number from 20 to 600, not "${opts.dpi}"`);
  if (opts.baseUrl !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(opts.baseUrl);
    } catch {}
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
      return fail(TTS_ERRORS.baseUrl, `--base-url must be an http:// or https:// URL, not "${opts.baseUrl}"`);
  }
  const loaded = await loadFacedContent((await import("../../../games/registry.ts")).games, paths, opts.root, "exported", err, step);
  if (!loaded) return 1;
  const { games, program, layouts, docs, locales } = loaded;
  if (!locales.includes(opts.locale))
    return fail(TTS_ERRORS.locale, `no catalogues for the locale "${opts.locale}" under content/i18n (there are: ${locales.join(", ")})`);
  const outDir = path.resolve(opts.out);
  const why = writableDir(outDir);
  if (why) return fail(TTS_ERRORS.out, `cannot write into --out ${opts.out}: ${why}`);

  const { faceCards } = await import("../../render/deck.ts");
  const { planTts, writeTts, fileUrl, baseUrl } = await import("../../export/tts.ts");
  step(`laying out the cards in ${opts.locale}…`);
  const filter = { sets: opts.set, kinds: opts.kind, ids: opts.id };
  const { boardsOf } = await import("./export-boards.ts");
  // the boards come with the whole content only: a filter picks cards
  const whole = opts.set.length + opts.kind.length + opts.id.length === 0;
  const faced = layouts.map((layout) => ({
    layout,
    title: games.get(layout.game).meta.displayName,
    cards: faceCards(games, program, layout, docs, opts.locale, filter).cards,
    boards: whole ? boardsOf(games, program, layout, docs, opts.locale) : [],
  }));
  if (faced.every((g) => g.cards.length === 0)) return fail(TTS_ERRORS.empty, "no card matches the filters");
  const plan = planTts(faced, { locale: opts.locale, dpi, imageUrl: opts.baseUrl ? baseUrl(opts.baseUrl) : fileUrl(outDir) });
  step(`drawing ${plan.images.length} images into ${opts.out}…`);
  try {
    writeTts(plan, outDir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (!code) throw e;
    return fail(TTS_ERRORS.out, `cannot write into --out ${opts.out}: ${code}`);
  }
  for (const s of plan.saves) {
    const objects = s.save.ObjectStates.length;
    out(
      `wrote ${path.join(opts.out, s.file)}: ${objects} object${objects === 1 ? "" : "s"} on ${s.sheets.length} deck sheet${s.sheets.length === 1 ? "" : "s"}, ${opts.locale}\n`,
    );
  }
  out(`wrote ${plan.images.length} image${plan.images.length === 1 ? "" : "s"} under ${opts.out}${opts.baseUrl ? `, named under ${opts.baseUrl}` : ""}\n`);
  return 0;
}
