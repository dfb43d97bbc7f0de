// A sentence of the editor's catalogue (content/i18n/<locale>/editor.ftl) not yet put into words: its
// message id and arguments. The file API, the language worker and the previews answer with one, so the
// page says it in the language it shows, when it shows it; an argument may itself be such a sentence (the
// reason a save failed, inside "Could not save …"), said in the same language.
// No dependency: the dev server, the worker and the page share it.

export type SaidArg = string | number | Said;

export interface Said {
  id: string;
  args?: Record<string, SaidArg>;
}

/** A failure told as a sentence of the editor's catalogue; `message` is the same sentence in English. */
export class SaidError extends Error {
  constructor(
    readonly said: Said,
    message: string = said.id,
  ) {
    super(message);
    this.name = "SaidError";
  }
}

/** the sentence an error carries: its own, or its English message as it is (an error of the rules or of the disk) */
export function saidOf(e: unknown): Said | string {
  if (e && typeof e === "object" && "said" in e && isSaid((e as { said: unknown }).said)) return (e as { said: Said }).said;
  return e instanceof Error ? e.message : String(e);
}

export function isSaid(x: unknown): x is Said {
  if (!x || typeof x !== "object" || typeof (x as Said).id !== "string") return false;
  const args = (x as Said).args;
  if (args === undefined) return true;
  return typeof args === "object" && args !== null && Object.values(args).every((v) => typeof v === "string" || typeof v === "number" || isSaid(v));
}

/** Says a sentence with `format` (one message of a catalogue), its sentence arguments first. */
export function sayWith(format: (id: string, args: Record<string, string | number>) => string, said: Said | string): string {
  if (typeof said === "string") return said;
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(said.args ?? {})) args[k] = typeof v === "object" ? sayWith(format, v) : v;
  return format(said.id, args);
}
