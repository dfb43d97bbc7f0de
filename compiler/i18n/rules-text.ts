// Rules text rendered from the IR, per locale. Every phrase comes from the
// locale's rules.ftl (one message per verb, window, limit, condition, count,
// target and roll); this file only composes them: "A or B", "if …, …",
// "… for each …", ", if able", targets, roll cases, costs and windows.
// Grammar that depends on the language (plural forms, gender agreement, verb
// forms, case) lives in the catalogue, selected through the variables below:
//
//   $form    "you" (the resolving hero, addressed), "they" (a targeted hero or
//            opponent, third person), "inf" (after a cost: "spend 1 dodge to …")
//   $timing  "immediately" when the window says its effect happens at once
//   $negated "yes" / "no" on conditions
//   $gender  the grammatical gender of the hero the text is about
//            ("masculine" / "feminine", from the hero's `gender`), so words agree
//
// Pure TypeScript on @fluent/bundle: the browser editor renders with it too.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { safeFluentText } from "./ftl-guard.ts";
import type { Amount, Arg, Condition, Effect, EntityIR, Game, Hook } from "../../core/ir.ts";
import { conditionMessageId, limitMessageId, queryMessageId, rollMessageId, selectorMessageId, windowMessageId } from "./message-ids.ts";
import type { MessageNames } from "./message-names.ts";
import { PSEUDO_LOCALE, pseudoText } from "./pseudo.ts";
import { EntityName, grammarFunctions } from "./grammar.ts";

export type Form = "you" | "they" | "inf";

export interface RenderProblem {
  message: string;
  /** the IR node's source position, "content/adventure/monsters.grim:12" */
  at: string | null;
}

/** One locale's rules catalogue (rules.ftl plus the content catalogues for names), with English as fallback. */
export class RulesCatalogue {
  /** how each game's messages are named in it: the games the caller registered */
  readonly names: MessageNames;
  readonly locale: string;
  private readonly bundles: FluentBundle[];

  /**
   * @param names the games whose messages it holds, as message-names.ts names them
   * @param sources the locale's .ftl texts (rules.ftl and the set catalogues)
   * @param fallback the English .ftl texts, used message by message where the locale has no entry
   */
  constructor(names: MessageNames, locale: string, sources: string[], fallback: string[] = []) {
    this.names = names;
    this.locale = locale;
    const make = (loc: string, texts: string[]) => {
      const b: FluentBundle = new FluentBundle(loc, { useIsolating: false, functions: grammarFunctions(() => b) });
      // the checks report what the guard neutralises; rendering only needs text that cannot crash it
      for (const t of texts) b.addResource(new FluentResource(safeFluentText(t)));
      return b;
    };
    this.bundles = [make(locale, sources)];
    if (fallback.length) this.bundles.push(make("en", fallback));
  }

  hasAttribute(id: string, attribute: string): boolean {
    for (const b of this.bundles) {
      const m = b.getMessage(id);
      if (m) return attribute in m.attributes;
    }
    return false;
  }

  has(id: string): boolean {
    return this.bundles.some((b) => b.hasMessage(id));
  }

  /** Formats a message (or one of its attributes); null when no bundle has it. */
  format(id: string, args: Record<string, FluentVariable>, problems: RenderProblem[], attribute?: string): string | null {
    for (const b of this.bundles) {
      const msg = b.getMessage(id);
      if (!msg) continue;
      // an attribute the locale's message lacks is absent, not borrowed from the fallback language
      const pattern = attribute ? msg.attributes[attribute] : msg.value;
      if (!pattern) return null;
      const errors: Error[] = [];
      const out = b.formatPattern(pattern, args, errors);
      for (const e of errors) problems.push({ message: `${id}: ${e.message}`, at: null });
      return out;
    }
    return null;
  }

  private readonly lists = new Map<string, Intl.ListFormat>();

  listFormat(items: string[], type: "conjunction" | "disjunction"): string {
    if (items.length === 1) return items[0];
    let f = this.lists.get(type);
    if (!f) {
      f = new Intl.ListFormat(this.locale, { type, style: "long" });
      this.lists.set(type, f);
    }
    // the pseudo-locale has no list words of its own: its "and"/"or" are accented too, so untranslated joins show
    if (this.locale === PSEUDO_LOCALE)
      return f
        .formatToParts(items)
        .map((p) => (p.type === "literal" ? p.value.replace(/[A-Za-z]+/g, (w) => pseudoText(w)) : p.value))
        .join("");
    return f.format(items);
  }
}

