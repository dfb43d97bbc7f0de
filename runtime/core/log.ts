// The event log: plain JSON events, numbered in order. Two runs of the same
// content, seed and answers produce identical logs (the replay test compares them).
// A simulation need not keep the log (the seed and the answers replay it): it
// reads each event as it happens instead, and the log only counts them.

export interface GameEvent {
  seq: number;
  type: string;
  /** the game's own fields: who acted ("hero", "player"), what changed */
  [field: string]: unknown;
}

/** keys the log itself writes: an event's fields may not carry them, or they would overwrite its kind or number */
export const RESERVED_EVENT_KEYS: readonly string[] = ["seq", "type"];

/** reads each event as the game adds it: its type and its own fields (no `seq`: events arrive in order) */
export type EventListener = (type: string, fields: Readonly<Record<string, unknown>>) => void;

/** how a game treats its log; the default keeps every event */
export interface LogOptions {
  /** false: the events are counted and handed to `onEvent`, not kept (`events` stays empty) */
  keep?: boolean;
  onEvent?: EventListener;
}

export class EventLog {
  readonly events: GameEvent[] = [];
  private readonly keep: boolean;
  private readonly onEvent: EventListener | undefined;
  private added = 0;

  constructor(options: LogOptions = {}) {
    this.keep = options.keep ?? true;
    this.onEvent = options.onEvent;
  }

  /** events added so far, kept or not */
  get count(): number {
    return this.added;
  }

  /** go on counting from `count` events: a game resumed from a copy of its state keeps its events' numbers */
  countFrom(count: number): void {
    this.added = count;
  }

  /** back to where the log stood at `count` events (a game restored to a snapshot of its own): the events after it are forgotten */
  rewind(count: number): void {
    if (count > this.added) throw new Error(`a log of ${this.added} events cannot be rewound to ${count}`);
    this.added = count;
    while (this.events.length > 0 && this.events[this.events.length - 1].seq >= count) this.events.pop();
  }

  add(type: string, fields: Record<string, unknown> = {}): GameEvent | null {
    if (!this.keep) {
      this.added++;
      this.onEvent?.(type, fields);
      return null;
    }
    // Only a kept event is one object with the log's own keys beside the fields, which they would overwrite; a
    // listener is handed the type apart. Every game a test plays or a replay checks keeps its log, so a field
    // named so is still refused there. (`in` reads the prototype too, which for plain objects holds neither key;
    // it is a look-up by name on objects of every shape, a cost the simulator's events are spared.)
    if ("seq" in fields || "type" in fields)
      for (const key of RESERVED_EVENT_KEYS)
        if (Object.hasOwn(fields, key)) throw new Error(`event "${type}" has a field named "${key}", which the log reserves for the event's own ${key}`);
    const seq = this.added++;
    this.onEvent?.(type, fields);
    const event: GameEvent = { seq, type, ...fields };
    this.events.push(event);
    return event;
  }

  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}
