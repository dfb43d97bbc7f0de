// How each game's messages are named in a locale's catalogues. A locale is one
// Fluent namespace for every game, so a game's ids carry its prefix (its
// GameLanguage's `messages`, core/game.ts): the names come from the games the
// caller registered, and this file knows none of them.

import type { GameWords } from "../../core/game.ts";
import type { Game } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import {
  conditionMessageId,
  escapedContentId,
  limitMessageId,
  queryMessageId,
  rollMessageId,
  selectorMessageId,
  unescapedContentId,
  windowMessageId,
} from "./message-ids.ts";

interface Named {
  language: GameWords;
  rules: string;
  content: string;
}

const ofRegistry = new WeakMap<GameRegistry<GameWords>, MessageNames>();

export class MessageNames {
  private readonly byId = new Map<Game, Named>();
  /** the games by content prefix, longest first, so that a prefix which starts another is tried after it */
  private readonly byContentPrefix: Named[];
  private readonly byRulesPrefix: Named[];

  constructor(languages: readonly GameWords[]) {
    for (const language of languages) {
      const id = language.meta.id;
      this.byId.set(id, { language, rules: language.messages?.rules ?? `${id}-`, content: language.messages?.content ?? `${id}__` });
    }
    const longestFirst = (key: "rules" | "content") => [...this.byId.values()].sort((a, b) => b[key].length - a[key].length);
    this.byContentPrefix = longestFirst("content");
    this.byRulesPrefix = longestFirst("rules");
  }

  /** the names of a registry's games, made once a registry */
  static of(games: GameRegistry<GameWords>): MessageNames {
    let made = ofRegistry.get(games);
    if (!made) {
      made = new MessageNames(games.all());
      ofRegistry.set(games, made);
    }
    return made;
  }

  private named(game: Game): Named {
    const n = this.byId.get(game);
    if (!n) throw new Error(`no game "${game}" among the catalogues' games (${[...this.byId.keys()].join(", ")})`);
    return n;
  }

  /** the games' ids, as registered */
  games(): Game[] {
    return [...this.byId.keys()];
  }

  language(game: Game): GameWords {
    return this.named(game).language;
  }

  /**
   * The Fluent message id of a content text id (`investigation.zerikanian-assassin.name` becomes
   * `investigation__zerikanian-assassin__name`, after the game's content prefix). Ids are unique per game
   * (`monster.troll` may exist in two), so the prefix keeps the games apart.
   */
  content(textId: string, game: Game): string {
    return this.named(game).content + escapedContentId(textId);
  }

  /** the game and text id of a content message id; null when no game's prefix fits it */
  textOf(messageId: string): { game: Game; textId: string } | null {
    const n = this.byContentPrefix.find((g) => messageId.startsWith(g.content));
    return n ? { game: n.language.meta.id, textId: unescapedContentId(messageId.slice(n.content.length)) } : null;
  }

  /** the game whose message this is, by its content or rules prefix; null when none fits */
  gameOf(messageId: string): Game | null {
    const content = this.byContentPrefix.find((g) => g.content && messageId.startsWith(g.content));
    if (content) return content.language.meta.id;
    return (this.byRulesPrefix.find((g) => messageId.startsWith(g.rules))?.language.meta.id ?? null) as Game | null;
  }

  /** a message the game's rules name from a word (`log-<event>`, `card-kind`): with the game's rules prefix */
  rules(game: Game, id: string): string {
    return this.named(game).rules + id;
  }

  /** a verb's rules-text message: the verb table's `message`, or `<rules prefix>verb-<name>` for a verb the table does not declare yet */
  verb(game: Game, verb: string): string {
    const def = this.named(game).language.table.verbs.find((v) => v.name === verb);
    return def ? def.message : this.rules(game, `verb-${verb}`);
  }

  /** fields the game's rules leave out when they do not apply, which arrive as "none" */
  absentAsNone(game: Game): readonly string[] {
    return this.named(game).language.messages?.absentAsNone ?? [];
  }

  /** does the game name a decision's prompt by its type (`<rules>prompt-<type>`)? */
  promptsByType(game: Game): boolean {
    return this.named(game).language.messages?.promptsByType ?? false;
  }

  /** Every rules-text message the game's table needs: a catalogue missing one of these cannot render that game. */
  required(game: Game): string[] {
    const t = this.named(game).language.table;
    const ids = new Set<string>();
    for (const v of t.verbs) ids.add(v.message);
    for (const w of t.windows) ids.add(windowMessageId(w.name));
    for (const l of t.limits) ids.add(limitMessageId(l.name));
    for (const c of t.conditions) ids.add(conditionMessageId(c.name));
    for (const q of t.queries) ids.add(queryMessageId(q.name));
    for (const s of t.selectors) if (s.name !== "you") ids.add(selectorMessageId(s.name));
    for (const r of t.rolls) ids.add(rollMessageId(r.dice));
    return [...ids].sort();
  }
}
