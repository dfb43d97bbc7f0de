### adventure / base: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/adventure/board.grim:128
board__continent__name = The Continent

# content/adventure/companions.grim:7
companion__paulie-dahlberg__name = Paulie Dahlberg

# content/adventure/companions.grim:23
companion__regan__name = Regan Dahlberg

# content/adventure/companions.grim:12
companion__xavier-moran__name = Xavier Moran

# content/adventure/companions.grim:18
companion__yannick-brass__name = Yannick Brass

# content/adventure/development-geralt.grim:61
development__aard__name = Aard

# content/adventure/development-geralt.grim:79
development__axii__name = Axii

# content/adventure/development-dandelion.grim:83
development__ballad-of-the-white-wolf__name = Ballad of the White Wolf

# content/adventure/development-yarpen.grim:19
development__battle-hammer__name = Battle Hammer

# content/adventure/development-geralt.grim:36
development__blizzard__name = Blizzard

# content/adventure/development-yarpen.grim:56
development__bombs__name = Dwarven Bombs

# content/adventure/development-geralt.grim:30
development__cat__name = Cat

# content/adventure/development-triss.grim:21
development__chain-lightning__name = Chain Lightning

# content/adventure/development-yarpen.grim:43
development__chainmail__name = Dwarven Chainmail

# content/adventure/development-dandelion.grim:51
development__countess-de-stael__name = Countess de Stael

# content/adventure/development-yarpen.grim:25
development__crossbow__name = Crossbow

# content/adventure/development-dandelion.grim:21
development__dijkstra__name = Sigismund Dijkstra

# content/adventure/development-triss.grim:89
development__dimeritium-amulet__name = Amulet of Focus

# content/adventure/development-triss.grim:51
development__dispel__name = Dispel

# content/adventure/development-yarpen.grim:81
development__dragon-hunter__name = Dragon Hunter

# content/adventure/development-dandelion.grim:57
development__dudu-the-doppler__name = Dudu the Doppler

# content/adventure/development-yarpen.grim:69
development__dwarven-map__name = Dwarven Map

# content/adventure/development-yarpen.grim:13
development__dwarven-shield__name = Dwarven Shield

# content/adventure/development-yarpen.grim:49
development__dwarven-spirit__name = Flask of Dwarven Spirit

# content/adventure/development-dandelion.grim:33
development__essi-daven__name = Essi Daven

# content/adventure/development-triss.grim:9
development__fireball__name = Fireball

# content/adventure/development-geralt.grim:48
development__golden-oriole__name = Golden Oriole

# content/adventure/development-dandelion.grim:95
development__gossip-network__name = Gossip Network

# content/adventure/development-triss.grim:33
development__healing-touch__name = Healing Touch

# content/adventure/development-geralt.grim:56
development__igni__name = Igni

# content/adventure/development-triss.grim:57
development__illusion__name = Illusion

# content/adventure/development-triss.grim:71
development__lodge-membership__name = Lodge Membership

# content/adventure/development-dandelion.grim:65
development__lute__name = Elven Lute

# content/adventure/development-triss.grim:15
development__magic-shield__name = Magic Shield

# content/adventure/development-yarpen.grim:7
development__mahakam-axe__name = Mahakam Axe

# content/adventure/development-yarpen.grim:93
development__mahakam-contacts__name = Mahakam Contacts

# content/adventure/development-yarpen.grim:31
development__mahakam-helmet__name = Mahakam Helmet

# content/adventure/development-triss.grim:83
development__megascope__name = Megascope

# content/adventure/development-triss.grim:63
development__merigolds-hailstorm__name = Merigold's Hailstorm

# content/adventure/development-yarpen.grim:63
development__mining-pick__name = Mining Pick

# content/adventure/development-dandelion.grim:71
development__oxenfurt-lecture__name = Oxenfurt Lecture

# content/adventure/development-dandelion.grim:39
development__philippa-eilhart__name = Philippa Eilhart

# content/adventure/development-dandelion.grim:15
development__priscilla__name = Priscilla

# content/adventure/development-geralt.grim:67
development__quen__name = Quen

