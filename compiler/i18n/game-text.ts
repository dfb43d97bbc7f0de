// What a player reads while playing, in a locale: decision prompts, option
// labels and the event log. The rules code hands over message ids and data
// (runtime/core/text.ts, the log's plain events); the words come from
// content/i18n/<locale>/runtime-<game>.ftl, content names from the set
// catalogues, and "A or B" options and timing windows from rules.ftl.
//
// Variables every runtime message gets, besides its own arguments:
//   $gender   grammatical gender of the hero concerned (the one deciding, or
//             the event's hero): "masculine" / "feminine"
// Argument kinds (see TextArg): a content entity becomes its name in the
// locale; a list is joined with the locale's list format; an effect becomes
// its rules text. Log events are plain JSON, so their fields are converted by
// value: a string naming a content entity becomes its name, `why` becomes a
// reason message when one exists, numbers stay numbers, true/false become
// "yes"/"no", and an object of numbers (battle totals) becomes `$field-key`.
//
// Each game has its catalogue, runtime-<game>.ftl; a game's message ids start
// with its rules prefix (a locale is one namespace: message-names.ts).
// Decisions carry their full ids (`ow-prompt-…`); for what has no id of its
// own (log events, card preview labels) GameText adds the prefix.
//
// Pure TypeScript on @fluent/bundle: the editor renders with it too.

import type { FluentVariable } from "@fluent/bundle";
import type { Effect, Game, PropValue } from "../../core/ir.ts";
import type { Decision, DecisionOption } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import type { Text, TextArg, Why } from "../../runtime/core/text.ts";
import { kebab, windowMessageId } from "./message-ids.ts";
import { renderEffectText, type RenderProblem, type RulesCatalogue } from "./rules-text.ts";
import { EntityName } from "./grammar.ts";

export interface GameTextOptions {
  /** grammatical gender of a hero by id; heroes without one are "masculine" */
  heroGender?: (hero: string) => string | undefined;
  /** problems found while rendering (a message missing in every catalogue) */
  problems?: RenderProblem[];
}

/** a key a message selects on: Fluent variant keys hold no dots or colons ("armour.1" -> "armour-1") */
const selectKey = (s: string): string => s.replace(/[.:]/g, "-");

/** an instance id ("investigation.foo#2") names its card */
const defOf = (id: string): string => {
  const i = id.lastIndexOf("#");
  return i < 0 ? id : id.slice(0, i);
};

/** Message id of a log line: `log-<event type>`. */
export const logMessageId = (type: string): string => `log-${kebab(type)}`;
/** Message id of a reason given in an event's `why` that is not a content entity ("heart location"). */
export const reasonMessageId = (why: string): string =>
  `reason-${kebab(why)
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-+$/, "")}`;

export class GameText {
  readonly game: Game;
  readonly cat: RulesCatalogue;
  private readonly heroGender: (hero: string) => string | undefined;
  readonly problems: RenderProblem[];

  constructor(game: Game, cat: RulesCatalogue, opts: GameTextOptions = {}) {
    this.game = game;
    this.cat = cat;
    this.heroGender = opts.heroGender ?? (() => undefined);
    this.problems = opts.problems ?? [];
  }

  /** A locale is one namespace for every game: a log line or card label message starts with the game's rules prefix, as its verbs do. */
  private own(id: string): string {
    return this.cat.names.rules(this.game, id);
  }

  /** the hero's grammatical gender: its name's `.gender` in this locale, else the content's `gender`, else masculine */
  gender(hero: string | undefined): string {
    if (!hero) return "masculine";
    return this.entity(hero)?.form("gender") || this.heroGender(hero) || "masculine";
  }

  /** the name message of a content entity, or null when the catalogues do not name it */
  private nameMessage(id: string): string | null {
    const def = defOf(id);
    if (!def.includes(".")) return null;
    let messageId: string;
    try {
      messageId = this.cat.names.content(`${def}.name`, this.game);
    } catch {
      return null;
    }
    return this.cat.has(messageId) ? messageId : null;
  }

  /** the display name of a content entity, or null when the catalogues do not name it */
  name(id: string): string | null {
    const m = this.nameMessage(id);
    return m === null ? null : this.cat.format(m, {}, this.problems);
  }

  /**
   * A content entity's name as a message argument: it prints as the name, and
   * the locale's NAME() and GENDER() functions reach its declined forms and
   * gender (the name message's attributes, see grammar.ts).
   */
  entity(id: string): EntityName | null {
    const m = this.nameMessage(id);
    const text = m === null ? null : this.cat.format(m, {}, this.problems);
    if (m === null || text === null) return null;
    return new EntityName(defOf(id), text, (attr) => this.cat.format(m, {}, this.problems, attr));
  }

  private message(id: string, args: Record<string, FluentVariable>, hero: string | undefined): string {
    const absent = Object.fromEntries(this.cat.names.absentAsNone(this.game).map((k) => [k, "none"]));
    const out = this.cat.format(id, { gender: this.gender(hero), ...absent, ...args }, this.problems);
    if (out === null) {
      this.problems.push({ message: `no message "${id}" in the ${this.cat.locale} catalogues`, at: null });
      return `[${id}]`;
    }
    return out;
  }

