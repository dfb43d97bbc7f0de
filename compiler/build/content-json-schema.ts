// The shape of `grimoire build --format json`, described once as zod schemas:
// the export is validated with them and content.schema.json is generated from
// them (z.toJSONSchema), so the file an engine reads and the schema it checks
// it against cannot say different things. Each schema is held to its IR type
// (core/ir.ts) both ways below, so a change to the IR that the schema does not
// follow is a type error, not a silently incomplete export.

import { z } from "zod";
import type { Amount, Arg, Condition, Effect, EntityIR, Hook, PropValue, RollCase, Selector, SetIR, SourcePos, TextIR } from "../../core/ir.ts";

/** Bumped when a reader of version N could misread a file: a field renamed, removed or given another meaning. */
export const CONTENT_FORMAT_VERSION = 1;

export const SCHEMA_FILE = "content.schema.json";

const sourcePos = z
  .strictObject({ file: z.string(), line: z.number().int().min(1), column: z.number().int().min(1) })
  .meta({ id: "SourcePos", description: "where in the .grim sources a node was written (1-based line and column)" });

const ref = z.strictObject({ kind: z.literal("ref"), id: z.string() }).meta({ id: "Ref", description: "another entity, by its stable id" });

const amount: z.ZodType<Amount> = z.lazy(() => amountShape).meta({ id: "Amount", description: "a number an effect uses: a literal, or counted when it runs" });
const argShape = z.union([z.number(), z.string(), z.boolean(), amount, ref, z.null()]);
const arg: z.ZodType<Arg> = argShape.meta({ id: "Arg", description: "an argument of a verb, condition or query, typed by the game's verb table" });

const amountShape = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("const"), value: z.number() }),
  z.strictObject({ kind: z.literal("query"), query: z.string(), args: z.record(z.string(), arg) }),
  z.strictObject({ kind: z.literal("sum"), terms: z.array(amount) }),
  z.strictObject({ kind: z.literal("product"), factors: z.array(amount) }),
]);

const selector = z
  .enum(["you", "each-other-hero", "each-hero", "most-vp", "fewest-vp", "heroes-in-your-location", "heroes-in-your-region", "opponent"])
  .meta({ id: "Selector", description: 'who an effect applies to; "you" is the player resolving it' });

const condition: z.ZodType<Condition> = z.lazy(() => conditionShape).meta({ id: "Condition" });
const conditionShape = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("query"), query: z.string(), args: z.record(z.string(), arg), at: sourcePos }),
  z.strictObject({ kind: z.literal("not"), cond: condition, at: sourcePos }),
  z.strictObject({ kind: z.literal("all"), conds: z.array(condition), at: sourcePos }),
  z.strictObject({ kind: z.literal("any"), conds: z.array(condition), at: sourcePos }),
]);

const effect: z.ZodType<Effect> = z.lazy(() => effectShape).meta({ id: "Effect", description: "an effect tree: the meaning of a card's rules text" });
const rollCase: z.ZodType<RollCase> = z.lazy(() => rollCaseShape).meta({ id: "RollCase" });
const rollCaseShape = z.strictObject({
  when: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("outcome"), outcome: z.string() }),
    z.strictObject({ kind: z.literal("range"), from: z.number().int(), to: z.number().int() }),
  ]),
  effect,
});
const effectShape = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("verb"),
    verb: z.string(),
    args: z.record(z.string(), arg),
    ifAble: z.boolean(),
    implied: z.array(z.string()).optional().meta({ description: "args the source left out, taken from the verb table's defaults" }),
    at: sourcePos,
  }),
  z.strictObject({ kind: z.literal("seq"), steps: z.array(effect), at: sourcePos }),
  z.strictObject({ kind: z.literal("choice"), options: z.array(effect), at: sourcePos }),
  z.strictObject({ kind: z.literal("if"), cond: condition, then: effect, else: effect.nullable(), at: sourcePos }),
  z.strictObject({ kind: z.literal("repeat"), times: amount, body: effect, at: sourcePos }),
  z.strictObject({ kind: z.literal("target"), selector, body: effect, at: sourcePos }),
  z.strictObject({ kind: z.literal("roll"), dice: z.string(), cases: z.array(rollCase), mayChooseLower: z.boolean().optional(), at: sourcePos }),
]);

