// A ContentDiff as people read it: plain text for a terminal (grouped by game
// and set), markdown for a release note. JSON is the object itself.

import { type PropValue, refId } from "../../core/ir.ts";
import type { ContentDiff, DropLabel, EntityChange, EntityEntry, LocaleMessages, SetDiff } from "./content-diff.ts";

function shown(v: PropValue | null): string {
  if (v === null) return "(none)";
  if (typeof v !== "object") return String(v);
  if (Array.isArray(v)) return `[${v.map(shown).join(", ")}]`;
  const ref = refId(v);
  if (ref !== null) return ref;
  const record = v as { [key: string]: PropValue };
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${k}: ${shown(record[k])}`)
    .join(", ")}}`;
}

const dropName = (d: DropLabel): string => (d.commit ? `${d.label} (${d.commit.slice(0, 12)})` : d.label);
const setTitle = (s: SetDiff): string => `${s.game} / ${s.set}${s.name ? ` (${s.name})` : ""}`;

function summaryLine(d: ContentDiff): string {
  const s = d.summary;
  return (
    `entities: ${s.added} added, ${s.removed} removed, ${s.changed} changed; ` +
    `messages: ${s.messagesAdded} added, ${s.messagesRemoved} removed, ${s.messagesChanged} changed, ${s.messagesStale} stale`
  );
}

/** "  label: first line" then the other lines under the first, or "(no rules text)". */
function block(indent: string, label: string, lines: string[], out: string[]): void {
  const head = `${indent}${label}`;
  if (lines.length === 0) {
    out.push(`${head}(no rules text)`);
    return;
  }
  out.push(`${head}${lines[0]}`);
  for (const l of lines.slice(1)) out.push(`${" ".repeat(head.length)}${l}`);
}

function entryText(sign: string, e: EntityEntry, out: string[]): void {
  out.push(`  ${sign} ${e.id} "${e.name}"`);
  for (const r of e.rules) block("      ", `${r.locale}: `, r.lines, out);
}

function changeText(c: EntityChange, out: string[]): void {
  out.push(`  ~ ${c.id} "${c.name}"`);
  if (c.movedFrom) out.push(`      moved from the set ${c.movedFrom}`);
  for (const p of c.properties) out.push(`      ${p.path}: ${shown(p.before)} → ${shown(p.after)}`);
  for (const t of c.texts) out.push(`      ${t.id}: ${t.before === null ? "(none)" : `"${t.before}"`} → ${t.after === null ? "(none)" : `"${t.after}"`}`);
  if (c.effectsChanged) out.push("      effects changed");
  const width = Math.max(...c.rules.map((r) => r.locale.length));
  for (const r of c.rules) {
    const loc = r.locale.padEnd(width);
    if (!r.changed) block("      ", `${loc} (unchanged): `, r.after, out);
    else {
      block("      ", `${loc} before: `, r.before, out);
      block("      ", `${loc} after:  `, r.after, out);
    }
  }
}

/** A message's source on one line: a multi-line Fluent entry keeps its words, not its layout. */
const oneLine = (s: string): string => s.replace(/\s*\n\s*/g, " ");

function messagesText(m: LocaleMessages, out: string[]): void {
  out.push(
    `messages, ${m.locale}: ${m.added.length} added, ${m.removed.length} removed, ${m.changed.length} changed${m.locale === "en" ? "" : `, ${m.stale.length} stale`}`,
  );
  for (const x of m.added) out.push(`  + ${x.catalogue}: ${x.id}`);
  for (const x of m.removed) out.push(`  - ${x.catalogue}: ${x.id}`);
  for (const x of m.changed) out.push(`  ~ ${x.catalogue}: ${x.id}`);
  for (const x of m.stale)
    out.push(`  ! ${x.catalogue}: ${x.id} is stale: the English changed from "${oneLine(x.englishBefore)}" to "${oneLine(x.englishAfter)}"`);
}

