// `grimoire print [paths…] --locale ro --out cards.pdf`: print-and-play sheets
// of the cards at their real size, with bleed, cut marks and duplex backs;
// `--png dir/` writes one image per card face. Every text that does not fit
// its region is listed as `file:line:col: warning overflow [locale] …`, every
// text with a character the card font cannot draw (it would print as an empty
// box) as `… warning glyph [locale] …`; `--check` only lists them (for every locale unless --locale is given).
// pdfkit and resvg are loaded inside the action: `grimoire check` stays quick.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { listOption as list, loadFacedContent } from "../faced-content.ts";
import { type Progress, stepsOnStderr } from "../progress.ts";

interface PrintOptions {
  locale?: string;
  out?: string;
  png?: string;
  dpi: string;
  paper: string;
  backs: boolean;
  set: string[];
  kind: string[];
  id: string[];
  check?: boolean;
  root: string;
  progress?: boolean;
}

export function register(program: Command): void {
  program
    .command("print")
    .description("print-and-play: sheets of cards as a PDF (--out) or one PNG per card (--png), with overflow warnings")
    .argument("[paths...]", "files or directories", ["content"])
    .option("--locale <locale>", "the language of the cards (default en; with --check, every locale)")
    .option("--out <file>", "write the PDF here")
    .option("--png <dir>", "write one PNG per card face here")
    .option("--dpi <n>", "PNG resolution", "300")
    .option("--paper <paper>", "a4 or letter", "a4")
    .option("--no-backs", "leave out the back pages (simplex printing)")
    .option("--set <ids>", "only these sets (repeatable, or comma-separated)", list, [])
    .option("--kind <kinds>", "only these kinds: monster, quest, investigation …", list, [])
    .option("--id <ids>", "only these entity ids", list, [])
    .option("--check", "write nothing: list the texts that do not fit and the characters the card font cannot draw; exit 1 when there are any")
    .option("--root <dir>", "repository root (content/i18n and content/layouts are under it)", ".")
    .option("--progress", "say what print is doing, on stderr (the default in a terminal)")
    .action(async (paths: string[], opts: PrintOptions) => {
      process.exitCode = await runPrint(
        paths,
        opts,
        (s) => process.stdout.write(s),
        (s) => process.stderr.write(s),
        stepsOnStderr(opts.progress),
      );
    });
}

/** `step` hears what print is about to do before each long step (a 1 MB set takes seconds to lay out). */
export async function runPrint(
  paths: string[],
  opts: PrintOptions,
  out: (s: string) => void,
  err: (s: string) => void,
  step: Progress = () => {},
): Promise<number> {
  const { faceCards } = await import("../../render/deck.ts");
  const { formatFaceWarning } = await import("../../render/deck.ts");
  if (opts.paper !== "a4" && opts.paper !== "letter") {
    err(`grimoire: --paper must be a4 or letter, not "${opts.paper}"\n`);
    return 2;
  }
  if (!opts.check && !opts.out && !opts.png) {
    err("grimoire: say where to write: --out cards.pdf, --png dir/, or --check to only list what does not fit\n");
    return 2;
  }
  const loaded = await loadFacedContent((await import("../../../games/registry.ts")).games, paths, opts.root, "printed", err, step);
  if (!loaded) return 1;
  const { games, program, layouts, docs, locales: known } = loaded;
  const locales = opts.locale ? [opts.locale] : opts.check ? known : ["en"];
  for (const l of locales) {
    if (!known.includes(l) && l !== "en-XA") {
      err(`grimoire: no catalogues for the locale "${l}" under content/i18n (there are: ${known.join(", ")})\n`);
      return 2;
    }
  }
  if (!opts.check && locales.length > 1) {
    err("grimoire: print one locale at a time (--locale)\n");
    return 2;
  }
  const filter = { sets: opts.set, kinds: opts.kind, ids: opts.id };
  let warnings = 0;
  let overflows = 0;
  for (const locale of locales) {
    step(`laying out the cards in ${locale}…`);
    const cards = [];
    const ws2 = [];
    for (const layout of layouts) {
      const r = faceCards(games, program, layout, docs, locale, filter);
      cards.push(...r.cards);
      ws2.push(...r.warnings);
    }
    for (const w of ws2) out(`${formatFaceWarning(w)}\n`);
    warnings += ws2.length;
    overflows += ws2.filter((w) => w.code === "overflow").length;
    if (opts.check) continue;
    if (cards.length === 0) {
      err("grimoire: no card matches the filters\n");
      return 1;
    }
    const copies = cards.flatMap((c) => Array.from({ length: c.copies }, () => c));
    if (opts.out) {
      const { impose, SheetError } = await import("../../print/sheet.ts");
      const { writePdf } = await import("../../print/pdf.ts");
      let pages;
      try {
        pages = impose(copies, (c) => c.front, opts.paper, opts.backs);
      } catch (e) {
        if (e instanceof SheetError) {
          err(`grimoire: ${e.message}\n`);
          return 1;
        }
        throw e;
      }
      step(`writing ${opts.out}: ${pages.length} pages…`);
      const pdf = await writePdf(pages, opts.paper, `Grimoire cards (${locale})`);
      mkdirSync(path.dirname(path.resolve(opts.out)), { recursive: true });
      writeFileSync(opts.out, pdf);
      out(
        `wrote ${opts.out}: ${copies.length} cards (${cards.length} different) on ${pages.length} pages, ${locale}, ${opts.paper}${opts.backs ? ", fronts and backs for duplex (flip on the long edge)" : ""}\n`,
      );
    }
    if (opts.png) {
      const { facePng } = await import("../../print/png.ts");
      const dpi = Number(opts.dpi);
      if (!Number.isFinite(dpi) || dpi < 50 || dpi > 1200) {
        err(`grimoire: --dpi must be a number from 50 to 1200\n`);
        return 2;
      }
      mkdirSync(opts.png, { recursive: true });
      step(`drawing ${cards.length * (opts.backs ? 2 : 1)} images into ${opts.png}…`);
      for (const c of cards) {
        writeFileSync(path.join(opts.png, `${c.entity.id}.${locale}.png`), facePng(c.front, dpi));
        if (opts.backs) writeFileSync(path.join(opts.png, `${c.entity.id}.${locale}.back.png`), facePng(c.back, dpi));
      }
      const n = cards.length * (opts.backs ? 2 : 1);
      out(`wrote ${n} image${n === 1 ? "" : "s"} to ${opts.png} at ${dpi} dpi\n`);
    }
  }
  if (overflows) out(`${overflows} text(s) do not fit\n`);
  if (warnings > overflows) out(`${warnings - overflows} text(s) have characters the card font cannot draw\n`);
  return opts.check && warnings ? 1 : 0;
}