interface Ctx {
  game: Game;
  cat: RulesCatalogue;
  form: Form;
  timing: string;
  gender: string;
  problems: RenderProblem[];
  /** display name of a referenced entity in this locale */
  name: (id: string) => string;
}

const where = (at: { file: string; line: number } | undefined): string | null => (at ? `${at.file}:${at.line}` : null);

function msg(ctx: Ctx, id: string, args: Record<string, FluentVariable>, at: string | null): string {
  const out = ctx.cat.format(id, { form: ctx.form, timing: ctx.timing, gender: ctx.gender, ...args }, ctx.problems);
  if (out === null) {
    ctx.problems.push({ message: `no message "${id}" in the ${ctx.cat.locale} rules catalogue`, at });
    return `[${id}]`;
  }
  return out;
}

/** an attribute of an entity's name message in the locale (`.genitive`, `.gender`, …), or null */
function nameAttribute(ctx: Ctx, id: string, attribute: string): string | null {
  try {
    return ctx.cat.format(ctx.cat.names.content(`${id}.name`, ctx.game), {}, ctx.problems, attribute);
  } catch {
    return null;
  }
}

/** A number of an effect plus, when it is counted, the "for each …" phrase (or, for "equal to", what X is) to put after the effect. */
interface Count {
  value: number | string;
  each: string | null;
  /** "equal to a count": the effect reads with X, and this says what X is */
  equal?: string;
}

/** What an "equal to" amount (a sum of counts and a constant) is, in words: "the monster's level plus 2". */
function equalPhrase(ctx: Ctx, a: Amount, at: string | null): string | null {
  let text: string | null = null;
  let offset = 0;
  for (const t of a.kind === "sum" ? a.terms : [a]) {
    if (t.kind === "const") offset += t.value;
    else if (t.kind === "query" && text === null) text = ctx.cat.format(queryMessageId(t.query), vars(ctx, t.args, at).vars, ctx.problems, "amount");
    else return null;
  }
  if (text === null) return null;
  if (offset > 0) return msg(ctx, "amount-plus", { amount: text, number: offset }, at);
  if (offset < 0) return msg(ctx, "amount-minus", { amount: text, number: -offset }, at);
  return text;
}

function count(ctx: Ctx, a: Amount, at: string | null): Count {
  switch (a.kind) {
    case "const":
      return { value: a.value, each: null };
    case "query":
      return { value: 1, each: msg(ctx, queryMessageId(a.query), vars(ctx, a.args, at).vars, at) };
    case "product": {
      const consts = a.factors.filter((f) => f.kind === "const");
      const others = a.factors.filter((f) => f.kind !== "const");
      if (others.length === 1) {
        const inner = count(ctx, others[0], at);
        const factor = consts.reduce((n, f) => n * (f.kind === "const" ? f.value : 1), 1);
        if (typeof inner.value === "number") return { value: factor * inner.value, each: inner.each };
      }
      break;
    }
    case "sum": {
      // `equal to <count> [plus N]`: the effect reads with X, then what X is
      const equal = equalPhrase(ctx, a, at);
      if (equal !== null) return { value: msg(ctx, "amount-x", {}, at), each: null, equal };
      break;
    }
  }
  ctx.problems.push({ message: `an amount of kind "${a.kind}" has no rules-text wording yet`, at });
  return { value: 0, each: null };
}

function isAmount(a: Arg): a is Amount {
  return typeof a === "object" && a !== null && "kind" in a && a.kind !== "ref";
}

/** IR arguments as Fluent variables: numbers stay numbers (plural rules), references become names. */
/**
 * Each arg `x` also gives `$xWritten`: "no" when the source left it out and the verb table's default
 * filled it in (`implied`), so a message can leave unsaid what the card does not say.
 */
