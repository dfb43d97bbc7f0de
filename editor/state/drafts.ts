// Unsaved edits live in localStorage, written a moment after each change, so a
// reload or a crashed tab restores them. A draft remembers which disk version
// it was based on, so saving it later still detects a file changed meanwhile.

const PREFIX = "grimoire.draft:";

export interface Draft {
  text: string;
  /** hash of the disk version the edits started from; null for a new file */
  baseHash: string | null;
  savedAt: number;
}

export function loadDraft(path: string): Draft | null {
  try {
    const raw = localStorage.getItem(PREFIX + path);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    return typeof d.text === "string" ? d : null;
  } catch {
    return null;
  }
}

/** false when the browser refused (storage full or disabled): the edit is then only in memory. */
export function storeDraft(path: string, draft: Draft): boolean {
  try {
    localStorage.setItem(PREFIX + path, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function dropDraft(path: string): void {
  try {
    localStorage.removeItem(PREFIX + path);
  } catch {
    // storage disabled
  }
}

/** Paths with drafts, including files that exist only as drafts. */
export function draftPaths(): string[] {
  const out: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(PREFIX)) out.push(k.slice(PREFIX.length));
    }
  } catch {
    // storage disabled
  }
  return out.sort();
}
