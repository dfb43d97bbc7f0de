// The card faces' font files, from the dejavu-fonts-ttf package (DejaVu Serif
// Condensed: every Romanian letter, ă â î ș ț, in regular, bold and italic).
// Node-only: the PDF, the PNG and the metrics writer read the files.

import { createRequire } from "node:module";
import path from "node:path";
import type { FontStyle } from "../render/measure.ts";

const require = createRequire(import.meta.url);
const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

export const FONT_FILES: Record<FontStyle, string> = {
  regular: path.join(dir, "DejaVuSerifCondensed.ttf"),
  bold: path.join(dir, "DejaVuSerifCondensed-Bold.ttf"),
  italic: path.join(dir, "DejaVuSerifCondensed-Italic.ttf"),
};
