// Saving a .grim file keeps the English catalogues (content/i18n/en/<game>-<set>.ftl)
// in step with the sources on disk, as `grimoire i18n extract` would write them,
// so `grimoire i18n check` does not fail until someone runs extract.
//
// It runs only when the checked program is the one on disk: no .grim file has
// unsaved edits, the check of the newest edit has arrived, and it has no errors
// (a program with errors may be missing texts; the catalogue waits for a good one).

import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import type { ProgramIR } from "../../core/ir.ts";
import { SOURCE_LOCALE, type Store } from "./store.ts";

/** Resolves with the program checked from version `version` of the edits (or later), or null if none comes. */
function programOf(store: Store, version: number, timeoutMs = 10_000): Promise<ProgramIR | null> {
  return new Promise((resolve) => {
    const ready = () => (store.check && store.check.version >= version ? store.check.program : null);
    const now = ready();
    if (now) return resolve(now);
    const timer = setTimeout(() => done(null), timeoutMs);
    const onChange = () => {
      const p = ready();
      if (p) done(p);
    };
    const done = (p: ProgramIR | null) => {
      clearTimeout(timer);
      store.removeEventListener("change", onChange);
      resolve(p);
    };
    store.addEventListener("change", onChange);
  });
}

export async function syncSourceCatalogues(store: Store, newestVersion: () => number): Promise<string[]> {
  if (store.dirtyPaths().some((p) => p.endsWith(".grim"))) return [];
  const program = await programOf(store, newestVersion());
  if (!program || store.dirtyPaths().some((p) => p.endsWith(".grim"))) return [];
  if (store.diagnostics.some((d) => d.severity === "error")) return [];
  const written: string[] = [];
  // the page knows files relative to content/; the catalogue names them from the repository root
  for (const [name, text] of englishCatalogues(program, store.words, (file) => `content/${file}`)) {
    const path = `i18n/${SOURCE_LOCALE}/${name}.ftl`;
    if (store.docs.get(path)?.diskText === text) continue;
    store.upsertText(path, text);
    if (await store.save(path)) written.push(path);
  }
  return written;
}