  private arg(a: TextArg, hero: string | undefined): FluentVariable {
    if (typeof a === "number") return a;
    // the Old World engine names entities by id ("location.vizima"); other strings are keys a message selects on
    if (typeof a === "string") return this.entity(a) ?? selectKey(a);
    if ("entity" in a) return this.entity(a.entity) ?? a.entity;
    if ("text" in a) return this.format(a.text, hero);
    if ("list" in a) {
      const items = a.list.map((x) => String(this.arg(x, hero)));
      return a.path ? items.join(" → ") : this.cat.listFormat(items, "conjunction");
    }
    // a window's label selects on its action ("when performing travel"), "none" when it names none
    if ("window" in a) return this.message(windowMessageId(a.window), { action: a.action ?? "none" }, hero);
    if ("reason" in a) return this.reason(a.reason, hero);
    return renderEffectText(this.game, a.effect as Effect, this.cat, { problems: this.problems, gender: this.gender(hero) });
  }

  /** A reason (Why): an entity's name, a reason key's message, or a reason message with arguments; "none" for a key no catalogue words. */
  reason(why: Why, hero: string | undefined): string {
    if (typeof why !== "string") return this.format(why, hero);
    const n = this.name(why);
    if (n !== null) return n;
    const id = this.own(reasonMessageId(why));
    return this.cat.has(id) ? this.message(id, {}, hero) : "none";
  }

  /** A Text in this locale; `hero` is whom it concerns (its gender is passed as $gender). */
  format(t: Text, hero?: string): string {
    const args: Record<string, FluentVariable> = {};
    for (const [k, v] of Object.entries(t.args ?? {})) args[k] = this.arg(v, hero);
    return this.message(t.id, args, hero);
  }

  /** The prompt and option labels of a decision, addressed to the hero who decides. */
  decision(d: Decision): { prompt: string; options: { key: string; label: string }[] } {
    return {
      prompt: this.format(d.args ? { id: d.prompt, args: d.args } : { id: d.prompt }, d.who),
      options: d.options.map((o) => ({ key: o.key, label: this.option(o, d.who) })),
    };
  }

  /** One option's label, addressed to `who`. */
  option(o: DecisionOption, who?: string): string {
    return this.format(o.args ? { id: o.label, args: o.args } : { id: o.label }, who);
  }

  // The card preview's labels: the entity's kind, its tags, stat names and fact names and values.
  kind(kind: string): string {
    return this.message(this.own("card-kind"), { kind: selectKey(kind) }, undefined);
  }

  /** a tag; one with a value ("cost 1", "terrain forest") passes the value as $value */
  tag(tag: string): string {
    const [name, ...rest] = tag.split(" ");
    if (!rest.length) return this.message(this.own("card-tag"), { tag: selectKey(tag) }, undefined);
    const value = rest.join(" ");
    return this.message(this.own("card-tag"), { tag: selectKey(name), value: /^\d+$/.test(value) ? Number(value) : selectKey(value) }, undefined);
  }

  stat(stat: string, amount: number): string {
    return this.message(this.own("card-stat"), { stat: selectKey(stat), amount }, undefined);
  }

  fact(name: string): string {
    return this.message(this.own("card-fact"), { fact: selectKey(name) }, undefined);
  }

  /**
   * What an entity's `assumed` marks name, in the words of the card preview:
   * a property by its fact label ("exchange rate"), one entry of a repeated one
   * by its number ("routes, no. 4"), a key of a record after the record ("main
   * quest: enemy"), a hook by its timing window ("before rolling").
   */
  assumedValue(entry: string): string {
    const m = /^([\w-]+)(?:\[(\d+)\])?(?:\.(\w+))?$/.exec(entry);
    if (!m) return entry;
    const [, name, index, key] = m;
    const window = windowMessageId(name);
    let words = this.fact(name);
    if (!index && !key && this.cat.has(window)) {
      const w = this.message(window, {}, undefined);
      words = w.charAt(0).toLocaleLowerCase(this.cat.locale) + w.slice(1);
    }
    if (index) words = this.message(this.own("card-assumed-item"), { fact: words, number: Number(index) + 1 }, undefined);
    if (key) words = this.message(this.own("card-assumed-part"), { fact: words, part: this.fact(key) }, undefined);
    return words;
  }

  /** The card preview's line on where an entity's facts come from: an original card, and which values are assumed; null when neither. */
  provenance(props: Record<string, PropValue>): string | null {
    const parts: string[] = [];
    if (props.original === true) parts.push(this.message(this.own("card-original"), {}, undefined));
    if (Array.isArray(props.assumed) && props.assumed.length > 0) {
      const values = props.assumed.map((a) => this.assumedValue(String(a)));
      parts.push(this.message(this.own("card-assumed"), { values: this.cat.listFormat(values, "conjunction"), count: values.length }, undefined));
    }
    return parts.length ? parts.join(" · ") : null;
  }

