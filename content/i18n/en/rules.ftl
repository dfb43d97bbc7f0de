## Rules text of Grimoire's effect language: English, the source locale.
##
## One message per effect verb, window, limit, condition, count ("for each …"),
## target and roll of the game tables in compiler/verbs/, plus the glossary of
## game terms they share. The renderer (compiler/i18n/rules-text.ts) composes
## them over a card's effect tree. Variables every message may use:
##   $form    you (the hero resolving the card) | they (a targeted hero) | inf (after "… to")
##   $timing  immediately | none
## Editing a message here marks its translations stale.

## Glossary
##
## Terms take only literal arguments ($number: one | other), so the messages
## below them ("n-…", "one-…") read the caller's variables ($amount,
## $resource, $colour, $severity, …) and pick the term forms.

-lead = { $number ->
   *[one] lead
    [other] leads
}
-proof = proof
-gold = gold
-vp = VP
-wound = { $number ->
   *[one] wound
    [other] wounds
}
-foul-fate = foul fate
-marker = { $number ->
   *[one] marker
    [other] markers
}
-card = { $number ->
   *[one] card
    [other] cards
}
-die = { $number ->
   *[one] die
    [other] dice
}
-monster = { $number ->
   *[one] monster
    [other] monsters
}
-sword = { $number ->
   *[one] sword
    [other] swords
}
-shield = { $number ->
   *[one] shield
    [other] shields
}
-dodge = { $number ->
   *[one] dodge
    [other] dodges
}
-ritual = { $number ->
   *[one] ritual
    [other] rituals
}
-sign = { $number ->
   *[one] sign
    [other] signs
}
-damage = damage
-energy = energy
-war-track = war track
-travel = travel
-investigate = investigate
-develop = develop
-rest = rest
-brew = brew
-prepare = prepare
-sing = sing
-command = command

colour-adj = { $colour ->
    [red] red
    [blue] blue
    [purple] purple
   *[any] {""}
}
n-resource = { $amount } { resource-noun }
resource-noun = { $resource ->
    [lead] { $colour ->
        [any] {""}
       *[other] { colour-adj }{" "}
    }{ $amount ->
        [one] { -lead }
       *[other] { -lead(number: "other") }
    }
    [proof] { $colour ->
        [any] {""}
       *[other] { colour-adj }{" "}
    }{ -proof }
    [gold] { -gold }
   *[vp] { -vp }
}
# What follows the verb when one verb is shared: "spend 2 red proof and 1 blue proof",
# "receive 1 blue lead and 1 additional blue lead for each …".
object-resource = { $amount } { $additional ->
    [yes] additional{" "}
   *[no] {""}
}{ resource-noun }
one-resource = { $resource ->
    [lead] { $colour ->
        [any] {""}
       *[other] { colour-adj }{" "}
    }{ -lead }
    [proof] { $colour ->
        [any] {""}
       *[other] { colour-adj }{" "}
    }{ -proof }
    [gold] { -gold }
   *[vp] { -vp }
}
# A plain "wound" on a card is a minor wound in play, but the text names a severity only where the
# card does ($severityWritten is "no" when the card leaves it out): "Suffer 1 minor wound." as printed.
n-wound = { $amount } { $severityWritten ->
    [no] {""}
   *[yes] { $severity ->
        [severe] severe{" "}
        [minor] minor{" "}
       *[other] {""}
    }
}{ $amount ->
    [one] { -wound }
   *[other] { -wound(number: "other") }
}
n-wound-named = { $amount } { $severity ->
    [severe] severe{" "}
    [minor] minor{" "}
   *[other] {""}
}{ $amount ->
    [one] { -wound }
   *[other] { -wound(number: "other") }
}
one-wound = { $severity ->
    [severe] severe{" "}
    [minor] minor{" "}
   *[other] {""}
}{ -wound }
n-result = { $amount } { $result ->
    [sword] { $amount ->
        [one] { -sword }
       *[other] { -sword(number: "other") }
    }
    [shield] { $amount ->
        [one] { -shield }
       *[other] { -shield(number: "other") }
    }
    [dodge] { $amount ->
        [one] { -dodge }
       *[other] { -dodge(number: "other") }
    }
    [ritual] { $amount ->
        [one] { -ritual }
       *[other] { -ritual(number: "other") }
    }
   *[sign] { $amount ->
        [one] { -sign }
       *[other] { -sign(number: "other") }
    }
}
one-result = { $result ->
    [sword] { -sword }
    [shield] { -shield }
    [dodge] { -dodge }
    [ritual] { -ritual }
   *[sign] { -sign }
}
action-name = { $action ->
    [travel] { -travel }
    [investigate] { -investigate }
    [develop] { -develop }
    [rest] { -rest }
    [brew] { -brew }
    [prepare] { -prepare }
    [sing] { -sing }
   *[command] { -command }
}
monster-type = { $type ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
}
n-monster = { $amount } { monster-type } { $amount ->
    [one] { -monster }
   *[other] { -monster(number: "other") }
}
n-deck-cards = { $amount } { $deck ->
    [investigation-blue] blue investigation{" "}
    [investigation-purple] purple investigation{" "}
    [investigation-red] red investigation{" "}
    [investigation-any] investigation{" "}
    [foulfate] { -foul-fate }{" "}
    [goodfortune] good fortune{" "}
    [development-own] development{" "}
   *[other] {""}
}{ $amount ->
    [one] { -card }
   *[other] { -card(number: "other") }
}
n-cards = { $amount } { $amount ->
    [one] { -card }
   *[other] { -card(number: "other") }
}
n-dice = { $amount } { $amount ->
    [one] { -die }
   *[other] { -die(number: "other") }
}
n-markers = { $amount } { $amount ->
    [one] { -marker }
   *[other] { -marker(number: "other") }
}
in-region = { $where ->
    [your-region] in your region
    [each-region] in each region
    [adjacent-region] in an adjacent region
   *[other] in { $where }
}