const hook = z
  .strictObject({
    window: z.string(),
    limit: z.string().nullable(),
    cost: effect.nullable(),
    effect,
    windowArgs: z.record(z.string(), arg).optional(),
    at: sourcePos,
  })
  .meta({ id: "Hook", description: "an effect attached to a timing window of an entity" });

const propValue: z.ZodType<PropValue> = z
  .lazy(() => propValueShape)
  .meta({ id: "PropValue", description: "a property's value: stats, start location, traits, …" });
const propValueShape = z.union([z.number(), z.string(), z.boolean(), z.null(), ref, z.array(propValue), z.record(z.string(), propValue)]);

const text = z
  .strictObject({
    id: z.string().meta({ description: 'the text id in the sources, e.g. "monster.troll.name"' }),
    message: z.string().meta({ description: "the Fluent message id of this text in content/i18n/<locale>/*.ftl" }),
    text: z.string().meta({ description: "the text as the .grim source writes it (English)" }),
    note: z.string().optional(),
    maxLength: z.number().int().optional(),
    at: sourcePos,
  })
  .meta({ id: "Text", description: "display text of an entity: its name, flavour, …" });

const entity = z
  .strictObject({
    kind: z.string(),
    id: z.string(),
    set: z.string(),
    name: z.string(),
    tags: z.array(z.string()),
    props: z.record(z.string(), propValue),
    hooks: z.array(hook),
    texts: z.array(text),
    at: sourcePos,
  })
  .meta({ id: "Entity", description: "a card, monster, location, hero, … of one set" });

const contentSet = z
  .strictObject({
    set: z.string(),
    name: z.string().optional(),
    sources: z.array(z.string()),
    entities: z.array(entity),
  })
  .meta({ id: "Set" });

const names = z.record(z.string(), z.string());

/** One game's file: `<game>.json`. */
export const contentFileSchema = z
  .strictObject({
    formatVersion: z.literal(CONTENT_FORMAT_VERSION),
    game: z.strictObject({ id: z.string(), displayName: z.string(), shortName: z.string() }),
    rulesText: z.strictObject({ verbs: names, windows: names, limits: names, conditions: names, queries: names, selectors: names, rolls: names }).meta({
      description:
        "the Fluent message of each word of the game's table in the catalogues' rules.ftl, by name (rolls by dice): what a hook's rules text is said with",
    }),
    sets: z.array(contentSet),
  })
  .meta({
    title: "Grimoire content",
    description: "The checked content of one game, every set in program order: entities with their properties and their effects as the IR.",
    formatVersion: CONTENT_FORMAT_VERSION,
  });

export type ContentFile = z.output<typeof contentFileSchema>;
export type ContentEntity = z.output<typeof entity>;

/** The JSON Schema of a game's file, as written beside it. */
export function contentJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(contentFileSchema) as Record<string, unknown>;
}

// Each schema's output is its IR type, optional fields and all: drift either way fails tsc. (Mutual
// assignability would let an optional field of the IR go missing from the schema.)
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true[]> = T;
export type SchemaMatchesIR = Holds<
  [
    Same<z.output<typeof sourcePos>, SourcePos>,
    Same<z.output<typeof amountShape>, Amount>,
    Same<z.output<typeof argShape>, Arg>,
    Same<z.output<typeof propValueShape>, PropValue>,
    Same<z.output<typeof conditionShape>, Condition>,
    Same<z.output<typeof effectShape>, Effect>,
    Same<z.output<typeof rollCaseShape>, RollCase>,
    Same<z.output<typeof hook>, Hook>,
    Same<z.output<typeof selector>, Selector>,
    Same<Omit<z.output<typeof text>, "message">, TextIR>,
    Same<Omit<ContentEntity, "texts">, Omit<EntityIR, "game" | "texts">>,
    Same<Omit<z.output<typeof contentSet>, "entities">, Omit<SetIR, "game" | "entities">>,
  ]
>;
