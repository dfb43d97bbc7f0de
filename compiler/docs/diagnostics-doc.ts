// docs/diagnostics.md, generated from the registry (npm run docs:diagnostics).

import { registry } from "../../core/diagnostics/registry.ts";

export function renderDiagnosticsDoc(): string {
  const out: string[] = [
    "# Diagnostics",
    "",
    "<!-- Generated from core/diagnostics/registry.ts by `npm run docs:diagnostics`; do not edit by hand. -->",
    "",
    "Every problem the checker reports has a stable code. `GRM1xxx` are about characters, tokens and",
    "the shape of a file; `GRM2xxx` about names and references; `GRM3xxx` about what the game tables",
    "allow (properties, windows, effects, values). The CLI prints them as",
    "`file:line:column: severity CODE message`; `grimoire check --json` gives the same data with ranges,",
    "related locations and suggested fixes.",
    "",
    "| code | severity | title |",
    "| --- | --- | --- |",
    ...registry.map((c) => `| [${c.code}](#${c.code.toLowerCase()}) | ${c.severity} | ${c.title} |`),
    "",
  ];
  for (const c of registry) {
    out.push(`## ${c.code}`, "", `**${c.title}** (${c.severity})`, "", c.explanation, "", "Example:", "", "```", c.example.replace(/\n+$/, ""), "```", "");
  }
  return out.join("\n");
}
