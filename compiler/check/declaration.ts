// Checks one declaration against its kind's entry in the game table and
// lowers it into an EntityIR: properties, hooks, texts.

import type { Clause, Declaration, Item, SourceRange } from "../../core/ast.ts";
import { spanRange } from "../../grammar/build.ts";
import type { Effect, EntityIR, Hook, PropValue, TextIR } from "../../core/ir.ts";
import { diagnostic } from "../../core/diagnostics/registry.ts";
import { an, capitalise, closest } from "../../core/names.ts";
import type { PropertyDef } from "../../core/vocabulary.ts";
import { at, type DeclContext } from "./context.ts";
import { EffectLowering, phraseRange } from "./effects.ts";
import { leadingWords, matchPattern, matchPrefixes, readablePattern, suggestion, type Failure, type Match, type MatchValue } from "./pattern.ts";

function text(items: Item[]): string {
  return items.map((i) => ("text" in i ? i.text : "{…}")).join(" ");
}

function isWord(it: Item | undefined, w: string): boolean {
  return !!it && it.kind === "word" && it.lower === w;
}

export interface DeclOutput {
  entity: EntityIR;
}

export function checkDeclaration(ctx: DeclContext, decl: Declaration, id: string, set: string): EntityIR {
  const name = decl.name!;
  const entity: EntityIR = {
    game: ctx.game,
    set,
    kind: ctx.kind.kind,
    id,
    name: name.text,
    tags: [],
    texts: [],
    props: {},
    hooks: [],
    at: at(decl.range),
  };
  const texts: TextIR[] = [{ id: `${id}.name`, text: decl.display?.value ?? name.text, at: at(decl.display?.range ?? name.range) }];
  const assumed: string[] = [];
  const propAt = new Map<string, SourceRange>();
  const attempted = new Set<string>();
  const lowering = new EffectLowering(ctx);
  const props = entity.props;

  // for / in
  const refProp = (word: typeof decl.forRef, allowed: string[] | undefined, prop: string, keyword: string) => {
    if (!word) return;
    if (!allowed) {
      ctx.diagnostics.push(diagnostic("GRM3010", word.range, `${capitalise(an(ctx.kind.kind))} cannot be declared \`${keyword} ${word.text}\`.`));
      return;
    }
    const rid = ctx.symbols.resolve(ctx.game, { ref: true, name: word.text, kinds: allowed, range: word.range }, ctx.diagnostics);
    if (rid) props[prop] = { kind: "ref", id: rid };
  };
  refProp(decl.forRef, ctx.kind.forKinds, "hero", "for");
  refProp(decl.inRef, ctx.kind.inKinds, "region", "in");

  // tags
  for (const tag of decl.tags) {
    let done = false;
    for (const pattern of ctx.kind.tags) {
      const m = matchPattern(pattern, tag.items, ctx.table);
      if (m) {
        for (const [k, v] of Object.entries(m.args)) {
          const pv = toProp(ctx, v);
          if (pv !== undefined) props[k] = pv;
        }
        done = true;
        break;
      }
    }
    entity.tags.push(text(tag.items).toLowerCase());
    if (!done) {
      for (const pattern of ctx.kind.tags) for (const m of pattern.matchAll(/\{(\w+):/g)) attempted.add(m[1]);
      ctx.diagnostics.push(unknownTag(ctx, tag.items, tag.range));
    }
  }

  const kindProps = ctx.table.properties.filter((p) => p.kinds.includes(ctx.kind.kind) || p.kinds.includes("*"));
  const otherProps = ctx.table.properties.filter((p) => !kindProps.includes(p));
  const windowOk = (w: string) => ctx.kind.windows.includes(w);
  const implicitEffect: Effect[] = [];
  // the clauses that gave a property with a body (`side 4 vp: …`), for the game's own reading of them
  const bodiedClauses = new Map<string, Clause[]>();
  let implicitAt: SourceRange | null = null;

  const setProp = (def: PropertyDef, m: Match, range: SourceRange, isAssumed: boolean): boolean => {
    ctx.diagnostics.push(...(ctx.rules.property?.({ kind: ctx.kind.kind, property: def.name, args: m.args, at: m.at }) ?? []));
    for (const [param, least] of Object.entries(def.least ?? {})) {
      const n = m.args[param];
      if (typeof n === "number" && n < least) {
        ctx.diagnostics.push(tooSmall(def, param, least, String(n), m.at[param] ?? range));
        attempted.add(def.name);
        return false;
      }
    }
    let value: PropValue | undefined;
    const entries = Object.entries(m.args);
    const converted: Record<string, PropValue> = {};
    for (const [k, v] of entries) {
      const pv = toProp(ctx, v);
      if (pv === undefined) {
        attempted.add(def.name);
        return false;
      }
      converted[k] = pv;
    }
    const fixed = def.fixed ?? {};
    if (def.bodyWindow && entries.length === 0) {
      // `consequences: …` is only a hook; it still may be given once
      if (propAt.has(def.name))
        ctx.diagnostics.push(
          diagnostic("GRM3007", range, `\`${def.name}\` is already given for ${entity.name}.`, {
            related: [{ range: propAt.get(def.name)!, message: "first given here" }],
          }),
        );
      propAt.set(def.name, range);
      return true;
    }
    if (entries.length === 0 && Object.keys(fixed).length === 0) value = true;
    else if (entries.length === 1 && Object.keys(fixed).length === 0 && def.name === entries[0][0]) value = converted[def.name];
    else value = { ...converted, ...(fixed as Record<string, PropValue>) };
    if (def.name === "flavour" || (typeof value === "string" && def.pattern.includes(":text}"))) {
      texts.push({ id: `${entity.id}.${def.name}`, text: String(value), at: at(range) });
    } else if (def.repeat) {
      const list = (props[def.name] as PropValue[] | undefined) ?? [];
      list.push(value);
      props[def.name] = list;
      if (isAssumed) assumedPart(def.name, `[${list.length - 1}]`);
    } else if (
      props[def.name] !== undefined &&
      typeof props[def.name] === "object" &&
      !Array.isArray(props[def.name]) &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      !("kind" in (value as object) && (value as { kind: unknown }).kind === "ref")
    ) {
      props[def.name] = { ...(props[def.name] as Record<string, PropValue>), ...(value as Record<string, PropValue>) };
      if (isAssumed) for (const k of Object.keys(value as object)) assumedPart(def.name, `.${k}`);
    } else if (isAssumed && typeof value === "object" && !Array.isArray(value) && props[def.name] === undefined && !("kind" in (value as object))) {
      // the first line of a property other lines may add to (`main at …` before `main enemy …`)
      props[def.name] = value;
      for (const k of Object.keys(value as object)) assumedPart(def.name, `.${k}`);
    } else if (props[def.name] !== undefined && propAt.has(def.name)) {
      ctx.diagnostics.push(
        diagnostic("GRM3007", range, `\`${def.name}\` is already given for ${entity.name}.`, {
          related: [{ range: propAt.get(def.name)!, message: "first given here" }],
        }),
      );
      return true;
    } else props[def.name] = value;
    propAt.set(def.name, range);
    if (isAssumed && !assumedParts.has(def.name) && !assumed.includes(def.name)) assumed.push(def.name);
    return true;
  };
  // `assumed` marks only what its line wrote: one entry of a repeated property, the keys one line adds to a merged one
  const assumedParts = new Map<string, string[]>();
  const assumedPart = (name: string, part: string) => {
    const parts = assumedParts.get(name) ?? [];
    if (!parts.includes(part)) parts.push(part);
    assumedParts.set(name, parts);
  };

  const tryProps = (
    defs: PropertyDef[],
    items: Item[],
    withBody: boolean,
    best?: { v: { fail: Failure; def: PropertyDef } | null },
  ): [PropertyDef, Match] | null => {
    for (const def of defs) {
      if (withBody !== !!def.bodyWindow && !(def.bodyWindow && !def.bodyRequired && !withBody)) continue;
      const fail: Failure = { reached: -1, expected: "" };
      const m = matchPattern(def.pattern, items, ctx.table, fail);
      if (m) return [def, m];
      if (best && fail.reached > 0 && (!best.v || fail.reached > best.v.fail.reached)) best.v = { fail, def };
    }
    return null;
  };

  // `sword 4   shield 2` on one line: several properties side by side (two at
  // least). At each place the longest property whose rest of the line can
  // still be read wins, the first of the kind's properties for that length.
  // Worked out from the end of the line backwards, so each place is read once:
  // a line of n items costs n readings, not the n² of trying every split.
  const splitProps = (items: Item[]): [PropertyDef, Match, Item[]][] | null => {
    const n = items.length;
    const plain = kindProps.filter((def) => !(def.bodyWindow && def.bodyRequired));
    const chosen: ({ end: number; def: PropertyDef; m: Match } | undefined)[] = new Array(n);
    for (let j = n - 1; j >= 0; j--) {
      // no property starts with a block
      if (items[j].kind === "block") continue;
      let best: { end: number; def: PropertyDef; m: Match } | undefined;
      for (const def of plain) {
        for (const [end, m] of matchPrefixes(def.pattern, items, j, ctx.table)) {
          const restRead = end === n ? j > 0 : chosen[end] !== undefined;
          if (restRead && (!best || end > best.end)) best = { end, def, m };
        }
      }
      chosen[j] = best;
    }
    if (!chosen[0]) return null;
    const out: [PropertyDef, Match, Item[]][] = [];
    for (let j = 0; j < n; ) {
      const c = chosen[j]!;
      out.push([c.def, c.m, items.slice(j, c.end)]);
      j = c.end;
    }
    return out;
  };

  let pendingAssumed = false;
  const hook = (window: string, limit: string | null, c: Clause, bodyClauses: Clause | null) => {
    const scope = { window };
    const { cost, effect } = lowering.hookBody(bodyClauses ?? c, scope);
    if (effect) entity.hooks.push({ window, limit, cost, effect, at: at(c.range) } satisfies Hook);
    if (effect && ctx.rules.hook)
      ctx.diagnostics.push(...ctx.rules.hook({ window, cost, range: c.range, firstStep: (bodyClauses ?? c).body?.[0]?.range ?? null }));
    if (pendingAssumed && !assumedWindows.includes(window)) assumedWindows.push(window);
    lastHookFrom = current;
  };

  const windowOf = (
    items: Item[],
  ): { window: string | null; windowArgs: Record<string, string | number> | null; limit: string | null; bad: Item[] | null; unknownLimit: Item[] | null } => {
    const parts: Item[][] = [[]];
    for (const it of items) {
      if (it.kind === "comma") parts.push([]);
      else parts[parts.length - 1].push(it);
    }
    let window: string | null = null;
    let windowArgs: Record<string, string | number> | null = null;
    let limit: string | null = null;
    let bad: Item[] | null = null;
    let unknownLimit: Item[] | null = null;
    for (const [i, p] of parts.entries()) {
      if (p.length === 0) continue;
      let m: Match | null = null;
      const w = i === 0 ? ctx.table.windows.find((d) => (m = matchPattern(d.pattern, p, ctx.table)) !== null) : undefined;
      if (w) {
        window = w.name;
        const args = (m as Match | null)?.args ?? {};
        // window parameters are enum words or numbers (`when performing travel`)
        const simple = Object.entries(args).filter((e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number");
        if (simple.length > 0) windowArgs = Object.fromEntries(simple);
        continue;
      }
      const l = ctx.table.limits.find((d) => matchPattern(d.pattern, p, ctx.table));
      if (l) {
        limit = l.name;
        continue;
      }
      if (i === 0) bad = p;
      else unknownLimit = p;
    }
    return { window, windowArgs, limit, bad, unknownLimit };
  };

  const clauses = decl.block?.clauses ?? [];
  let lastClause: Clause | null = null;
  let lastHookFrom: Clause | null = null;
  let current: Clause | null = null;
  const assumedWindows: string[] = [];
  for (const c0 of clauses) {
    current = c0;
    let c = c0;
    let items = c.phrase.items;
    // trailing `assumed` marks the value as taken from a picture
    const stripped = stripAssumed(c);
    const isAssumed = stripped !== null;
    if (stripped) {
      c = stripped;
      items = c.phrase.items;
    }
    // `else:` on the line after a hook that ends with `if …: …`
    if (c.colon && items.length === 1 && isWord(items[0], "else")) {
      const last = entity.hooks[entity.hooks.length - 1];
      const open = last ? openIf(last.effect) : null;
      if (open && lastClause !== null && lastClause === lastHookFrom) {
        const e = lowering.body(c, { window: last.window });
        if (e) open.else = e;
      } else ctx.diagnostics.push(diagnostic("GRM1204", items[0].range, "`else:` must directly follow an `if …:` statement."));
      lastClause = c0;
      continue;
    }
    lastClause = c0;
    pendingAssumed = isAssumed;
    if (c.colon) {
      // a property with effects (`side 4 vp: …`)
      const bodyBest: { v: { fail: Failure; def: PropertyDef } | null } = { v: null };
      const withBody = tryProps(kindProps, items, true, bodyBest);
      if (withBody) {
        const [def, m] = withBody;
        bodiedClauses.set(def.name, [...(bodiedClauses.get(def.name) ?? []), c]);
        setProp(def, m, c.range, isAssumed);
        // `side 2 vp: … assumed` marks that side quest; its requirement is part of it
        if (Object.keys(m.args).length > 0) pendingAssumed = false;
        const only = c.body && c.body.length === 1 ? c.body[0] : null;
        const limitOnly = only && only.colon ? ctx.table.limits.find((l) => matchPattern(l.pattern, only.phrase.items, ctx.table)) : undefined;
        if (limitOnly && only) hook(def.bodyWindow!, limitOnly.name, c, only);
        else hook(def.bodyWindow!, null, c, null);
        continue;
      }
      const { window, windowArgs, limit, bad, unknownLimit } = windowOf(items);
      if (window && !bad) {
        if (unknownLimit) {
          ctx.diagnostics.push(
            diagnostic(
              "GRM3001",
              phraseRange(unknownLimit),
              `\`${text(unknownLimit)}\` is not a limit; limits are ${ctx.table.limits.map((l) => `\`${l.pattern}\``).join(", ")}.`,
            ),
          );
        }
        if (!windowOk(window)) {
          const allowed = ctx.kind.windows;
          ctx.diagnostics.push(
            diagnostic(
              "GRM3003",
              phraseRange(items),
              `${capitalise(an(ctx.kind.kind))} cannot have the window \`${text(items)}\`${allowed.length ? `; its windows are ${allowed.map((w) => `\`${windowWords(ctx, w)}\``).join(", ")}` : ""}.`,
            ),
          );
          continue;
        }
        hook(window, limit, c, null);
        const made = entity.hooks[entity.hooks.length - 1];
        if (windowArgs && made && lastHookFrom === current) made.windowArgs = windowArgs;
        continue;
      }
      const plain = tryProps(kindProps, items, false) ?? tryProps(otherProps, items, false);
      if (plain) {
        ctx.diagnostics.push(diagnostic("GRM3016", c.colon, `\`${text(items)}\` is a property; it takes no effects after \`:\`.`));
        continue;
      }
      const needsBody = tryProps(otherProps, items, true);
      if (needsBody) {
        ctx.diagnostics.push(
          diagnostic(
            "GRM3002",
            phraseRange(items),
            `\`${readablePattern(needsBody[0].pattern)}\` belongs on ${an(needsBody[0].kinds.join(" or "))}, not on ${an(ctx.kind.kind)}.`,
          ),
        );
        continue;
      }
      // a target or other effect statement as a bare clause (implicit effect)
      if (windowOk("effect") && ctx.table.selectors.some((s) => matchPattern(s.pattern, items, ctx.table))) {
        const e = lowering.statement(c, { window: "effect" });
        if (e) {
          implicitEffect.push(e);
          implicitAt ??= c.range;
        }
        continue;
      }
      // a property with effects that went wrong part-way (`side 4 vp, 2 gold: …`): its commas are not a window's
      const partProp = bodyBest.v && bodyBest.v.fail.reached > 0 ? bodyBest.v : null;
      if (partProp) {
        const bad = items[partProp.fail.reached];
        const what = bad ? `\`${"text" in bad ? bad.text : "{…}"}\`` : "the end of the line";
        const expected = partProp.fail.expected === "the end of the phrase" ? "`:` and its effects" : partProp.fail.expected;
        ctx.diagnostics.push(
          diagnostic(
            "GRM3005",
            bad ? bad.range : phraseRange(items),
            `In \`${readablePattern(partProp.def.pattern)}: …\`, ${expected} ${expected.startsWith("`:`") ? "are" : "is"} expected here, not ${what}.`,
          ),
        );
        continue;
      }
      const starts = [...ctx.table.windows.flatMap((w) => leadingWords(w.pattern)), ...ctx.table.limits.flatMap((l) => leadingWords(l.pattern))];
      notKnown(ctx, items, starts, (end) => `\`${text(items)}\` is not a window of the ${ctx.meta.shortName}${end}`);
      continue;
    }
    // no colon: property, several properties, or a bare effect
    const best: { v: { fail: Failure; def: PropertyDef } | null } = { v: null };
    const prop = tryProps(kindProps, items, false, best);
    if (prop) {
      setProp(prop[0], prop[1], c.range, isAssumed);
      continue;
    }
    const needsBody = tryProps(kindProps, items, true);
    if (needsBody) {
      ctx.diagnostics.push(
        diagnostic("GRM3016", phraseRange(items), `\`${text(items)}\` needs its effects after a \`:\`, e.g. \`${text(items)}: spend 2 gold\`.`),
      );
      continue;
    }
    const several = splitProps(items);
    if (several) {
      for (const [def, m, part] of several) setProp(def, m, phraseRange(part), isAssumed);
      continue;
    }
    const elsewhere = tryProps(otherProps, items, false) ?? tryProps(otherProps, items, true);
    if (elsewhere) {
      ctx.diagnostics.push(
        diagnostic(
          "GRM3002",
          phraseRange(items),
          `\`${leadingWords(elsewhere[0].pattern)[0] ?? text(items)}\` is a property of ${elsewhere[0].kinds.map((k) => an(k)).join(" or ")}, not of ${an(ctx.kind.kind)}.`,
        ),
      );
      continue;
    }
    if (items.some((i) => i.kind === "block") && !ctx.table.rolls.some((r) => items[0].kind === "word" && leadingWords(r.pattern).includes(items[0].lower))) {
      const blk = items.find((i) => i.kind === "block")!;
      ctx.diagnostics.push(diagnostic("GRM3015", blk.range, `A block is not expected after \`${text(items.slice(0, items.indexOf(blk)))}\`.`));
      continue;
    }
    if (best.v) {
      attempted.add(best.v.def.name);
      const bad = items[best.v.fail.reached];
      // `copies -1`: a minus sign makes it no number the pattern reads, but what is wrong is its size
      const param = best.v.fail.elems?.length === 1 && best.v.fail.elems[0].t === "param" ? best.v.fail.elems[0].name : null;
      const least = param !== null ? best.v.def.least?.[param] : undefined;
      if (param !== null && least !== undefined && bad?.kind === "signed" && bad.value < least) {
        ctx.diagnostics.push(tooSmall(best.v.def, param, least, bad.text, bad.range));
        continue;
      }
      const fix = suggestion(best.v.fail, bad, ctx.table, closest);
      ctx.diagnostics.push(
        diagnostic(
          "GRM3005",
          bad ? bad.range : phraseRange(items),
          `In \`${readablePattern(best.v.def.pattern)}\`, ${best.v.fail.expected} is expected here, not ${bad ? `\`${"text" in bad ? bad.text : "{…}"}\`` : "the end of the line"}${fix ? `; did you mean \`${fix}\`?` : "."}`,
          {
            fix: fix && bad ? { range: bad.range, newText: fix, title: `Change to \`${fix}\`` } : null,
          },
        ),
      );
      continue;
    }
    if (windowOk("effect")) {
      const before = ctx.diagnostics.length;
      const e = lowering.statement(c, { window: "effect" });
      if (e) {
        implicitEffect.push(e);
        implicitAt ??= c.range;
        continue;
      }
      // an unknown word is more likely a misspelt property than an effect, when one is close
      const unknownVerb = ctx.diagnostics.length === before + 1 && ctx.diagnostics[before].code === "GRM3011";
      if (!unknownVerb) continue;
      ctx.diagnostics.pop();
    }
    const starts = [
      ...kindProps.flatMap((p) => leadingWords(p.pattern)),
      ...(windowOk("effect") ? ctx.table.verbs.flatMap((v) => leadingWords(v.pattern)) : []),
    ];
    notKnown(ctx, items, starts, (end) => `\`${text(items)}\` is not a property${windowOk("effect") ? " or effect" : ""} of ${an(ctx.kind.kind)}${end}`);
  }
  if (implicitEffect.length > 0 && implicitAt) {
    const effect: Effect = implicitEffect.length === 1 ? implicitEffect[0] : { kind: "seq", steps: implicitEffect, at: at(implicitAt) };
    entity.hooks.push({ window: "effect", limit: null, cost: null, effect, at: at(implicitAt) });
  }

  // required properties (one diagnostic listing all that are missing; a line that tried and failed counts as given)
  const missing = (ctx.kind.required ?? []).filter((req) => props[req] === undefined && !attempted.has(req));
  if (missing.length > 0) {
    const how = missing.map((req) => {
      const def = ctx.table.properties.find((p) => p.name === req);
      return def ? `\`${readablePattern(def.pattern)}\`` : ctx.kind.tags.length ? `a tag \`: ${readablePattern(ctx.kind.tags[0])}\`` : `\`${req}\``;
    });
    ctx.diagnostics.push(
      diagnostic(
        "GRM3006",
        decl.kind.range,
        `${entity.name} is missing ${how.join(", ")}: ${an(ctx.kind.kind)} must have ${missing.length === 1 ? "it" : "them"}.`,
      ),
    );
  }
  ctx.rules.finish?.(entity, decl, {
    diagnostics: ctx.diagnostics,
    named: (kind: string, name: string) => ctx.symbols.named(ctx.game, name).find((x) => x.kind === kind)?.id ?? null,
    bodies: (property: string) => bodiedClauses.get(property) ?? [],
  });
  for (const [name, parts] of assumedParts) {
    const v = props[name];
    const whole = Array.isArray(v) ? v.length : v && typeof v === "object" ? Object.keys(v).length : 0;
    if (parts.length === whole) assumed.push(name);
    else for (const part of parts) assumed.push(`${name}${part}`);
  }
  for (const w of assumedWindows) if (!assumed.includes(w)) assumed.push(w);
  if (assumed.length > 0) props.assumed = assumed.sort();
  entity.texts = texts;
  entity.props = Object.fromEntries(Object.entries(props).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return entity;
}

