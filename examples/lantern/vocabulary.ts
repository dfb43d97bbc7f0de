// Lantern Dive's vocabulary: what its .grim files may say. The primitives are
// LanternRuntime's (./rules.ts); the checker, completion and docs read this table.
import type { GameTable } from "../../core/vocabulary.ts";

export const lantern: GameTable = {
  game: "lantern",
  runtime: "LanternRuntime (examples/lantern/rules.ts)",
  kinds: [
    { kind: "harbour", doc: "The harbour: how many banked pearls win.", tags: [], windows: [], required: ["target"] },
    { kind: "diver", doc: "A diver, one seat at the table.", tags: [], windows: [], needsBlock: false },
    { kind: "card", doc: "A card of the sea deck; its effect runs when it is drawn.", tags: [], windows: ["effect"], required: ["copies"] },
  ],
  enums: {},
  properties: [
    { name: "target", pattern: "win at {target:int} pearls", kinds: ["harbour"], least: { target: 1 }, doc: "Banked pearls that win the game." },
    { name: "copies", pattern: "copies {copies:int}", kinds: ["card"], least: { copies: 1 }, doc: "How many copies are in the sea deck." },
  ],
  windows: [{ name: "effect", pattern: "effect", doc: "When the card is drawn." }],
  limits: [],
  verbs: [
    {
      name: "find",
      pattern: "find {amount:int} pearl(s)",
      primitive: "find",
      message: "lantern-verb-find",
      doc: "Add pearls to your haul (lost if you are caught).",
    },
    { name: "drop", pattern: "drop {amount:int} pearl(s)", primitive: "drop", message: "lantern-verb-drop", doc: "Take pearls out of your haul." },
    { name: "bank", pattern: "surface with your haul", primitive: "bank", message: "lantern-verb-bank", doc: "Bank your haul and end your turn." },
    { name: "caught", pattern: "lose your haul", primitive: "caught", message: "lantern-verb-caught", doc: "Your haul is lost and your turn ends." },
  ],
  conditions: [{ name: "haulAtLeast", pattern: "your haul is {amount:int} or more", doc: "Your unbanked haul holds at least that many pearls." }],
  queries: [],
  selectors: [{ name: "you", pattern: "you", doc: "The diver who drew the card." }],
  rolls: [{ name: "roll-die", pattern: "roll [a] die", dice: "d6", cases: "range", doc: "Roll a die and branch on the number." }],
};
