### oldworld / core: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/actions.grim
oldworld__action__aard__name = Aard

# content/oldworld/actions.grim
oldworld__action__axii__name = Axii

# content/oldworld/actions.grim
oldworld__action__block__name = Block

# content/oldworld/actions.grim
oldworld__action__counterattack__name = Counterattack

# content/oldworld/actions.grim
oldworld__action__cover__name = Cover

# content/oldworld/actions.grim
oldworld__action__crippling-strike__name = Crippling Strike

# content/oldworld/actions.grim
oldworld__action__crushing-strike__name = Crushing Strike

# content/oldworld/actions.grim
oldworld__action__demolishing-blow__name = Demolishing Blow

# content/oldworld/actions.grim
oldworld__action__explosive-shield__name = Explosive Shield

# content/oldworld/actions.grim
oldworld__action__fire-stream__name = Fire Stream

# content/oldworld/actions.grim
oldworld__action__intense-aard__name = Intense Aard

# content/oldworld/actions.grim
oldworld__action__intense-axii__name = Intense Axii

# content/oldworld/actions.grim
oldworld__action__intense-igni__name = Intense Igni

# content/oldworld/actions.grim
oldworld__action__intense-quen__name = Intense Quen

# content/oldworld/actions.grim
oldworld__action__intense-yrden__name = Intense Yrden

# content/oldworld/actions.grim
oldworld__action__magic-trap__name = Magic Trap

# content/oldworld/actions.grim
oldworld__action__melt-armour__name = Melt Armour

# content/oldworld/actions.grim
oldworld__action__precise-blow__name = Precise Blow

# content/oldworld/actions.grim
oldworld__action__precise-cut__name = Precise Cut

# content/oldworld/actions.grim
oldworld__action__quen__name = Quen

# content/oldworld/actions.grim
oldworld__action__quick-reflexes__name = Quick Reflexes

# content/oldworld/actions.grim
oldworld__action__quick-slash__name = Quick Slash

# content/oldworld/actions.grim
oldworld__action__rend__name = Rend

# content/oldworld/actions.grim
oldworld__action__shockwave__name = Shockwave

# content/oldworld/actions.grim
oldworld__action__thrust__name = Thrust

# content/oldworld/actions.grim
oldworld__action__whirl__name = Whirl

# content/oldworld/actions.grim
oldworld__action__yrden__name = Yrden

# content/oldworld/exploration.grim
oldworld__event__apprentice-returns__flavour = The girl returns of her own will, and the sorceress rewards you.

# content/oldworld/exploration.grim
oldworld__event__apprentice-returns__name = The Apprentice Returns

# content/oldworld/exploration.grim
oldworld__event__barber-surgeon__flavour = The Cintran barber-surgeon's patients wake with strange bites.

# content/oldworld/exploration.grim
oldworld__event__barber-surgeon__name = The Barber-Surgeon

# content/oldworld/exploration.grim
oldworld__event__barons-debt__flavour = A Toussaint baron owes a witcher money and owes it gracefully.

# content/oldworld/exploration.grim
oldworld__event__barons-debt__name = The Baron's Debt

# content/oldworld/exploration.grim
oldworld__event__bears-garden__flavour = The Bear witchers grow the root and ask only for news.

# content/oldworld/exploration.grim
oldworld__event__bears-garden__name = The Bears' Garden

# content/oldworld/exploration.grim
oldworld__event__black-sun-cult__flavour = Lake fishermen speak of robed figures and an eclipse to come.

# content/oldworld/exploration.grim
oldworld__event__black-sun-cult__name = The Black Sun Cult

# content/oldworld/exploration.grim
oldworld__event__brides-rest__flavour = You bury her ring under the willow; the quay is quiet at last.

# content/oldworld/exploration.grim
oldworld__event__brides-rest__name = The Bride's Rest

# content/oldworld/exploration.grim
oldworld__event__broken-altar__flavour = You smash the cult's altar; the fishermen sleep again.

