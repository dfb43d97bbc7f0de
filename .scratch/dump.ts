import { readFileSync, readdirSync } from "node:fs";
import { bundled } from "../test/content/bundled.ts";
import { cardText } from "../editor/adapters/i18n.ts";
const { entities, program } = bundled();
const docs = new Map<string, { text: string }>();
for (const l of ["en", "ro"]) for (const f of readdirSync(`/work/wt/i17-faces/content/i18n/${l}`)) docs.set(`i18n/${l}/${f}`, { text: readFileSync(`/work/wt/i17-faces/content/i18n/${l}/${f}`, "utf8") });
const kinds = new Map<string, number>();
for (const e of entities) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
console.log([...kinds]);
const seen = new Set<string>();
for (const e of entities) {
  if (seen.has(e.kind)) continue; seen.add(e.kind);
  console.log("\n##", e.id, e.tags, JSON.stringify(e.props).slice(0, 300));
  for (const l of ["en", "ro"] as const) { const t = cardText(e, l, docs, program); console.log(l, t.name, "|", t.rules.join(" / "), "|", t.flavour); }
}