# content/adventure/development-dandelion.grim:89
development__quick-escape__name = Quick Escape

# content/adventure/development-triss.grim:77
development__royal-advisor__name = Royal Advisor

# content/adventure/development-triss.grim:39
development__scrying__name = Scrying

# content/adventure/development-dandelion.grim:27
development__shani__name = Shani

# content/adventure/development-yarpen.grim:37
development__sihil-blade__name = Sihil Blade

# content/adventure/development-geralt.grim:87
development__silver-sword__name = Silver Sword

# content/adventure/development-dandelion.grim:77
development__silver-tongue__name = Silver Tongue

# content/adventure/development-triss.grim:95
development__sorceress-intuition__name = Sorceress's Intuition

# content/adventure/development-geralt.grim:99
development__steel-sword__name = Steel Sword

# content/adventure/development-yarpen.grim:87
development__stubborn__name = Stubborn as a Dwarf

# content/adventure/development-geralt.grim:12
development__swallow__name = Swallow

# content/adventure/development-geralt.grim:24
development__tawny-owl__name = Tawny Owl

# content/adventure/development-triss.grim:45
development__telekinesis__name = Telekinesis

# content/adventure/development-triss.grim:27
development__teleport__name = Teleport

# content/adventure/development-geralt.grim:18
development__thunderbolt__name = Thunderbolt

# content/adventure/development-dandelion.grim:45
development__vernon-roche__name = Vernon Roche

# content/adventure/development-yarpen.grim:75
development__veteran__name = Veteran

# content/adventure/development-geralt.grim:42
development__white-raffard__name = White Raffard's Decoction

# content/adventure/development-geralt.grim:93
development__witcher-medallion__name = Witcher Medallion

# content/adventure/development-geralt.grim:73
development__yrden__name = Yrden

# content/adventure/development-dandelion.grim:9
development__zoltan-chivay__name = Zoltan Chivay

# content/adventure/dice.grim:10
die__battle-die-1__name = Battle Die 1

# content/adventure/dice.grim:19
die__battle-die-2__name = Battle Die 2

# content/adventure/dice.grim:28
die__battle-die-3__name = Battle Die 3

# content/adventure/dice.grim:74
die__dandelion-die__name = Dandelion Hero Die

# content/adventure/dice.grim:38
die__geralt-die-1__name = Geralt Hero Die 1

# content/adventure/dice.grim:47
die__geralt-die-2__name = Geralt Hero Die 2

# content/adventure/dice.grim:56
die__geralt-die-3__name = Geralt Hero Die 3

# content/adventure/dice.grim:65
die__triss-die__name = Triss Hero Die

# content/adventure/dice.grim:86
die__yarpen-die__name = Yarpen Hero Die

# content/adventure/enemies.grim:168
enemy__assassin__name = Hired Assassin

# content/adventure/enemies.grim:9
enemy__bandits__name = Bandits

# content/adventure/enemies.grim:128
enemy__bruxa__name = Bruxa

# content/adventure/enemies.grim:60
enemy__cultists__name = Cultists of the Eternal Fire

# content/adventure/enemies.grim:144
enemy__djinn__name = Djinn

# content/adventure/enemies.grim:68
enemy__drowner-pack__name = Drowner Pack

# content/adventure/enemies.grim:136
enemy__golden-dragon__name = Golden Dragon

# content/adventure/enemies.grim:87
enemy__golem__name = Golem

# content/adventure/enemies.grim:17
enemy__highwaymen__name = Highwaymen

# content/adventure/enemies.grim:120
enemy__kikimore__name = Kikimore Queen

# content/adventure/enemies.grim:104
enemy__leshen__name = Leshen

# content/adventure/enemies.grim:52
enemy__mercenaries__name = Mercenaries

# content/adventure/enemies.grim:76
enemy__necromancer__name = Necromancer

# content/adventure/enemies.grim:25
enemy__nilfgaardian-patrol__name = Nilfgaardian Patrol

# content/adventure/enemies.grim:152
enemy__pirate-crew__name = Skellige Raiders