# content/oldworld/exploration.grim
oldworld__event__broken-altar__name = A Broken Altar

# content/oldworld/exploration.grim
oldworld__event__buyer-in-ban-ard__flavour = The buyer is a mage's apprentice who would rather pay than explain.

# content/oldworld/exploration.grim
oldworld__event__buyer-in-ban-ard__name = The Buyer in Ban Ard

# content/oldworld/exploration.grim
oldworld__event__cats-messenger__flavour = A Cat witcher's messenger asks you to come to Stygga.

# content/oldworld/exploration.grim
oldworld__event__cats-messenger__name = The Cat's Messenger

# content/oldworld/exploration.grim
oldworld__event__cintran-pawnshop__flavour = The pawnbroker hands over the sword and a note of thanks.

# content/oldworld/exploration.grim
oldworld__event__cintran-pawnshop__name = The Cintran Pawnshop

# content/oldworld/exploration.grim
oldworld__event__clean-water__flavour = A dead drowner at the bottom; you haul it out and the water clears.

# content/oldworld/exploration.grim
oldworld__event__clean-water__name = Clean Water

# content/oldworld/exploration.grim
oldworld__event__cultists-ledger__flavour = The cult's ledger names a patron in Novigrad.

# content/oldworld/exploration.grim
oldworld__event__cultists-ledger__name = The Cultist's Ledger

# content/oldworld/exploration.grim
oldworld__event__curse-of-the-sage__flavour = The curse was laid by a hermit of Behelt Nar.

# content/oldworld/exploration.grim
oldworld__event__curse-of-the-sage__name = The Sage's Curse

# content/oldworld/exploration.grim
oldworld__event__cursed-well__flavour = Glenmore's well water turns red every full moon.

# content/oldworld/exploration.grim
oldworld__event__cursed-well__name = The Cursed Well

# content/oldworld/exploration.grim
oldworld__event__debt-repaid__flavour = At Stygga, the Cats repay the old debt with an old secret.

# content/oldworld/exploration.grim
oldworld__event__debt-repaid__name = A Debt Repaid

# content/oldworld/exploration.grim
oldworld__event__drowned-bride__flavour = A girl in a wet wedding dress waits every night on the Novigrad quay.

# content/oldworld/exploration.grim
oldworld__event__drowned-bride__name = The Drowned Bride

# content/oldworld/exploration.grim
oldworld__event__elven-map__flavour = Carved on a lintel: a path to Ard Modron.

# content/oldworld/exploration.grim
oldworld__event__elven-map__name = An Elven Map

# content/oldworld/exploration.grim
oldworld__event__elven-ruins__flavour = White stones in the Dhuwod woods sing when the wind is right.

# content/oldworld/exploration.grim
oldworld__event__elven-ruins__name = The Elven Ruins

# content/oldworld/exploration.grim
oldworld__event__fever-breaks__flavour = Your potion breaks her fever, and she repays you in kind.

# content/oldworld/exploration.grim
oldworld__event__fever-breaks__name = The Fever Breaks

# content/oldworld/exploration.grim
oldworld__event__flooded-wheel__flavour = The wheel turns with water from Loc Ichaer, and something in it.

# content/oldworld/exploration.grim
oldworld__event__flooded-wheel__name = The Flooded Wheel

# content/oldworld/exploration.grim
oldworld__event__forgers-letter__flavour = A letter in the thief's hideout names a buyer in Ban Ard.

# content/oldworld/exploration.grim
oldworld__event__forgers-letter__name = The Forger's Letter

# content/oldworld/exploration.grim
oldworld__event__glenmore-crypt__flavour = In the crypt under Glenmore, the visitor sleeps by day.

# content/oldworld/exploration.grim
oldworld__event__glenmore-crypt__name = The Glenmore Crypt

# content/oldworld/exploration.grim
oldworld__event__grooms-confession__flavour = In a Cidaris tavern, the groom weeps and pays to have it ended.