export function formatDiffText(d: ContentDiff): string {
  const out = [`content changes from ${dropName(d.from)} to ${dropName(d.to)}`, summaryLine(d)];
  for (const s of d.sets) {
    out.push("", setTitle(s));
    for (const e of s.added) entryText("+", e, out);
    for (const e of s.removed) entryText("-", e, out);
    for (const c of s.changed) changeText(c, out);
  }
  for (const m of d.messages) {
    out.push("");
    messagesText(m, out);
  }
  return `${out.join("\n")}\n`;
}

// ---- markdown ----

/** Text in a table cell: a pipe would end the cell, a line break the row. */
const cell = (s: string): string => s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\n/g, " ");
const cellLines = (lines: string[]): string => (lines.length ? lines.map(cell).join("<br>") : "*(no rules text)*");
const code = (s: string): string => `\`${s.replace(/`/g, "'")}\``;

function entryMarkdown(e: EntityEntry, out: string[]): void {
  out.push(`- **${cell(e.name)}** ${code(e.id)}`);
  for (const r of e.rules) out.push(`  - ${r.locale}: ${r.lines.length ? r.lines.map(cell).join(" ") : "*(no rules text)*"}`);
}

function changeMarkdown(c: EntityChange, out: string[]): void {
  out.push(`#### ${cell(c.name)} ${code(c.id)}`, "");
  if (c.movedFrom) out.push(`Moved from the set ${code(c.movedFrom)}.`, "");
  const rows = [
    ...c.properties.map((p) => [code(p.path), cell(shown(p.before)), cell(shown(p.after))]),
    ...c.texts.map((t) => [code(t.id), cell(t.before ?? "(none)"), cell(t.after ?? "(none)")]),
  ];
  if (rows.length) {
    out.push("| property | before | after |", "| --- | --- | --- |");
    for (const r of rows) out.push(`| ${r.join(" | ")} |`);
    out.push("");
  }
  if (c.effectsChanged) out.push("Its effects changed.", "");
  out.push("| rules text | before | after |", "| --- | --- | --- |");
  for (const r of c.rules) out.push(`| ${r.locale} | ${cellLines(r.before)} | ${r.changed ? cellLines(r.after) : "*(unchanged)*"} |`);
  out.push("");
}

function messagesMarkdown(m: LocaleMessages, out: string[]): void {
  out.push(`### ${m.locale}`, "");
  const list = (title: string, refs: { id: string; catalogue: string }[]) => {
    if (refs.length) out.push(`- ${title}: ${refs.map((r) => `${code(r.id)} (${r.catalogue})`).join(", ")}`);
  };
  list("added", m.added);
  list("removed", m.removed);
  list("changed", m.changed);
  list("stale (the English changed, the translation did not)", m.stale);
  if (!m.added.length && !m.removed.length && !m.changed.length && !m.stale.length) out.push("No change.");
  out.push("");
}

export function formatDiffMarkdown(d: ContentDiff): string {
  const s = d.summary;
  const out = [
    `# Content changes: ${code(dropName(d.from))} → ${code(dropName(d.to))}`,
    "",
    "| | added | removed | changed | stale |",
    "| --- | --- | --- | --- | --- |",
    `| entities | ${s.added} | ${s.removed} | ${s.changed} | |`,
    `| messages | ${s.messagesAdded} | ${s.messagesRemoved} | ${s.messagesChanged} | ${s.messagesStale} |`,
    "",
  ];
  for (const set of d.sets) {
    out.push(`## ${cell(setTitle(set))}`, "");
    if (set.added.length) {
      out.push(`### Added (${set.added.length})`, "");
      for (const e of set.added) entryMarkdown(e, out);
      out.push("");
    }
    if (set.removed.length) {
      out.push(`### Removed (${set.removed.length})`, "");
      for (const e of set.removed) entryMarkdown(e, out);
      out.push("");
    }
    if (set.changed.length) {
      out.push(`### Changed (${set.changed.length})`, "");
      for (const c of set.changed) changeMarkdown(c, out);
    }
  }
  out.push("## Messages", "");
  for (const m of d.messages) messagesMarkdown(m, out);
  return `${out.join("\n").replace(/\n+$/, "")}\n`;
}
