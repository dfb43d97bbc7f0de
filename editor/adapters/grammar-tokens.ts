// Monarch highlighting for `.grim`, from the grammar's token vocabulary
// (grammar/tokens.ts, turned into data at build time by editor/server/monarch-plugin.ts).
import type { languages } from "monaco-editor/editor";
import spec from "virtual:grim-monarch";

export function monarchFromGrammar(): languages.IMonarchLanguage {
  const root: languages.IMonarchLanguageRule[] = [[new RegExp(spec.whitespace), "white"]];
  for (const [source, flags, token] of spec.rules) {
    const re = new RegExp(source, flags);
    if (token === "@word") {
      // declaration kinds read as types; capitalised words are names of entities
      root.push([re, { cases: { "@kinds": "type", "~[A-Z\\u00C0-\\u00DE].*": "type.identifier", "@default": "identifier" } }]);
    } else {
      root.push([re, token]);
    }
  }
  return { defaultToken: "source", kinds: spec.kinds, tokenizer: { root } } as languages.IMonarchLanguage;
}
