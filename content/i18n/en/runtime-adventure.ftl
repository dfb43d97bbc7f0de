# What a player reads while playing The Witcher Adventure Game: decision
# prompts, option labels and the event log. The rules code yields these ids
# with their arguments (runtime/core/text.ts); compiler/i18n/game-text.ts
# renders them. Names ($hero, $card, $quest, $region, …) arrive already in the
# locale; $gender is the grammatical gender of the hero concerned.
# Helpers such as n-resource, n-wound, action-name and one-result are in rules.ftl.

## Helpers

space-name = { $space ->
    [armour-1] armour
    [armour-2] armour
    [travel] { -travel }
    [investigate] { -investigate }
    [develop] { -develop }
    [rest] { -rest }
    [brew] { -brew }
    [prepare] { -prepare }
    [sing] { -sing }
   *[command] { -command }
}
deck-name = { $deck ->
    [investigation-blue] the blue investigation deck
    [investigation-purple] the purple investigation deck
    [investigation-red] the red investigation deck
    [quest-combat] the combat quest deck
    [quest-magic] the magic quest deck
    [quest-diplomacy] the diplomacy quest deck
    [foulfate] the foul fate deck
    [goodfortune] the good fortune deck
    [companion] the companion deck
   *[other] the development deck
}
why-suffix = { $why ->
    [none] {""}
   *[other] {" "}({ $why })
}

## Prompts: one line for the player who decides

prompt-choose-action = Choose an action
prompt-travel = Travel along one or two routes
prompt-move = Move to an adjacent location
prompt-rest = Rest: remove two minor wounds or one severe wound
prompt-prepare = Place a marker on a spell
prompt-command = Choose { $amount } companions, in the order to resolve them
prompt-action-hooks = Use an effect for this { action-name } action?
prompt-window-hooks = Use a { $window ->
    [start-of-battle] start of battle
    [before-rolling] before rolling
    [after-battle] after battle
   *[draw-investigation] drawn investigation card
} effect?
prompt-result-hooks = Use { $outcome ->
    [success] a successful
   *[failure] a failed
} { one-result } effect?
prompt-modify-results = Modify the dice results
prompt-reroll = Reroll up to { $amount ->
    [one] 1 die
   *[other] { $amount } dice
}
prompt-choose-investigation-deck = Choose an investigation deck
prompt-choose-drawn-card = Choose the card to resolve or keep
prompt-choose-quest-deck = Choose the quest deck to draw from
prompt-keep-quest = Choose the quest to keep
prompt-choose-colour = { $verb ->
    [receive] Choose the colour of the { $resource ->
        [proof] proof
       *[lead] lead
    } you receive
    [lose] Choose the colour of the { $resource ->
        [proof] proof
       *[lead] lead
    } you lose
   *[spend] Choose the colour of the { $resource ->
        [proof] proof
       *[lead] lead
    } you spend
}
prompt-place-wound = Place a { $severity ->
    [minor] minor
   *[severe] severe
} wound
prompt-remove-wounds = Remove { $amount ->
    [one] 1 wound
   *[other] { $amount } wounds
}
prompt-heart-heal = Heal at this location
prompt-place-foul-fate = Place a foul fate token
prompt-remove-foul-fate = Remove { $amount ->
    [one] 1 foul fate token
   *[other] { $amount } foul fate tokens
}
prompt-choose-adjacent-region = Choose an adjacent region
prompt-place-monster = Place a { monster-type } monster ({ $left } left)
prompt-operation = Perform an operation
prompt-bribe = Bribe which friend?
prompt-trade-give = Exchange with { $hero }: what do you give?
prompt-trade-take = Exchange with { $hero }: what do you ask for?
prompt-trade-accept = { $hero } offers { $give } for { $take }
prompt-choose-hero-vp = Choose the hero with the { $selector ->
    [most-vp] most
   *[fewest-vp] fewest
} VP
prompt-choose-one = Choose one
prompt-discard = Discard { $amount ->
    [one] 1 card
   *[other] { $amount } cards
}
prompt-place-marker = Place a marker on a { $trait } card
prompt-ignore-obstacle = Choose an obstacle to ignore
prompt-encounter = Encounter an obstacle in { $region }
prompt-side-quest-now = Complete a side quest now?
prompt-any-time-other-turn = Use an any time effect on another hero's turn?

## Option labels