# content/oldworld/exploration.grim
oldworld__event__grooms-confession__name = The Groom's Confession

# content/oldworld/exploration.grim
oldworld__event__grooms-trail__flavour = The groom did not drown. He sailed for Cidaris the same night.

# content/oldworld/exploration.grim
oldworld__event__grooms-trail__name = The Groom's Trail

# content/oldworld/exploration.grim
oldworld__event__hall-of-the-aelirenn__flavour = In the mountain hall, an elven blade still hangs above the hearth.

# content/oldworld/exploration.grim
oldworld__event__hall-of-the-aelirenn__name = Hall of the Aelirenn

# content/oldworld/exploration.grim
oldworld__event__harvest-fair__flavour = The square is full of stalls and music.

# content/oldworld/exploration.grim
oldworld__event__harvest-fair__name = Harvest Fair

# content/oldworld/exploration.grim
oldworld__event__haunted-mill__flavour = The Doldeth mill grinds at night, though no one works it.

# content/oldworld/exploration.grim
oldworld__event__haunted-mill__name = The Haunted Mill

# content/oldworld/exploration.grim
oldworld__event__healer-of-vengerberg__flavour = A healer in Vengerberg cures everything but her own fever.

# content/oldworld/exploration.grim
oldworld__event__healer-of-vengerberg__name = The Healer of Vengerberg

# content/oldworld/exploration.grim
oldworld__event__hermits-price__flavour = The hermit lifts the curse, for a lesson in patience.

# content/oldworld/exploration.grim
oldworld__event__hermits-price__name = The Hermit's Price

# content/oldworld/exploration.grim
oldworld__event__lake-shrine__flavour = At the lake's shrine, the drowned offerings are still bright.

# content/oldworld/exploration.grim
oldworld__event__lake-shrine__name = The Lake Shrine

# content/oldworld/exploration.grim
oldworld__event__leech-jars__flavour = The bites were only his leeches, grown fat on mutated blood.

# content/oldworld/exploration.grim
oldworld__event__leech-jars__name = Leech Jars

# content/oldworld/exploration.grim
oldworld__event__lost-caravan__flavour = A Hengfors salt caravan never reached the pass.

# content/oldworld/exploration.grim
oldworld__event__lost-caravan__name = The Lost Caravan

# content/oldworld/exploration.grim
oldworld__event__millers-ghost__flavour = The miller's ghost only wanted his last sack of flour delivered.

# content/oldworld/exploration.grim
oldworld__event__millers-ghost__name = The Miller's Ghost

# content/oldworld/exploration.grim
oldworld__event__mint-reward__flavour = The thief was a kobold in the cellar; the master of the mint pays well.

# content/oldworld/exploration.grim
oldworld__event__mint-reward__name = The Mint's Reward

# content/oldworld/exploration.grim
oldworld__event__monster-sighting__flavour = Villagers tell of a beast in the hills and press coins into your hand.

# content/oldworld/exploration.grim
oldworld__event__monster-sighting__name = Monster Sighting

# content/oldworld/exploration.grim
oldworld__event__old-training__flavour = You spend the day on the Kaer Morhen training grounds.

# content/oldworld/exploration.grim
oldworld__event__old-training__name = Old Training

# content/oldworld/exploration.grim
oldworld__event__patron-unmasked__flavour = The patron is a merchant who pays for your silence.

# content/oldworld/exploration.grim
oldworld__event__patron-unmasked__name = The Patron Unmasked

# content/oldworld/exploration.grim
oldworld__event__pawned-sword__flavour = The baron pawned his family sword in Cintra to pay you.

# content/oldworld/exploration.grim
oldworld__event__pawned-sword__name = A Pawned Sword

# content/oldworld/exploration.grim
oldworld__event__plague__flavour = Catriona spreads through the city; the gates close at dusk.

# content/oldworld/exploration.grim
oldworld__event__plague__name = Plague

