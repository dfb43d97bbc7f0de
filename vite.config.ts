// The authoring editor's build and server (the repo's tests use vitest.config.ts).
// GRIMOIRE_CONTENT_DIR points the file API at another content folder (tests use a copy);
// GRIMOIRE_PROJECT_DIR is the folder `?replay=<path>` links are relative to (default: this one).
import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentApiPlugin } from "./editor/server/save-plugin.ts";
import { monarchPlugin } from "./editor/server/monarch-plugin.ts";
import { codiconPlugin } from "./editor/server/codicon-plugin.ts";
import { originGuardPlugin } from "./editor/server/origin-guard.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const contentRoot = path.resolve(process.env.GRIMOIRE_CONTENT_DIR ?? path.join(here, "content"));
const projectRoot = path.resolve(process.env.GRIMOIRE_PROJECT_DIR ?? here);

// What the editor's page loads through Vite: its own code, the compiler and
// runtime it runs in the browser, the card layouts, the editor's English words, and the installed packages
// (by their real folder: node_modules may be a link). Nothing else of the
// repository (package.json, .git, docs, simulator output, the .grim sources,
// which the page reads through the file API) is served.
const served = [
  ...["editor", "core", "grammar", "compiler", "runtime", "games", "content/layouts", "content/i18n/en/editor.ftl"].map((d) => path.join(here, d)),
  realpathSync(path.join(here, "node_modules")),
];
// Vite's own list, kept, with the save's temporary files added
const denied = [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "**/*.saving"];

export default defineConfig({
  root: path.join(here, "editor"),
  base: "./",
  // the guard first: it refuses other pages' requests before any other middleware answers them
  plugins: [originGuardPlugin(), contentApiPlugin(contentRoot, projectRoot), monarchPlugin(), codiconPlugin()],
  // strictPort: on a taken port Vite stops with "Port 5173 is already in use" instead of
  // moving to another port the designer would not know to open.
  // cors: false: the page loads only from its own origin, so no other origin is given
  // Access-Control-Allow-Origin (Vite's default gives it to every localhost port).
  server: { host: "127.0.0.1", port: 5173, strictPort: true, cors: false, fs: { strict: true, allow: served, deny: denied } },
  preview: { host: "127.0.0.1", port: 4173, cors: false },
  worker: { format: "es" },
  build: {
    outDir: path.join(here, "dist", "editor"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    // .vite/manifest.json: which chunks each module loaded on first use brings (test/e2e/first-load.test.ts reads it)
    manifest: true,
  },
});