option-action = { action-name }
option-path = { $places }{ $gold ->
    [0] {""}
   *[other] {" "}({ $gold } { -gold })
}
option-rest-minor = Remove { $amount ->
    [one] 1 minor wound
   *[other] { $amount } minor wounds
}
option-rest-severe = Remove 1 severe wound
option-card = { $card }
option-card-markers = { $card } ({ $markers ->
    [one] 1 marker
   *[other] { $markers } markers
})
option-hero = { $hero }
option-region = { $region }
option-monster = { $monster }
option-facedown-monster = facedown { monster-type } monster
option-foul-fate-token = foul fate token
option-battle-trade = Spend 1 dodge and 1 shield to produce 1 sword
option-compare-results = Compare results
option-die-face = { $die }: { $blank ->
    [yes] blank
   *[no] { $results }
}
die-result = { one-result }
option-use-card = Use { $card } ({ $window })
option-continue = Continue
option-deck = { deck-name }
option-colour = { colour-adj } { $resource ->
    [proof] proof
   *[lead] lead
}
option-space = { space-name }
option-wound-on = { $severity ->
    [minor] minor
   *[severe] severe
} wound on { space-name }
option-heal-minor = Remove the minor wound on { space-name }
option-heal-severe = Turn the severe wound on { space-name } to minor
option-do-not-heal = Do not heal
option-side-quest = Complete a side quest of { $quest } ({ $vp } VP)
option-exchange = Exchange { $amount } { colour-adj } leads for 1 { colour-adj } proof
option-main-quest = Complete the main quest { $quest } ({ $vp } VP)
option-support-quest = Complete the support quest of { $hero } ({ $quest })
option-trade = Exchange with { $hero }
option-bribe = Bribe a friend: spend 1 gold for a marker on a friend card
option-no-more-operations = No more operations
option-trade-unit = { $unit ->
    [gold] 1 gold
    [lead] 1 { colour-adj } lead
   *[nothing] nothing
}
option-accept = Accept
option-decline = Decline
option-not-now = Not now
option-effect = { $effect }

## The event log: one line per event, `log-<event type>`

