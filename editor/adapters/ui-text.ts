// The editor's own words (panel labels, buttons, status lines, summaries) in the chosen locale, from the
// editor's catalogue (content/i18n/<locale>/editor.ftl) as the page holds it open, so a translation typed
// in the Translations panel shows at once; English falls back message by message. The English catalogue
// is also built into the page, so the bar and the panels have words before content/ is read.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import englishEditor from "../../content/i18n/en/editor.ftl?raw";
import { catalogueFor } from "../../compiler/i18n/card-text.ts";
import type { RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { store } from "../state/store.ts";
import { type Said, sayWith } from "../said.ts";

const builtIn = new FluentBundle("en", { useIsolating: false });
builtIn.addResource(new FluentResource(englishEditor));

/** problems met formatting the editor's words (a message missing or an argument a translation misuses) */
export const uiProblems: RenderProblem[] = [];

/** One message of the editor's catalogue in the page's locale. */
export function ui(id: string, args: Record<string, FluentVariable> = {}): string {
  if (store.loaded) {
    const out = catalogueFor(store.words, store.docs, store.program, store.locale).cat.format(id, args, uiProblems);
    if (out !== null) return out;
  }
  const m = builtIn.getMessage(id);
  if (!m?.value) {
    uiProblems.push({ message: `no message "${id}" in the editor's catalogue`, at: null });
    return `[${id}]`;
  }
  const errors: Error[] = [];
  const out = builtIn.formatPattern(m.value, args, errors);
  for (const e of errors) uiProblems.push({ message: `${id}: ${e.message}`, at: null });
  return out;
}

/** A sentence of the editor's catalogue (its sentence arguments too) in the page's locale; text not of the catalogue (a rules or disk error) as it is. */
export function say(said: Said | string): string {
  return sayWith(ui, said);
}
