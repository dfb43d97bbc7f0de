// The Witcher: Old World vocabulary: the base game (map, schools, witchers,
// action and fight cards, monsters, potions, exploration and events), Ciri and
// Lost Mount, and the Monster Trail and Mages cards the expansion rulebooks quote.
// Facts the sources lack are content data marked `assumed` / `original` in
// content/oldworld/, never table entries.

import type { GameTable } from "./table.ts";

/** Windows of a witcher's or monster's fight, in the order a fight meets them. */
const fightWindows = ["effect", "when-discarded-by-damage", "during-fight", "first-fight-turn", "before-life-pool", "after-life-pool", "when-you-play-a-combo"];
const monsterWindows = ["ability", "special-attack", "passive-attack", "monster-first-turn", "when-it-deals-damage", "when-defeated", ...fightWindows];

export const oldworld: GameTable = {
  game: "oldworld",

  kinds: [
    {
      kind: "action",
      doc: "An action card: colour, cost, terrain, combo extension, symbols and effects.",
      tags: ["{colour:cardcolour}", "cost {cost:int}", "terrain {terrain:terrain}", "extends {extension:extension}", "{tier:cardtier}", "cost {payment:payment}"],
      windows: [...fightWindows, "travel-ability"],
    },
    { kind: "witcher", doc: "A witcher: school, attributes, starting deck and specialty.", tags: [], windows: ["specialty", ...fightWindows] },
    { kind: "mage", doc: "A mage: school, attributes (wisdom instead of defence) and specialty.", tags: [], windows: ["specialty", ...fightWindows] },
    { kind: "monster", doc: "A monster: level, terrain, life, ability, special attacks and weakness.", tags: ["level {level:int}", "terrain {terrain:terrain}"], windows: monsterWindows },
    { kind: "fightcard", doc: "A monster fight card: the Charge half and the Bite half the monster's turn reveals from its life pool.", tags: [], windows: ["charge", "bite"] },
    { kind: "potion", doc: "A potion card (at most 4 held).", tags: [], windows: ["effect"] },
    { kind: "bomb", doc: "A bomb card (Monster Trail).", tags: [], windows: ["effect", "before-life-pool"] },
    { kind: "mutagen", doc: "A mutagen card (Monster Trail): usable once per fight.", tags: [], windows: ["effect", "during-fight"] },
    { kind: "trait", doc: "A named trait other cards refer to.", tags: [], windows: [], needsBlock: false },
    { kind: "mount", doc: "The Lost Mount card (Lost Mount expansion): what a player who reaches the miniature rolls for, and where it goes next.", tags: [], windows: ["reach-lost-mount", "after-phase-one"] },
    { kind: "location", doc: "A location of the map: its number (the location token) and terrain.", tags: ["terrain {terrain:terrain}"], windows: ["location-action"], required: ["number"] },
    { kind: "map", doc: "The paths between the map's locations.", tags: [], windows: [] },
    { kind: "school", doc: "A witcher school: the location where its witchers start and train.", tags: [], windows: [], required: ["location"] },
    { kind: "exploration", doc: "An exploration card (city or wilds): its options, each a choice the active player may pick.", tags: ["{deck:explorationdeck}"], windows: ["option"] },
    { kind: "event", doc: "An event card, kept in number order.", tags: [], windows: ["effect", "option"], required: ["number"] },
    { kind: "setup", doc: "The game's setup: starting hand and gold by player count and seat.", tags: [], windows: [] },
  ],

  enums: {
    cardcolour: { blue: ["blue"], red: ["red"], green: ["green"], yellow: ["yellow"], purple: ["purple"], gray: ["gray", "grey"] },
    extension: { blue: ["blue"], red: ["red"], green: ["green"], yellow: ["yellow"], purple: ["purple"], any: ["any"] },
    cardtier: { starting: ["starting"], advanced: ["advanced"], unique: ["unique"], special: ["special"] },
    terrain: { forest: ["forest"], water: ["water"], mountain: ["mountain"], wild: ["wild"], city: ["city"], any: ["any"] },
    attribute: { combat: ["combat"], defence: ["defence", "defense"], wisdom: ["wisdom"], alchemy: ["alchemy"], specialty: ["specialty"] },
    symbol: { damage: ["damage"], shield: ["shield"], draw: ["draw"] },
    payment: { trash: ["trash"] },
    explorationdeck: { city: ["city"], wilds: ["wilds"] },
  },

  properties: [
    { name: "flavour", pattern: "flavour {flavour:text}", kinds: ["*"], doc: "Flavour text (translated)." },
    { name: "original", pattern: "original", kinds: ["*"], doc: "Written for this content set in the game's style: the sources do not give this card's face." },
    { name: "copies", pattern: "copies {copies:int}", kinds: ["action", "potion", "bomb", "mutagen", "fightcard", "exploration"], doc: "How many copies are in the deck." },
    { name: "colour", pattern: "colour {colour:cardcolour}", kinds: ["action"], doc: "The card's colour, as a line (so it can be marked `assumed`); the header tag says the same." },
    { name: "extension", pattern: "extends {extension:extension}", kinds: ["action"], doc: "The colour of the card's combo extension (`any`: Elder Blood-like wild extension)." },
    { name: "terrain", pattern: "terrain {terrain:terrain}", kinds: ["action", "monster"], doc: "The card's terrain icon (moving by discarding it), or the terrain a monster appears in." },
    { name: "symbols", pattern: "symbol {amount:int} {symbol:symbol}", kinds: ["action"], repeat: true, doc: "A symbol printed on the card (`symbol 2 damage`): what it counts for in a combo, and what hounds count." },
    { name: "life", pattern: "life {life:int}", kinds: ["monster"], doc: "Cards in the monster's life pool." },
    { name: "school", pattern: "school {school:word}", kinds: ["mage"], doc: "The mage's school." },
    { name: "school", pattern: "school {school:@school}", kinds: ["witcher"], doc: "The witcher's school (a `school` declaration)." },
    { name: "attributes", pattern: "{attribute:attribute} {value:int}", kinds: ["witcher", "mage"], repeat: true, doc: "A starting attribute level." },
    { name: "specialty", pattern: "specialty {specialty:word}", kinds: ["witcher", "mage"], bodyWindow: "specialty", doc: "The specialty and what it does by level." },
    { name: "deck", pattern: "deck {copies:int} {card:@action}", kinds: ["witcher", "mage"], repeat: true, doc: "Cards of the starting deck (`deck 2 Aard`)." },
    { name: "unique", pattern: "unique {unique:@action}", kinds: ["witcher", "mage"], doc: "The character's unique action card (Ciri's Dance of Blades)." },
    { name: "number", pattern: "number {number:int}", kinds: ["location", "event", "fightcard"], doc: "The location token's number, the event card's number, or the fight card's number." },
    { name: "location", pattern: "at {location:@location}", kinds: ["school"], doc: "Where the school is on the map." },
    { name: "paths", pattern: "path {from:@location}, {to:@location}", kinds: ["map"], repeat: true, doc: "Two adjacent locations (a player may move along it both ways)." },
    { name: "seats", pattern: "with {players:int} player(s) seat {seat:int} starts with {hand:int} card(s) and {gold:int} gold", kinds: ["setup"], repeat: true, doc: "One row of the setup table: a seat's starting hand and gold at a player count." },
    { name: "raiseAttributeFrom", pattern: "from {players:int} players each player raises one attribute to level two", kinds: ["setup"], doc: "From this player count on, each player raises one attribute to 2 at the start." },
    { name: "trophiesToWin", pattern: "trophies to win {trophies:int}", kinds: ["setup"], doc: "Trophies a player needs to win." },
  ],

  windows: [
    { name: "effect", pattern: "effect", doc: "When the card is played or used." },
    { name: "when-discarded-by-damage", pattern: "when discarded by damage", doc: "When damage discards this card." },
    { name: "during-fight", pattern: "during [a|your|the] fight", doc: "At any time during a fight." },
    { name: "first-fight-turn", pattern: "during your first fight turn", doc: "In the first fight turn." },
    { name: "before-life-pool", pattern: "before [the] life pool", doc: "Before the life pool is built." },
    { name: "after-life-pool", pattern: "after [the] life pool", doc: "Right after the life pool is built, before the first fight turn." },
    { name: "when-you-play-a-combo", pattern: "when you play a combo", doc: "Each time the player plays a combo in this fight, before its damage is dealt." },
    { name: "monster-first-turn", pattern: "during its first turn", doc: "In the monster's first fight turn." },
    { name: "when-it-deals-damage", pattern: "when it deals damage", doc: "Each time the monster's attack deals damage." },
    { name: "when-defeated", pattern: "when defeated", doc: "When the player defeats this monster." },
    { name: "specialty", pattern: "specialty", doc: "The character's specialty." },
    { name: "ability", pattern: "ability", doc: "The monster's ability." },
    { name: "special-attack", pattern: "special attack", doc: "A monster's special attack." },
    { name: "passive-attack", pattern: "passive attack", doc: "The monster's passive special attack." },
    { name: "charge", pattern: "charge", doc: "The Charge half of a monster fight card." },
    { name: "bite", pattern: "bite", doc: "The Bite half of a monster fight card." },
    { name: "option", pattern: "option", doc: "One option of an exploration or event card; the active player picks one." },
    { name: "location-action", pattern: "location action", doc: "The location's action, which a player who moves there may take in Phase I." },
    { name: "travel-ability", pattern: "travel", doc: "The card's travel ability, usable in Phase I of the player's turn, not in a fight (Endurance)." },
    { name: "reach-lost-mount", pattern: "when [a|the] player reaches [the] lost mount [miniature]", doc: "When a player reaches the Lost Mount miniature." },
    { name: "after-phase-one", pattern: "after resolving phase i [of their turn]", doc: "After the player has resolved Phase I of their turn." },
  ],

  limits: [
    { name: "once-per-fight", pattern: "once per fight", doc: "At most once per fight." },
    { name: "once-per-turn", pattern: "once per turn", doc: "At most once per turn." },
  ],

  verbs: [
    // damage and the fight
    { name: "deal-damage", pattern: "deal {amount:int} damage", primitive: "dealDamage", message: "ow-verb-deal-damage", doc: "Deal damage to the opponent (or, on a monster fight card, to the player)." },
    { name: "suffer-damage", pattern: "suffer(s) {amount:int} damage", primitive: "sufferDamage", message: "ow-verb-suffer-damage", doc: "Take damage." },
    { name: "opponent-suffers-damage", pattern: "opponent suffers {amount:int} damage", primitive: "sufferDamage", fixed: { who: "opponent" }, message: "ow-verb-opponent-suffers-damage", doc: "The opponent takes damage." },
    { name: "deal-additional-damage", pattern: "deal {amount:int} additional damage", primitive: "dealAdditionalDamage", message: "ow-verb-deal-additional-damage", doc: "Damage added to the combo's (Dance of Blades)." },
    { name: "deal-less-damage", pattern: "deal {amount:int} less damage", primitive: "reduceDamage", message: "ow-verb-deal-less-damage", doc: "The player's combo deals that much less damage (Yghern, Brewess)." },
    { name: "cap-damage", pattern: "deal at most {amount:int} damage this turn", primitive: "capDamage", message: "ow-verb-cap-damage", doc: "The player's damage this fight turn is capped (Ghoul's Nest, Glustyworp, Penitent)." },
    { name: "monster-additional-damage", pattern: "it deals {amount:int} additional damage", primitive: "monsterAdditionalDamage", message: "ow-verb-monster-additional-damage", doc: "The monster's attack deals more damage (Troll, Bruxa)." },
    { name: "monster-less-damage", pattern: "it deals {amount:int} less damage", primitive: "monsterReduceDamage", message: "ow-verb-monster-less-damage", doc: "The monster's attack deals less damage (Manticore)." },
    { name: "worst-attack", pattern: "it makes the attack that discards the most cards", primitive: "monsterWorstAttack", message: "ow-verb-worst-attack", doc: "The monster picks Charge or Bite, whichever makes the player discard more (Foglet)." },
    { name: "damage-from-hand", pattern: "damage discards cards from your hand first", primitive: "damageFromHandFirst", message: "ow-verb-damage-from-hand", doc: "Damage this turn discards hand cards before deck cards (Grave Hag)." },
    { name: "random-first-card", pattern: "play the first card of your combo at random", primitive: "randomFirstCard", message: "ow-verb-random-first-card", doc: "The first card of the combo is picked at random from the hand (Nightwraith)." },
    { name: "colour-no-effect", pattern: "{colour:cardcolour} cards have no effect", primitive: "disableColour", message: "ow-verb-colour-no-effect", doc: "Cards of that colour still extend a combo but do nothing (Fiend)." },
    { name: "wild-extension", pattern: "treat {amount:int} card as if it had a combo extension of any colour", primitive: "wildExtension", message: "ow-verb-wild-extension", doc: "Ciri's Elder Blood: a card counts as extending to any colour." },
    // cards
    { name: "draw-cards", pattern: "[immediately] draw {amount:int} card(s)", primitive: "drawCards", message: "ow-verb-draw-cards", doc: "Draw cards from your deck." },
    { name: "draw-fewer", pattern: "draw {amount:int} fewer card(s)", primitive: "drawFewer", message: "ow-verb-draw-fewer", doc: "Draw that many fewer cards at the end of the fight turn (Griffin, Nekker's Nest)." },
    { name: "draw-at-most", pattern: "draw at most {amount:int} card(s) in phase iii", primitive: "limitPhaseThreeDraw", message: "ow-verb-draw-at-most", doc: "In Phase III of this turn the player draws at most that many cards (Rotfiend, knock-out)." },
    { name: "discard-cards", pattern: "discard {amount:int} card(s)", primitive: "discardCards", message: "ow-verb-discard-cards", doc: "Discard cards from your hand (the player picks)." },
    { name: "discard-random", pattern: "discard {amount:int} random card(s)", primitive: "discardCards", fixed: { random: true }, message: "ow-verb-discard-random", doc: "Discard cards picked at random from your hand." },
    { name: "discard-from-deck", pattern: "discard the top {amount:int} card(s) of your deck", primitive: "discardFromDeck", message: "ow-verb-discard-from-deck", doc: "Discard cards from the top of your deck." },
    { name: "trash-cards", pattern: "trash {amount:int} card(s)", primitive: "trashCards", message: "ow-verb-trash-cards", doc: "Remove cards of your hand from the game (a monster fight card's trash symbol)." },
    { name: "shuffle-deck", pattern: "shuffle your deck", primitive: "shuffleDeck", message: "ow-verb-shuffle-deck", doc: "Shuffle your deck." },
    { name: "look-at-opponent-deck", pattern: "look at the top {amount:int} cards of the opponent deck and discard {discard:int}", primitive: "lookAtOpponentDeck", message: "ow-verb-look-at-opponent-deck", doc: "Look at the top cards of the opponent's deck (or life pool), put them back in any order, discarding some (Viper)." },
    // shield, attributes, potions
    { name: "raise-shield", pattern: "raise shield by {amount:int}", primitive: "raiseShield", message: "ow-verb-raise-shield", doc: "Raise your shield (never above Defence)." },
    { name: "lower-shield", pattern: "lower your shield by {amount:int}", primitive: "lowerShield", message: "ow-verb-lower-shield", doc: "Lower your shield (Barghest, Werewolf, Striga, Whispess)." },
    { name: "cap-shield-rise", pattern: "your shield rises by at most {amount:int} each turn", primitive: "capShieldRise", message: "ow-verb-cap-shield-rise", doc: "The shield may rise by at most that much per fight turn (Noonwraith)." },
    { name: "lower-attribute", pattern: "lower your {attribute:attribute} by {amount:int}", primitive: "lowerAttribute", message: "ow-verb-lower-attribute", doc: "Lower an attribute for this fight (a monster fight card's skill-decrease symbol, Leshen, Weavess)." },
    { name: "attribute-is", pattern: "your {attribute:attribute} is {amount:int} this turn", primitive: "setAttributeThisTurn", message: "ow-verb-attribute-is", doc: "An attribute counts as that value this turn (Harpy)." },
    { name: "raise-attribute", pattern: "raise your {attribute:attribute} by {amount:int}", primitive: "raiseAttribute", message: "ow-verb-raise-attribute", doc: "Raise an attribute (at most 5)." },
    { name: "gain-potions", pattern: "gain {amount:int} potion(s)", primitive: "gainPotions", message: "ow-verb-gain-potions", doc: "Take potions (at most 4 held)." },
    { name: "discard-potions", pattern: "discard {amount:int} potion(s)", primitive: "discardPotions", message: "ow-verb-discard-potions", doc: "Discard unused potions (Archespore)." },
    { name: "cap-potions", pattern: "use at most {amount:int} potion(s) this fight", primitive: "capPotions", message: "ow-verb-cap-potions", doc: "At most that many potions may be used in this fight (Water Hag)." },
    // gold, mages, travel, the map
    { name: "gain-gold", pattern: "gain {amount:int} gold", primitive: "gainGold", message: "ow-verb-gain-gold", doc: "Take gold." },
    { name: "lose-gold", pattern: "lose {amount:int} gold", primitive: "loseGold", message: "ow-verb-lose-gold", doc: "Pay gold (as much as you have)." },
    { name: "spend-energy", pattern: "spend {amount:int} energy", primitive: "spendEnergy", message: "ow-verb-spend-energy", doc: "A mage spends energy." },
    { name: "gain-energy", pattern: "gain {amount:int} energy", primitive: "gainEnergy", message: "ow-verb-gain-energy", doc: "A mage gains energy." },
    { name: "perform-movements", pattern: "[you may] perform {amount:int} movement(s) [ignoring the first location action]", primitive: "performMovements", message: "ow-verb-perform-movements", windows: ["travel-ability"], doc: "Move that many times in Phase I, ignoring the first location's action (Endurance)." },
    { name: "move-to", pattern: "move to {location:@location}", primitive: "moveTo", message: "ow-verb-move-to", doc: "Move your witcher to a location (no movement cost)." },
    { name: "gain-action-card", pattern: "gain {amount:int} card(s) from the action pool", primitive: "gainFromPool", message: "ow-verb-gain-action-card", doc: "Take cards from the action pool at no cost." },
    { name: "place-lost-mount", pattern: "place(s) the lost mount miniature on the map following the steps on the back of this card", primitive: "placeLostMount", message: "ow-verb-place-lost-mount", windows: ["after-phase-one"], doc: "Lost Mount: draw 2 location tokens from one pile, choose one, place the miniature there." },
  ],

  conditions: [
    { name: "comboSize", pattern: "this combo has {amount:int} or more cards", doc: "The combo being played has at least that many cards (Dance of Blades)." },
    { name: "comboHasColour", pattern: "this combo has a {colour:cardcolour} card", doc: "The combo has a card of that colour (Nekker's Nest)." },
    { name: "comboPosition", pattern: "this card is card {position:int} of the combo", doc: "The card's position in the combo being played (1 is the first card)." },
    { name: "comboPosition", pattern: "this card is the first card of the combo", fixed: { position: 1 }, doc: "The card opens the combo." },
    { name: "hasTrailToken", pattern: "you have its trail token", doc: "The player holds this monster's trail token." },
    { name: "lifePoolAtMost", pattern: "its life pool has {amount:int} or fewer cards", doc: "The monster's life pool is down to that many cards (Bruxa)." },
    { name: "attributeAtLeast", pattern: "your {attribute:attribute} is {amount:int} or more", doc: "An attribute is at least that level." },
    { name: "hasGold", pattern: "you have {amount:int} gold", doc: "The player has at least that much gold." },
  ],

  queries: [
    { name: "attribute", pattern: "your {attribute:attribute}", doc: "The level of one of your attributes (`equal to your combat`)." },
    { name: "monsterLevel", pattern: "[the] monster level", doc: "The level of the monster being fought (`equal to the monster level plus 2`)." },
    { name: "comboColourCount", pattern: "{colour:cardcolour} card in this combo", doc: "Cards of a colour in the combo being resolved (`for each blue card in this combo`)." },
    { name: "comboCards", pattern: "card in this combo", doc: "Cards in the combo being resolved." },
    { name: "handSize", pattern: "card in your hand", doc: "Cards in your hand." },
    { name: "energy", pattern: "your energy", doc: "A mage's energy." },
  ],

  selectors: [
    { name: "you", pattern: "you", doc: "The character using the card." },
    { name: "opponent", pattern: "[the] opponent", doc: "The opponent in a fight." },
  ],

  rolls: [
    { name: "roll-die", pattern: "roll [a] die", dice: "d6", cases: "range", doc: "Roll a die and branch on the number." },
    { name: "roll-die-by-level", pattern: "roll [a] die by level", dice: "d6+level", cases: "range", after: "may choose lower", doc: "Roll a die, add the specialty level; `may choose lower` lets the player take a lower row." },
    { name: "by-specialty-level", pattern: "by specialty level", dice: "level", cases: "range", doc: "A table by specialty level: the row of the character's current level applies (no die)." },
    { name: "by-player-count", pattern: "by player count", dice: "players", cases: "range", doc: "A table by the number of players: the row of this game's player count applies." },
  ],
};
