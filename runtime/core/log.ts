// The event log: plain JSON events, numbered in order. Two runs of the same
// content, seed and answers produce identical logs (the replay test compares them).

export interface GameEvent {
  seq: number;
  type: string;
  /** the game's own fields: who acted ("hero", "player"), what changed */
  [field: string]: unknown;
}

/** keys the log itself writes: an event's fields may not carry them, or they would overwrite its kind or number */
export const RESERVED_EVENT_KEYS: readonly string[] = ["seq", "type"];

export class EventLog {
  readonly events: GameEvent[] = [];

  add(type: string, fields: Record<string, unknown> = {}): GameEvent {
    for (const key of RESERVED_EVENT_KEYS)
      if (Object.hasOwn(fields, key)) throw new Error(`event "${type}" has a field named "${key}", which the log reserves for the event's own ${key}`);
    const event: GameEvent = { seq: this.events.length, type, ...fields };
    this.events.push(event);
    return event;
  }

  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}