log-setup = Setup, step { $step }
log-preview = Preview: { $hero } and { $target }
log-preview-situation = { $hero } { $scenario ->
    [midgame] is in the middle of the game
   *[battered] is battered
}
log-turn = Round { $round }, turn { $turn }: { $hero }
log-turn-end = { $hero } ends the turn
log-action = { $hero } performs the { action-name } action
log-action-done = { $hero } has performed the { action-name } action
log-action-foul-fate = { $hero } places foul fate on the { action-name } action
log-no-action = { $hero } has no action to perform
log-delay-forfeit = { $hero } is delayed and forfeits an action
log-delayed = { $hero } is delayed{ why-suffix }
log-delay-ignored = { $hero } ignores being delayed{ why-suffix }
log-no-route = { $hero } has no route to travel
log-move = { $hero } moves from { $from } to { $to }{ why-suffix }
log-receive = { $hero } receives { n-resource }{ why-suffix }
log-spend = { $hero } spends { n-resource }{ why-suffix }
log-lose = { $hero } loses { n-resource }{ why-suffix }
log-vp = { $hero } { $delta ->
    [0] keeps
   *[other] now has
} { $vp } VP{ why-suffix }
log-wound = { $hero } suffers a { $severity ->
    [minor] minor
   *[severe] severe
} wound on { space-name }{ why-suffix }
log-wound-overflow = { $hero } has no open space for a wound{ why-suffix }
log-wound-flipped = { $hero } turns the severe wound on { space-name } to minor
log-heal = { $hero } heals the { $severity ->
    [minor] minor
   *[severe] severe
} wound on { space-name }{ why-suffix }
log-foul-fate = { $hero } places foul fate on { space-name }{ why-suffix }
log-foul-fate-overflow = { $hero } has no open space for foul fate{ why-suffix }
log-foul-fate-skipped = { $hero } places no foul fate{ why-suffix }
log-foul-fate-removed = { $hero } removes the foul fate on { space-name }{ why-suffix }
log-place-foul-fate = A foul fate token is placed in { $region }{ why-suffix }
log-place-monster = A { $monsterType ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} monster is placed in { $region }{ why-suffix }
log-no-monster = No { $monsterType ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} monster is left to place
log-war-track = The war track advances to space { $space }{ why-suffix }
log-reshuffle = { deck-name } is shuffled again ({ $cards } cards)
log-draw = { $hero } draws { $cards }{ why-suffix }
log-look = { $hero } looks at { $cards-count ->
    [one] 1 card
   *[other] { $cards-count } cards
} from { deck-name }{ why-suffix }
log-reveal = { $hero } reveals { $cards }{ why-suffix }
log-draw-quests = { $hero } draws { $cards-count } quest cards
log-keep-quest = { $hero } keeps the quest { $quest }{ $supportType ->
    [combat] {" "}(support chart: combat)
    [magic] {" "}(support chart: magic)
    [diplomacy] {" "}(support chart: diplomacy)
   *[other] {""}
}
log-draw-additional = { $hero } draws more cards: { $cards }
log-resolve = { $hero } resolves { $card }
log-keep = { $hero } keeps { $card }
log-discard = The card { $card } is discarded{ why-suffix }
log-marker = { $hero } places { $placed ->
    [one] 1 marker
   *[other] { $placed } markers
} on { $card } (now { $markers }){ why-suffix }
log-marker-refused = { $hero } cannot place a marker{ why-suffix }
log-spend-marker = { $hero } spends { n-markers } from { $card }
log-task-complete = { $hero } completes the task of { $card }
log-use-card = { $hero } uses { $card }
log-effect = { $source } takes effect for { $hero }
log-command = { $hero } commands { $companion }
log-exchange = { $hero } exchanges { $leads } { colour-adj } leads for 1 { colour-adj } proof
log-trade = { $hero } offers { $with } an exchange: { $accepted ->
    [yes] accepted
   *[no] declined
}
log-side-quest = { $hero } completes a side quest of { $quest } ({ $vp } VP)
log-main-quest = { $hero } completes the main quest { $quest } ({ $vp } VP)
log-support-quest = { $hero } completes the support quest of { $owner }
log-game-ending = { $hero } has completed { $quests } main quests: the game ends after this round
log-game-over = The game is over: { $winner ->
    [none] nobody wins
   *[other] { $winner } wins
}
log-encounter = { $hero } encounters { $obstacle ->
    [foulfate] a foul fate token
   *[monster] { $monster }
} in { $region }
log-obstacles-ignored = { $hero } ignores every obstacle in { $region }
log-ignore-obstacle = { $hero } ignores { $obstacle ->
    [foulfate] a foul fate token
   *[monster] a monster
}
log-battle = { $hero } fights { $enemy }
log-battle-roll = { $hero } rolls the dice
log-battle-totals = { $hero } has { $totals-sword } { $totals-sword ->
    [one] sword
   *[other] swords
}, { $totals-shield } { $totals-shield ->
    [one] shield
   *[other] shields
}, { $totals-dodge } { $totals-dodge ->
    [one] dodge
   *[other] dodges
}, { $totals-ritual } { $totals-ritual ->
    [one] ritual
   *[other] rituals
} and { $totals-sign } { $totals-sign ->
    [one] sign
   *[other] signs
}
log-battle-add = { $hero } adds { n-result } ({ $source })
log-battle-spend = { $hero } spends { n-result } ({ $source })
log-battle-trade = { $hero } spends 1 dodge and 1 shield for 1 sword
log-reroll = { $hero } rerolls { $dice-count } dice
log-battle-compare = { $hero } compares { one-result }: { $have } of { $need }, { $success ->
    [yes] success
   *[no] failure
}
log-battle-end = The battle of { $hero } against { $enemy } ends: { $defeated ->
    [yes] defeated
   *[no] not defeated
}
log-monster-defeated = { $hero } defeats { $monster }
log-roll-d6 = { $hero } rolls { $value }
log-roll-hero-dice = { $hero } rolls the hero dice: { $success ->
    [yes] success
   *[no] failure
}

## Reasons given in the log, besides the names of cards and locations

reason-heart-location = heart location
reason-travel = travel
reason-travelled-two-routes = travelled two routes
reason-war-track = war track
reason-no-obstacle-in-region = no obstacle in the region
reason-not-chosen = not chosen
reason-resolved = resolved
reason-bribe-a-friend = bribe a friend
reason-rest = rest
reason-wound-with-no-open-woundable-space = no open space for the wound
reason-foul-fate-with-no-open-space = no open space for foul fate
reason-not-defeated = not defeated
reason-quest-not-kept = quest not kept
reason-good-fortune-used = good fortune used
reason-task-resolved = task resolved
reason-investigate = { -investigate }
reason-develop = { -develop }
reason-brew = { -brew }
reason-prepare = { -prepare }
reason-sing = { -sing }
reason-sea-route = sea route
reason-foul-fate-token = foul fate token