function vars(
  ctx: Ctx,
  args: Record<string, Arg>,
  at: string | null,
  implied: readonly string[] = [],
): { vars: Record<string, FluentVariable>; each: string[]; equal: string[] } {
  const out: Record<string, FluentVariable> = {};
  const each: string[] = [];
  const equal: string[] = [];
  for (const [k, v] of Object.entries(args)) {
    out[`${k}Written`] = implied.includes(k) ? "no" : "yes";
    if (v === null) out[k] = "none";
    else if (typeof v === "number") out[k] = v;
    else if (typeof v === "boolean") out[k] = v ? "yes" : "no";
    // enum values such as "investigation.blue" become "investigation-blue": Fluent variant keys hold no dots
    else if (typeof v === "string") out[k] = v.replace(/\./g, "-");
    else if (v.kind === "ref") {
      // a name that NAME() and GENDER() can decline (grammar.ts); it prints as the name
      out[k] = new EntityName(v.id, ctx.name(v.id), (attr) => nameAttribute(ctx, v.id, attr));
      out[`${k}Kind`] = v.id.split(".")[0];
    } else if (isAmount(v)) {
      const c = count(ctx, v, at);
      out[k] = c.value;
      if (c.each) each.push(c.each);
      if (c.equal) equal.push(c.equal);
    }
  }
  return { vars: out, each, equal };
}

function renderCondition(ctx: Ctx, c: Condition, negated = false): string {
  const at = where(c.at);
  switch (c.kind) {
    case "query":
      return msg(ctx, conditionMessageId(c.query), { ...vars(ctx, c.args, at).vars, negated: negated ? "yes" : "no" }, at);
    case "not":
      return renderCondition(ctx, c.cond, !negated);
    case "all":
    case "any": {
      // De Morgan keeps "not (A and B)" readable as "not A or not B"
      const conj = (c.kind === "all") !== negated ? "conjunction" : "disjunction";
      return ctx.cat.listFormat(
        c.conds.map((x) => renderCondition(ctx, x, negated)),
        conj,
      );
    }
  }
}

function isEmpty(e: Effect): boolean {
  return e.kind === "seq" && e.steps.every(isEmpty);
}

type VerbEffect = Extract<Effect, { kind: "verb" }>;

/**
 * A verb's clause. `object`: only what follows the verb word, from the
 * message's `.object` attribute ("1 blue proof" in "spend 2 red proof and
 * 1 blue proof"); `additional`: the same thing again, counted ("1 additional
 * blue lead for each Nilfgaard card you have").
 */
function renderVerb(ctx: Ctx, e: VerbEffect, object: boolean, additional: boolean): string {
  const at = where(e.at);
  const { vars: v, each, equal } = vars(ctx, e.args, at, e.implied);
  const id = ctx.cat.names.verb(ctx.game, e.verb);
  let text = object
    ? (ctx.cat.format(id, { form: ctx.form, timing: ctx.timing, gender: ctx.gender, ...v, additional: additional ? "yes" : "no" }, ctx.problems, "object") ??
      msg(ctx, id, v, at))
    : msg(ctx, id, v, at);
  for (const phrase of each) text = msg(ctx, "with-count", { effect: text, each: phrase }, at);
  for (const phrase of equal) text = msg(ctx, "with-equal", { effect: text, amount: phrase }, at);
  if (e.ifAble) text = msg(ctx, "if-able", { effect: text }, at);
  return text;
}

const SENTENCE_BREAK = "\u2029";

function sameExceptAmount(a: VerbEffect, b: VerbEffect): boolean {
  const keys = new Set([...Object.keys(a.args), ...Object.keys(b.args)]);
  keys.delete("amount");
  return [...keys].every((k) => JSON.stringify(a.args[k]) === JSON.stringify(b.args[k]));
}

/**
 * Steps of a sequence. Consecutive uses of one verb share the verb word when
 * the locale's message has an `.object` attribute; at the top of a hook, a
 * verb whose message has `.own-sentence` (keep this card …) ends the sentence.
 */
function renderSeq(ctx: Ctx, e: Extract<Effect, { kind: "seq" }>, topLevel: boolean): string {
  const at = where(e.at);
  const steps = e.steps.filter((s) => !isEmpty(s));
  if (steps.length === 0) return msg(ctx, "no-effect", {}, at);
  const sentences: Effect[][] = [[]];
  for (const s of steps) {
    const own = topLevel && s.kind === "verb" && ctx.cat.hasAttribute(ctx.cat.names.verb(ctx.game, s.verb), "own-sentence");
    if (own && sentences[sentences.length - 1].length) sentences.push([]);
    sentences[sentences.length - 1].push(s);
    if (own) sentences.push([]);
  }
  const rendered = sentences
    .filter((group) => group.length)
    .map((group) => {
      const clauses: string[] = [];
      for (let i = 0; i < group.length; i++) {
        const s = group[i];
        if (s.kind !== "verb" || s.ifAble || !ctx.cat.hasAttribute(ctx.cat.names.verb(ctx.game, s.verb), "object")) {
          clauses.push(renderEffect(ctx, s));
          continue;
        }
        // a run of the same verb: "spend 2 red proof and 1 blue proof"
        const run: VerbEffect[] = [s];
        while (i + 1 < group.length) {
          const n = group[i + 1];
          if (n.kind !== "verb" || n.verb !== s.verb || n.ifAble) break;
          run.push(n);
          i++;
        }
        const parts = run.map((v, k) => (k === 0 ? renderVerb(ctx, v, false, false) : renderVerb(ctx, v, true, sameExceptAmount(v, run[k - 1]))));
        clauses.push(ctx.cat.listFormat(parts, "conjunction"));
      }
      return ctx.cat.listFormat(clauses, "conjunction");
    });
  return rendered.join(SENTENCE_BREAK);
}

