// Card faces in the editor: the shared renderer (compiler/render) with the
// layout file and the card font. The font files are fetched by the browser
// the first time a face is shown, not with the page.
import layoutData from "../../content/layouts/adventure.json";
import oldWorldLayoutData from "../../content/layouts/oldworld.json";
import regularUrl from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed.ttf?url";
import boldUrl from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Bold.ttf?url";
import italicUrl from "dejavu-fonts-ttf/ttf/DejaVuSerifCondensed-Italic.ttf?url";
import { checkLayout, type GameLayout } from "../../compiler/render/layout.ts";
import { isIcon } from "../../compiler/render/icons.ts";
import { FONT_FAMILY } from "../../compiler/render/measure.ts";

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

/** Loads the card font once; resolves when the faces can be drawn in it. */
export function loadCardFonts(): Promise<void> {
  if (fontsLoading) return fontsLoading;
  const faces = [
    new FontFace(FONT_FAMILY, `url(${regularUrl})`, { weight: "normal", style: "normal" }),
    new FontFace(FONT_FAMILY, `url(${boldUrl})`, { weight: "bold", style: "normal" }),
    new FontFace(FONT_FAMILY, `url(${italicUrl})`, { weight: "normal", style: "italic" }),
  ];
  fontsLoading = Promise.all(faces.map((f) => f.load().then((loaded) => document.fonts.add(loaded)))).then(() => undefined);
  return fontsLoading;
}
