// Writes the card font's web subsets, editor/fonts/*.woff2: each style of DejaVu Serif Condensed cut to the
// code points the renderer measures (compiler/print/write-metrics.ts), as WOFF2. The whole TTFs are a
// megabyte the editor's first face would otherwise fetch; a character outside the subset is drawn from the
// whole font, which the page fetches only then (editor/previews/faces.ts). It also writes Monaco's icon font,
// every glyph kept, as WOFF2 (editor/fonts/codicon.woff2, a third of the TTF Monaco ships), which the editor's
// build serves in its place (editor/server/codicon-plugin.ts). Run: `npm run build:editor-fonts`
// (a test fails when the files are not what this writes).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import { FONT_FILES } from "../../compiler/print/fonts.ts";
import { MEASURED_RANGES } from "../../compiler/print/write-metrics.ts";
import type { FontStyle } from "../../compiler/render/measure.ts";
import { CODICON_WOFF2 } from "../server/codicon-plugin.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** each style's subset file, beside this script */
export const SUBSET_FILES: Record<FontStyle, string> = {
  regular: path.join(HERE, "DejaVuSerifCondensed-latin.woff2"),
  bold: path.join(HERE, "DejaVuSerifCondensed-Bold-latin.woff2"),
  italic: path.join(HERE, "DejaVuSerifCondensed-Italic-latin.woff2"),
};

/** every character of the measured ranges, the text the subsetter keeps */
export function subsetText(): string {
  let text = "";
  for (const [from, to] of MEASURED_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

/** one style's subset as WOFF2 */
export function subsetOf(style: FontStyle): Promise<Buffer> {
  return subsetFont(readFileSync(FONT_FILES[style]), subsetText(), { targetFormat: "woff2" });
}

/** Monaco's icon font as it ships (the TTF its codicon.css names) */
export const CODICON_TTF = path.join(HERE, "../../node_modules/monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.ttf");

/** Monaco's icon font as WOFF2: every code point its TTF maps kept, so no icon is lost */
export function codiconWoff2(): Promise<Buffer> {
  const ttf = readFileSync(CODICON_TTF);
  const all = (fontkit.create(ttf) as fontkit.Font).characterSet.map((c) => String.fromCodePoint(c)).join("");
  return subsetFont(ttf, all, { targetFormat: "woff2" });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const style of Object.keys(SUBSET_FILES) as FontStyle[]) {
    const bytes = await subsetOf(style);
    writeFileSync(SUBSET_FILES[style], bytes);
    process.stdout.write(`wrote ${path.relative(process.cwd(), SUBSET_FILES[style])} (${Math.round(bytes.length / 1024)} KiB)\n`);
  }
  const icons = await codiconWoff2();
  writeFileSync(CODICON_WOFF2, icons);
  process.stdout.write(`wrote ${path.relative(process.cwd(), CODICON_WOFF2)} (${Math.round(icons.length / 1024)} KiB)\n`);
}