# content/adventure/enemies.grim:34
enemy__scoiatael-commando__name = Scoia'tael Commando

# content/adventure/enemies.grim:160
enemy__temple-guard__name = Temple Guard

# content/adventure/enemies.grim:112
enemy__troll__name = Rock Troll

# content/adventure/enemies.grim:177
enemy__vampire__name = Higher Vampire

# content/adventure/enemies.grim:96
enemy__wild-hunt-rider__name = Wild Hunt Rider

# content/adventure/enemies.grim:43
enemy__witch-hunters__name = Witch Hunters

# content/adventure/foulfate.grim:92
foulfate__bad-reputation__name = Bad Reputation

# content/adventure/foulfate.grim:108
foulfate__broken-gear__name = Broken Gear

# content/adventure/foulfate.grim:9
foulfate__bushwhacked__name = Bushwhacked

# content/adventure/foulfate.grim:45
foulfate__cold-trail__name = Cold Trail

# content/adventure/foulfate.grim:75
foulfate__curse__name = Curse

# content/adventure/foulfate.grim:27
foulfate__deep-cut__name = Deep Cut

# content/adventure/foulfate.grim:157
foulfate__drowners-at-the-ford__name = Drowners at the Ford

# content/adventure/foulfate.grim:81
foulfate__evil-eye__name = Evil Eye

# content/adventure/foulfate.grim:39
foulfate__flooded-roads__name = Flooded Roads

# content/adventure/foulfate.grim:132
foulfate__forged-documents__name = Forged Documents

# content/adventure/foulfate.grim:14
foulfate__highway-robbery__name = Highway Robbery

# content/adventure/foulfate.grim:70
foulfate__hunted-by-the-beast__name = Hunted by the Beast

# content/adventure/foulfate.grim:162
foulfate__informer__name = Informer

# content/adventure/foulfate.grim:127
foulfate__lost-in-the-fog__name = Lost in the Fog

# content/adventure/foulfate.grim:64
foulfate__monster-sighting__name = Monster Sighting

# content/adventure/foulfate.grim:143
foulfate__most-wanted__name = Most Wanted

# content/adventure/foulfate.grim:58
foulfate__nilfgaardian-advance__name = Nilfgaardian Advance

# content/adventure/foulfate.grim:33
foulfate__pickpocket__name = Pickpocket

# content/adventure/foulfate.grim:97
foulfate__plague__name = Catriona Plague

# content/adventure/foulfate.grim:148
foulfate__restless-dead__name = Restless Dead

# content/adventure/foulfate.grim:54
foulfate__storm__flavour = Nobody travels in this weather. Nobody sensible.

# content/adventure/foulfate.grim:51
foulfate__storm__name = Storm

# content/adventure/foulfate.grim:86
foulfate__tavern-brawl__name = Tavern Brawl

# content/adventure/foulfate.grim:102
foulfate__tax-collector__name = Tax Collector

# content/adventure/foulfate.grim:113
foulfate__treacherous-pass__name = Treacherous Pass

# content/adventure/foulfate.grim:23
foulfate__twisted-ankle__flavour = A root, a rut, a curse.

# content/adventure/foulfate.grim:20
foulfate__twisted-ankle__name = Twisted Ankle

# content/adventure/foulfate.grim:137
foulfate__witch-hunt__name = Witch Hunt

# content/adventure/foulfate.grim:122
foulfate__wrong-turn__name = Wrong Turn

# content/adventure/goodfortune.grim:57
goodfortune__blessing__name = Blessing of Melitele

# content/adventure/goodfortune.grim:82
goodfortune__crowd-of-well-wishers__name = Crowd of Well-Wishers

# content/adventure/goodfortune.grim:72
goodfortune__desperate-ritual__name = Desperate Ritual

# content/adventure/goodfortune.grim:67
goodfortune__fast-horse__name = Fast Horse

# content/adventure/goodfortune.grim:37
goodfortune__friendly-inn__flavour = A warm meal and a dry bed.

# content/adventure/goodfortune.grim:35
goodfortune__friendly-inn__name = Friendly Inn