## Composition

hook = { $window }: { $effect }
hook-limited = { $window }, { $limit }: { $effect }
hook-limit-first = { $limit }: { $effect }
with-cost = { $cost } to { $effect }
with-count = { $effect } { $each }
# a main quest's enemy encounter, fought after its requirement is spent (Complete a Main Quest)
then-fight = { $effect }, then { $fight }
# "equal to a count": the effect reads with X ("deal X damage"), then what X is in brackets
with-equal = { $effect } (X is { $amount })
amount-x = X
amount-plus = { $amount } plus { $number }
amount-minus = { $amount } minus { $number }
if-able = { $effect }, if able
if = if { $cond }, { $then }
if-else = if { $cond }, { $then }; otherwise, { $otherwise }
repeat = { $effect } { $times ->
    [1] once
    [2] twice
   *[other] { $times } times
}
no-effect = no effect
roll = { $roll }: { $cases }
roll-case-separator = {"; "}
roll-case-success = { $form ->
    [they] if they succeed
   *[other] if you succeed
}, { $effect }
roll-case-failure = otherwise, { $effect }
roll-case-range = { $from }–{ $to }: { $effect }
roll-case-number = { $number }: { $effect }

roll-may-choose-lower = { $form ->
    [they] they may choose a lower effect
   *[other] you may choose a lower effect
}
## Adventure Game: effect verbs

verb-receive = { $form ->
    [they] receives
   *[other] receive
} { n-resource }
    .object = { object-resource }
verb-gain = { $form ->
    [they] gains
   *[other] gain
} { n-resource }
    .object = { object-resource }
verb-spend = { $form ->
    [they] spends
   *[other] spend
} { n-resource }
    .object = { object-resource }
verb-lose = { $form ->
    [they] loses
   *[other] lose
} { n-resource }
    .object = { object-resource }
verb-suffer-wound = { $form ->
    [they] suffers
   *[other] suffer
} { n-wound }
    .object = { n-wound }
