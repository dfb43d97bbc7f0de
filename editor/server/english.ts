// The file API's answers in English, from the editor's English catalogue (content/i18n/en/editor.ftl):
// each refusal carries its message id and arguments for the page, which says it in the language it
// shows, and the same sentence in English as `error` for any other client (curl, a test, the log).
import { readFileSync } from "node:fs";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { type Said, type SaidArg, SaidError, sayWith } from "../said.ts";

let bundle: FluentBundle | null = null;

function english(): FluentBundle {
  if (!bundle) {
    bundle = new FluentBundle("en", { useIsolating: false });
    bundle.addResource(new FluentResource(readFileSync(new URL("../../content/i18n/en/editor.ftl", import.meta.url), "utf8")));
  }
  return bundle;
}

/** a sentence of the editor's catalogue in English; an id the catalogue lacks shows as itself */
export function inEnglish(said: Said): string {
  return sayWith((id, args) => {
    const m = english().getMessage(id);
    return m?.value ? english().formatPattern(m.value, args) : `[${id}]`;
  }, said);
}

export function said(id: string, args?: Record<string, SaidArg>): Said {
  return args ? { id, args } : { id };
}

/** a failure told by the catalogue's message `id`, its message in English */
export function toldError(id: string, args?: Record<string, SaidArg>): SaidError {
  const s = said(id, args);
  return new SaidError(s, inEnglish(s));
}
