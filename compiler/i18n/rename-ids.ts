// Renaming an entity renames its texts' message ids in every catalogue, so no
// translation is left behind under the old id (`grimoire i18n check` would call
// it orphaned and the new id missing).

export interface TextChange {
  offset: number;
  length: number;
  newText: string;
}

/** Where a catalogue's text names a message id starting with `from__`, and the change to `to__`. */
export function renameMessageIds(text: string, from: string, to: string): TextChange[] {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const out: TextChange[] = [];
  for (const m of text.matchAll(new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?=__)`, "g"))) out.push({ offset: m.index, length: from.length, newText: to });
  return out;
}
