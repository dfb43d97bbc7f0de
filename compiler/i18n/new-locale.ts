// The starting point of a new locale's rules.ftl: the English glossary terms
// and grammar helpers (the entries other messages reference), to be rewritten
// in the new language. The messages the game asks for are left out: they come
// in as translations, each with its source hash.

import { FluentSerializer, Visitor, type BaseNode, type Entry } from "@fluent/syntax";
import { guardFluent } from "./ftl-guard.ts";

class Refs extends Visitor {
  messages = new Set<string>();
  override visitMessageReference(node: BaseNode): void {
    this.messages.add((node as unknown as { id: { name: string } }).id.name);
  }
}

export function grammarSeed(locale: string, englishRules: string): string {
  const resource = guardFluent(englishRules).resource;
  const refs = new Refs();
  refs.visit(resource);
  const keep = resource.body.filter((e: Entry) => e.type === "Term" || (e.type === "Message" && refs.messages.has(e.id.name)));
  const serializer = new FluentSerializer();
  const head = [
    `## Rules text: ${locale}.`,
    "## Grammar of this locale, started from the English glossary: rewrite these terms",
    "## (with .gender and case where the language needs them) and helper messages,",
    "## then translate the messages the game asks for (grimoire i18n check lists them).",
    "",
  ].join("\n");
  return `${head}\n${keep.map((e) => serializer.serializeEntry(e)).join("")}`;
}
