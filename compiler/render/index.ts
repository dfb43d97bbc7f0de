// Card faces: one renderer for the editor and the CLI (no Node APIs here).
//   layout.ts      the layout files' shape and checks (content/layouts/<game>.json)
//   words.ts       what a face says in a locale, from the catalogues
//   face.ts        a face as drawing primitives (text set, icons placed, overflow measured)
//   svg.ts         the primitives as SVG
//   icons.ts       the game's iconography, drawn for this project
export { checkLayout, type GameLayout, type KindLayout, type LayoutProblem } from "./layout.ts";
export { faceWords, type Words } from "./words.ts";
export { backFace, frontFace, hasFace, faceColour, type Face, type Item, type Overflow } from "./face.ts";
export { faceSvg } from "./svg.ts";
export { ICONS, isIcon, iconSvg } from "./icons.ts";