export function renderEffect(ctx: Ctx, e: Effect): string {
  const at = where(e.at);
  switch (e.kind) {
    case "verb":
      return renderVerb(ctx, e, false, false);
    case "seq":
      return renderSeq(ctx, e, false);
    case "choice":
      return ctx.cat.listFormat(
        e.options.map((o) => renderEffect(ctx, o)),
        "disjunction",
      );
    case "if": {
      const cond = renderCondition(ctx, e.cond);
      const then = renderEffect(ctx, e.then);
      if (!e.else) return msg(ctx, "if", { cond, then }, at);
      return msg(ctx, "if-else", { cond, then, otherwise: renderEffect(ctx, e.else) }, at);
    }
    case "repeat": {
      const body = renderEffect(ctx, e.body);
      const c = count(ctx, e.times, at);
      if (c.each) return msg(ctx, "with-count", { effect: body, each: c.each }, at);
      return msg(ctx, "repeat", { effect: body, times: c.value }, at);
    }
    case "target": {
      if (e.selector === "you") {
        // an explicit "you:" sets the reader apart from other heroes ("each other hero loses …
        // and you receive …"); a locale whose verbs show the person needs no subject (`target-you = { $effect }`)
        const body = renderEffect(ctx, e.body);
        return ctx.cat.has("target-you") ? msg(ctx, "target-you", { effect: body }, at) : body;
      }
      const body = renderEffect({ ...ctx, form: "they" }, e.body);
      return msg(ctx, selectorMessageId(e.selector), { effect: body }, at);
    }
    case "roll": {
      // each row is an outcome of its own: after "spend 1 energy to roll a die:" it is addressed again, not infinitive
      const rowCtx: Ctx = ctx.form === "inf" ? { ...ctx, form: "you" } : ctx;
      const cases = e.cases.map((c) => {
        const effect = renderEffect(rowCtx, c.effect);
        if (c.when.kind === "outcome") return msg(ctx, `roll-case-${c.when.outcome}`, { effect }, at);
        if (c.when.from === c.when.to) return msg(ctx, "roll-case-number", { number: c.when.from, effect }, at);
        return msg(ctx, "roll-case-range", { from: c.when.from, to: c.when.to, effect }, at);
      });
      const sep = msg(ctx, "roll-case-separator", {}, at);
      // Old World specialties: "may choose lower" lets the player take any lower row instead
      if (e.mayChooseLower) cases.push(msg(ctx, "roll-may-choose-lower", {}, at));
      return msg(ctx, "roll", { roll: msg(ctx, rollMessageId(e.dice), {}, at), cases: cases.join(sep) }, at);
    }
  }
}

function sentence(ctx: Ctx, text: string): string {
  return text
    .split(SENTENCE_BREAK)
    .map((t) => oneSentence(ctx, t))
    .join(" ");
}

function oneSentence(ctx: Ctx, text: string): string {
  const t = text.trim();
  if (!t) return t;
  // the first letter, past any bracket of the pseudo-locale
  const i = t.search(/\p{L}/u);
  const first = i < 0 ? t : t.slice(0, i) + t[i].toLocaleUpperCase(ctx.cat.locale) + t.slice(i + 1);
  return /[.!?:]$/.test(first) ? first : `${first}.`;
}

/**
 * @param encounter a battle the hook's effect is followed by, though it is not one of its effects: a
 * main quest's enemy encounter, fought after its requirement is spent (Complete a Main Quest)
 */