verb-heal = { $form ->
    [they] heals
   *[other] heal
} { n-wound-named }
    .object = { n-wound-named }
verb-suffer-foul-fate = { $form ->
    [they] suffers
   *[other] suffer
} { $amount } { -foul-fate }{ $action ->
    [none] {""}
   *[other] {" "}on { $form ->
        [they] their
       *[other] your
    } { action-name } action
}
verb-place-foul-fate-on-action = { $form ->
    [they] places
   *[other] place
} { $amount } { -foul-fate } on { $form ->
    [they] their
   *[other] your
} { action-name } action
verb-place-foul-fate = { $form ->
    [they] places
   *[other] place
} 1 { -foul-fate } { in-region }
verb-remove-foul-fate = { $form ->
    [they] removes
   *[other] remove
} { $amount } { -foul-fate }
verb-advance-war-track = { $form ->
    [they] advances
   *[other] advance
} the { -war-track }{ $amount ->
    [1] {""}
    [2] {" "}twice
   *[other] {" "}{ $amount } times
}
verb-defeat-monster = { $form ->
    [they] defeats
   *[other] defeat
} a { $type ->
    [any] {""}
   *[other] { monster-type }{" "}
}{ -monster }
verb-place-monster = { $form ->
    [they] places
   *[other] place
} { n-monster } { in-region }
    .object = { n-monster } { in-region }
verb-draw = { $form ->
    [they] draws
   *[other] draw
} { n-deck-cards }
    .object = { n-deck-cards }
verb-look = { $form ->
    [they] looks
   *[other] look
} at { n-deck-cards }
verb-reveal = { $form ->
    [they] reveals
   *[other] reveal
} { n-deck-cards }
verb-draw-additional = { $form ->
    [they] draws
   *[other] draw
} { $amount } additional { $amount ->
    [one] { -card }
   *[other] { -card(number: "other") }
}
verb-keep-for-trait = { $form ->
    [they] keeps
   *[other] keep
} this card for its trait
    .own-sentence = yes
verb-keep-until-resolved = { $form ->
    [they] keeps
   *[other] keep
} this card until it is resolved
    .own-sentence = yes
verb-keep-as-task = { $form ->
    [they] keeps
   *[other] keep
} this card until its task is resolved
    .own-sentence = yes
verb-keep = { $form ->
    [they] keeps
   *[other] keep
} this card
    .own-sentence = yes
verb-discard-this = { $form ->
    [they] discards
   *[other] discard
} this card
    .own-sentence = yes
verb-discard-trait = { $form ->
    [they] discards
   *[other] discard
} { $amount } { $what } { $amount ->
    [one] { -card }
   *[other] { -card(number: "other") }
}
verb-delay = { $form ->
    [they] is delayed
    [inf] be delayed
   *[you] you are delayed
}
verb-fight = { $form ->
    [they] fights
   *[other] fight
} the { $enemy }
verb-fight-type = { $form ->
    [they] fights
   *[other] fight
} a { $enemy ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} { -monster }
verb-move = { $form ->
    [they] moves
   *[other] move
} to { $to }
verb-move-adjacent = { $form ->
    [they] moves
   *[other] move
} to an adjacent location
verb-go-to = { $form ->
    [they] goes
   *[other] go
} to { $to }
verb-add-results = { $form ->
    [they] adds
   *[other] add
} { n-result }
    .object = { n-result }
verb-spend-results = { $form ->
    [they] spends
   *[other] spend
} { n-result }
    .object = { n-result }
verb-reroll = { $form ->
    [they] rerolls
   *[other] reroll
} { n-dice }
verb-place-marker = { $form ->
    [they] places
   *[other] place
} { n-markers } on this card
verb-spend-marker = { $form ->
    [they] spends
   *[other] spend
} { n-markers } from this card
verb-ignore-obstacle = { $form ->
    [they] ignores
   *[other] ignore
} an obstacle
verb-complete-task = { $form ->
    [they] completes
   *[other] complete
} this card's task