/** GRM3023: `copies -1`, `deck 0 Aard` */
/** GRM3001, a line that is none of the things it could be: the nearest of `starts` offered in place of its first word */
function notKnown(ctx: DeclContext, items: Item[], starts: string[], message: (end: string) => string): void {
  const first = items[0];
  const guess = first.kind === "word" ? closest(first.text, starts) : null;
  ctx.diagnostics.push(
    diagnostic("GRM3001", phraseRange(items), message(guess ? `; did you mean \`${guess}\`?` : "."), {
      fix: guess && first.kind === "word" ? { range: first.range, newText: guess, title: `Change to \`${guess}\`` } : null,
    }),
  );
}

function tooSmall(def: PropertyDef, param: string, least: number, written: string, range: SourceRange) {
  const where = def.name === param ? "" : `In \`${readablePattern(def.pattern)}\`, `;
  return diagnostic("GRM3023", range, `${where}\`${param}\` must be at least ${least}, not ${written}.`);
}

/** "a, b or c" */
function orList(words: string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

/** The words a tag pattern takes, for a message: `bronze`, `silver`, `gold` for an enum alone; `terrain <terrain>` (forest, …) otherwise. */
function tagChoices(ctx: DeclContext, pattern: string): string[] {
  const params = [...pattern.matchAll(/\{(\w+):([^}+?]+)\+?\}\??/g)];
  const valuesOf = (type: string) => Object.values(ctx.table.enums[type] ?? {}).map((spellings) => spellings[0]);
  const only = params.length === 1 && params[0][0] === pattern.trim() ? params[0][2] : null;
  if (only && ctx.table.enums[only]) return valuesOf(only).map((w) => `\`${w}\``);
  const shown = pattern.replace(/\{(\w+):([^}+?]+)\+?\}\??/g, (_m, name: string, type: string) => (type === "int" ? "<number>" : `<${name}>`));
  const listed = params.filter((p) => ctx.table.enums[p[2]]).map((p) => `<${p[1]}>: ${orList(valuesOf(p[2]))}`);
  return [`\`${shown}\`${listed.length ? ` (${listed.join("; ")})` : ""}`];
}

