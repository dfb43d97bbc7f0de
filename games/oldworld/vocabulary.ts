// The Witcher: Old World vocabulary: the base game (map, schools, witchers,
// action and fight cards, monsters, potions, exploration and events), Ciri and
// Lost Mount, and the Monster Trail and Mages cards the expansion rulebooks quote.
// Primitives, queries and conditions are those of games/oldworld/rules/effect-api.ts;
// `data` verbs are card data games/oldworld/link/ reads, never calls.
// Facts the sources lack are content data marked `assumed` / `original` in
// content/oldworld/, never table entries.

import type { GameTable } from "../../core/vocabulary.ts";

/** Windows of a witcher's or monster's fight, in the order a fight meets them. */
const fightWindows = ["effect", "when-discarded-by-damage", "during-fight", "first-fight-turn", "before-life-pool"];
const monsterWindows = ["ability", "special-attack", "passive-attack", ...fightWindows, "after-life-pool"];

// the expansions a set may declare (`expansion AdventurePack` is adventure-pack), as the game's setup names them
const expansions = {
  ciri: ["ciri"],
  "lost-mount": ["lost mount"],
  "adventure-pack": ["adventure pack"],
  "wild-hunt": ["wild hunt"],
  "monster-trail": ["monster trail"],
  mages: ["mages"],
  skellige: ["skellige"],
  "legendary-hunt": ["legendary hunt"],
};