## Adventure Game: windows (a label before the effect, or a .template holding it)

window-effect = Effect
    .template = { $effect }
window-start-of-battle = At the start of battle
window-before-rolling = Before rolling
window-successful-sword = Successful sword
window-failed-sword = Failed sword
window-successful-shield = Successful shield
window-failed-shield = Failed shield
window-successful-ritual = Successful ritual
window-failed-ritual = Failed ritual
window-after-battle = After battle
window-during-battle = During battle
window-when-performing-action = { $action ->
    [none] When performing an action
    [investigate] When performing an { action-name } action
   *[other] When performing a { action-name } action
}
window-draw-investigation = When you draw investigation cards
window-any-time = Any time
window-during-your-turn = During your turn
window-command = Command
window-task = Task
window-setback = Setback
window-when-discarded = When this card is discarded
window-main-requirement = Main quest
window-consequences = Consequences
window-side-requirement = Side quest
window-support-requirement = Support quest

## Limits

limit-once-per-roll = once per roll
limit-once-per-turn = once per turn
limit-once-per-battle = once per battle
limit-once-per-fight = once per fight

## Conditions ($negated: yes | no)

cond-has = { $form ->
    [they] they
   *[other] you
} { $negated ->
    [yes] do not have
   *[no] have
} { n-resource }
cond-has-card-with-trait = { $form ->
    [they] they
   *[other] you
} { $negated ->
    [yes] do not have
   *[no] have
} a { $trait } card
cond-in-region = { $form ->
    [they] they
   *[other] you
} { $negated ->
    [yes] are not
   *[no] are
} in { $region }
cond-at-location = { $form ->
    [they] they
   *[other] you
} { $negated ->
    [yes] are not
   *[no] are
} at { $location }
cond-is-hero = { $form ->
    [they] they
   *[other] you
} { $negated ->
    [yes] are not
   *[no] are
} { $hero }
cond-battle-result = { $form ->
    [they] their
   *[other] your
} { one-result } { $negated ->
    [yes] did not { $succeeded ->
        [yes] succeed
       *[no] fail
    }
   *[no] { $succeeded ->
        [yes] succeeded
       *[no] failed
    }
}

## Counts: "… for each …"

each-short = for each { one-result } { $form ->
    [they] they are
   *[other] you are
} short
each-cards-with-trait = for each { $trait } card { $form ->
    [they] they have
   *[other] you have
}
each-holding = for each { one-resource } { $form ->
    [they] they have
   *[other] you have
}
each-wounds = for each { one-wound } { $form ->
    [they] they have
   *[other] you have
}
each-markers = for each marker on this card

## Targets: the effect is in the third person ($form = they)

# an explicit `you:` after other heroes' effects: "… and you receive 1 blue lead"
target-you = you { $effect }
target-each-other-hero = each other hero { $effect }
target-each-hero = each hero { $effect }
target-most-vp = the hero with the most { -vp } { $effect }
target-fewest-vp = the hero with the fewest { -vp } { $effect }
target-heroes-in-your-location = each hero in your location { $effect }
target-heroes-in-your-region = each hero in your region { $effect }
target-opponent = your opponent { $timing ->
    [immediately] immediately { $effect }
   *[other] { $effect }
}

## Rolls

roll-hero = { $form ->
    [they] rolls their hero dice
   *[other] roll your hero dice
}
roll-d6 = { $form ->
    [they] rolls a die
   *[other] roll a die
}
roll-d6-plus-level = { $form ->
    [they] rolls a die and adds their specialty level
   *[other] roll a die and add your specialty level
}

## The Witcher: Old World: effect verbs