# content/oldworld/exploration.grim
oldworld__event__portal-scorch__flavour = Burn marks on the floor: she opened a portal towards Vengerberg.

# content/oldworld/exploration.grim
oldworld__event__portal-scorch__name = A Portal's Scorch

# content/oldworld/exploration.grim
oldworld__event__rare-root__flavour = Only a root from Haern Caduch can cure her.

# content/oldworld/exploration.grim
oldworld__event__rare-root__name = A Rare Root

# content/oldworld/exploration.grim
oldworld__event__runaway-apprentice__flavour = A Ban Ard sorceress wants her runaway apprentice brought back.

# content/oldworld/exploration.grim
oldworld__event__runaway-apprentice__name = The Runaway Apprentice

# content/oldworld/exploration.grim
oldworld__event__salt-in-the-ruins__flavour = The salt lies in the old keep, guarded by nothing but gulls.

# content/oldworld/exploration.grim
oldworld__event__salt-in-the-ruins__name = Salt in the Ruins

# content/oldworld/exploration.grim
oldworld__event__silver-thief__flavour = Someone has been stealing silver from the Vizima mint, one coin at a time.

# content/oldworld/exploration.grim
oldworld__event__silver-thief__name = The Silver Thief

# content/oldworld/exploration.grim
oldworld__event__singing-stones__flavour = You sit with the stones until dawn; they teach you patience.

# content/oldworld/exploration.grim
oldworld__event__singing-stones__name = Singing Stones

# content/oldworld/exploration.grim
oldworld__event__sirens-song__flavour = The sirens flee; the smugglers pay in coin and contraband.

# content/oldworld/exploration.grim
oldworld__event__sirens-song__name = The Sirens' Song

# content/oldworld/exploration.grim
oldworld__event__smugglers-cove__flavour = Cidaris smugglers need a witcher to clear their cove of sirens.

# content/oldworld/exploration.grim
oldworld__event__smugglers-cove__name = The Smugglers' Cove

# content/oldworld/exploration.grim
oldworld__event__snowed-wagons__flavour = You dig the wagons out of the snow; the merchants are grateful.

# content/oldworld/exploration.grim
oldworld__event__snowed-wagons__name = Snowed-in Wagons

# content/oldworld/exploration.grim
oldworld__event__stolen-cargo__flavour = The cargo was stolen from a Viper witcher in Gorthur Gvaed.

# content/oldworld/exploration.grim
oldworld__event__stolen-cargo__name = Stolen Cargo

# content/oldworld/exploration.grim
oldworld__event__tracks-to-the-coast__flavour = Sled tracks turn off the road, towards Kaer Seren.

# content/oldworld/exploration.grim
oldworld__event__tracks-to-the-coast__name = Tracks to the Coast

# content/oldworld/exploration.grim
oldworld__event__vampires-guest__flavour = His night visitor leaves for Glenmore before dawn.

# content/oldworld/exploration.grim
oldworld__event__vampires-guest__name = A Vampire's Guest

# content/oldworld/exploration.grim
oldworld__event__vengerberg-tower__flavour = In an empty tower, the apprentice studies alone and asks you to lie.

# content/oldworld/exploration.grim
oldworld__event__vengerberg-tower__name = The Vengerberg Tower

# content/oldworld/exploration.grim
oldworld__event__vintners-payment__flavour = The baron pays in wine, which a Beauclair vintner gladly buys.

# content/oldworld/exploration.grim
oldworld__event__vintners-payment__name = The Vintner's Payment

# content/oldworld/exploration.grim
oldworld__event__vipers-thanks__flavour = The Viper witcher takes back his potions and shares a few.

# content/oldworld/exploration.grim
oldworld__event__vipers-thanks__name = The Viper's Thanks

# content/oldworld/exploration.grim
oldworld__event__witch-hunters__flavour = The Eternal Fire's zealots question every stranger.

# content/oldworld/exploration.grim
oldworld__event__witch-hunters__name = Witch Hunters