export function renderHookText(ctx: Ctx, hook: Hook, encounter?: Effect): string {
  const at = where(hook.at);
  const windowId = windowMessageId(hook.window);
  // "when performing travel": the window names its action, the message chooses the words
  // a numbered window (`when special attack 2 is revealed`) names its number
  const windowArgs = {
    action: typeof hook.windowArgs?.action === "string" ? hook.windowArgs.action : "none",
    ...(typeof hook.windowArgs?.number === "number" ? { number: hook.windowArgs.number } : {}),
  };
  const timing = ctx.cat.format(windowId, {}, ctx.problems, "timing") ?? "none";
  const inner: Ctx = { ...ctx, timing };
  let body: string;
  if (hook.cost) {
    const cost = renderEffect(inner, hook.cost);
    const effect = renderEffect({ ...inner, form: "inf" }, hook.effect);
    body = msg(inner, "with-cost", { cost, effect }, at);
  } else body = hook.effect.kind === "seq" ? renderSeq(inner, hook.effect, true) : renderEffect(inner, hook.effect);
  if (encounter) body = msg(inner, "then-fight", { effect: body, fight: renderEffect(inner, encounter) }, at);
  const template = ctx.cat.format(windowId, { ...windowArgs, effect: body, form: ctx.form, gender: ctx.gender }, ctx.problems, "template");
  let text: string;
  if (template !== null) {
    text = hook.limit ? msg(ctx, "hook-limit-first", { limit: msg(ctx, limitMessageId(hook.limit), {}, at), effect: template }, at) : template;
  } else {
    const label = msg(ctx, windowId, windowArgs, at);
    text = hook.limit
      ? msg(ctx, "hook-limited", { window: label, limit: msg(ctx, limitMessageId(hook.limit), {}, at), effect: body }, at)
      : msg(ctx, "hook", { window: label, effect: body }, at);
  }
  return sentence(ctx, text);
}

export interface RenderOptions {
  /** display names of referenced entities; defaults to the catalogue's `<id>.name` messages, then the id */
  name?: (id: string) => string | undefined;
  /** problems found while rendering (missing messages, unknown amounts) are pushed here */
  problems?: RenderProblem[];
  /** grammatical gender of the hero the text is addressed to; "masculine" when no hero is known */
  gender?: string;
}

function makeCtx(game: Game, cat: RulesCatalogue, opts: RenderOptions): Ctx {
  const problems = opts.problems ?? [];
  const name = (id: string): string => {
    const given = opts.name?.(id);
    if (given !== undefined) return given;
    try {
      const t = cat.format(cat.names.content(`${id}.name`, game), {}, problems);
      if (t !== null) return t;
    } catch {
      // an id that is not a content id: fall through to the readable id
    }
    const last = id.split(".").pop() ?? id;
    return last.replace(/-/g, " ");
  };
  return { game, cat, form: "you", timing: "none", gender: opts.gender ?? "masculine", problems, name };
}

/** The rules text of one hook, as a sentence. */
export function renderHook(game: Game, hook: Hook, cat: RulesCatalogue, opts: RenderOptions = {}): string {
  return renderHookText(makeCtx(game, cat, opts), hook);
}

/** One effect's rules text, addressed to the resolving hero, as a phrase (an option of "A or B"). */
export function renderEffectText(game: Game, effect: Effect, cat: RulesCatalogue, opts: RenderOptions = {}): string {
  return renderEffect(makeCtx(game, cat, opts), effect);
}

/**
 * The rules text of an entity: one sentence per hook, in source order. The game may say what a property
 * implies in a hook's sentence (an Adventure Game quest's main enemy) and what comes before the first line
 * (where an Old World event card is read): its `rulesText` (core/game.ts).
 */
export function renderRulesText(entity: EntityIR, cat: RulesCatalogue, opts: RenderOptions = {}): string[] {
  const ctx = makeCtx(entity.game, cat, opts);
  const parts = cat.names.language(entity.game).rulesText;
  const implied = parts?.implied?.(entity);
  const lines = entity.hooks.map((h) => renderHookText(ctx, h, implied && h.window === implied.window ? implied.effect : undefined));
  const lead = parts?.lead?.(entity);
  if (lines.length && lead) {
    const args = Object.fromEntries(Object.entries(lead.names).map(([k, id]) => [k, ctx.name(id)]));
    lines[0] = `${sentence(ctx, msg(ctx, lead.message, args, where(entity.at)))} ${lines[0]}`;
  }
  return lines;
}