# content/adventure/goodfortune.grim:92
goodfortune__friends-in-novigrad__name = Friends in Novigrad

# content/adventure/goodfortune.grim:25
goodfortune__full-purse__name = Full Purse

# content/adventure/goodfortune.grim:30
goodfortune__informant__name = Talkative Informant

# content/adventure/goodfortune.grim:41
goodfortune__keen-eye__name = Keen Eye

# content/adventure/goodfortune.grim:52
goodfortune__lucky-find__name = Lucky Find

# content/adventure/goodfortune.grim:8
goodfortune__lucky-strike__name = Lucky Strike

# content/adventure/goodfortune.grim:62
goodfortune__renown__name = Renown

# content/adventure/goodfortune.grim:47
goodfortune__safe-passage__name = Safe Passage

# content/adventure/goodfortune.grim:20
goodfortune__second-wind__name = Second Wind

# content/adventure/goodfortune.grim:14
goodfortune__steady-guard__name = Steady Guard

# content/adventure/goodfortune.grim:87
goodfortune__veterans-luck__name = Veteran's Luck

# content/adventure/goodfortune.grim:77
goodfortune__windfall__name = Windfall

# content/adventure/heroes.grim:36
hero__dandelion__flavour = A force of chaos and serendipity.

# content/adventure/heroes.grim:35
hero__dandelion__name = Dandelion

# content/adventure/heroes.grim:12
hero__geralt__flavour = A wandering solution in search of his next problem.

# content/adventure/heroes.grim:11
hero__geralt__name = Geralt of Rivia

# content/adventure/heroes.grim:24
hero__triss__flavour = Among the most powerful members of the Lodge of Sorceresses.

# content/adventure/heroes.grim:23
hero__triss__name = Triss Merigold

# content/adventure/heroes.grim:50
hero__yarpen__flavour = Tough as a Mahakam-forged blade and many times as deadly.

# content/adventure/heroes.grim:49
hero__yarpen__name = Yarpen Zigrin

# content/adventure/investigation-blue.grim:141
investigation__alchemists-commission__name = Alchemist's Commission

# content/adventure/investigation-red.grim:156
investigation__ambush-in-the-woods__name = Ambush in the Woods

# content/adventure/investigation-blue.grim:149
investigation__ancient-tome__name = Ancient Tome

# content/adventure/investigation-blue.grim:161
investigation__arcane-library__name = Arcane Library

# content/adventure/investigation-red.grim:95
investigation__armoury__name = Armoury

# content/adventure/investigation-purple.grim:73
investigation__ball-at-the-palace__name = Ball at the Palace

# content/adventure/investigation-red.grim:31
investigation__bandit-camp__name = Bandit Camp

# content/adventure/investigation-red.grim:75
investigation__battlefield-scavenging__name = Battlefield Scavenging

# content/adventure/investigation-blue.grim:30
investigation__black-ones-camp__name = Camp of the Black Ones

# content/adventure/investigation-purple.grim:35
investigation__blackmail__name = Blackmail

# content/adventure/investigation-red.grim:139
investigation__bounty-board__name = Bounty Board

# content/adventure/investigation-purple.grim:98
investigation__bribed-official__name = Bribed Official

# content/adventure/investigation-purple.grim:10
investigation__court-secrets__name = Court Secrets

# content/adventure/investigation-blue.grim:124
investigation__crypt-of-the-restless__name = Crypt of the Restless

# content/adventure/investigation-blue.grim:97
investigation__cursed-relic__name = Cursed Relic

# content/adventure/investigation-blue.grim:184
investigation__dark-ritual__name = Dark Ritual

# content/adventure/investigation-purple.grim:47
investigation__dijkstras-interest__name = Dijkstra's Interest

# content/adventure/investigation-blue.grim:114
investigation__dimeritium-shackles__name = Dimeritium Shackles

# content/adventure/investigation-purple.grim:145
investigation__diplomatic-mission__name = Diplomatic Mission

# content/adventure/investigation-red.grim:25
investigation__drowner-infestation__name = Drowner Infestation