ow-verb-deal-damage = { $form ->
    [they] deals
   *[other] deal
} { $amount } { -damage }
ow-verb-suffer-damage = { $form ->
    [they] receives
   *[other] receive
} { $amount } { -damage }
ow-verb-opponent-suffers-damage = your opponent { $timing ->
    [immediately] immediately receives
   *[other] receives
} { $amount } { -damage }
ow-verb-spend-energy = { $form ->
    [they] spends
   *[other] spend
} { $amount } { -energy }
ow-verb-gain-energy = { $form ->
    [they] gains
   *[other] gain
} { $amount } { -energy }
ow-verb-draw-cards = { $timing ->
    [immediately] immediately{" "}
   *[other] {""}
}{ $form ->
    [they] draws
   *[other] draw
} { n-cards }
ow-verb-discard-cards = { $form ->
    [they] discards
   *[other] discard
} { n-cards }
ow-verb-raise-shield = { $form ->
    [they] raises their
   *[other] raise your
} shield by { $amount }
ow-verb-gain-gold = { $form ->
    [they] gains
   *[other] gain
} { $amount } { -gold }

# Monster Trail, Ciri and Lost Mount cards
ow-verb-deal-additional-damage = { $form ->
    [they] deals
   *[other] deal
} { $amount } additional { -damage }
ow-verb-perform-movements = { $form ->
    [they] may perform
   *[other] you may perform
} { $amount ->
    [1] one movement
    [2] two movements
   *[other] { $amount } movements
} (ignoring the first location action)

# An attribute's name, shared by the messages below ($attribute is the table's word)
ow-attribute = { $attribute ->
    [combat] Combat
    [defence] Defence
    [alchemy] Alchemy
    [specialty] Specialty
    [wisdom] Wisdom
   *[other] { $attribute }
}
ow-verb-look-at-enemy-deck = { $form ->
    [they] looks
   *[other] look
} at the top { n-cards } of the enemy's deck (a monster's life pool){ $discard ->
    [0] {" "}and { $form ->
        [they] puts
       *[other] put
    } them back in any order
   *[other] , { $form ->
        [they] discards
       *[other] discard
    } { $discard } of them and { $form ->
        [they] puts
       *[other] put
    } the rest back in any order
}
ow-verb-discard-top-of-deck = { $form ->
    [they] discards
   *[other] discard
} the top { $amount ->
    [one] card
   *[other] { $amount } cards
} of { $form ->
    [they] their deck and shuffles it
   *[other] your deck and shuffle it
}
ow-verb-discard-potions = { $form ->
    [they] discards
   *[other] discard
} { $amount } { $amount ->
    [one] potion
   *[other] potions
}
ow-verb-trash-cards = { $form ->
    [they] trashes
   *[other] trash
} { n-cards }
ow-verb-lower-shield = { $form ->
    [they] lowers their
   *[other] lower your
} shield by { $amount }
ow-verb-lower-attribute = { $form ->
    [they] lowers their
   *[other] lower your
} { ow-attribute } by { $amount }
ow-verb-raise-attribute = { $form ->
    [they] raises their
   *[other] raise your
} { ow-attribute } by 1
ow-verb-gain-potions = { $form ->
    [they] gains
   *[other] gain
} { $amount } { $amount ->
    [one] potion
   *[other] potions
}
ow-verb-spend-gold = { $form ->
    [they] spends
   *[other] spend
} { $amount } { -gold }
ow-verb-gain-action-card = { $form ->
    [they] gains
   *[other] gain
} a card costing at most { $maxCost } from the action pool
ow-verb-gain-any-action-card = { $form ->
    [they] gains
   *[other] gain
} any card from the action pool
ow-verb-wild-extension = { $form ->
    [they] treats
   *[other] treat
} { $amount } card as if it had a combo extension of any colour
ow-verb-place-lost-mount = places the Lost Mount miniature on the map following the steps on the back of this card
# the Wild Hunt
ow-verb-hunt-gains-shields = the Wild Hunt gains { $amount } { $amount ->
    [one] Shield
   *[other] Shields
}
ow-verb-hunt-loses-shields = the Wild Hunt loses { $amount } { $amount ->
    [one] Shield
   *[other] Shields
}
ow-verb-read-hunt-event = { $form ->
    [they] reads
   *[other] read
} the next Wild Hunt Event card
ow-verb-read-hunt-event-number = { $form ->
    [they] reads
   *[other] read
} Wild Hunt Event card { $event }