# content/oldworld/exploration.grim
oldworld__event__wolfs-debt__flavour = An old letter at Kaer Morhen speaks of a debt owed by the Cats.

# content/oldworld/exploration.grim
oldworld__event__wolfs-debt__name = The Wolf's Old Debt

# content/oldworld/exploration.grim
oldworld__exploration__abandoned-camp__flavour = Cold ashes, a torn tent and a purse nobody came back for.

# content/oldworld/exploration.grim
oldworld__exploration__abandoned-camp__name = Abandoned Camp

# content/oldworld/exploration.grim
oldworld__exploration__alchemists-stall__flavour = Dried herbs hang from every beam; the alchemist names a price.

# content/oldworld/exploration.grim
oldworld__exploration__alchemists-stall__name = Alchemist's Stall

# content/oldworld/exploration.grim
oldworld__exploration__ambush__flavour = Bandits step out from behind the trees.

# content/oldworld/exploration.grim
oldworld__exploration__ambush__name = Ambush

# content/oldworld/exploration.grim
oldworld__exploration__bard__flavour = A bard buys you a drink in exchange for the story of your last hunt.

# content/oldworld/exploration.grim
oldworld__exploration__bard__name = Bard

# content/oldworld/exploration.grim
oldworld__exploration__bathhouse__flavour = Hot water, clean linen and an hour without a sword in your hand.

# content/oldworld/exploration.grim
oldworld__exploration__bathhouse__name = Bathhouse

# content/oldworld/exploration.grim
oldworld__exploration__beggars-tip__flavour = A one-eyed beggar knows where the city guard will not look.

# content/oldworld/exploration.grim
oldworld__exploration__beggars-tip__name = Beggar's Tip

# content/oldworld/exploration.grim
oldworld__exploration__blacksmiths-forge__flavour = The smith offers to sharpen your silver sword, for a price.

# content/oldworld/exploration.grim
oldworld__exploration__blacksmiths-forge__name = Blacksmith's Forge

# content/oldworld/exploration.grim
oldworld__exploration__bookseller__flavour = Among the cheap romances, an old bestiary with missing pages.

# content/oldworld/exploration.grim
oldworld__exploration__bookseller__name = Bookseller

# content/oldworld/exploration.grim
oldworld__exploration__broken-wagon__flavour = A merchant's wagon lies in the ditch, its owner long gone.

# content/oldworld/exploration.grim
oldworld__exploration__broken-wagon__name = Broken Wagon

# content/oldworld/exploration.grim
oldworld__exploration__city-watch__flavour = The guards do not like armed mutants inside the walls.

# content/oldworld/exploration.grim
oldworld__exploration__city-watch__name = City Watch

# content/oldworld/exploration.grim
oldworld__exploration__deserters__flavour = Hungry deserters block the forest path and ask for a toll.

# content/oldworld/exploration.grim
oldworld__exploration__deserters__name = Deserters

# content/oldworld/exploration.grim
oldworld__exploration__dice-players__flavour = A table of dwarves invites you to a round of dice poker.

# content/oldworld/exploration.grim
oldworld__exploration__dice-players__name = Dice Players

# content/oldworld/exploration.grim
oldworld__exploration__druid-circle__flavour = Standing stones hum faintly; the druids allow you to rest.

# content/oldworld/exploration.grim
oldworld__exploration__druid-circle__name = Druid Circle

# content/oldworld/exploration.grim
oldworld__exploration__fencing-school__flavour = The students stop to watch a witcher spar with their master.

# content/oldworld/exploration.grim
oldworld__exploration__fencing-school__name = Fencing School

# content/oldworld/exploration.grim
oldworld__exploration__flooded-ford__flavour = The river has risen overnight and the ford is gone.

# content/oldworld/exploration.grim
oldworld__exploration__flooded-ford__name = Flooded Ford

# content/oldworld/exploration.grim
oldworld__exploration__forgotten-cache__flavour = A witcher's cache, hidden under a cairn decades ago.

