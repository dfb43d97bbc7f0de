// What every game's linker makes alike of an entity and of its hooks: the
// fields each game's content module starts its entities and hooks with
// (runtime/core/content-base.ts). A game spreads its own fields after these,
// so the field order, and with it the generated content, is the same for all.

import type { HandlerFactory } from "../../core/handler-factory.ts";
import type { EntityIR, Hook, SourcePos } from "../../core/ir.ts";
import type { EntityBase, HookBase } from "../../runtime/core/content-base.ts";
import { Props } from "./props.ts";

/** "content/adventure/monsters.grim:12" */
export function sourceRef(at: SourcePos): string {
  return `${at.file}:${at.line}`;
}

/**
 * A hook's window, limit, cost and effect. Its handlers are named `<entity>/<window>/<i>`, `i` its place among
 * all the entity's hooks, so the names stay the same when a game keeps some hooks out of the entity's list.
 */
export function linkHook<H, P>(f: HandlerFactory<H, P>, e: EntityIR, h: Hook, i: number): HookBase<H, P> {
  const name = `${e.id}/${h.window}/${i}`;
  return {
    window: h.window,
    limit: h.limit,
    canPay: h.cost ? f.predicate(h.cost, `${name}/can-pay`, h.at) : null,
    cost: h.cost ? f.handler(h.cost, `${name}/cost`, h.at) : null,
    run: f.handler(h.effect, name, h.at),
    source: sourceRef(h.at),
  };
}

/** The entity's id, its name as written, its set, the hooks `link` makes of those it does not `skip`, and what is `assumed`. */
export function linkEntity<K>(e: EntityIR, link: (h: Hook, i: number) => K, skip: (h: Hook) => boolean = () => false): EntityBase<K> {
  return {
    id: e.id,
    name: e.texts.find((t) => t.id === `${e.id}.name`)?.text ?? e.name,
    set: e.set,
    hooks: e.hooks
      .map((h, i) => ({ h, i }))
      .filter(({ h }) => !skip(h))
      .map(({ h, i }) => link(h, i)),
    assumed: new Props(e).strings("assumed"),
  };
}
