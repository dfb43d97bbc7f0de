// One language session per page: the worker client, the registered `.grim`
// language, and the wiring from check results to markers and the store.
// `metrics` records, per edit, the time from the keystroke to its markers
// (read by bench/editor.ts and shown nowhere else).

import { store } from "../state/store.ts";
import { syncSourceCatalogues } from "../state/source-catalogues.ts";
import { LanguageClient } from "./client.ts";
import { registerGrimLanguage, setMarkers } from "./grim-language.ts";
import type { CheckResult } from "./protocol.ts";

export const client = new LanguageClient();
registerGrimLanguage(client);

export const metrics = {
  /** the version of the last edit sent to the worker */
  sentVersion: 0,
  /** the version whose markers are on screen */
  markersVersion: 0,
  /** keystroke-to-markers latencies in ms, one per check that followed an edit */
  latencies: [] as number[],
};

let lastKeyAt = 0;
const editStartedAt = new Map<number, number>();
window.addEventListener("keydown", () => (lastKeyAt = performance.now()), { capture: true });

/** Sends an edit to the worker; returns its version. */
export function sendEdit(path: string, text: string): number {
  const version = ++metrics.sentVersion;
  const now = performance.now();
  // the edit came from the key pressed just before it, if any
  editStartedAt.set(version, now - lastKeyAt < 200 ? lastKeyAt : now);
  void client.update(path, text, version);
  return version;
}

let latest: Omit<CheckResult, "program"> | null = null;

client.onDiagnostics((result) => {
  setMarkers(result.diagnostics);
  latest = result;
  store.setDiagnostics(result);
  if (result.version > metrics.markersVersion) {
    const started = editStartedAt.get(result.version);
    if (started !== undefined) metrics.latencies.push(performance.now() - started);
    for (const v of editStartedAt.keys()) if (v <= result.version) editStartedAt.delete(v);
    metrics.markersVersion = result.version;
  }
});

client.onProgram((program, version) => {
  if (latest && latest.version === version) store.setCheck({ ...latest, program });
});

// a saved .grim file: the English catalogues follow the sources on disk
store.addEventListener("saved", (e) => {
  if ((e as CustomEvent<string>).detail.endsWith(".grim")) void syncSourceCatalogues(store, () => metrics.sentVersion);
});

/** Hands every loaded file to the worker (once, after loading). */
export function sendAllFiles(): Promise<void> {
  const files = [...store.docs.values()].filter((d) => d.path.endsWith(".grim")).map((d) => ({ path: d.path, text: d.text }));
  return client.setFiles(files);
}