# content/oldworld/exploration.grim
oldworld__exploration__forgotten-cache__name = Forgotten Cache

# content/oldworld/exploration.grim
oldworld__exploration__herb-gathering__flavour = The clearing is thick with celandine and arenaria.

# content/oldworld/exploration.grim
oldworld__exploration__herb-gathering__name = Herb Gathering

# content/oldworld/exploration.grim
oldworld__exploration__herbalists-shop__flavour = Jars of dried roots line the shelves of a cramped shop.

# content/oldworld/exploration.grim
oldworld__exploration__herbalists-shop__name = Herbalist's Shop

# content/oldworld/exploration.grim
oldworld__exploration__hermits-hut__flavour = A hermit brews something bitter and says it will help.

# content/oldworld/exploration.grim
oldworld__exploration__hermits-hut__name = Hermit's Hut

# content/oldworld/exploration.grim
oldworld__exploration__highwayman-posters__flavour = Wanted posters flap on the gate: a bandit chief, dead or alive.

# content/oldworld/exploration.grim
oldworld__exploration__highwayman-posters__name = Highwayman Posters

# content/oldworld/exploration.grim
oldworld__exploration__hunters-camp__flavour = Hunters share their fire and their gossip about the woods.

# content/oldworld/exploration.grim
oldworld__exploration__hunters-camp__name = Hunter's Camp

# content/oldworld/exploration.grim
oldworld__exploration__meditation-stone__flavour = A flat stone by a quiet lake, made for a witcher's meditation.

# content/oldworld/exploration.grim
oldworld__exploration__meditation-stone__name = Meditation Stone

# content/oldworld/exploration.grim
oldworld__exploration__merchants-caravan__flavour = A merchant needs an escort to the next town and pays in advance.

# content/oldworld/exploration.grim
oldworld__exploration__merchants-caravan__name = Merchant's Caravan

# content/oldworld/exploration.grim
oldworld__exploration__noble-contract__flavour = A baron wants his cellar cleared of something that howls at night.

# content/oldworld/exploration.grim
oldworld__exploration__noble-contract__name = Noble's Contract

# content/oldworld/exploration.grim
oldworld__exploration__notice-board__flavour = Among the notices, a contract with a generous reward.

# content/oldworld/exploration.grim
oldworld__exploration__notice-board__name = Notice Board

# content/oldworld/exploration.grim
oldworld__exploration__old-shrine__flavour = Moss covers an altar to a forgotten goddess.

# content/oldworld/exploration.grim
oldworld__exploration__old-shrine__name = Old Shrine

# content/oldworld/exploration.grim
oldworld__exploration__pickpocket__flavour = A light hand slips into your purse in the crowded market.

# content/oldworld/exploration.grim
oldworld__exploration__pickpocket__name = Pickpocket

# content/oldworld/exploration.grim
oldworld__exploration__place-of-power__flavour = The air crackles; your medallion will not stop trembling.

# content/oldworld/exploration.grim
oldworld__exploration__place-of-power__name = Place of Power

# content/oldworld/exploration.grim
oldworld__exploration__ruined-watchtower__flavour = From the top of the tower you can see the whole valley.

# content/oldworld/exploration.grim
oldworld__exploration__ruined-watchtower__name = Ruined Watchtower

# content/oldworld/exploration.grim
oldworld__exploration__storm__flavour = Lightning splits an oak; you shelter where you can.

# content/oldworld/exploration.grim
oldworld__exploration__storm__name = Storm

# content/oldworld/exploration.grim
oldworld__exploration__sword-master__flavour = An old fencing master offers to test your guard.

# content/oldworld/exploration.grim
oldworld__exploration__sword-master__name = Sword Master

# content/oldworld/exploration.grim
oldworld__exploration__tavern-brawl__flavour = A drunk mercenary mistakes you for the man who cheated him at dice.

# content/oldworld/exploration.grim
oldworld__exploration__tavern-brawl__name = Tavern Brawl

