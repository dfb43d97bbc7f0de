// Vitest's global set-up for the browser tests: a folder for the editor's build, made once per test run
// by the first test file that opens the editor (test/e2e/harness.ts, builtEditor) and read by the others.
// A vite build of the editor takes 8–14 s on a two-core machine, and seven files used to make their own.
// The build does not depend on the content a test serves (the file API reads that at serve time).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "grimoire-e2e-editor-"));
  process.env.GRIMOIRE_E2E_EDITOR_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