# content/adventure/investigation-red.grim:111
investigation__duel__name = Duel of Honour

# content/adventure/investigation-blue.grim:64
investigation__elder-blood__name = Elder Blood

# content/adventure/investigation-blue.grim:134
investigation__elemental-remnant__name = Elemental Remnant

# content/adventure/investigation-blue.grim:38
investigation__elven-ruins__name = Elven Ruins

# content/adventure/investigation-purple.grim:173
investigation__failed-negotiations__name = Failed Negotiations

# content/adventure/investigation-blue.grim:206
investigation__favourable-omen__name = Favourable Omen

# content/adventure/investigation-purple.grim:103
investigation__feast__name = Wedding Feast

# content/adventure/investigation-red.grim:124
investigation__field-hospital__name = Field Hospital

# content/adventure/investigation-purple.grim:67
investigation__gossip__name = Tavern Gossip

# content/adventure/investigation-red.grim:162
investigation__grave-injury__name = Grave Injury

# content/adventure/investigation-purple.grim:79
investigation__gwent-tournament__name = Gwent Tournament

# content/adventure/investigation-blue.grim:129
investigation__haunted-mill__name = Haunted Mill

# content/adventure/investigation-blue.grim:178
investigation__healers-hut__name = Healer's Hut

# content/adventure/investigation-red.grim:119
investigation__hold-the-line__name = Hold the Line

# content/adventure/investigation-blue.grim:24
investigation__imperial-spy__name = Imperial Spy

# content/adventure/investigation-purple.grim:25
investigation__incriminating-letters__name = Incriminating Letters

# content/adventure/investigation-purple.grim:162
investigation__insulted-nobleman__name = Insulted Nobleman

# content/adventure/investigation-purple.grim:124
investigation__invitation-to-novigrad__name = Invitation to Novigrad

# content/adventure/investigation-purple.grim:168
investigation__jailed__name = Thrown in Jail

# content/adventure/investigation-red.grim:129
investigation__kaedweni-recruiters__name = Kaedweni Recruiters

# content/adventure/investigation-blue.grim:72
investigation__lodge-summons__name = Summons of the Lodge

# content/adventure/investigation-blue.grim:103
investigation__magic-backlash__name = Magic Backlash

# content/adventure/investigation-red.grim:37
investigation__mercenary-company__name = Mercenary Company

# content/adventure/investigation-purple.grim:61
investigation__merchant-guild__name = Merchant Guild

# content/adventure/investigation-red.grim:172
investigation__monster-invasion__name = Monster Invasion

# content/adventure/investigation-red.grim:81
investigation__monster-lair__name = Monster Lair

# content/adventure/investigation-red.grim:8
investigation__monster-nest__name = Monster Nest

# content/adventure/investigation-red.grim:147
investigation__monster-trophy__name = Monster Trophy

# content/adventure/investigation-blue.grim:192
investigation__mysterious-stranger__name = Mysterious Stranger

# content/adventure/investigation-red.grim:62
investigation__necromancers-crypt__name = Necromancer's Crypt

# content/adventure/investigation-blue.grim:18
investigation__nilfgaardian-emissary__name = Nilfgaardian Emissary

# content/adventure/investigation-purple.grim:116
investigation__oxenfurt-scholar__name = Oxenfurt Scholar

# content/adventure/investigation-purple.grim:137
investigation__patrons-seal__name = A Patron's Seal

# content/adventure/investigation-blue.grim:79
investigation__philippas-favour__name = Philippa's Favour

# content/adventure/investigation-purple.grim:93
investigation__political-scandal__name = Political Scandal

# content/adventure/investigation-blue.grim:109
investigation__portal-mishap__name = Portal Mishap

# content/adventure/investigation-blue.grim:173
investigation__prophecy-of-ithlinne__name = Prophecy of Ithlinne

# content/adventure/investigation-purple.grim:88
investigation__redanian-intelligence__name = Redanian Intelligence

# content/adventure/investigation-purple.grim:55
investigation__royal-audience__name = Royal Audience

