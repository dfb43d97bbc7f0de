// The event log: plain JSON events, numbered in order. Two runs of the same
// content, seed and answers produce identical logs (the replay test compares them).

export interface GameEvent {
  seq: number;
  type: string;
  /** the game's own fields: who acted ("hero", "player"), what changed */
  [field: string]: unknown;
}

export class EventLog {
  readonly events: GameEvent[] = [];

  add(type: string, fields: Record<string, unknown> = {}): GameEvent {
    const event: GameEvent = { seq: this.events.length, type, ...fields };
    this.events.push(event);
    return event;
  }

  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}