export const oldworld: GameTable = {
  game: "oldworld",
  runtime: "OldWorldPrimitives (games/oldworld/rules/effect-api.ts)",
  // the base box's set and each expansion's, named as the expansions are
  publishedSets: ["core", ...Object.keys(expansions)],

  kinds: [
    {
      kind: "action",
      doc: "An action card: colour, cost, terrain, combo extension, symbols and effects.",
      tags: ["{colour:cardcolour}", "cost {cost:int}", "terrain {terrain:terrain}", "extends {extension:extension}", "{tier:cardtier}", "cost {payment:payment}", "{spell:spellcard}"],
      windows: [...fightWindows, "travel-ability", "boost"],
    },
    { kind: "witcher", doc: "A witcher: school, attributes, starting deck and specialty.", tags: [], windows: ["specialty", ...fightWindows] },
    { kind: "mage", doc: "A mage (Mages): attributes (Wisdom instead of Defence, Energy instead of a shield), a starting deck of spells and a specialty; the school is claimed at setup.", tags: [], windows: ["specialty", ...fightWindows] },
    { kind: "monster", doc: "A monster: level, terrain, life, ability, special attacks and weakness.", tags: ["level {level:int}", "terrain {terrain:terrain}"], windows: monsterWindows },
    { kind: "fightcard", doc: "A monster fight card: the Charge half and the Bite half the monster's turn reveals from its life pool.", tags: [], windows: ["charge", "bite"] },
    { kind: "potion", doc: "A potion card (at most 4 held).", tags: [], windows: ["effect"] },
    { kind: "bomb", doc: "A bomb card (Monster Trail).", tags: [], windows: ["effect", "before-life-pool", "against-passive-attack"] },
    { kind: "mutagen", doc: "A mutagen card (Monster Trail): usable once per fight.", tags: [], windows: ["effect", "during-fight"] },
    { kind: "trait", doc: "A named trait other cards refer to.", tags: [], windows: [], needsBlock: false },
    { kind: "mount", doc: "The Lost Mount card (Lost Mount expansion): what a player who reaches the miniature rolls for, and where it goes next.", tags: [], windows: ["reach-lost-mount", "after-phase-one"] },
    { kind: "location", doc: "A location of the map: its number (the location token) and terrain.", tags: ["terrain {terrain:terrain}"], windows: ["location-action"], required: ["number"] },
    { kind: "map", doc: "The paths between the map's locations.", tags: [], windows: [] },
    { kind: "school", doc: "A witcher school: the location where its witchers start and train.", tags: [], windows: [], required: ["location"] },
    { kind: "exploration", doc: "An exploration card (city or wilds): its options, each a choice the active player may pick.", tags: ["{deck:explorationdeck}", "stage {deck:stage}"], required: ["deck"], windows: ["option", "quest"] },
    { kind: "event", doc: "An event card, kept in number order.", tags: [], windows: ["effect", "option"], required: ["number"] },
    { kind: "setup", doc: "The game's setup: starting hand and gold by player count and seat.", tags: [], windows: [] },
    // the Adventure Pack: numbered events, quests and quest tokens
    // Monster Trail, the Monster Weakness and Special Attacks mode
    { kind: "largemonster", doc: "A large Monster card (Monster Trail, Monster Weakness and Special Attacks mode): the monster it stands for, what each of its six weakness paragraphs gives a player fighting it, its four special attacks and its passive attack.", tags: [], windows: ["weakness", "special-attack", "passive-attack"], required: ["monster"] },
    { kind: "expansion", doc: "An expansion whose cards are in this set (named as the game's setup names it: `expansion AdventurePack` is `adventure-pack`): they are in play only when a game is set up with it; its supply of quest tokens.", tags: [], windows: [] },
    // the Wild Hunt cooperative mode
    { kind: "wildhunt", doc: "The Wild Hunt mode card: the difficulty table, the round tracking board, the hound card, hound tokens, dice poker and the final fight's sizes.", tags: [], windows: [] },
    { kind: "huntmember", doc: "A member of the Wild Hunt: the special ability when it enters a location with witchers, and side B's abilities in the final fight.", tags: [], windows: ["special-ability", "final-fight"] },
    { kind: "specialattack", doc: "A Wild Hunt special attack card: its attack (each witcher applies it) and its passive ability (when a witcher's damage discards it).", tags: [], windows: ["hunt-attack", "passive-ability"], required: ["member"] },
  ],

  enums: {
    cardcolour: { blue: ["blue"], red: ["red"], green: ["green"], yellow: ["yellow"], purple: ["purple"], gray: ["gray", "grey"] },
    extension: { blue: ["blue"], red: ["red"], green: ["green"], yellow: ["yellow"], purple: ["purple"], any: ["any"] },
    cardtier: { starting: ["starting"], advanced: ["advanced"], unique: ["unique"], special: ["special"] },
    terrain: { forest: ["forest"], water: ["water"], mountain: ["mountain"], wild: ["wild"], city: ["city"], any: ["any"] },
    attribute: { combat: ["combat"], defence: ["defence", "defense"], wisdom: ["wisdom"], alchemy: ["alchemy"], specialty: ["specialty"] },
    symbol: { damage: ["damage"], shield: ["shield"], draw: ["draw"], energy: ["energy"], protection: ["protection"] },
    payment: { trash: ["trash"] },
    explorationdeck: { city: ["city"], wilds: ["wilds"] },
    expansion: expansions,
    // Mages: a spell is a Mage Action card; its branch is its colour's (yellow air, blue water, green earth, red fire, purple mind)
    spellcard: { spell: ["spell"] },
    difficulty: { easy: ["easy"], normal: ["normal"], hard: ["hard"], "very-hard": ["deathmarch"] },
    stage: { "stage-i": ["i"], "stage-ii": ["ii"] },
    phaseiv: { hound: ["hound"], monster: ["monster"] },
    houndbonus: { trail: ["trail"], draw: ["draw"], "card-cost-0": ["cost0"], "card-cost-1": ["cost1"], "raise-any": ["attribute"], "raise-lowest": ["lowest"] },
  },

  properties: [
    { name: "flavour", pattern: "flavour {flavour:text}", kinds: ["*"], doc: "Flavour text (translated)." },
    { name: "original", pattern: "original", kinds: ["*"], doc: "Written for this content set in the game's style: the sources do not give this card's face." },
    { name: "copies", pattern: "copies {copies:int}", kinds: ["action", "potion", "bomb", "mutagen", "fightcard", "exploration"], least: { copies: 1 }, doc: "How many copies are in the deck." },
    { name: "colour", pattern: "colour {colour:cardcolour}", kinds: ["action"], doc: "The card's colour, as a line (so it can be marked `assumed`); the header tag says the same." },
    { name: "extension", pattern: "extends {extension:extension}", kinds: ["action"], doc: "The colour of the card's combo extension (`any`: Elder Blood-like wild extension)." },
    { name: "terrain", pattern: "terrain {terrain:terrain}", kinds: ["action", "monster"], doc: "The card's terrain icon (moving by discarding it), or the terrain a monster appears in." },
    { name: "symbols", pattern: "symbol {amount:int} {symbol:symbol}", kinds: ["action"], repeat: true, doc: "A symbol printed on the card's main part (`symbol 2 damage`), resolved when it is played in a combo; hounds count only damage and shield symbols." },
    { name: "extensionSymbols", pattern: "extension symbol {amount:int} {symbol:symbol}", kinds: ["action"], repeat: true, doc: "A symbol on the card's combo extension, resolved only when the next card of the combo is played on it." },
    { name: "life", pattern: "life {life:int}", kinds: ["monster"], doc: "Cards in the monster's life pool." },
    { name: "school", pattern: "school {school:word}", kinds: ["mage"], doc: "The mage's school." },
    { name: "school", pattern: "school {school:@school}", kinds: ["witcher"], doc: "The witcher's school (a `school` declaration)." },
    { name: "attributes", pattern: "{attribute:attribute} {value:int}", kinds: ["witcher", "mage"], repeat: true, doc: "A starting attribute level." },
    { name: "specialty", pattern: "specialty {specialty:word}", kinds: ["witcher", "mage"], bodyWindow: "specialty", doc: "The specialty and what it does by level." },
    { name: "deck", pattern: "deck {copies:int} {card:@action}", kinds: ["witcher", "mage"], repeat: true, least: { copies: 1 }, doc: "Cards of the starting deck (`deck 2 Aard`)." },
    { name: "unique", pattern: "unique {unique:@action}", kinds: ["witcher", "mage"], doc: "The character's unique action card (Ciri's Dance of Blades)." },
    { name: "number", pattern: "number {number:int}", kinds: ["location", "event", "fightcard"], doc: "The location token's number, the event card's number, or the fight card's number." },
    { name: "explore", pattern: "explore {explore:explorationdeck}", kinds: ["location"], doc: "The exploration deck drawn at the location (city or wilds)." },
    { name: "location", pattern: "at {location:@location}", kinds: ["school"], doc: "Where the school is on the map." },
    { name: "paths", pattern: "path {from:@location}, {to:@location}", kinds: ["map"], repeat: true, doc: "Two adjacent locations (a player may move along it both ways)." },
    { name: "seats", pattern: "with {players:int} player(s) seat {seat:int} starts with {hand:int} card(s) and {gold:int} gold", kinds: ["setup"], repeat: true, doc: "One row of the setup table: a seat's starting hand and gold at a player count." },
    { name: "raiseAttributeFrom", pattern: "from {raiseAttributeFrom:int} players each player raises one attribute to level two", kinds: ["setup"], doc: "From this player count on, each player raises one attribute to 2 at the start." },
    { name: "trophiesToWin", pattern: "trophies to win {trophiesToWin:int}", kinds: ["setup"], doc: "Trophies a player needs to win." },
    { name: "phase3Hand", pattern: "phase iii draws up to {normal:int} cards or {knockedOut:int} when knocked out", kinds: ["setup"], doc: "Phase III: draw until the hand holds this many (normal, after a knock-out)." },
    { name: "fightHandLimit", pattern: "fight hand limit {fightHandLimit:int}", kinds: ["setup"], doc: "The hand limit during a fight." },
    { name: "poolSlots", pattern: "the two leftmost pool slots cost {left:int} more and the rightmost {right:int} less", kinds: ["setup"], doc: "Cost modifiers of the six action pool slots." },
    { name: "maxPotions", pattern: "at most {maxPotions:int} potions", kinds: ["setup"], doc: "Potions a player may hold." },
    { name: "fatigue", pattern: "fatigue trashes {fatigue:int+} card(s)", kinds: ["setup"], doc: "Fatigue: cards trashed as the trophy track reaches each position after a monster fight." },
    { name: "reputation", pattern: "reputation {reputation:int+}", kinds: ["setup"], doc: "A witcher's reputation (gold a beaten witcher pays) by trophies held, 0 trophies first." },
    { name: "attributeTrophies", pattern: "{attributeTrophies:int} attribute trophy per attribute", kinds: ["setup"], doc: "Attribute trophies available per attribute (meditation)." },
    { name: "trainingCost", pattern: "training costs {trainingCost:int+} gold", kinds: ["setup"], doc: "Gold to train an attribute from level 1 to 2, 2 to 3, …" },
    { name: "duelTurns", pattern: "a duel lasts {duelTurns:int} fight turns each", kinds: ["setup"], doc: "Witcher against witcher: fight turns each before damage decides." },
    { name: "soloChargeUpTo", pattern: "the solo die charges up to {soloChargeUpTo:int}", kinds: ["setup"], doc: "The solo Charge/Bite die: Charge up to this face, Bite above." },
    // the Adventure Pack: numbered events, quests and quest tokens
    { name: "location", pattern: "at {location:@location}", kinds: ["event"], doc: "Where an event card held in a hand is resolved (in Phase II, at that location); without it, anywhere." },
    { name: "questTokens", pattern: "quest tokens {questTokens:int}", kinds: ["expansion"], doc: "The quest tokens placed next to the game board (the Adventure Pack's 12)." },
    // Monster Trail
    { name: "owner", pattern: "belongs to {owner:@witcher/mage}", kinds: ["action"], doc: "The witcher or mage whose Unique Action card this is (Monster Trail adds it to that character's starting deck, a mage's too when also using Mages); a witcher's own `unique` line says the same." },
    { name: "weaknessOnly", pattern: "only with monster weakness", kinds: ["bomb"], doc: "The card is used only in the Monster Weakness and Special Attacks mode; without it, it goes back to the box (the Dimeritium Bomb)." },
    { name: "monster", pattern: "for {monster:@monster}", kinds: ["largemonster"], doc: "The monster whose large card this is (its life and ability stay the regular card's)." },
    { name: "specialAttack", pattern: "special attack card {specialAttack:int}", kinds: ["fightcard"], doc: "A Special Monster Fight card (Monster Trail): in the attack deck only in the Monster Weakness mode; revealed, it runs the fought monster's special attack of that number (1 to 4), or its passive attack when the player's damage reveals it. It has no Charge or Bite half." },
    { name: "weaknessTokens", pattern: "weakness tokens {weaknessTokens:int} per terrain", kinds: ["expansion"], doc: "The weakness tokens of each terrain's set, numbered from 1 (Monster Trail: 6 per terrain, 18 in all)." },
    { name: "monsterLevels", pattern: "monsters start at level {startLevel:int} and rise to level {maxLevel:int}", kinds: ["setup"], doc: "The level of the first monsters, and the highest level." },
    // the Wild Hunt mode card
    { name: "wildHuntEvent", pattern: "wild hunt event", kinds: ["event"], doc: "The card belongs to the Wild Hunt event deck (numbered apart from the base game's)." },
    { name: "member", pattern: "member {member:@huntmember}", kinds: ["specialattack"], doc: "The Wild Hunt member whose special attack this is." },
    { name: "difficulty", pattern: "difficulty {difficulty:difficulty} with {players:int} player(s) places level {monsters:int+} monster(s) and {shields:int} shields", kinds: ["wildhunt"], repeat: true, doc: "A cell of the difficulty table (`deathmarch`: Very Hard): the monsters placed at setup, by level, and the Wild Hunt's shields." },
    { name: "lastRound", pattern: "the final fight follows round {round:int} for {from:int} to {to:int} players", kinds: ["wildhunt"], repeat: true, doc: "The last round, after which the players fight the Wild Hunt." },
    { name: "explorationDeck", pattern: "the exploration deck holds {stageI:int} stage i cards on {stageII:int} stage ii cards for {from:int} to {to:int} players", kinds: ["wildhunt"], repeat: true, doc: "How the Wild Hunt exploration deck is built: stage I cards on top of stage II cards." },
    { name: "roundStage", pattern: "round {round:int} for {from:int} to {to:int} players explores stage {stage:int}", kinds: ["wildhunt"], repeat: true, doc: "The round tracking board's Phase II spot: the exploration card of that round (1: stage I, 2: stage II)." },
    { name: "roundAdds", pattern: "round {round:int} for {from:int} to {to:int} players adds a level {level:int} {what:phaseiv}", kinds: ["wildhunt"], repeat: true, doc: "The round tracking board's Phase IV spot: a hound or a monster appears." },
    { name: "hounds", pattern: "a level {level:int} hound for {from:int} to {to:int} players lowers the shield by {shieldLoss:int} and draws {draw:int} card(s) and has {life:int} life", kinds: ["wildhunt"], repeat: true, doc: "A row of the hound card: fight preparation and life points, by level and player count." },
    { name: "houndsPerLevel", pattern: "{houndsPerLevel:int} hounds of each level", kinds: ["wildhunt"], doc: "Hound miniatures (and hound tokens) of each level." },
    { name: "houndTokens", pattern: "a level {level:int} hound token gives {bonus:houndbonus}", kinds: ["wildhunt"], repeat: true, doc: "A hound token's bonus: `trail`, `draw` (1 card), `cost0` / `cost1` (a pool card of that cost to the discard pile), `attribute` (raise any), `lowest` (raise the lowest)." },
    { name: "pokerStake", pattern: "dice poker costs {pokerStake:int} gold", kinds: ["wildhunt"], doc: "Gold paid to play solo dice poker." },
    { name: "poker", pattern: "dice poker pays {poker:int+} gold from nothing up to five of a kind", kinds: ["wildhunt"], doc: "The dice poker reward table of the Wild Hunt help card, in its order: nothing, a pair, two pairs, three of a kind, a straight, a full house, four of a kind, five of a kind." },
    { name: "maxMonsterLife", pattern: "monster life pools hold at most {maxMonsterLife:int} cards", kinds: ["wildhunt"], doc: "A monster strengthened by hounds and the Hunt never has more life than this." },
    { name: "finalFight", pattern: "the final fight life pool holds {cards:int} monster fight cards read at level {level:int}", kinds: ["wildhunt"], doc: "The final fight's life pool (with the member's special attacks), and the level its standard attacks are read at." },
    { name: "shieldsPerMissingLevel", pattern: "a monster that cannot appear gives {shieldsPerMissingLevel:int} shields per level", kinds: ["wildhunt"], doc: "A 4th monster is not drawn: the Wild Hunt gains shields instead." },
    // Wild Hunt quests
    { name: "huntQuest", pattern: "a quest at a {huntQuest:terrain} location", kinds: ["exploration"], doc: "Wild Hunt: the exploration card is a quest. When it is read, a location token of that terrain (forest, water or mountain) is drawn and kept beside the card, and a quest token marks the location; a witcher there completes it in Phase II with the card's `quest:` effect." },
  ],

  windows: [
    { name: "effect", pattern: "effect", doc: "When the card is played or used." },
    { name: "when-discarded-by-damage", pattern: "when discarded by damage", doc: "When damage discards this card." },
    { name: "during-fight", pattern: "during [a|your|the] fight", doc: "At any time during a fight." },
    { name: "first-fight-turn", pattern: "during your first fight turn", doc: "In the first fight turn." },
    { name: "before-life-pool", pattern: "before [the] life pool", doc: "Before the life pool is built." },
    { name: "after-life-pool", pattern: "after [the] life pool", doc: "After the life pool is built and the player's discard pile is shuffled into the deck (Ekimmara, Drowner's Nest)." },
    { name: "specialty", pattern: "specialty", doc: "The character's specialty." },
    { name: "ability", pattern: "ability", doc: "The monster's ability." },
    { name: "special-attack", pattern: "when special attack {number:int} is revealed", doc: "A large Monster card's special attack of that number (1 to 4): it runs when the Special Attack card of that number is revealed in the monster's attack, Charge or Bite." },
    { name: "weakness", pattern: "with weakness token {number:int} used", doc: "A large Monster card's weakness paragraph of that number (1 to 6): what a player who holds the weakness token of that number, of the monster's terrain, gets when fighting it (after its life pool is built)." },
    { name: "passive-attack", pattern: "passive attack", doc: "The monster's passive special attack: it runs each time a player's damage reveals a Special Attack card of its life pool, before further damage is dealt." },
    { name: "against-passive-attack", pattern: "after the monster uses its passive attack", doc: "A bomb used right after a monster's passive attack (the Dimeritium Bomb): it may neglect that attack's effect." },
    { name: "charge", pattern: "charge", doc: "The Charge half of a monster fight card." },
    { name: "bite", pattern: "bite", doc: "The Bite half of a monster fight card." },
    { name: "option", pattern: "option", doc: "One option of an exploration or event card; the active player picks one." },
    { name: "location-action", pattern: "location action", doc: "The location's action, which a player who moves there may take in Phase I." },
    { name: "boost", pattern: "boost", doc: "A spell's boost (Mages): after the card's fight ability resolves, before the next card of the combo, the mage may pay its energy cost (`boost: spend 2 energy -> deal 2 damage`)." },
    { name: "travel-ability", pattern: "travel", doc: "The card's travel ability, usable in Phase I of the player's turn, not in a fight (Endurance)." },
    { name: "reach-lost-mount", pattern: "when [a|the] player reaches [the] lost mount [miniature]", doc: "When a player reaches the Lost Mount miniature." },
    { name: "after-phase-one", pattern: "after resolving phase i [of their turn]", doc: "After the player has resolved Phase I of their turn." },
    { name: "special-ability", pattern: "when it enters a location with witchers", doc: "Wild Hunt: its special ability, for each witcher at the location it enters in Phase IV." },
    { name: "final-fight", pattern: "in the final fight", doc: "Wild Hunt: side B, for each witcher when the final fight is prepared." },
    { name: "hunt-attack", pattern: "special attack", doc: "Wild Hunt: a special attack card's attack, which each witcher applies." },
    { name: "passive-ability", pattern: "passive ability", doc: "Wild Hunt: a special attack card's passive, for the witcher whose damage discarded it." },
    // Wild Hunt quests
    { name: "quest", pattern: "quest", doc: "Wild Hunt: what a witcher at a quest's location does in Phase II to complete it (an exploration card with `a quest at a … location`); it can be completed only when every step can be done." },
  ],

  limits: [
    { name: "once-per-fight", pattern: "once per fight", doc: "At most once per fight." },
    { name: "once-per-turn", pattern: "once per turn", doc: "At most once per turn." },
  ],

  verbs: [
    // damage and the fight
    { name: "deal-damage", pattern: "deal {amount:int} damage", primitive: "dealDamage", message: "ow-verb-deal-damage", doc: "Deal damage to the opponent." },
    { name: "suffer-damage", pattern: "suffer(s) {amount:int} damage", primitive: "sufferDamage", message: "ow-verb-suffer-damage", doc: "Take damage (shield first, then cards); on a monster fight card, the monster's attack." },
    { name: "opponent-suffers-damage", pattern: "opponent suffers {amount:int} damage", primitive: "sufferDamage", fixed: { who: "opponent" }, message: "ow-verb-opponent-suffers-damage", doc: "The opponent takes damage." },
    { name: "deal-additional-damage", pattern: "deal {amount:int} additional damage", primitive: "dealAdditionalDamage", message: "ow-verb-deal-additional-damage", doc: "Damage added to the combo's (Dance of Blades)." },
    { name: "wild-extension", pattern: "treat {amount:int} card as if it had a combo extension of any colour", primitive: "elderBlood", data: true, message: "ow-verb-wild-extension", windows: ["specialty"], doc: "Ciri's Elder Blood: one card of the combo counts as extending to any colour; a `by specialty level` table after it gives that extension's symbols." },
    // a monster's ability: a rule it puts on the fight (FightModifier in games/oldworld/rules/effect-api.ts)
    { name: "max-damage-first-turn", pattern: "deal at most {amount:int} damage in your first fight turn", primitive: "addFightModifier", fixed: { kind: "max-damage-first-turn" }, message: "ow-verb-max-damage-first-turn", windows: ["ability"], doc: "The player's first fight turn deals at most that much damage (Ghoul's Nest, Glustyworp, Harpy, Penitent)." },
    { name: "draw-fewer", pattern: "draw {amount:int} fewer card(s) after each fight turn", primitive: "addFightModifier", fixed: { kind: "draw-fewer" }, message: "ow-verb-draw-fewer", windows: ["ability"], doc: "The player draws that many fewer cards after each fight turn (Griffin)." },
    { name: "damage-per-colour", pattern: "each {colour:cardcolour} card in your combo deals {amount:int} less damage", primitive: "addFightModifier", fixed: { kind: "damage-per-colour" }, message: "ow-verb-damage-per-colour", windows: ["ability"], doc: "Each card of that colour lowers the combo's damage (Yghern, Brewess)." },
    { name: "shield-loss-per-colour", pattern: "each {colour:cardcolour} card in your combo lowers your shield by {amount:int}", primitive: "addFightModifier", fixed: { kind: "shield-loss-per-colour" }, message: "ow-verb-shield-loss-per-colour", windows: ["ability"], doc: "Each card of that colour in a combo lowers the player's shield (Whispess)." },
    { name: "colour-no-effect", pattern: "{colour:cardcolour} cards have no effect", primitive: "addFightModifier", fixed: { kind: "colour-no-effect" }, message: "ow-verb-colour-no-effect", windows: ["ability"], doc: "Cards of that colour still extend a combo but do nothing (Fiend)." },
    { name: "first-attack-bonus", pattern: "its first attack deals {amount:int} additional damage", primitive: "addFightModifier", fixed: { kind: "first-attack-bonus" }, message: "ow-verb-first-attack-bonus", windows: ["ability"], doc: "The monster's first attack deals more damage (Troll)." },
    { name: "bonus-when-low", pattern: "its attacks deal {amount:int} additional damage while at most {lifeAtMost:int} cards are left in its life pool", primitive: "addFightModifier", fixed: { kind: "bonus-when-low" }, message: "ow-verb-bonus-when-low", windows: ["ability"], doc: "The monster hits harder when its life pool is low (Bruxa)." },
    { name: "hit-reduction-discard", pattern: "each hit on it deals {amount:int} less damage and discards a random card of your hand", primitive: "addFightModifier", fixed: { kind: "hit-reduction-discard" }, message: "ow-verb-hit-reduction-discard", windows: ["ability"], doc: "Each hit on the monster is weaker and costs the player a random hand card (Manticore)." },
    { name: "max-potions", pattern: "use at most {amount:int} potion(s) this fight", primitive: "addFightModifier", fixed: { kind: "max-potions" }, message: "ow-verb-max-potions", windows: ["ability"], doc: "At most that many potions may be drunk in this fight (Water Hag)." },
    { name: "max-shield-gain", pattern: "your shield rises by at most {amount:int} each turn", primitive: "addFightModifier", fixed: { kind: "max-shield-gain" }, message: "ow-verb-max-shield-gain", windows: ["ability"], doc: "The shield may rise by at most that much per fight turn (Noonwraith)." },
    { name: "random-first-card", pattern: "play the first card of your first combo at random", primitive: "addFightModifier", fixed: { kind: "random-first-card" }, message: "ow-verb-random-first-card", windows: ["ability"], doc: "The first card of the first combo is picked at random (Nightwraith)." },
    { name: "first-attack-from-hand", pattern: "its first attack discards cards from your hand first", primitive: "addFightModifier", fixed: { kind: "first-attack-from-hand" }, message: "ow-verb-first-attack-from-hand", windows: ["ability"], doc: "Damage of the monster's first attack comes from the hand first (Grave Hag)." },
    { name: "lower-attribute-this-fight", pattern: "lower your {attribute:attribute} by {amount:int} this fight", primitive: "addFightModifier", fixed: { kind: "lower-attribute" }, message: "ow-verb-lower-attribute-this-fight", windows: ["ability"], doc: "An attribute is lower until the fight ends (Leshen, Weavess)." },
    { name: "phase3-draw", pattern: "draw at most {amount:int} card(s) in phase iii if you defeat it", primitive: "addFightModifier", fixed: { kind: "phase3-draw" }, message: "ow-verb-phase3-draw", windows: ["ability"], doc: "A player who defeats the monster draws at most that many cards in Phase III (Rotfiend)." },
    { name: "draw-fewer-without-colour", pattern: "draw {amount:int} fewer card(s) after a combo with no {colour:cardcolour} card", primitive: "addFightModifier", fixed: { kind: "draw-fewer-without-colour" }, message: "ow-verb-draw-fewer-without-colour", windows: ["ability"], doc: "After a fight turn whose combo had no card of that colour (or no combo), the player draws that many fewer cards (Nekker's Nest)." },
    { name: "first-attack-worst", pattern: "in its first turn it picks the attack that makes you discard the most", primitive: "addFightModifier", fixed: { kind: "first-attack-worst" }, message: "ow-verb-first-attack-worst", windows: ["ability"], doc: "The monster's first attack is the half of its top card that costs the player the most cards, not a choice or the die (Foglet)." },
    { name: "first-turn-end-random-discard", pattern: "at the end of its first turn discard {amount:int} random card(s) of your hand", primitive: "addFightModifier", fixed: { kind: "first-turn-end-random-discard" }, message: "ow-verb-first-turn-end-random-discard", windows: ["ability"], doc: "After the monster's first turn, that many random cards of the player's hand are discarded (Wyvern)." },
    // cards
    { name: "draw-cards", pattern: "[immediately] draw {amount:int} card(s)", primitive: "drawCards", message: "ow-verb-draw-cards", doc: "Draw cards from your deck." },
    { name: "discard-cards", pattern: "discard {amount:int} card(s)", primitive: "discardCards", message: "ow-verb-discard-cards", doc: "Discard cards from your hand (the player picks)." },
    { name: "look-at-enemy-deck", pattern: "look at the top {amount:int} card(s) of the enemy deck and discard {discard:int} of them", primitive: "lookAtEnemyDeck", message: "ow-verb-look-at-enemy-deck", doc: "In a fight: see the top cards of the enemy's deck (a monster's life pool, the other witcher's deck), discard some and put the rest back in any order (the Viper school)." },
    { name: "discard-top-of-deck", pattern: "discard the top {amount:int} card(s) of your deck and shuffle it", primitive: "discardTopOfDeck", message: "ow-verb-discard-top-of-deck", doc: "Discard cards from the top of your deck, then shuffle the deck (Drowner's Nest)." },
    { name: "discard-potions", pattern: "discard {amount:int} potion(s)", primitive: "discardPotions", message: "ow-verb-discard-potions", doc: "Discard potions you hold, of your choice (Archespore)." },
    { name: "trash-cards", pattern: "trash {amount:int} card(s)", primitive: "trashCards", message: "ow-verb-trash-cards", doc: "Remove cards of your hand from the game (a monster fight card's trash symbol)." },
    { name: "lower-attribute", pattern: "lower your {attribute:attribute} by {amount:int}", primitive: "lowerAttribute", data: true, message: "ow-verb-lower-attribute", windows: ["charge", "bite"], doc: "A monster fight card lowers an attribute until the fight ends." },
    // shield, attributes, potions, gold
    { name: "raise-shield", pattern: "raise shield by {amount:int}", primitive: "raiseShield", message: "ow-verb-raise-shield", doc: "Raise your shield (never above Defence)." },
    { name: "lower-shield", pattern: "lower your shield by {amount:int}", primitive: "lowerShield", message: "ow-verb-lower-shield", doc: "Lower your shield (Barghest, Werewolf, Striga)." },
    { name: "raise-attribute", pattern: "raise your {attribute:attribute}", primitive: "raiseAttribute", message: "ow-verb-raise-attribute", doc: "Raise an attribute by 1 (at most 5)." },
    { name: "gain-potions", pattern: "gain {amount:int} potion(s)", primitive: "gainPotion", message: "ow-verb-gain-potions", doc: "Take potions (at most 4 held)." },
    { name: "gain-gold", pattern: "gain {amount:int} gold", primitive: "gainGold", message: "ow-verb-gain-gold", doc: "Take gold." },
    { name: "spend-gold", pattern: "spend {amount:int} gold", primitive: "spendGold", message: "ow-verb-spend-gold", doc: "Pay gold (an option that needs it can only be taken with it)." },
    { name: "gain-action-card", pattern: "gain a card costing at most {maxCost:int} from the action pool", primitive: "gainCard", message: "ow-verb-gain-action-card", doc: "Take a card of at most that cost from the action pool for free." },
    // mages, travel
    { name: "spend-energy", pattern: "spend {amount:int} energy", primitive: "spendEnergy", message: "ow-verb-spend-energy", doc: "A mage spends energy." },
    { name: "gain-energy", pattern: "gain {amount:int} energy", primitive: "gainEnergy", message: "ow-verb-gain-energy", doc: "A mage gains energy." },
    { name: "perform-movements", pattern: "[you may] perform {amount:int} movement(s) [ignoring the first location action]", primitive: "performMovements", message: "ow-verb-perform-movements", windows: ["travel-ability"], doc: "Move that many times in Phase I, ignoring the first location's action (Endurance)." },
    // Monster Trail
    { name: "opponent-specialty-at-most", pattern: "the specialty of your opponent is {amount:int} this fight", primitive: "addFightModifier", fixed: { kind: "opponent-specialty-at-most" }, message: "ow-verb-opponent-specialty-at-most", windows: ["before-life-pool"], doc: "Against a witcher, the opponent's Specialty level counts as that number (at most) until the fight ends (the Dimeritium Bomb)." },
    { name: "gain-any-action-card", pattern: "gain any card from the action pool", primitive: "gainCard", fixed: { anyCard: true }, message: "ow-verb-gain-any-action-card", doc: "Take any card of the action pool for free, a card with a trash cost too, without trashing (Monster Trail)." },
    // Mages: protection, the discard pile and draws counted at the end of the fight turn
    { name: "gain-protection", pattern: "gain {amount:int} protection", primitive: "gainProtection", message: "ow-verb-gain-protection", doc: "A mage gathers protection: it lowers the regular damage of the opponent's very next fight turn and is lost at that turn's end (not discards)." },
    { name: "take-from-discard", pattern: "take {amount:int} card(s) of your choice from your discard pile", primitive: "takeFromDiscard", message: "ow-verb-take-from-discard", doc: "Search your discard pile and take cards of your choice into your hand, leaving the others in their order." },
    { name: "discard-from-pool", pattern: "discard up to {amount:int} card(s) from the action pool", primitive: "discardFromPool", message: "ow-verb-discard-from-pool", doc: "Discard cards of the action pool; beside mages, from either pool in any combination (Mages, Gameplay changes). The pools slide right and refill." },
    { name: "draw-more", pattern: "draw {amount:int} more card(s) this fight turn", primitive: "drawMore", message: "ow-verb-draw-more", doc: "Raise the draw of step 4 of this fight turn (Mages: a draw increase is resolved with the other draw modifications)." },
    { name: "neglect-passive-attack", pattern: "neglect the effect of its passive attack", primitive: "neglectPassiveAttack", message: "ow-verb-neglect-passive-attack", windows: ["against-passive-attack"], doc: "The monster's passive attack that has just been used has no effect (the Dimeritium Bomb, Monster Weakness mode)." },
    { name: "place-lost-mount", pattern: "place(s) the lost mount miniature on the map following the steps on the back of this card", primitive: "placeLostMount", data: true, message: "ow-verb-place-lost-mount", windows: ["after-phase-one"], doc: "Lost Mount: after Phase I the miniature is placed again (2 location tokens from one pile, the player chooses one); the runtime does it, the line is the card's text." },
    // the Adventure Pack: numbered events, quests and quest tokens
    { name: "read-event", pattern: "read event {event:int}", primitive: "readEvent", message: "ow-verb-read-event", windows: ["option", "effect"], doc: "Resolve the event card of that number now (a follow-up): the player picks one of its options; it goes back to its place in the event deck." },
    { name: "take-quest", pattern: "take a quest to {location:@location} for event {event:int}", primitive: "takeQuest", message: "ow-verb-take-quest", windows: ["option", "effect"], doc: "The player keeps this card as a quest: in Phase II at that location they may read the event of that number instead of another action." },
    { name: "place-quest-token", pattern: "place a quest token on {location:@location} for event {event:int}", primitive: "placeQuestToken", message: "ow-verb-place-quest-token", windows: ["option", "effect"], doc: "A quest token from the supply goes on that location (an option needing one can be taken only while the supply has one); the first player to end Phase I there may, in Phase II, take it back and read that event." },
    { name: "draw-event", pattern: "draw event {event:int} into your hand", primitive: "drawEvent", message: "ow-verb-draw-event", windows: ["option", "effect"], doc: "The player takes the event card of that number into their hand without showing it; in a later Phase II (at the event's `at` location) they may read it. Solo, the card is not drawn (Adventure Pack, Solo gameplay changes)." },
    // the Wild Hunt
    { name: "hunt-gains-shields", pattern: "[the] wild hunt gains {amount:int} shield(s)", primitive: "huntGainsShields", message: "ow-verb-hunt-gains-shields", doc: "Wild Hunt: shields added to the Wild Hunt's." },
    { name: "read-hunt-event", pattern: "read the next wild hunt event", primitive: "readHuntEvent", message: "ow-verb-read-hunt-event", doc: "Wild Hunt: the top card of the Wild Hunt event deck is read; the players choose its option together." },
    { name: "hunt-loses-shields", pattern: "[the] wild hunt loses {amount:int} shield(s)", primitive: "huntLosesShields", message: "ow-verb-hunt-loses-shields", doc: "Wild Hunt: the Wild Hunt loses shields (none below 0)." },
  ],

  conditions: [
    { name: "comboSize", pattern: "this combo has {amount:int} or more cards", doc: "The combo being played has at least that many cards (Dance of Blades)." },
    { name: "comboPositionAtLeast", pattern: "this card is at position {amount:int} or later in the combo", doc: "This card is played at that position of the combo or later, 1 for the first (`if not this card is at position 2 or later in the combo`: it opens the combo)." },
    { name: "comboHasColour", pattern: "this combo has a {colour:cardcolour} card", doc: "The combo has a card of that colour." },
    { name: "hasTrailToken", pattern: "you have its trail token", doc: "The player holds the fought monster's trail token." },
    { name: "attributeAtLeast", pattern: "your {attribute:attribute} is {amount:int} or more", doc: "An attribute is at least that level." },
    { name: "hasGold", pattern: "you have {amount:int} gold", doc: "The player has at least that much gold." },
    { name: "inFight", pattern: "you are in a fight", doc: "The effect happens during a fight." },
    // Mages
    { name: "firstFightTurn", pattern: "this is your first fight turn", doc: "The character takes the first fight turn of this fight (Othar's Teleportation)." },
  ],

  queries: [
    { name: "attribute", pattern: "your {attribute:attribute}", doc: "The level of one of your attributes (`equal to your combat`)." },
    { name: "monsterLevel", pattern: "[the] monster level", doc: "The level of the monster being fought (`equal to the monster level plus 2`)." },
    { name: "comboColour", pattern: "{colour:cardcolour} card in this combo", doc: "Cards of a colour in the combo being resolved (`for each blue card in this combo`)." },
    { name: "comboSize", pattern: "card in this combo", doc: "Cards in the combo being resolved." },
    { name: "comboPosition", pattern: "[the] position of this card in the combo", doc: "This card's position in the combo being resolved, 1 for the first (`deal damage equal to the position of this card in the combo`)." },
    { name: "handSize", pattern: "card in your hand", doc: "Cards in your hand." },
    { name: "gold", pattern: "your gold", doc: "Your gold." },
    { name: "lifePool", pattern: "card in its life pool", doc: "Cards left in the fought monster's life pool." },
    // Mages
    { name: "energy", pattern: "your energy", doc: "A mage's energy level (`deal damage equal to your energy`)." },
  ],

  selectors: [
    { name: "you", pattern: "you", doc: "The character using the card." },
    { name: "opponent", pattern: "[the] opponent", doc: "The opponent in a fight." },
  ],

  rolls: [
    { name: "roll-die", pattern: "roll [a] die", dice: "d6", cases: "range", doc: "Roll a die and branch on the number." },
    { name: "roll-die-by-level", pattern: "roll [a] die by level", dice: "d6+level", cases: "range", after: "may choose lower", doc: "Roll a die, add the specialty level; `may choose lower` lets the player take a lower row." },
    { name: "by-specialty-level", pattern: "by specialty level", dice: "level", cases: "range", doc: "A table by specialty level: the row of the character's current level applies (no die)." },
  ],
};