# content/adventure/investigation-blue.grim:57
investigation__scoiatael-ambush__name = Scoia'tael Ambush

# content/adventure/investigation-purple.grim:108
investigation__scoiatael-envoy__name = Scoia'tael Envoy

# content/adventure/investigation-blue.grim:45
investigation__seidhe-sage__name = Seidhe Sage

# content/adventure/investigation-purple.grim:41
investigation__sell-secrets__name = Sell Secrets

# content/adventure/investigation-red.grim:14
investigation__silver-contract__name = Silver Contract

# content/adventure/investigation-red.grim:47
investigation__skirmish__name = Border Skirmish

# content/adventure/investigation-purple.grim:17
investigation__smugglers-ledger__name = Smuggler's Ledger

# content/adventure/investigation-blue.grim:89
investigation__sorceress-bargain__name = A Sorceress's Bargain

# content/adventure/investigation-blue.grim:198
investigation__spellbound__name = Spellbound

# content/adventure/investigation-purple.grim:131
investigation__street-thugs__name = Street Thugs

# content/adventure/investigation-red.grim:57
investigation__strigas-curse__name = The Striga's Curse

# content/adventure/investigation-red.grim:86
investigation__tracks-in-the-mud__name = Tracks in the Mud

# content/adventure/investigation-purple.grim:153
investigation__trade-agreement__name = Trade Agreement

# content/adventure/investigation-red.grim:69
investigation__training-yard__name = Training Yard

# content/adventure/investigation-red.grim:42
investigation__troll-bridge__name = Troll Bridge

# content/adventure/investigation-red.grim:101
investigation__veterans-advice__name = Veteran's Advice

# content/adventure/investigation-red.grim:167
investigation__war-refugees__name = War Refugees

# content/adventure/investigation-blue.grim:167
investigation__whispers-in-the-tower__name = Whispers in the Tower

# content/adventure/investigation-red.grim:52
investigation__wild-hunt-omen__name = Omen of the Wild Hunt

# content/adventure/investigation-red.grim:20
investigation__witchers-contract__name = Witcher's Contract

# content/adventure/investigation-red.grim:106
investigation__wounded-soldier__name = Wounded Soldier

# content/adventure/investigation-blue.grim:13
investigation__zerikanian-assassin__name = Zerikanian Assassin

# content/adventure/board.grim:48
location__ard-carraig__name = Ard Carraig

# content/adventure/board.grim:44
location__ban-ard__name = Ban Ard

# content/adventure/board.grim:83
location__brokilon__flavour = The dryads' forest: no one comes back with news.

# content/adventure/board.grim:82
location__brokilon__name = Brokilon

# content/adventure/board.grim:57
location__cidaris__name = Cidaris

# content/adventure/board.grim:92
location__cintra__name = Cintra

# content/adventure/board.grim:110
location__dol-blathanna__name = Dol Blathanna

# content/adventure/board.grim:87
location__duen-canell__name = Duén Canell

# content/adventure/board.grim:78
location__ellander__flavour = The temple of Melitele takes in every wounded traveller.

# content/adventure/board.grim:76
location__ellander__name = Ellander

# content/adventure/board.grim:61
location__gors-velen__name = Gors Velen

# content/adventure/board.grim:98
location__jaruga__flavour = A river crossing watched by two armies.

# content/adventure/board.grim:97
location__jaruga__name = Jaruga

# content/adventure/board.grim:40
location__kaer-morhen__name = Kaer Morhen

# content/adventure/board.grim:53
location__kerack__name = Kerack

# content/adventure/board.grim:118
location__loc-muinne__name = Loc Muinne

# content/adventure/board.grim:101
location__mahakam__name = Mahakam

# content/adventure/board.grim:70
location__novigrad__name = Novigrad

# content/adventure/board.grim:114
location__shaerrawedd__name = Shaerrawedd

# content/adventure/board.grim:105
location__vengerberg__name = Vengerberg

# content/adventure/board.grim:66
location__wyzima__name = Wyzima

# content/adventure/monsters.grim:91
monster__alghoul__name = Alghoul

# content/adventure/monsters.grim:193
monster__arachas__name = Arachas