/**
 * GRM3008: a tag none of the kind's patterns takes. One that starts like a tag
 * (`terrain swamp`) is reported at the word that does not fit, with the values
 * that fit there; another lists the tags the kind takes, with their values. A
 * close word is offered as the fix.
 */
function unknownTag(ctx: DeclContext, items: Item[], range: SourceRange) {
  const choices = ctx.kind.tags.flatMap((t) => tagChoices(ctx, t));
  const listed = choices.length ? `; its tags are ${orList(choices)}` : "; it takes no tags";
  let best: { fail: Failure; pattern: string } | null = null;
  for (const pattern of ctx.kind.tags) {
    const fail: Failure = { reached: -1, expected: "" };
    matchPattern(pattern, items, ctx.table, fail);
    if (fail.reached > 0 && (!best || fail.reached > best.fail.reached)) best = { fail, pattern };
  }
  const written = best ? items[best.fail.reached] : items.length === 1 ? items[0] : undefined;
  const words = ctx.kind.tags.flatMap((t) => {
    const lead = leadingWords(t);
    return lead.length ? lead : Object.values(ctx.table.enums[t.match(/^\{\w+:(\w+)\}$/)?.[1] ?? ""] ?? {}).flat();
  });
  if (best && !written) {
    return diagnostic("GRM3008", range, `The tag \`${text(items)}\` needs ${best.fail.expected} after it, as in \`${readablePattern(best.pattern)}\`.`);
  }
  const guess = best ? suggestion(best.fail, written, ctx.table, closest) : written?.kind === "word" ? closest(written.text, words) : null;
  const fix = guess && written && "text" in written && guess.toLowerCase() !== written.text.toLowerCase() ? guess : null;
  const fixOf = fix && written ? { fix: { range: written.range, newText: fix, title: `Change to \`${fix}\`` } } : {};
  const hint = fix ? ` Did you mean \`${fix}\`?` : "";
  if (best && written) {
    return diagnostic(
      "GRM3008",
      written.range,
      `In the tag \`${readablePattern(best.pattern)}\`, ${best.fail.expected} is expected here, not \`${"text" in written ? written.text : "{…}"}\`.${hint}`,
      fixOf,
    );
  }
  return diagnostic("GRM3008", range, `\`${text(items)}\` is not a tag of ${an(ctx.kind.kind)}${listed}.${hint}`, fixOf);
}

