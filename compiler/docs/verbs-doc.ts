// docs/verbs.md, generated from the game tables (npm run docs:verbs).

import type { GameRegistry } from "../../core/registry.ts";
import { readablePattern } from "../check/pattern.ts";

const esc = (s: string) => s.replace(/\|/g, "\\|");

export function renderVerbsDoc(games: GameRegistry): string {
  const out: string[] = [
    "# Verb reference",
    "",
    "<!-- Generated from games/*/vocabulary.ts by `npm run docs:verbs`; do not edit by hand. -->",
    "",
    "Everything a phrase can mean, per game. Patterns use the notation of",
    "[the language reference](language.md#pattern-notation): `<name>` is a value, `?` optional, `[…]` optional words.",
    "",
  ];
  for (const { meta, table: t } of games.all()) {
    out.push(`## ${meta.displayName} (\`game ${meta.id}\`)`, "");
    out.push(
      t.runtime
        ? `Runtime: every primitive below is a method of ${t.runtime}, except those marked "card data", which the link reads into the content module instead of calling.`
        : "Runtime: **none yet**. Files of this game check and lower to IR, but nothing can play them: the primitive column names the function a runtime will have to provide, and no such function exists.",
      "",
    );
    out.push("### Kinds", "", "| kind | tags | windows | required | description |", "| --- | --- | --- | --- | --- |");
    for (const k of t.kinds) {
      const extra = [k.forKinds ? `\`for <${k.forKinds.join("/")}>\`` : "", k.inKinds ? `\`in <${k.inKinds.join("/")}>\`` : ""].filter(Boolean).join(" ");
      out.push(
        `| \`${k.kind}\` ${extra} | ${k.tags.map((x) => `\`${esc(readablePattern(x))}\``).join(", ")} | ${k.windows.join(", ")} | ${(k.required ?? []).join(", ")} | ${esc(k.doc)} |`,
      );
    }
    out.push("", "### Properties", "", "| pattern | on | IR prop | description |", "| --- | --- | --- | --- |");
    for (const p of t.properties) {
      out.push(
        `| \`${esc(readablePattern(p.pattern))}${p.bodyWindow ? ": <effects>" : ""}\` | ${p.kinds.join(", ")} | \`${p.name}\`${p.repeat ? " (list)" : ""} | ${esc(p.doc)} |`,
      );
    }
    out.push("", "### Windows", "", "| pattern | IR window | description |", "| --- | --- | --- |");
    for (const w of t.windows) out.push(`| \`${esc(readablePattern(w.pattern))}:\` | \`${w.name}\` | ${esc(w.doc)} |`);
    out.push("", "### Limits", "", "| pattern | IR limit | description |", "| --- | --- | --- |");
    for (const l of t.limits) out.push(`| \`${esc(readablePattern(l.pattern))}\` | \`${l.name}\` | ${esc(l.doc)} |`);
    out.push(
      "",
      "### Effects",
      "",
      "| pattern | verb | primitive | runtime | message | only in | description |",
      "| --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const v of t.verbs) {
      const runtime = !t.runtime ? "does not exist yet" : v.data ? "card data" : "implemented";
      out.push(
        `| \`${esc(readablePattern(v.pattern))}\` | \`${v.name}\` | \`${v.primitive}\` | ${runtime} | \`${v.message}\` | ${v.windows ? v.windows.join(", ") : "any"} | ${esc(v.doc)} |`,
      );
    }
    out.push("", "### Rolls", "", "| pattern | dice | cases | description |", "| --- | --- | --- | --- |");
    for (const r of t.rolls)
      out.push(
        `| \`${esc(readablePattern(r.pattern))} { … }${r.after ? ` ${r.after}` : ""}\` | \`${r.dice}\` | ${r.cases === "outcome" ? (r.outcomes ?? []).join(", ") : "numbers and ranges"} | ${esc(r.doc)} |`,
      );
    if (t.conditions.length) {
      out.push("", "### Conditions (`if …:`)", "", "| pattern | query | description |", "| --- | --- | --- |");
      for (const c of t.conditions) out.push(`| \`${esc(readablePattern(c.pattern))}\` | \`${c.name}\` | ${esc(c.doc)} |`);
    }
    if (t.queries.length) {
      out.push("", "### Counts (`for each …`)", "", "| pattern | query | description |", "| --- | --- | --- |");
      for (const q of t.queries) out.push(`| \`for each ${esc(readablePattern(q.pattern))}\` | \`${q.name}\` | ${esc(q.doc)} |`);
    }
    out.push("", "### Targets (`<target>: effects`)", "", "| pattern | selector | description |", "| --- | --- | --- |");
    for (const s of t.selectors) out.push(`| \`${esc(readablePattern(s.pattern))}:\` | \`${s.name}\` | ${esc(s.doc)} |`);
    out.push("", "### Value types", "", "| type | words |", "| --- | --- |");
    for (const [name, en] of Object.entries(t.enums)) {
      out.push(
        `| \`${name}\` | ${Object.entries(en)
          .map(([v, sp]) => (sp.length === 1 && sp[0] === v ? `\`${v}\`` : `\`${v}\` (${sp.map((x) => `\`${x}\``).join(", ")})`))
          .join(", ")} |`,
      );
    }
    out.push("");
  }
  return out.join("\n");
}
