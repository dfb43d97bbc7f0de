# What a player reads while playing The Witcher: Old World: decision prompts,
# option labels, the event log and the card preview's labels. The engine
# (games/oldworld/rules, its ids listed in games/oldworld/rules/messages.ts) yields
# these ids with their arguments; compiler/i18n/game-text.ts renders them.
# Names ($player, $card, $monster, $location, …) arrive already in the locale;
# $gender is the grammatical gender of the witcher concerned. A locale is one
# namespace, so every id starts with `ow-`. ow-attribute is in rules.ftl.

## Helpers

ow-terrain-name = { $terrain ->
    [forest] forest
    [water] water
    [mountain] mountain
   *[any] any terrain
}
ow-deck-name = { $deck ->
    [city] the city exploration deck
   *[wilds] the wilds exploration deck
}
ow-option-letter = { $option ->
    [a] A
    [b] B
    [c] C
    [d] D
   *[other] { $option }
}
ow-attack-name = { $attack ->
    [charge] Charge
   *[bite] Bite
}

## Prompts: one line for the witcher who decides

ow-prompt-raise-attribute = Choose an attribute to raise by 1
ow-prompt-lost-mount-pile = Choose the terrain pile to place the Lost Mount from
ow-prompt-lost-mount-place = Choose where the Lost Mount stands
ow-prompt-phase-1 = Phase I at { $location }: move, train or use the location action
ow-prompt-travel-payment = Travel to { $location }: how do you pay?
ow-prompt-travel-cards = Discard { $count ->
    [one] 1 card
   *[other] { $count } cards
} to travel
ow-prompt-train = Choose the attribute to train
ow-prompt-phase-2 = Phase II: fight, meditate, take a quest or explore
ow-prompt-exploration-option = { $card }: choose an option
ow-prompt-event-option = { $card }: choose an option
ow-prompt-fight-turn = Your fight turn: drink a potion, use your specialty or start a combo
ow-prompt-extend-combo = Extend the combo ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
} so far)
ow-prompt-monster-attack = How does { $monster } attack: Charge or Bite?
ow-prompt-discard = Discard { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ow-prompt-discard-damage = Discard { $count ->
    [one] 1 card
   *[other] { $count } cards
} for the damage
ow-prompt-trash = Trash { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ow-prompt-fatigue = Fatigue: discard { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ow-prompt-gain-free-card = Take a card from the action pool for free
ow-prompt-discard-hand = Keep your hand or discard it?
ow-prompt-gain-card = Buy a card from the action pool
ow-prompt-pay-card = Discard { $count ->
    [one] 1 card
   *[other] { $count } cards
} to pay
ow-prompt-effect-option = { $source }: choose one
ow-prompt-choose-lower = Choose the result, at most the roll
ow-prompt-free-move = Move to an adjacent location, or stop
ow-prompt-discard-potion = Discard { $count ->
    [one] 1 potion
   *[other] { $count } potions
}
ow-prompt-discard-enemy-card = Choose { $count ->
    [one] 1 card
   *[other] { $count } cards
} to discard from your enemy's deck
ow-prompt-order-enemy-deck = Choose the card to put back at position { $position } of your enemy's deck

## Option labels

ow-card = { $card }
ow-location = { $location }
ow-attribute-combat = Combat{ $cost ->
    [none] {""}
   *[other] {" "}({ $cost } gold)
}
ow-attribute-defence = Defence{ $cost ->
    [none] {""}
   *[other] {" "}({ $cost } gold)
}
ow-attribute-alchemy = Alchemy{ $cost ->
    [none] {""}
   *[other] {" "}({ $cost } gold)
}
ow-attribute-specialty = Specialty{ $cost ->
    [none] {""}
   *[other] {" "}({ $cost } gold)
}
ow-terrain-forest = Forest
ow-terrain-water = Water
ow-terrain-mountain = Mountain
ow-option-move = Move to { $location }
ow-option-train = Train at { $location }
ow-option-location-action = Location action of { $location }
ow-option-end-phase = End this phase
ow-option-pay-terrain = Discard { $card } (its terrain)
ow-option-pay-two-cards = Discard two cards
ow-option-pay-card-gold = Discard a card and pay 1 gold
ow-option-fight-monster = Fight { $monster }
ow-option-fight-witcher = Fight { $witcher }
ow-option-effect = { $effect }
ow-option-meditate = Meditate: raise your { ow-attribute }
ow-option-quest = Take the quest: { $event }
ow-option-quest-token = Take the quest token here: event { $event }
ow-option-held-event = Read the event card in your hand: event { $event }
ow-option-explore = Explore { ow-deck-name }
ow-option-exploration-option = { $card }: option { ow-option-letter }
ow-option-event-option = { $card }: option { ow-option-letter }
ow-option-potion = Drink { $potion }
ow-option-specialty = Use the specialty of { $witcher }
ow-option-combo = Start a combo with { $card }
ow-option-combo-random = Start a combo with a random card
ow-option-no-combo = Do not play a combo
ow-option-extend = Extend with { $card }
ow-option-elder-blood = Elder Blood: extend with any card
ow-option-end-combo = End the combo
ow-option-charge = Charge
ow-option-bite = Bite
ow-option-keep-hand = Keep your hand
ow-option-discard-hand = Discard your hand
ow-option-gain-nothing = Buy nothing
ow-option-gain-card = { $card } ({ $cost } gold)
ow-option-roll-result = { $value }

## The event log: one line per event, `ow-log-<event type>`

ow-log-monster-placed = { $monster } appears at { $location } ({ ow-terrain-name })
ow-log-monster-slot-empty = No { ow-terrain-name } monster is left to place
ow-log-witcher-placed = { $player } starts at { $location } with { $gold } gold
ow-log-attribute-raised = { $player } raises { ow-attribute } to { $level }
ow-log-attribute-lowered = { $player } lowers { ow-attribute } for this fight
ow-log-draw = { $player } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ow-log-reshuffle = { $player } { $all ->
    [yes] shuffles the discard pile and the deck together
   *[other] shuffles the discard pile into a new deck
}
ow-log-lost-mount-placed = { $player } places the Lost Mount at { $location }
ow-log-setup-done = Setup done for { $players ->
    [one] 1 witcher
   *[other] { $players } witchers
}
ow-log-turn = Round { $round }, turn { $turn }: { $player }
ow-log-round-limit = The game stops after { $rounds } rounds
ow-log-train = { $player } trains { ow-attribute } for { $cost } gold
ow-log-location-action = { $player } uses the location action of { $location }
ow-log-travel-paid = { $player } pays the travel { $how ->
    [terrain] with a card of the terrain
    [two-cards] with two cards
   *[card-gold] with a card and 1 gold
}
ow-log-move = { $player } moves to { $to }{ $free ->
    [yes] {" "}(free movement)
   *[other] {""}
}
ow-log-lost-mount-reached = { $player } reaches the Lost Mount, rolls { $roll } and draws { $draw ->
    [one] 1 card
   *[other] { $draw } cards
}
ow-log-meditate = { $player } meditates: { ow-attribute } rises
ow-log-event = { $player } reads event { $event }
ow-log-option = { $player } chooses option { ow-option-letter } of { $card }
ow-log-explore = { $player } explores { ow-deck-name } and draws { $card }
ow-log-explore-empty = { ow-deck-name } is empty: { $player } explores nothing
ow-log-quest = { $player } finds the quest { $event } at { $location }
ow-log-event-unavailable = { $player } cannot read event { $event }: { $reason ->
    [already-read] it was read already on this card's way
   *[other] it is not in the event deck
}
ow-log-quest-token-placed = { $player } places a quest token on { $location } for event { $event } ({ $supply } left)
ow-log-quest-token-none = No quest token is left: { $player } places none
ow-log-quest-token-taken = { $player } takes the quest token at { $location } back ({ $supply } in the supply) and reads event { $event }
ow-log-event-drawn = { $player } draws an event card into their hand, unseen
ow-log-event-not-drawn = Solo, { $player } does not draw event { $event }
ow-log-fight = { $player } fights { $monster } (level { $level })
ow-log-life-pool = { $monster } has { $life } life
ow-log-attack-die = The attack die shows { $roll }: { ow-attack-name }
ow-log-attack-chosen = { $monster } opens with its worst attack: { ow-attack-name }
ow-log-enemy-deck-seen = { $player } looks at the top { $count ->
    [one] card
   *[other] { $count } cards
} of the enemy's deck
ow-log-monster-attack = { $monster } attacks with { ow-attack-name } of { $card } ({ $life } life left)
ow-log-shield = { $player } now has { $shield } shield
ow-log-damage = { $player } takes { $amount } damage ({ $shield } absorbed by the { $by ->
    [protection] protection
   *[shield] shield
}, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} lost)
ow-log-no-combo = { $player } plays no combo
ow-log-discard = { $player } discards { $cards }{ $random ->
    [yes] {" "}at random
   *[other] {""}
}
ow-log-trash = { $player } trashes { $cards }
ow-log-enemy-deck-discarded = { $player } discards { $cards } from the enemy's deck
ow-log-elder-blood = { $player } extends the combo with { $card } through Elder Blood
ow-log-combo = { $player } plays the combo { $cards }
ow-log-monster-hit = { $player } deals { $amount } damage to { $monster } ({ $life } life left)
ow-log-fight-result = The fight of { $player } against { $monster } ends: { $result ->
    [won] the monster is defeated
    [knocked-out-close] knocked out, the monster nearly defeated
   *[knocked-out] knocked out
}
ow-log-gold = { $player } gains { $amount } gold
ow-log-gold-spent = { $player } spends { $amount } gold
ow-log-card-gained = { $player } gains { $card }{ $to ->
    [discard] {" "}on the discard pile
   *[hand] {" "}in hand
}{ $cost ->
    [none] {""}
   *[other] {" "}for { $cost } gold
}
ow-log-specialty = { $player } uses the specialty
# a monster's ability on the fight, in the words of its card's rules text (rules.ftl), with its numbers
ow-log-fight-modifier =
    { $source }: { $modifier ->
        [max-damage-first-turn] you deal at most { $amount } { -damage } in your first fight turn
        [draw-fewer]
            you draw { $amount } fewer { $amount ->
                [one] card
               *[other] cards
            } after each fight turn
        [damage-per-colour] each { ow-colour } card in your combo deals { $amount } less { -damage }
        [shield-loss-per-colour] each { ow-colour } card in your combo lowers your shield by { $amount }
        [colour-no-effect] { ow-colour } cards have no effect
        [first-attack-bonus] its first attack deals { $amount } additional { -damage }
        [bonus-when-low]
            its attacks deal { $amount } additional { -damage } while at most { $lifeAtMost } { $lifeAtMost ->
                [one] card is
               *[other] cards are
            } left in its life pool
        [hit-reduction-discard] each hit on it deals { $amount } less { -damage } and discards a random card of your hand
        [max-potions]
            you use at most { $amount } { $amount ->
                [one] potion
               *[other] potions
            } this fight
        [max-shield-gain] your shield rises by at most { $amount } each turn
        [random-first-card] the first card of your first combo is played at random
        [first-attack-from-hand] its first attack discards cards from your hand first
        [lower-attribute] your { ow-attribute } is { $amount } lower this fight
        [phase3-draw] if you defeat it, you draw at most { n-cards } in Phase III
        [draw-fewer-without-colour]
            you draw { $amount } fewer { $amount ->
                [one] card
               *[other] cards
            } after a combo with no { ow-colour } card
        [first-attack-worst] in its first turn, it attacks with the half that makes you discard the most cards
        [first-turn-end-random-discard]
            at the end of its first turn, you discard { $amount ->
                [one] a random card
               *[other] { $amount } random cards
            } of your hand
        [opponent-specialty-at-most] your opponent's Specialty level is { $amount } this fight
       *[other] the fight changes
    }
ow-log-fatigue = { $player } is fatigued and discards { $cards }
ow-log-potion-gained = { $player } gains { $count ->
    [one] 1 potion
   *[other] { $count } potions
}
ow-log-potion-drunk = { $player } drinks { $potion }
ow-log-potion-discarded = { $player } discards the potions { $potions }
ow-log-roll = { $player } rolls { $roll }
ow-log-duel = { $attacker } challenges { $defender } to a fight
ow-log-duel-result = The fight of { $attacker } against { $defender } ends: { $winner ->
    [none] a draw
   *[other] { $winner } wins
}
ow-log-witcher-trophy = { $player } takes the witcher trophy of { $school }
ow-log-game-won = { $player } wins with { $trophies } trophies

## The card preview's labels: kind, tags, stats and facts

ow-card-kind = { $kind ->
    [action] Action card
    [witcher] Witcher
    [event] Event
    [exploration] Exploration
    [fightcard] Monster fight card
    [location] Location
    [map] Map
    [monster] Monster
    [potion] Potion
    [school] School
    [setup] Setup
    [mount] Mount
    [bomb] Bomb
    [mutagen] Mutagen
    [mage] Mage
    [wildhunt] Wild Hunt mode card
    [huntmember] Wild Hunt member
    [specialattack] Special attack card
    [largemonster] Large monster card
   *[other] { $kind }
}
ow-card-tag = { $tag ->
    [unique] unique
    [starting] starting
    [advanced] advanced
    [gray] gray
    [wilds] wilds
    [city] city
    [cost] cost { $value ->
        [trash] trash 1 card
       *[other] { $value }
    }
    [level] level { $value }
    [terrain] { $value ->
        [forest] forest
        [water] water
        [mountain] mountain
       *[any] any terrain
    }
    [spell] spell
    [stage] { $value ->
        [stage-i] Stage I
        [stage-ii] Stage II
       *[other] Wild Hunt stage
    }
   *[other] { $tag }
}
ow-card-stat = { $stat ->
    [cost] Cost
    [copies] Copies
    [number] Number
    [level] Level
    [life] Life
    [attributeTrophies] Attribute trophies
    [duelTurns] Fight turns between witchers
    [fightHandLimit] Hand limit in a fight
    [maxPotions] Most potions
    [raiseAttributeFrom] Raise attributes from
    [soloChargeUpTo] Solo: Charge up to
    [trophiesToWin] Trophies to win
    [fatigue] Fatigue
    [reputation] Reputation
    [trainingCost] Training cost
    [houndsPerLevel] Hounds of each level
    [pokerStake] Dice poker stake
    [maxMonsterLife] Most monster life
    [shieldsPerMissingLevel] Shields per level of a monster that cannot appear
    [specialAttack] Special attack
    [weaknessTokens] Weakness tokens per terrain
   *[other] { $stat }
} { $amount }
ow-card-fact = { $fact ->
    [colour] colour
    [extension] combo extension
    [extensionSymbols] extension symbols
    [symbols] symbols
    [terrain] terrain
    [tier] tier
    [attributes] attributes
    [attribute] attribute
    [value] value
    [deck] starting deck
    [school] school
    [specialty] specialty
    [unique] unique card
    [owner] unique card of
    [payment] cost
    [weaknessOnly] only with Monster Weakness
    [explore] explores
    [paths] paths
    [from] from
    [to] to
    [location] location
    [monsterLevels] monster levels
    [startLevel] starting level
    [maxLevel] highest level
    [phase3Hand] Phase III hand
    [normal] normally
    [knockedOut] knocked out
    [poolSlots] action pool slots
    [left] leftmost
    [right] rightmost
    [seats] seats
    [players] witchers
    [seat] seat
    [hand] hand
    [gold] gold
    [amount] amount
    [symbol] symbol
    [card] card
    [copies] copies
    [fatigue] fatigue by monster trophies
    [reputation] reputation by trophies
    [spell] Mage Action card
    [difficulty] difficulty
    [monsters] monster levels
    [shields] shields
    [lastRound] last round
    [round] round
    [explorationDeck] exploration deck
    [stageI] stage I cards
    [stageII] stage II cards
    [roundStage] exploration by round
    [stage] stage
    [roundAdds] Phase IV by round
    [what] what appears
    [level] level
    [hounds] hound card
    [shieldLoss] shield lost
    [draw] cards drawn
    [life] life
    [houndTokens] hound tokens
    [bonus] bonus
    [poker] dice poker rewards
    [finalFight] final fight
    [cardShieldLoss] card shield loss
    [percent] percent
    [cards] monster fight cards
    [member] member
    [wildHuntEvent] Wild Hunt event
    [huntQuest] quest at a location of terrain
    [monster] monster
    [attributeTrophies] attribute trophies
    [duelTurns] fight turns between witchers
    [fightHandLimit] hand limit in a fight
    [houndsPerLevel] hounds of each level
    [maxPotions] most potions
    [number] number
    [questTokens] quest tokens
    [trainingCost] training cost
    [weaknessTokens] weakness tokens per terrain
   *[other] { $fact }
}
# A row of the fight preview's "What changed": what of the witcher (or of the map) a fight changed.
ow-fight-change = { $field ->
    [shield] shield
    [hand] cards in hand
    [deck] cards in the deck
    [discard] cards in the discard pile
    [trashed] cards trashed
    [gold] gold
    [potions] potions
    [trophies] monster trophies
    [trailTokens] trail tokens
    [monstersOnMap] monsters on the map
   *[other] { $field }
}
# The card preview's line on where an entity's facts come from: `original`, and the values marked `assumed`
# ($values: their labels joined as a list, $count: how many).
ow-card-original = Original card, not in the printed game
ow-card-assumed = Assumed { $count ->
    [one] value
   *[other] values
}, not in the sources: { $values }
# one entry of a repeated property ($fact: its label, $number: from 1)
ow-card-assumed-item = { $fact }, no. { $number }
# one field of a property that holds several ($fact: the property, $part: the field)
ow-card-assumed-part = { $fact }: { $part }
ow-card-value = { $value ->
    [true] yes
    [false] no
    [blue] blue
    [red] red
    [green] green
    [yellow] yellow
    [purple] purple
    [gray] gray
    [trash] trash 1 card
    [advanced] advanced
    [wild] wild terrain
    [damage] damage
    [shield] shield
    [draw] draw
    [combat] Combat
    [defence] Defence
    [alchemy] Alchemy
    [specialty] Specialty
    [forest] forest
    [water] water
    [mountain] mountain
    [any] any terrain
    [unique] unique
    [starting] starting
    [wilds] wilds
    [city] city
    [ElderBlood] Elder Blood
    [Brawn] Brawn
    [Agility] Agility
    [SignMastery] Sign Mastery
    [Resilience] Resilience
    [blank] blank
    [spell] spell
    [energy] energy
    [protection] protection
    [wisdom] Wisdom
    [Thunder] Thunder
    [Levitation] Levitation
    [Necromancy] Necromancy
    [Teleportation] Teleportation
    [Polymorph] Polymorph
    [easy] Just the Story! (Easy)
    [normal] Story and Sword! (Normal)
    [hard] Blood and Broken Bones! (Hard)
    [very-hard] Death March! (Very Hard)
    [stage-i] Stage I
    [stage-ii] Stage II
    [hound] a hound
    [monster] a monster
    [trail] any 1 trail
    [card-cost-0] a revealed card of cost 0
    [card-cost-1] a revealed card of cost 1
    [raise-any] raise any attribute
    [raise-lowest] raise your lowest attribute
   *[other] { $value }
}

## Monster Trail: bombs, mutagens, passives, travel abilities and trash costs

ow-prompt-potion-or-bomb = You draw a potion card: take the potion, or pay for the top bomb instead
ow-prompt-choose-mutagen = Choose the mutagen to keep (the others go back into the mutagen deck)
ow-option-draw-potion = Take the potion
ow-option-bomb-for-potion = Discard 1 potion to take a bomb
ow-option-bomb-for-gold = Pay 1 gold to take a bomb
ow-option-bomb = Use { $bomb }
ow-option-mutagen = Use { $mutagen }
ow-option-travel-ability = Use the travel ability of { $card }
ow-option-gain-card-trash = { $card } (trash 1 card)
ow-log-bomb-gained = { $player } takes the bomb { $bomb }
ow-log-bomb-used = { $player } uses { $bomb }
ow-log-mutagen-gained = { $player } gains the mutagen { $mutagen }
ow-log-mutagen-used = { $player } uses { $mutagen }
ow-log-passive = { $card } of { $player } is discarded by damage: its passive ability
ow-log-travel-ability = { $player } uses the travel ability of { $card }

## Mages

ow-prompt-claim-school = Claim a school: your miniature and specialty token go to its location
ow-prompt-boost = Boost { $card } with energy?
ow-prompt-take-from-discard = Choose { $count } card(s) to take from your discard pile
ow-option-claim-school = { $school } at { $location }
ow-option-boost = Boost { $card }
ow-option-no-boost = No boost
ow-log-school-claimed = { $player } claims { $school } at { $location }
ow-log-energy = { $player } now has { $energy } energy
ow-log-protection = { $player } now has { $protection } protection
ow-log-protection-lost = { $player } loses { $protection } unused protection
ow-log-boost = { $player } boosts { $card }
ow-log-taken-from-discard = { $player } takes { $cards } from the discard pile
ow-log-pool-discard = { $card } is discarded from the other pool, at the same position
ow-attribute-wisdom = Wisdom{ $cost ->
    [none] {""}
   *[other] {" "}({ $cost } gold)
}
ow-prompt-discard-from-pool = Choose up to { $count } card(s) of the action pools to discard
ow-log-pool-discarded = { $player } discards { $cards } from the action pool

## The Wild Hunt cooperative mode: a shared decision's prompt speaks to all the players

ow-prompt-hunt-phase-1 = Phase I, together: who acts next?
ow-prompt-hunt-fight = Phase II, together: which monster is fought or which quest completed next?
ow-prompt-hunt-fighter = Together: who fights { $monster } alone?
ow-prompt-hunt-monster-terrain = Together: in which terrain does the level { $level } monster appear?
ow-prompt-hound-place = Together: where does the level { $level } hound go?
ow-prompt-hunt-towards = The Closed Tavern, together: towards whom does the Wild Hunt ride?
ow-prompt-hunt-way = Together: which of the shortest ways does the Wild Hunt take?
ow-prompt-hound-combo = Hound fight: the first card of your combo (only Damage and Shield count)
ow-prompt-join-hound-fight = Join the fight against the level { $level } hound?
ow-prompt-exchange = What do you give { $witcher }?
ow-prompt-poker-reroll = Dice poker: choose the dice to roll again (none to keep them all)
ow-prompt-support = Support { $witcher } against { $monster }: discard any number of cards
ow-prompt-meditate = Meditate?
ow-prompt-hound-trail = Choose the monster whose trail token you take
ow-prompt-hunt-fight-order = The final fight, together: who takes the next fight turn?
ow-option-witcher-acts = { $witcher } acts
ow-option-end-phase-together = End Phase I for everyone
ow-option-dice-poker = Play dice poker at { $location }
ow-option-fight-hound = Fight the level { $level } hound
ow-option-exchange = Give something to { $witcher }
ow-option-join-hound-fight = Join the fight
ow-option-stay-out = Stay out
ow-option-give-gold = 1 gold
ow-option-give-potion = { $potion }
ow-option-give-bomb = { $bomb }
ow-option-give-trail = The trail token of { $monster }
ow-option-die = A die showing { $value }
ow-option-no-more-fights = No more fights or quests
ow-option-witcher = { $witcher }
ow-option-no-meditation = Do not meditate
ow-difficulty-name = { $difficulty ->
    [easy] Just the Story!
    [normal] Story and Sword!
    [hard] Blood and Broken Bones!
   *[very-hard] Death March!
}
ow-log-wild-hunt-setup = { $member } rides out at { $location } with { $shields } shields ({ ow-difficulty-name }); the final fight follows round { $lastRound }
ow-log-hunt-round = Round { $round } of { $last }
ow-log-hunt-shields = The Wild Hunt has { $shields } shields now
ow-log-hunt-card-shield-loss = { $source } takes { $percent } percent of its loss of { $loss ->
    [one] 1 shield
   *[other] { $loss } shields
}: the Wild Hunt loses { $lost ->
    [one] 1 shield
   *[other] { $lost } shields
}{ $carried ->
    [0] {""}
   *[other] , and { $carried } of a shield is kept towards the next loss
}
ow-log-hunt-event = The Wild Hunt event { $number }: { $event }
ow-log-hunt-event-empty = The Wild Hunt event deck is empty
ow-log-hunt-event-connected = The Wild Hunt event { $number }, connected with the card: { $event }
ow-log-hunt-event-unavailable = The Wild Hunt event { $number } has already been read
ow-log-hunt-explore = The players read { $card } (stage { $stage })
ow-log-hunt-explore-empty = The Wild Hunt exploration deck is empty
ow-log-hunt-monster-instead = Three monsters are on the map: the Wild Hunt gains { $shields } shields instead
ow-log-hound-supply-empty = No level { $level } hound is left to appear
ow-log-hound-placed = A level { $level } hound appears at { $location }
ow-log-hunt-stays = A witcher stands at { $location }: the Wild Hunt does not move
ow-log-hunt-token = { $token ->
    [closed-tavern] The movement pool gives the Closed Tavern token
   *[other] The movement pool gives the scoring token of { $token }
}
ow-log-hunt-moved = The Wild Hunt rides to { $to }
ow-log-hunt-ability = { $member } uses its special ability
ow-log-hound-fight = The level { $level } hound ({ $life } life) is fought
ow-log-hound-hit = { $player } deals { $amount } damage to the hound
ow-log-hound-result = The hound takes { $damage } damage: { $result ->
    [killed] it is killed
   *[other] it survives
}
ow-log-hound-bonus = { $player } gains the hound token's bonus
ow-log-poker-roll = { $player } pays { $stake } gold and rolls { $dice }
ow-log-poker-reroll = { $player } rolls again: { $dice }
ow-log-poker-result = Dice poker: { $gold } gold
ow-log-exchange = { $from } gives { $to } something
ow-log-support = { $player } supports { $witcher } with { $cards } cards
ow-log-hunt-monster-life = { $monster }: life { $life }, +{ $strength } from the Hunt and its hounds, −{ $support } support: { $pool }
ow-log-attack-token = The Charge/Bite token shows { ow-attack-name }
ow-log-final-fight = The final fight against { $member } begins
ow-log-hunt-hit = { $player } deals { $amount } damage to the Wild Hunt ({ $shields } to its shields): { $life } cards left
ow-log-hunt-passive = { $card } is discarded: its passive ability fires
ow-log-hunt-knocked-out = { $player } is knocked out
ow-log-hunt-special-attack = The Wild Hunt attacks with { $card }
ow-log-hunt-attack = The Wild Hunt attacks with { $card }
ow-log-final-fight-result = { $result ->
    [won] The Wild Hunt is defeated: the players win together
   *[other] Every witcher is knocked out: the players lose together
}

## The Wild Hunt in the play preview: who answers a decision ($witcher decides; a shared decision is the table's, $witcher's word breaks a tie)

ow-decision-who = { $witcher } decides
ow-decision-shared = all players together; { $witcher } breaks a tie

## Wild Hunt quests: a quest card stays in play, its quest token on a location of its terrain

ow-prompt-hunt-quester = Together: who completes { $card }?
ow-option-complete-quest = Complete { $card } at { $location }
ow-log-hunt-quest = { $card } is a quest: its quest token goes to { $location }
ow-log-hunt-quest-done = { $player } completes { $card } at { $location }

## The Wild Hunt play preview's table: the round, the Hunt, its hounds, the quests and each witcher

ow-table-round = { $round ->
    [0] Setup; the final fight follows round { $last }
   *[other] Round { $round } of { $last }
}
ow-table-hunt = { $location }, { $shields } shields
ow-table-hound = Hound, level { $level }
ow-table-quest = Quest: { $card }
ow-table-witcher = { $location }; hand { $hand }, deck { $deck }, gold { $gold }, shield { $shield }

## Monster Trail: the Monster Weakness and Special Attacks mode

ow-prompt-use-weakness = Use your weakness tokens against { $monster }?
ow-prompt-neglect-passive = { $monster } uses its passive attack: use a bomb to neglect its effect?
ow-prompt-place-weakness = Choose where the { ow-terrain-name } weakness token goes
ow-option-weakness = Weakness { $number } of { $monster }
ow-option-no-bomb = No bomb
ow-log-attack-deck = The monster attack deck holds { $cards } cards ({ $aside } set aside)
ow-log-weakness-placed = A { ow-terrain-name } weakness token is placed face-down at { $location }
ow-log-weakness-taken = { $player } reveals weakness { $number } ({ ow-terrain-name }) and reads its paragraph on { $monster }
ow-log-weakness-used = { $player } uses weakness { $number } against { $monster }
ow-log-weakness-returned = The { ow-terrain-name } weakness tokens go back face-down and are shuffled ({ $tokens } returned)
ow-log-special-attack = { $monster } uses its special attack { $number }
ow-log-passive-attack = The damage reveals a special attack card: { $monster } uses its passive attack
ow-log-passive-neglected = { $player } neglects the passive attack of { $monster }
ow-prompt-bomb-before-fight = Use a bomb before the fight begins?