## Reasons with arguments: the rules code gives the id and its data

reason-main-quest = main quest of { $quest }
reason-side-quest = side quest of { $quest }
reason-supported = supported { $hero }
reason-support-completed-by = support quest completed by { $hero }
reason-foul-fate-on-action = foul fate on the { action-name } action
reason-region-has-foul-fate = { $why ->
    [none] { $region } already has a foul fate token
   *[other] { $why }; { $region } already has a foul fate token
}
reason-no-card-for-markers = no { $trait } card to hold markers

## The card preview's labels: kind, tags, stats and facts

card-kind = { $kind ->
    [board] Board
    [companion] Companion
    [development] Development
    [die] Die
    [enemy] Enemy
    [foulfate] Foul fate
    [goodfortune] Good fortune
    [hero] Hero
    [investigation] Investigation
    [location] Location
    [monster] Monster
    [quest] Quest
    [region] Region
    [trait] Trait
    [wartrack] War track
   *[other] { $kind }
}
card-tag = { $tag ->
    [battle] battle
    [hero] hero
    [blue] blue
    [red] red
    [purple] purple
    [bronze] bronze
    [silver] silver
    [gold] gold
    [combat] combat
    [diplomacy] diplomacy
    [magic] magic
   *[other] { $tag }
}
card-stat = { $stat ->
    [sword] Sword
    [shield] Shield
    [ritual] Ritual
    [gold] Gold
    [vp] VP
    [armour] Armour
    [copies] Copies
    [cost] Cost
    [level] Level
    [life] Life
   *[other] { $stat }
} { $amount }
card-fact = { $fact ->
    [deck] deck
    [hero] hero
    [keep] kept
    [traits] traits
    [use] used for
    [actions] actions
    [dice] dice
    [exchangeRate] exchange rate
    [gender] gender
    [operations] operations
    [questDecks] quest decks
    [start] start
    [successFaces] success
    [heart] heart
    [leads] leads
    [region] region
    [type] type
    [main] main quest
    [side] side quests
    [support] support quest
    [supportType] support type
    [adjacent] adjacent
    [colour] colour
    [spaces] spaces
    [faces] faces
    [routes] routes
    [intersections] intersections
    [developmentDeck] development deck
    [enemy] enemy
    [location] location
    [vp] VP
    [ownerVp] VP to the owner
    [goTo] go to
    [woundable] woundable
    [name] name
    [kind] kind
    [colours] colours
    [monsterType] monster type
    [results] results
    [from] from
    [to] to
    [seaCost] gold by sea
    [locations] locations
    [gold] gold
    [sword] sword
    [shield] shield
    [ritual] ritual
   *[other] { $fact }
}
# The card preview's line on where an entity's facts come from: `original`, and the values marked `assumed`
# ($values: their labels joined as a list, $count: how many).
card-original = Original card, not in the printed game
card-assumed = Assumed { $count ->
    [one] value
   *[other] values
}, not in the sources: { $values }
# one entry of a repeated property ($fact: its label, $number: from 1)
card-assumed-item = { $fact }, no. { $number }
# one field of a property that holds several ($fact: the property, $part: the field)
card-assumed-part = { $fact }: { $part }
card-value = { $value ->
    [true] yes
    [false] no
    [red] red
    [blue] blue
    [purple] purple
    [gray] gray
    [green] green
    [yellow] yellow
    [bronze] bronze
    [silver] silver
    [gold] gold
    [none] none
    [task] as a task
    [until-resolved] until resolved
    [trait] for its trait
    [battle] battle
    [hero] hero
    [combat] combat
    [diplomacy] diplomacy
    [magic] magic
    [masculine] masculine
    [feminine] feminine
    [bribe] bribe a friend
    [travel] { -travel }
    [investigate] { -investigate }
    [develop] { -develop }
    [rest] { -rest }
    [brew] { -brew }
    [prepare] { -prepare }
    [sing] { -sing }
    [command] { -command }
    [sword] sword
    [shield] shield
    [dodge] dodge
    [ritual] ritual
    [sign] sign
    [one] one
    [either] either
    [any] any
    [each] each
    [monster] monster
    [foulfate] foul fate
    [blank] blank
   *[other] { $value }
}
