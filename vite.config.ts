// The authoring editor's build and server (the repo's tests use vitest.config.ts).
// GRIMOIRE_CONTENT_DIR points the file API at another content folder (tests use a copy);
// GRIMOIRE_PROJECT_DIR is the folder `?replay=<path>` links are relative to (default: this one).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentApiPlugin } from "./editor/server/save-plugin.ts";
import { monarchPlugin } from "./editor/server/monarch-plugin.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const contentRoot = path.resolve(process.env.GRIMOIRE_CONTENT_DIR ?? path.join(here, "content"));
const projectRoot = path.resolve(process.env.GRIMOIRE_PROJECT_DIR ?? here);

export default defineConfig({
  root: path.join(here, "editor"),
  base: "./",
  plugins: [contentApiPlugin(contentRoot, projectRoot), monarchPlugin()],
  // strictPort: on a taken port Vite stops with "Port 5173 is already in use" instead of
  // moving to another port the designer would not know to open
  server: { host: "127.0.0.1", port: 5173, strictPort: true, fs: { allow: [here] } },
  preview: { host: "127.0.0.1", port: 4173 },
  worker: { format: "es" },
  build: {
    outDir: path.join(here, "dist", "editor"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
  },
});