# content/oldworld/exploration.grim
oldworld__exploration__temple-of-melitele__flavour = The priestesses tend the sick and ask nothing of a tired traveller.

# content/oldworld/exploration.grim
oldworld__exploration__temple-of-melitele__name = Temple of Melitele

# content/oldworld/exploration.grim
oldworld__exploration__trappers-snare__flavour = You step around a snare, then notice the trapper's stash.

# content/oldworld/exploration.grim
oldworld__exploration__trappers-snare__name = Trapper's Snare

# content/oldworld/exploration.grim
oldworld__exploration__wild-berries__flavour = The bushes are heavy with berries, some of them edible.

# content/oldworld/exploration.grim
oldworld__exploration__wild-berries__name = Wild Berries

# content/oldworld/exploration.grim
oldworld__exploration__wolf-pack__flavour = Yellow eyes watch you from the edge of the firelight.

# content/oldworld/exploration.grim
oldworld__exploration__wolf-pack__name = Wolf Pack

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-10__name = Monster Fight Card 10

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-11__name = Monster Fight Card 11

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-12__name = Monster Fight Card 12

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-13__name = Monster Fight Card 13

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-14__name = Monster Fight Card 14

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-15__name = Monster Fight Card 15

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-16__name = Monster Fight Card 16

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-17__name = Monster Fight Card 17

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-18__name = Monster Fight Card 18

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-19__name = Monster Fight Card 19

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-1__name = Monster Fight Card 1

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-20__name = Monster Fight Card 20

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-2__name = Monster Fight Card 2

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-3__name = Monster Fight Card 3

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-4__name = Monster Fight Card 4

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-5__name = Monster Fight Card 5

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-6__name = Monster Fight Card 6

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-7__name = Monster Fight Card 7

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-8__name = Monster Fight Card 8

# content/oldworld/fight-cards.grim
oldworld__fightcard__fight-9__name = Monster Fight Card 9

# content/oldworld/map.grim
oldworld__location__ard-modron__name = Ard Modron

# content/oldworld/map.grim
oldworld__location__ban-ard__name = Ban Ard

# content/oldworld/map.grim
oldworld__location__beauclair__name = Beauclair

# content/oldworld/map.grim
oldworld__location__behelt-nar__name = Behelt Nar

# content/oldworld/map.grim
oldworld__location__cidaris__name = Cidaris

# content/oldworld/map.grim
oldworld__location__cintra__name = Cintra

# content/oldworld/map.grim
oldworld__location__dhuwod__name = Dhuwod

# content/oldworld/map.grim
oldworld__location__doldeth__name = Doldeth

# content/oldworld/map.grim
oldworld__location__glenmore__name = Glenmore

# content/oldworld/map.grim
oldworld__location__gorthur-gvaed__name = Gorthur Gvaed

# content/oldworld/map.grim
oldworld__location__haern-caduch__name = Haern Caduch

# content/oldworld/map.grim
oldworld__location__hengfors__name = Hengfors

# content/oldworld/map.grim
oldworld__location__kaer-morhen__name = Kaer Morhen

# content/oldworld/map.grim
oldworld__location__kaer-seren__name = Kaer Seren

# content/oldworld/map.grim
oldworld__location__loc-ichaer__name = Loc Ichaer

# content/oldworld/map.grim
oldworld__location__novigrad__name = Novigrad

# content/oldworld/map.grim
oldworld__location__stygga__name = Stygga

# content/oldworld/map.grim
oldworld__location__vengerberg__name = Vengerberg

# content/oldworld/map.grim
oldworld__location__vizima__name = Vizima

# content/oldworld/map.grim
oldworld__map__old-world__name = The Old World

# content/oldworld/monsters.grim
oldworld__monster__arachas__name = Arachas

# content/oldworld/monsters.grim
oldworld__monster__archespore__name = Archespore

# content/oldworld/monsters.grim
oldworld__monster__barghest__name = Barghest

