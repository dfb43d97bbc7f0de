// The event stream: each event a kind (a number) and its fields (numbers), as the rules add them. Only a game
// that keeps its log stores them; a simulation's game counts them and hands them to its listener, and one
// with neither pays a counter. Words never come from here: a kept event is decoded into the log's plain
// event (runtime/core/log.ts GameEvent: its type and named fields, ids as the content's ids) and the
// catalogues say it.
import type { EventListener, GameEvent, LogOptions } from "../core/log.ts";

/**
 * How one field of an event kind is decoded: a number as it is, a truth (0 or 1), or an index into one of
 * the game's id lists (its divers, its cards), or into a list of words the event kind names itself.
 */
export type EventField = "int" | "bool" | { ids: string } | { words: readonly string[] };

export interface EventKind {
  readonly code: number;
  readonly type: string;
  /** the fields in the order the rules pass them */
  readonly fields: readonly (readonly [name: string, field: EventField])[];
}

/** the event kinds of one game, defined once beside its rules */
export class EventKinds {
  private readonly kinds: EventKind[] = [];

  define(type: string, fields: Readonly<Record<string, EventField>> = {}): EventKind {
    if (this.kinds.some((k) => k.type === type)) throw new Error(`event "${type}" is defined twice`);
    if ("seq" in fields || "type" in fields) throw new Error(`event "${type}" has a field named "seq" or "type", which the log reserves`);
    const kind: EventKind = { code: this.kinds.length, type, fields: Object.entries(fields) };
    this.kinds.push(kind);
    return kind;
  }

  byCode(code: number): EventKind {
    const k = this.kinds[code];
    if (k === undefined) throw new Error(`no event kind has code ${code}`);
    return k;
  }

  get all(): readonly EventKind[] {
    return this.kinds;
  }
}

/** the lists an event's `ids` fields index: a game's content ids, resolved to numbers once */
export type IdLists = Readonly<Record<string, readonly string[]>>;

export class EventStream {
  /** kept events, flat: kind code, field count, fields */
  private data: number[] = [];
  /** where each kept event starts in `data` */
  private starts: number[] = [];
  private added = 0;
  /** the kept events decoded so far (the log is read far less often than it is written) */
  private decoded: GameEvent[] = [];
  private readonly keep: boolean;
  private readonly onEvent: EventListener | undefined;

  constructor(
    private readonly kinds: EventKinds,
    private readonly ids: IdLists,
    options: LogOptions = {},
  ) {
    this.keep = options.keep ?? true;
    this.onEvent = options.onEvent;
  }

  /** an event; its fields in its kind's order */
  add(kind: EventKind, fields: readonly number[]): void {
    if (fields.length !== kind.fields.length) throw new Error(`event "${kind.type}" has ${kind.fields.length} field(s) and was given ${fields.length}`);
    this.added++;
    if (this.onEvent !== undefined) this.onEvent(kind.type, this.fieldsOf(kind, fields));
    if (!this.keep) return;
    this.starts.push(this.data.length);
    this.data.push(kind.code, ...fields);
  }

  /** events added so far, kept or not */
  get count(): number {
    return this.added;
  }

  /** how far the stream stands: what a snapshot keeps of it */
  mark(): { count: number; kept: number } {
    return { count: this.added, kept: this.starts.length };
  }

  /** back to a mark of this stream: the events after it are forgotten */
  rewind(mark: { count: number; kept: number }): void {
    if (mark.kept > this.starts.length) throw new Error("a stream cannot be rewound to events it never kept");
    this.added = mark.count;
    if (mark.kept < this.starts.length) {
      this.data.length = this.starts[mark.kept];
      this.starts.length = mark.kept;
      if (this.decoded.length > mark.kept) this.decoded.length = mark.kept;
    }
  }

  /** a stream that goes on counting from `count` (a fork: the events before it are not in it, nor any it kept) */
  countFrom(count: number): void {
    this.added = count;
    this.data.length = 0;
    this.starts.length = 0;
    this.decoded.length = 0;
  }

  /** the kept events as the log's plain events, numbered from the first this stream kept */
  get events(): readonly GameEvent[] {
    const first = this.added - this.starts.length;
    for (let i = this.decoded.length; i < this.starts.length; i++) {
      const at = this.starts[i];
      const kind = this.kinds.byCode(this.data[at]);
      const fields = this.data.slice(at + 1, at + 1 + kind.fields.length);
      this.decoded.push({ seq: first + i, type: kind.type, ...this.fieldsOf(kind, fields) });
    }
    return this.decoded;
  }

  private fieldsOf(kind: EventKind, values: readonly number[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < kind.fields.length; i++) {
      const [name, field] = kind.fields[i];
      out[name] = decodeField(kind, name, field, values[i], this.ids);
    }
    return out;
  }
}

function decodeField(kind: EventKind, name: string, field: EventField, value: number, ids: IdLists): unknown {
  if (field === "int") return value;
  if (field === "bool") return value !== 0;
  const list = "ids" in field ? ids[field.ids] : field.words;
  if (list === undefined) throw new Error(`event "${kind.type}": no id list "${(field as { ids: string }).ids}"`);
  const word = list[value];
  if (word === undefined) throw new Error(`event "${kind.type}": ${name} ${value} is outside its list of ${list.length}`);
  return word;
}
