// The Witcher: Old World vocabulary: the kinds and verbs of the language sketch
// and of the cards the expansion rulebooks quote. There is no Old World runtime
// yet (the table has no `runtime`): content checks and lowers to IR, and each
// verb's `primitive` names the function a runtime will have to provide.

import type { GameTable } from "./table.ts";

const fightWindows = ["effect", "when-discarded-by-damage", "during-fight", "first-fight-turn", "before-life-pool"];

export const oldworld: GameTable = {
  game: "oldworld",

  kinds: [
    {
      kind: "action",
      doc: "An action card: colour, cost, terrain, combo extension and effects.",
      tags: ["{colour:cardcolour}", "cost {cost:int}", "terrain {terrain:terrain}", "extends {extension:cardcolour}", "{tier:cardtier}"],
      windows: [...fightWindows, "travel-ability"],
    },
    { kind: "witcher", doc: "A witcher: school, attributes and specialty.", tags: [], windows: ["specialty", ...fightWindows] },
    { kind: "mage", doc: "A mage: school, attributes (wisdom instead of defence) and specialty.", tags: [], windows: ["specialty", ...fightWindows] },
    { kind: "monster", doc: "A monster: level, life, ability, special attacks and weakness.", tags: ["level {level:int}"], windows: ["ability", "special-attack", "passive-attack", ...fightWindows] },
    { kind: "potion", doc: "A potion card.", tags: [], windows: ["effect"] },
    { kind: "bomb", doc: "A bomb card (Monster Trail).", tags: [], windows: ["effect", "before-life-pool"] },
    { kind: "mutagen", doc: "A mutagen card (Monster Trail): usable once per fight.", tags: [], windows: ["effect", "during-fight"] },
    { kind: "trait", doc: "A named trait other cards refer to.", tags: [], windows: [], needsBlock: false },
    { kind: "mount", doc: "The Lost Mount card (Lost Mount expansion): what a player who reaches the miniature rolls for.", tags: [], windows: ["reach-lost-mount"] },
  ],

  enums: {
    cardcolour: { blue: ["blue"], red: ["red"], green: ["green"], yellow: ["yellow"], purple: ["purple"], gray: ["gray", "grey"] },
    cardtier: { starting: ["starting"], advanced: ["advanced"], unique: ["unique"], special: ["special"] },
    terrain: { forest: ["forest"], water: ["water"], mountain: ["mountain"], wild: ["wild"], city: ["city"] },
    attribute: { combat: ["combat"], defence: ["defence", "defense"], wisdom: ["wisdom"], alchemy: ["alchemy"], specialty: ["specialty"] },
  },

  properties: [
    { name: "flavour", pattern: "flavour {flavour:text}", kinds: ["*"], doc: "Flavour text (translated)." },
    { name: "copies", pattern: "copies {copies:int}", kinds: ["action", "potion", "bomb", "mutagen"], doc: "How many copies are in the deck." },
    { name: "life", pattern: "life {life:int}", kinds: ["monster"], doc: "Cards in the monster's life pool." },
    { name: "school", pattern: "school {school:word}", kinds: ["witcher", "mage"], doc: "The character's school." },
    { name: "attributes", pattern: "{attribute:attribute} {value:int}", kinds: ["witcher", "mage"], repeat: true, doc: "A starting attribute level." },
    { name: "specialty", pattern: "specialty {specialty:word}", kinds: ["witcher", "mage"], bodyWindow: "specialty", doc: "The specialty and what it does by level." },
  ],

  windows: [
    { name: "effect", pattern: "effect", doc: "When the card is played or used." },
    { name: "when-discarded-by-damage", pattern: "when discarded by damage", doc: "When damage discards this card." },
    { name: "during-fight", pattern: "during [a|your] fight", doc: "At any time during a fight." },
    { name: "first-fight-turn", pattern: "during your first fight turn", doc: "In the first fight turn." },
    { name: "before-life-pool", pattern: "before [the] life pool", doc: "Before the life pool is built." },
    { name: "specialty", pattern: "specialty", doc: "The character's specialty." },
    { name: "ability", pattern: "ability", doc: "The monster's ability." },
    { name: "special-attack", pattern: "special attack", doc: "A monster's special attack." },
    { name: "passive-attack", pattern: "passive attack", doc: "The monster's passive special attack." },
    { name: "travel-ability", pattern: "travel", doc: "The card's travel ability, usable in Phase I of the player's turn, not in a fight (Endurance)." },
    { name: "reach-lost-mount", pattern: "when [a|the] player reaches [the] lost mount [miniature]", doc: "When a player reaches the Lost Mount miniature." },
  ],

  limits: [
    { name: "once-per-fight", pattern: "once per fight", doc: "At most once per fight." },
    { name: "once-per-turn", pattern: "once per turn", doc: "At most once per turn." },
  ],

  verbs: [
    { name: "deal-damage", pattern: "deal {amount:int} damage", primitive: "dealDamage", message: "ow-verb-deal-damage", doc: "Deal damage to the opponent." },
    { name: "suffer-damage", pattern: "suffer(s) {amount:int} damage", primitive: "sufferDamage", message: "ow-verb-suffer-damage", doc: "Take damage." },
    { name: "opponent-suffers-damage", pattern: "opponent suffers {amount:int} damage", primitive: "sufferDamage", fixed: { who: "opponent" }, message: "ow-verb-opponent-suffers-damage", doc: "The opponent takes damage." },
    { name: "spend-energy", pattern: "spend {amount:int} energy", primitive: "spendEnergy", message: "ow-verb-spend-energy", doc: "A mage spends energy." },
    { name: "gain-energy", pattern: "gain {amount:int} energy", primitive: "gainEnergy", message: "ow-verb-gain-energy", doc: "A mage gains energy." },
    { name: "draw-cards", pattern: "[immediately] draw {amount:int} card(s)", primitive: "drawCards", message: "ow-verb-draw-cards", doc: "Draw cards from your deck." },
    { name: "discard-cards", pattern: "discard {amount:int} card(s)", primitive: "discardCards", message: "ow-verb-discard-cards", doc: "Discard cards from your hand." },
    { name: "raise-shield", pattern: "raise shield by {amount:int}", primitive: "raiseShield", message: "ow-verb-raise-shield", doc: "Raise your shield." },
    { name: "gain-gold", pattern: "gain {amount:int} gold", primitive: "gainGold", message: "ow-verb-gain-gold", doc: "Take gold." },
    { name: "deal-additional-damage", pattern: "deal {amount:int} additional damage", primitive: "dealAdditionalDamage", message: "ow-verb-deal-additional-damage", doc: "Damage added to the combo's (Dance of Blades)." },
    { name: "perform-movements", pattern: "[you may] perform {amount:int} movement(s) [ignoring the first location action]", primitive: "performMovements", message: "ow-verb-perform-movements", windows: ["travel-ability"], doc: "Move that many times in Phase I, ignoring the first location's action (Endurance)." },
  ],

  conditions: [
    { name: "comboSize", pattern: "this combo has {amount:int} or more cards", doc: "The combo being played has at least that many cards (Dance of Blades)." },
  ],
  queries: [],

  selectors: [
    { name: "you", pattern: "you", doc: "The character using the card." },
    { name: "opponent", pattern: "[the] opponent", doc: "The opponent in a fight." },
  ],

  rolls: [
    { name: "roll-die", pattern: "roll [a] die", dice: "d6", cases: "range", doc: "Roll a die and branch on the number." },
    { name: "roll-die-by-level", pattern: "roll [a] die by level", dice: "d6+level", cases: "range", after: "may choose lower", doc: "Roll a die, add the specialty level; `may choose lower` lets the player take a lower row." },
  ],
};