# content/oldworld/monsters.grim
oldworld__monster__brewess__name = Brewess

# content/oldworld/monsters.grim
oldworld__monster__bruxa__name = Bruxa

# content/oldworld/monsters.grim
oldworld__monster__drowners-nest__name = Drowner's Nest

# content/oldworld/monsters.grim
oldworld__monster__ekimmara__name = Ekimmara

# content/oldworld/monsters.grim
oldworld__monster__fiend__name = Fiend

# content/oldworld/monsters.grim
oldworld__monster__foglet__name = Foglet

# content/oldworld/monsters.grim
oldworld__monster__ghouls-nest__name = Ghoul's Nest

# content/oldworld/monsters.grim
oldworld__monster__glustyworp__name = Glustyworp

# content/oldworld/monsters.grim
oldworld__monster__grave-hag__name = Grave Hag

# content/oldworld/monsters.grim
oldworld__monster__griffin__name = Griffin

# content/oldworld/monsters.grim
oldworld__monster__harpy__name = Harpy

# content/oldworld/monsters.grim
oldworld__monster__leshen__name = Leshen

# content/oldworld/monsters.grim
oldworld__monster__manticore__name = Manticore

# content/oldworld/monsters.grim
oldworld__monster__nekkers-nest__name = Nekker's Nest

# content/oldworld/monsters.grim
oldworld__monster__nightwraith__name = Nightwraith

# content/oldworld/monsters.grim
oldworld__monster__noonwraith__name = Noonwraith

# content/oldworld/monsters.grim
oldworld__monster__penitent__name = Penitent

# content/oldworld/monsters.grim
oldworld__monster__rotfiend__name = Rotfiend

# content/oldworld/monsters.grim
oldworld__monster__striga__name = Striga

# content/oldworld/monsters.grim
oldworld__monster__water-hag__name = Water Hag

# content/oldworld/monsters.grim
oldworld__monster__weavess__name = Weavess

# content/oldworld/monsters.grim
oldworld__monster__werewolf__name = Werewolf

# content/oldworld/monsters.grim
oldworld__monster__whispess__name = Whispess

# content/oldworld/monsters.grim
oldworld__monster__wyvern__name = Wyvern

# content/oldworld/monsters.grim
oldworld__monster__yghern__name = Yghern

# content/oldworld/potions.grim
oldworld__potion__black-blood__name = Black Blood

# content/oldworld/potions.grim
oldworld__potion__cat__name = Cat

# content/oldworld/potions.grim
oldworld__potion__maribor-forest__name = Maribor Forest

# content/oldworld/potions.grim
oldworld__potion__swallow__name = Swallow

# content/oldworld/potions.grim
oldworld__potion__tawny-owl__name = Tawny Owl

# content/oldworld/potions.grim
oldworld__potion__thunderbolt__name = Thunderbolt

# content/oldworld/potions.grim
oldworld__potion__white-raffard__name = White Raffard's Decoction

# content/oldworld/map.grim
oldworld__school__bear__name = School of the Bear

# content/oldworld/map.grim
oldworld__school__cat__name = School of the Cat

# content/oldworld/map.grim
oldworld__school__griffin__name = School of the Griffin

# content/oldworld/map.grim
oldworld__school__viper__name = School of the Viper

# content/oldworld/map.grim
oldworld__school__wolf__name = School of the Wolf

# content/oldworld/map.grim
oldworld__setup__setup__name = Setup

# content/oldworld/witchers.grim
oldworld__witcher__bear-witcher__name = Witcher of the Bear

# content/oldworld/witchers.grim
oldworld__witcher__cat-witcher__name = Witcher of the Cat

# content/oldworld/witchers.grim
oldworld__witcher__griffin-witcher__name = Witcher of the Griffin

# content/oldworld/witchers.grim
oldworld__witcher__viper-witcher__name = Witcher of the Viper

# content/oldworld/witchers.grim
oldworld__witcher__wolf-witcher__name = Witcher of the Wolf
