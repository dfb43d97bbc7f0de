// Card faces in the editor: the shared renderer (compiler/render) with the
// layout file and the card font. The font is fetched the first time a face is
// shown, not with the page: its web subsets (editor/fonts, the code points the
// renderer measures, 70 KiB for three styles), and the whole TTF of a style
// only if a text holds a character outside them.
import layoutData from "../../content/layouts/adventure.json";
import oldWorldLayoutData from "../../content/layouts/oldworld.json";
import regularUrl from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed.ttf?url";
import boldUrl from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Bold.ttf?url";
import italicUrl from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Italic.ttf?url";
import regularSubsetUrl from "../fonts/DejaVuSerifCondensed-latin.woff2?url";
import boldSubsetUrl from "../fonts/DejaVuSerifCondensed-Bold-latin.woff2?url";
import italicSubsetUrl from "../fonts/DejaVuSerifCondensed-Italic-latin.woff2?url";
import { checkLayout, type GameLayout } from "../../compiler/render/layout.ts";
import { isIcon } from "../../compiler/render/icons.ts";
import { FONT_FAMILY, measuredRanges } from "../../compiler/render/measure.ts";

interface CheckedLayout {
  layout: GameLayout | null;
  problems: string[];
}

function checked(data: unknown, file: string): CheckedLayout {
  const problems = checkLayout(data, isIcon);
  return {
    layout: problems.length ? null : (data as GameLayout),
    problems: problems.map((p) => `content/layouts/${file}: ${p.path} ${p.message}`),
  };
}

/** The Adventure Game's layout, or the problems that keep it from being used. */
export const adventureLayout: CheckedLayout = checked(layoutData, "adventure.json");
/** The Old World's layout, likewise. */
export const oldWorldLayout: CheckedLayout = checked(oldWorldLayoutData, "oldworld.json");

/** Every game's card layout, by game id. */
export const cardLayouts: Record<string, CheckedLayout> = { adventure: adventureLayout, oldworld: oldWorldLayout };

/** The problems of every layout file, for the card preview to list. */
export const layoutProblems: string[] = Object.values(cardLayouts).flatMap((l) => l.problems);

let fontsLoading: Promise<void> | null = null;

const hex = (cp: number) => cp.toString(16).toUpperCase();
/** a run of code points as unicode-range writes it: U+20-7E */
const range = (first: number, last: number) => `U+${hex(first)}-${hex(last)}`;

/** the subsets' code points, and every other one, as CSS unicode-range lists */
function unicodeRanges(): { subset: string; rest: string } {
  const runs = measuredRanges();
  const subset = runs.map(([a, b]) => range(a, b)).join(", ");
  const rest: string[] = [];
  let next = 0;
  for (const [a, b] of runs) {
    if (a > next) rest.push(range(next, a - 1));
    next = b + 1;
  }
  rest.push(range(next, 0x10ffff));
  return { subset, rest: rest.join(", ") };
}

const STYLES = [
  { subset: regularSubsetUrl, whole: regularUrl, descriptors: { weight: "normal", style: "normal" } },
  { subset: boldSubsetUrl, whole: boldUrl, descriptors: { weight: "bold", style: "normal" } },
  { subset: italicSubsetUrl, whole: italicUrl, descriptors: { weight: "normal", style: "italic" } },
] as const;

/**
 * Loads the card font's subsets once; resolves when the faces can be drawn in them. The whole font of each
 * style is added for the code points outside its subset, and the browser fetches it only when a face's text
 * needs one of them.
 */
export function loadCardFonts(): Promise<void> {
  if (fontsLoading) return fontsLoading;
  const ranges = unicodeRanges();
  for (const s of STYLES) document.fonts.add(new FontFace(FONT_FAMILY, `url(${s.whole})`, { ...s.descriptors, unicodeRange: ranges.rest }));
  const subsets = STYLES.map((s) => new FontFace(FONT_FAMILY, `url(${s.subset}) format("woff2")`, { ...s.descriptors, unicodeRange: ranges.subset }));
  fontsLoading = Promise.all(subsets.map((f) => f.load().then((loaded) => document.fonts.add(loaded)))).then(() => undefined);
  return fontsLoading;
}
