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

/** the locale whose catalogues the worker tells scenario failures in */
let catalogueLocale: string | null = null;

/** Hands the worker the catalogues of English and of the locale shown, which scenario failures are told from. */
function sendCatalogues(): Promise<void> {
  catalogueLocale = store.locale;
  const wanted = [`i18n/en/`, `i18n/${store.locale}/`];
  const files = [...store.docs.values()]
    .filter((d) => d.path.endsWith(".ftl") && wanted.some((w) => d.path.startsWith(w)))
    .map((d) => ({ path: d.path, text: d.text }));
  return client.setCatalogues(store.locale, files);
}

// a scenario's failure is told in the language the editor shows
store.addEventListener("change", () => {
  if (catalogueLocale !== null && store.locale !== catalogueLocale) void sendCatalogues();
});
store.addEventListener("saved", (e) => {
  if ((e as CustomEvent<string>).detail.endsWith(".ftl") && catalogueLocale !== null) void sendCatalogues();
});

/** Hands every loaded file to the worker (once, after loading). */
export async function sendAllFiles(): Promise<void> {
  await sendCatalogues();
  const files = [...store.docs.values()].filter((d) => d.path.endsWith(".grim")).map((d) => ({ path: d.path, text: d.text }));
  return client.setFiles(files);
}