# content/adventure/monsters.grim:110
monster__archespore__name = Archespore

# content/adventure/monsters.grim:10
monster__drowner__name = Drowner

# content/adventure/monsters.grim:167
monster__ekimmara__name = Ekimmara

# content/adventure/monsters.grim:158
monster__fiend__name = Fiend

# content/adventure/monsters.grim:73
monster__fleder__name = Fleder

# content/adventure/monsters.grim:128
monster__foglet__name = Foglet

# content/adventure/monsters.grim:19
monster__ghoul__name = Ghoul

# content/adventure/monsters.grim:149
monster__griffin__name = Griffin

# content/adventure/monsters.grim:61
monster__harpy__name = Harpy

# content/adventure/monsters.grim:175
monster__katakan__name = Katakan

# content/adventure/monsters.grim:28
monster__nekker__name = Nekker

# content/adventure/monsters.grim:119
monster__noonwraith__name = Noonwraith

# content/adventure/monsters.grim:38
monster__phantom__name = Phantom

# content/adventure/monsters.grim:54
monster__rotfiend__name = Rotfiend

# content/adventure/monsters.grim:141
monster__striga__name = Striga

# content/adventure/monsters.grim:100
monster__werewolf__name = Werewolf

# content/adventure/monsters.grim:46
monster__wolves__name = Wolves

# content/adventure/monsters.grim:82
monster__wraith__name = Wraith

# content/adventure/monsters.grim:185
monster__wyvern__name = Wyvern

# content/adventure/quests-combat.grim:154
quest__bandit-king__name = The Bandit King

# content/adventure/quests-diplomacy.grim:28
quest__bards-competition__name = The Bards' Competition

# content/adventure/quests-combat.grim:130
quest__battle-for-brokilon__name = Battle for Brokilon

# content/adventure/quests-magic.grim:53
quest__cult-of-the-eternal-fire__name = The Eternal Fire

# content/adventure/quests-combat.grim:23
quest__curse-of-wyzima__name = The Curse of Wyzima

# content/adventure/quests-combat.grim:83
quest__defend-mahakam__name = Defend Mahakam

# content/adventure/quests-combat.grim:181
quest__dragon-hunt__name = The Dragon Hunt

# content/adventure/quests-diplomacy.grim:119
quest__dryad-treaty__name = Treaty with the Dryads

# content/adventure/quests-magic.grim:111
quest__dryads-plea__name = The Dryads' Plea

# content/adventure/quests-diplomacy.grim:50
quest__dwarven-guild__name = The Dwarven Guild

# content/adventure/quests-magic.grim:134
quest__elder-blood-prophecy__name = The Elder Blood Prophecy

# content/adventure/quests-magic.grim:65
quest__elven-artifact__name = The Elven Artifact

# content/adventure/quests-diplomacy.grim:39
quest__elven-envoy__name = The Elven Envoy

# content/adventure/quests-combat.grim:71
quest__griffin-of-ban-ard__name = The Griffin of Ban Ard

# content/adventure/quests-combat.grim:118
quest__hunt-for-the-fiend__name = Hunt for the Fiend

# content/adventure/quests-diplomacy.grim:108
quest__kaedweni-alliance__name = The Kaedweni Alliance

# content/adventure/quests-magic.grim:145
quest__kaer-morhen-library__name = The Kaer Morhen Library

# content/adventure/quests-diplomacy.grim:142
quest__king-of-beggars__name = The King of Beggars

# content/adventure/quests-magic.grim:6
quest__lodge-conclave__name = Conclave of the Lodge

# content/adventure/quests-combat.grim:193
quest__mercenary-war__name = The Mercenary War

# content/adventure/quests-magic.grim:88
quest__necromancers-tower__name = The Necromancer's Tower

# content/adventure/quests-diplomacy.grim:84
quest__nilfgaardian-envoy__name = The Nilfgaardian Envoy

# content/adventure/quests-diplomacy.grim:17
quest__peace-talks__name = Peace Talks at Loc Muinne