## Old World: numbered events, quests and quest tokens (Adventure Pack)

ow-verb-read-event = { $form ->
    [they] reads
   *[other] read
} event { $event }
ow-verb-take-quest = { $form ->
    [they] takes
   *[other] take
} a quest to { $location } for event { $event }
ow-verb-place-quest-token = { $form ->
    [they] places
   *[other] place
} a quest token on { $location } for event { $event }
ow-verb-draw-event = { $form ->
    [they] draws
   *[other] draw
} event { $event } into { $form ->
    [they] their
   *[other] your
} hand
# an event card drawn into a hand: where it is read (its first line)
ow-event-read-at = held in your hand, read it in Phase II at { $location }

## Old World: the rules a monster's ability puts on the fight (said to the player who fights it)

# a card colour as a word (not the raw value), so every locale, the pseudo-locale included, words it
ow-colour = { $colour ->
    [blue] blue
    [red] red
    [green] green
    [yellow] yellow
    [purple] purple
    [gray] gray
   *[other] { $colour }
}

ow-verb-max-damage-first-turn = you deal at most { $amount } { -damage } in your first fight turn
ow-verb-draw-fewer = you draw { $amount } fewer { $amount ->
    [one] card
   *[other] cards
} after each fight turn
ow-verb-damage-per-colour = each { ow-colour } card in your combo deals { $amount } less { -damage }
ow-verb-shield-loss-per-colour = each { ow-colour } card in your combo lowers your shield by { $amount }
ow-verb-colour-no-effect = { ow-colour } cards have no effect
ow-verb-first-attack-bonus = its first attack deals { $amount } additional { -damage }
ow-verb-bonus-when-low = its attacks deal { $amount } additional { -damage } while at most { $lifeAtMost } { $lifeAtMost ->
    [one] card is
   *[other] cards are
} left in its life pool
ow-verb-hit-reduction-discard = each hit on it deals { $amount } less { -damage } and discards a random card of your hand
ow-verb-max-potions = you use at most { $amount } { $amount ->
    [one] potion
   *[other] potions
} this fight
ow-verb-max-shield-gain = your shield rises by at most { $amount } each turn
ow-verb-random-first-card = the first card of your first combo is played at random
ow-verb-first-attack-from-hand = its first attack discards cards from your hand first
ow-verb-lower-attribute-this-fight = your { ow-attribute } is { $amount } lower this fight
ow-verb-phase3-draw = if you defeat it, you draw at most { n-cards } in Phase III
ow-verb-draw-fewer-without-colour = you draw { $amount } fewer { $amount ->
    [one] card
   *[other] cards
} after a combo with no { ow-colour } card
ow-verb-first-attack-worst = in its first turn, it attacks with the half that makes you discard the most cards
# Monster Trail: the Dimeritium Bomb against a witcher
ow-verb-opponent-specialty-at-most = your opponent's Specialty level is { $amount } this fight
ow-verb-first-turn-end-random-discard = at the end of its first turn, you discard { $amount ->
    [one] a random card
   *[other] { $amount } random cards
} of your hand

## Old World: windows

window-when-discarded-by-damage = When discarded by damage
    .template = If that card is discarded (either from hand or from the deck) as a result of opponent's attack, { $effect }
    .timing = immediately
window-during-fight = During a fight
window-first-fight-turn = During your first fight turn
window-before-life-pool = Before the life pool
window-after-life-pool = After the life pool
window-specialty = Specialty
window-ability = Ability
window-special-attack = Special attack { $number }
window-hunt-attack = Special attack
window-passive-attack = Passive special attack
window-weakness = Weakness { $number }
window-against-passive-attack = After the monster uses its passive attack
ow-verb-neglect-passive-attack = { $form ->
    [they] neglects
   *[other] neglect
} the effect of its passive attack
# Endurance's travel ability and the Lost Mount card
window-travel-ability = Travel
    .template = Travel: when using this card in Phase I, { $effect }
