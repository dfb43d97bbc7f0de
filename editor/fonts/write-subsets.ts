// Writes the card font's web subsets, editor/fonts/*.woff2: each style of DejaVu Serif Condensed cut to the
// code points the renderer measures (compiler/print/write-metrics.ts), as WOFF2. The whole TTFs are a
// megabyte the editor's first face would otherwise fetch; a character outside the subset is drawn from the
// whole font, which the page fetches only then (editor/previews/faces.ts). Run: `npm run build:editor-fonts`
// (a test fails when the files are not what this writes).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { FONT_FILES } from "../../compiler/print/fonts.ts";
import { MEASURED_RANGES } from "../../compiler/print/write-metrics.ts";
import type { FontStyle } from "../../compiler/render/measure.ts";

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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const style of Object.keys(SUBSET_FILES) as FontStyle[]) {
    const bytes = await subsetOf(style);
    writeFileSync(SUBSET_FILES[style], bytes);
    process.stdout.write(`wrote ${path.relative(process.cwd(), SUBSET_FILES[style])} (${Math.round(bytes.length / 1024)} KiB)\n`);
  }
}
