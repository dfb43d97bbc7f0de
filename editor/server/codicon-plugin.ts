// Vite plugin: Monaco's icon font served as WOFF2 (editor/fonts/codicon.woff2, every glyph of the TTF
// Monaco ships, written by `npm run build:editor-fonts`), a third of the TTF's bytes on the page's first
// load. Monaco's codicon.css names its TTF; this points that one rule at the WOFF2 before Vite reads the CSS.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** the WOFF2 the editor serves for Monaco's icons */
export const CODICON_WOFF2 = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fonts", "codicon.woff2");

/** the font's source in Monaco's codicon.css, as the installed Monaco writes it */
const TTF_SOURCE = 'src: url(./codicon.ttf) format("truetype");';

export function codiconPlugin(): Plugin {
  return {
    name: "grimoire-codicon-woff2",
    // before Vite's CSS plugin resolves the css's url()
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!file.endsWith("/codicon/codicon.css")) return null;
      // a Monaco that declares its font otherwise would silently ship the TTF again: say so at build time
      if (!code.includes(TTF_SOURCE)) this.error(`Monaco's ${file} no longer declares its font as \`${TTF_SOURCE}\`: update editor/server/codicon-plugin.ts`);
      const url = path.relative(path.dirname(file), CODICON_WOFF2).split(path.sep).join("/");
      return { code: code.replace(TTF_SOURCE, `src: url(${url}) format("woff2");`), map: null };
    },
  };
}