# content/adventure/quests-magic.grim:29
quest__phantom-of-ban-ard__name = The Phantom of Ban Ard

# content/adventure/quests-magic.grim:156
quest__plague-of-wyzima__name = The Catriona Plague

# content/adventure/quests-magic.grim:100
quest__portal-of-vengerberg__name = The Portal of Vengerberg

# content/adventure/quests-combat.grim:95
quest__raiders-of-cidaris__name = Raiders of Cidaris

# content/adventure/quests-magic.grim:179
quest__river-crossing__name = The Jaruga Crossing

# content/adventure/quests-diplomacy.grim:153
quest__river-trade__name = Trade on the Jaruga

# content/adventure/quests-combat.grim:12
quest__road-of-no-return__name = Road of No Return

# content/adventure/quests-diplomacy.grim:73
quest__royal-wedding__name = A Royal Wedding

# content/adventure/quests-combat.grim:166
quest__ruins-of-loc-muinne__name = Ruins of Loc Muinne

# content/adventure/quests-diplomacy.grim:130
quest__scoiatael-hostages__name = The Scoia'tael Hostages

# content/adventure/quests-magic.grim:17
quest__secrets-of-shaerrawedd__name = Secrets of Shaerrawedd

# content/adventure/quests-combat.grim:47
quest__sewers-of-novigrad__name = Beneath Novigrad

# content/adventure/quests-diplomacy.grim:61
quest__smugglers-den__name = The Smugglers' Den

# content/adventure/quests-diplomacy.grim:96
quest__temple-of-melitele__name = The Temple of Melitele

# content/adventure/quests-magic.grim:167
quest__the-bruxa__name = Night of the Bruxa

# content/adventure/quests-magic.grim:41
quest__the-djinn__name = The Djinn's Bottle

# content/adventure/quests-magic.grim:122
quest__the-golem-forge__name = The Golem Forge

# content/adventure/quests-diplomacy.grim:6
quest__the-redanian-throne__name = The Redanian Throne

# content/adventure/quests-combat.grim:59
quest__troll-toll__name = The Troll's Toll

# content/adventure/quests-combat.grim:142
quest__vampire-of-cintra__name = The Vampire of Cintra

# content/adventure/quests-diplomacy.grim:176
quest__vengerberg-court__name = The Court of Vengerberg

# content/adventure/quests-diplomacy.grim:165
quest__witcher-for-hire__name = A Witcher for Hire

# content/adventure/quests-combat.grim:107
quest__witchers-trial__name = The Witcher's Trial

# content/adventure/quests-combat.grim:35
quest__wolves-of-kaedwen__name = Wolves of Kaedwen

# content/adventure/quests-magic.grim:76
quest__wraith-of-ellander__name = The Wraith of Ellander

# content/adventure/board.grim:24
region__blue__name = Blue Region

# content/adventure/board.grim:9
region__gray__name = Gray Region

# content/adventure/board.grim:34
region__green__name = Green Region

# content/adventure/board.grim:14
region__purple__name = Purple Region

# content/adventure/board.grim:19
region__red__name = Red Region

# content/adventure/board.grim:29
region__yellow__name = Yellow Region

# content/adventure/traits.grim:9
trait__aen-seidhe__name = Aen Seidhe

# content/adventure/traits.grim:16
trait__friend__name = Friend

# content/adventure/traits.grim:17
trait__gear__name = Gear

# content/adventure/traits.grim:11
trait__lodge-of-sorceresses__name = Lodge of Sorceresses

# content/adventure/traits.grim:10
trait__nilfgaard__name = Nilfgaard

# content/adventure/traits.grim:13
trait__potion__name = Potion

# content/adventure/traits.grim:19
trait__scoiatael__name = Scoia'tael

# content/adventure/traits.grim:15
trait__spell__name = Spell

# content/adventure/traits.grim:18
trait__training__name = Training

# content/adventure/traits.grim:12
trait__valuable-information__name = Valuable Information

# content/adventure/traits.grim:14
trait__witcher-sign__name = Witcher Sign

# content/adventure/wartrack.grim:9
wartrack__war-track__name = War Track
