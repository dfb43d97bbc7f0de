// Vite plugin: `virtual:grim-monarch`, the Monarch grammar for `.grim`, built at
// build time from the grammar's token vocabulary and the games' kind tables, so
// highlighting has one source of truth and the page does not ship the lexer.

import type { Plugin } from "vite";
import { space, tokenVocabulary } from "../../grammar/tokens.ts";
import { games } from "../../games/registry.ts";

const ID = "virtual:grim-monarch";
const RESOLVED = `\0${ID}`;

const MONARCH_TOKEN: Record<string, string> = {
  comment: "comment",
  string: "string",
  number: "number",
  operator: "operator",
  delimiter: "delimiter",
  keyword: "keyword",
  identifier: "identifier",
};

export interface MonarchSpec {
  kinds: string[];
  /** the character class of white space, as the lexer skips it */
  whitespace: string;
  /** [regex source, flags, monarch token or "@word"] in match order */
  rules: [string, string, string][];
}

export function monarchSpec(): MonarchSpec {
  const kinds = [...new Set(games.all().flatMap((g) => g.table.kinds.map((k) => k.kind)))].sort();
  const rules: [string, string, string][] = tokenVocabulary.map((t) => [
    t.pattern.source,
    t.pattern.flags.replace(/[gy]/g, ""),
    t.scope === "identifier" ? "@word" : (MONARCH_TOKEN[t.scope] ?? "source"),
  ]);
  return { kinds, whitespace: `[${space}]+`, rules };
}

export function monarchPlugin(): Plugin {
  return {
    name: "grimoire-monarch",
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(monarchSpec())};` : null;
    },
  };
}