  /**
   * A row of an Old World fight preview's "What changed": the witcher's name and
   * what changed (`ow-fight-change`), or the map's; a list of entities by their names.
   */
  fightChange(path: string, witcher: string, before: string, after: string): { what: string; before: string; after: string } {
    const field = path.startsWith(`${witcher}.`) ? path.slice(witcher.length + 1) : path;
    const label = this.message(this.own("fight-change"), { field: selectKey(field) }, undefined);
    const who = field === path ? null : (this.name(witcher) ?? witcher);
    const shown = (v: string): string => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        return v;
      }
      if (Array.isArray(parsed))
        return parsed.length
          ? this.cat.listFormat(
              parsed.map((x) => (typeof x === "string" ? (this.name(x) ?? x) : String(x))),
              "conjunction",
            )
          : "—";
      return typeof parsed === "string" ? (this.name(parsed) ?? parsed) : String(parsed);
    };
    return { what: who ? `${who}: ${label}` : label, before: shown(before), after: shown(after) };
  }

  /** a fact's value: an enum word ("until-resolved", "red"), true/false */
  value(v: string | boolean): string {
    return this.message(this.own("card-value"), { value: selectKey(String(v)) }, undefined);
  }

  /**
   * A fact's value as the card preview shows it: references by name (`nameOf`
   * for names the catalogues lack, e.g. content being typed), lists joined,
   * records as "fact value" pairs, enum words and yes/no from `card-value`.
   */
  factValue(v: PropValue, nameOf: (id: string) => string | null = () => null): string {
    if (Array.isArray(v))
      return v.length
        ? this.cat.listFormat(
            v.map((x) => this.factValue(x, nameOf)),
            "conjunction",
          )
        : "";
    if (v !== null && typeof v === "object") {
      if ("kind" in v && v.kind === "ref" && typeof v.id === "string") return this.name(v.id) ?? nameOf(v.id) ?? v.id;
      // a die face by what it shows; another record by its name
      if ("results" in v && Array.isArray(v.results)) return v.results.length ? this.factValue(v.results, nameOf) : this.value("blank");
      if ("name" in v) return this.factValue(v.name as PropValue, nameOf);
      // Old World card symbols (`symbol 2 damage`) and starting decks (`deck 2 Aard`)
      if ("symbol" in v && "amount" in v) return `${this.factValue(v.amount as PropValue, nameOf)} ${this.factValue(v.symbol as PropValue, nameOf)}`;
      if ("card" in v && "copies" in v) return `${this.factValue(v.copies as PropValue, nameOf)} × ${this.factValue(v.card as PropValue, nameOf)}`;
      return Object.entries(v)
        .map(([k, x]) => `${this.fact(k)} ${this.factValue(x, nameOf)}`)
        .join(", ");
    }
    if (typeof v === "number") return String(v);
    // a deck: "investigation.blue", "quest.combat", a hero's "development.geralt" or "companion.yarpen"
    const deck = typeof v === "string" ? /^(investigation|quest|development|companion)\.(.+)$/.exec(v) : null;
    if (deck)
      return this.message(
        this.own("option-deck"),
        { deck: deck[1] === "development" || deck[1] === "companion" ? deck[1] : selectKey(v as string) },
        undefined,
      );
    return this.value(v as string | boolean);
  }

  private field(key: string, v: unknown, out: Record<string, FluentVariable>): void {
    if (typeof v === "number") out[key] = v;
    else if (typeof v === "boolean") out[key] = v ? "yes" : "no";
    else if (v === null || v === undefined) out[key] = "none";
    else if (typeof v === "string") {
      const n = this.entity(v);
      if (n !== null) out[key] = n;
      else if (key === "why") out[key] = this.reason(v, undefined);
      else out[key] = selectKey(v);
    } else if (Array.isArray(v)) {
      const names = v.map((x) => (typeof x === "string" ? (this.name(x) ?? x) : String(x)));
      out[key] = names.length ? this.cat.listFormat(names, "conjunction") : "none";
      out[`${key}-count`] = v.length;
    } else if (key === "why" && typeof v === "object" && typeof (v as { id?: unknown }).id === "string") {
      out[key] = this.reason(v as Text, undefined);
    } else if (typeof v === "object") {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (typeof x === "number") out[`${key}-${kebab(k)}`] = x;
    }
  }

  /** One log event as a sentence: message `log-<type>` with the event's fields. */
  logLine(e: GameEvent): string {
    const args: Record<string, FluentVariable> = {};
    for (const [k, v] of Object.entries(e)) if (k !== "seq" && k !== "type") this.field(k, v, args);
    // the Adventure Game's events name a hero, the Old World's a player (a witcher)
    const who = typeof e.hero === "string" ? e.hero : typeof e.player === "string" ? e.player : undefined;
    return this.message(this.own(logMessageId(e.type)), args, who);
  }
}