function toProp(ctx: DeclContext, v: MatchValue): PropValue | undefined {
  if (typeof v === "number" || typeof v === "string") return v;
  if (Array.isArray(v)) {
    const out: PropValue[] = [];
    for (const x of v) {
      const p = toProp(ctx, x);
      if (p === undefined) return undefined;
      out.push(p);
    }
    return out;
  }
  if ("ref" in v) {
    const id = ctx.symbols.resolve(ctx.game, v, ctx.diagnostics);
    return id === null ? undefined : { kind: "ref", id };
  }
  return { from: v.from, to: v.to };
}

/** The clause without a trailing `assumed` (on its phrase, or on the last statement of its body); null if it has none. */
function stripAssumed(c: Clause): Clause | null {
  if (c.body && c.body.length > 0) {
    const lastStmt = c.body[c.body.length - 1];
    const inner = stripAssumed(lastStmt);
    if (!inner) return null;
    return { ...c, body: [...c.body.slice(0, -1), inner] };
  }
  const items = c.phrase.items;
  if (items.length > 1 && isWord(items[items.length - 1], "assumed") && !c.colon) {
    const rest = items.slice(0, -1);
    return { ...c, phrase: { items: rest, range: phraseRange(rest) }, range: spanRange(rest[0].range, rest[rest.length - 1].range) };
  }
  return null;
}

/** The `if` without an `else` that ends an effect, if any: an `else:` line may complete it. */
function openIf(e: Effect): Extract<Effect, { kind: "if" }> | null {
  if (e.kind === "if") return e.else === null ? e : null;
  if (e.kind === "seq" && e.steps.length > 0) return openIf(e.steps[e.steps.length - 1]);
  return null;
}

/** A window as it is written in a file: "before rolling" for "before-rolling". */
export function windowWords(ctx: DeclContext, name: string): string {
  const w = ctx.table.windows.find((x) => x.name === name);
  return w ? readablePattern(w.pattern.replace(/\[[^\]]*\]\s*/g, "")) : name; // optional words are left out: `start of battle`
}
