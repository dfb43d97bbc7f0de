// What the simulator reads of a game's events: how many, the turn the log last
// announced, and the cards each seat's events name. It reads them one at a time
// as the game adds them, so a game need not keep its log (a module that keeps it
// anyway, and hands nothing over, is read from its log once it ends).
import type { EventListener, GameEvent } from "../core/log.ts";

export class GameEvents {
  private readonly bySeat: Map<string, Set<string>>;
  private seen = 0;
  private turn = -1;
  /** the seat the last event was about, and its cards: a game's events come in runs about one player */
  private lastWho: string | undefined;
  private lastInto: Set<string> | undefined;
  /** for the game's log options: every event added goes through here */
  readonly onEvent: EventListener = (type, fields) => this.read(type, fields);

  constructor(seats: readonly string[]) {
    this.bySeat = new Map(seats.map((s) => [s, new Set<string>()]));
  }

  /** events read so far */
  get count(): number {
    return this.seen;
  }

  /** the turn number the events last announced (-1 before the first turn) */
  get lastTurn(): number {
    return this.turn;
  }

  /** a game that kept its log and handed nothing over: read the log now */
  catchUp(log: readonly GameEvent[]): void {
    if (this.seen > 0) return;
    for (const e of log) this.read(e.type, e);
  }

  /**
   * The cards each seat's events name ("card", "cards", "companion", "quest" fields holding a copy id such
   * as "investigation.bounty-board#1"), without the copy number: what the balance report calls the cards
   * a player drew or played. Cards named without a copy number (Old World card ids) count too.
   */
  cardsBySeat(): Record<string, string[]> {
    return Object.fromEntries([...this.bySeat].map(([s, cs]) => [s, [...cs].sort()]));
  }

  private read(type: string, e: Readonly<Record<string, unknown>>): void {
    this.seen++;
    if (type === "turn" && typeof e.turn === "number") this.turn = e.turn;
    // the player an event is about: Adventure events name the "hero", Old World events the "player"
    const who = typeof e.hero === "string" ? e.hero : typeof e.player === "string" ? e.player : undefined;
    if (who === undefined) return;
    if (who !== this.lastWho) {
      this.lastWho = who;
      this.lastInto = this.bySeat.get(who);
    }
    const into = this.lastInto;
    if (!into) return;
    add(into, e.card);
    add(into, e.companion);
    add(into, e.quest);
    if (type.startsWith("draw") && Array.isArray(e.cards)) for (const c of e.cards) add(into, c);
  }
}

/** a copy's card ("investigation.bounty-board#1" → "investigation.bounty-board"), cut once per copy id: events name the same copies thousands of times */
const CARD_OF_COPY = new Map<string, string>();

function add(into: Set<string>, v: unknown): void {
  if (typeof v !== "string") return;
  let card = CARD_OF_COPY.get(v);
  if (card === undefined) {
    if (!v.includes(".")) return;
    const hash = v.indexOf("#");
    CARD_OF_COPY.set(v, (card = hash < 0 ? v : v.slice(0, hash)));
  }
  into.add(card);
}

/** the cards each seat's events name, read from a whole log (see GameEvents.cardsBySeat) */
export function cardsBySeat(log: readonly GameEvent[], seats: string[]): Record<string, string[]> {
  const r = new GameEvents(seats);
  r.catchUp(log);
  return r.cardsBySeat();
}