window-reach-lost-mount = When you reach the Lost Mount
    .template = When the player reaches the Lost Mount miniature, they { $effect }
    .timing = immediately

window-after-phase-one = After resolving Phase I
    .template = After resolving Phase I of their Turn, the Player { $effect }
# the Wild Hunt's member cards and special attacks
window-special-ability = Special Ability
    .template = When the Wild Hunt enters a Location with Witchers, each of them: { $effect }
window-final-fight = Side B
    .template = In the Final Fight, each Witcher: { $effect }
window-passive-ability = Passive Ability
    .template = Passive Ability (when discarded by your Damage): { $effect }
# a Wild Hunt exploration card's quest
window-quest = Quest
    .template = Quest (a Witcher on the quest token's Location, in Phase II): { $effect }
window-charge = Charge
window-bite = Bite
window-option = Option
window-location-action = Location action

## Old World: conditions

cond-combo-size = this combo { $negated ->
    [yes] has fewer than { $amount } cards
   *[no] has { $amount } or more cards
}
cond-combo-position-at-least = this card { $negated ->
    [yes] is { $amount ->
        [2] the first card of the combo
       *[other] before position { $amount } in the combo
    }
   *[no] is { $amount ->
        [2] not the first card of the combo
       *[other] at position { $amount } or later in the combo
    }
}
cond-combo-has-colour = this combo { $negated ->
    [yes] has no { ow-colour } card
   *[no] has a { ow-colour } card
}
cond-has-trail-token = you { $negated ->
    [yes] do not have
   *[no] have
} its trail token
cond-attribute-at-least = your { ow-attribute } { $negated ->
    [yes] is below { $amount }
   *[no] is { $amount } or more
}
cond-has-gold = you { $negated ->
    [yes] have less than
   *[no] have at least
} { $amount } { -gold }
cond-in-fight = you { $negated ->
    [yes] are not
   *[no] are
} in a fight

## Old World: counts ("for each …"; `.amount` is the count after "equal to")

each-attribute = for each level of your { ow-attribute }
    .amount = your { ow-attribute }
each-monster-level = for each level of the monster
    .amount = the monster's level
each-combo-colour = for each { ow-colour } card in this combo
    .amount = the number of { ow-colour } cards in this combo
each-combo-size = for each card in this combo
    .amount = the number of cards in this combo
each-combo-position = for each card of the combo up to this one
    .amount = this card's position in the combo
each-hand-size = for each card in your hand
    .amount = the number of cards in your hand
each-gold = for each { -gold } you have
    .amount = your { -gold }
each-life-pool = for each card in its life pool
    .amount = the number of cards in its life pool

## Old World: rolls and tables

roll-level = { $form ->
    [they] depending on their specialty level
   *[other] depending on your specialty level
}

## Old World: Mages (energy, protection, boosts)

ow-verb-gain-protection = { $form ->
    [they] gains
   *[other] gain
} { $amount } protection
ow-verb-take-from-discard = { $form ->
    [they] takes
   *[other] take
} { n-cards } of { $form ->
    [they] their
   *[other] your
} choice from { $form ->
    [they] their
   *[other] your
} discard pile
ow-verb-draw-more = { $form ->
    [they] draws
   *[other] draw
} { $amount } more { $amount ->
    [one] card
   *[other] cards
} at the end of this fight turn
ow-verb-discard-from-pool = { $form ->
    [they] discards
   *[other] discard
} up to { n-cards } from the action pool
window-boost = Boost
cond-first-fight-turn = this { $negated ->
    [yes] is not
   *[no] is
} your first fight turn
each-energy = for each { -energy } you have
    .amount = your { -energy }
