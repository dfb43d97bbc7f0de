### adventure / base: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/adventure/board.grim
board__continent__name = The Continent

# content/adventure/companions.grim
companion__paulie-dahlberg__name = Paulie Dahlberg

# content/adventure/companions.grim
companion__regan__name = Regan Dahlberg

# content/adventure/companions.grim
companion__xavier-moran__name = Xavier Moran

# content/adventure/companions.grim
companion__yannick-brass__name = Yannick Brass

# content/adventure/development-geralt.grim
development__aard__name = Aard

# content/adventure/development-geralt.grim
development__axii__name = Axii

# content/adventure/development-dandelion.grim
development__ballad-of-the-white-wolf__name = Ballad of the White Wolf

# content/adventure/development-yarpen.grim
development__battle-hammer__name = Battle Hammer

# content/adventure/development-geralt.grim
development__blizzard__name = Blizzard

# content/adventure/development-yarpen.grim
development__bombs__name = Dwarven Bombs

# content/adventure/development-geralt.grim
development__cat__name = Cat

# content/adventure/development-triss.grim
development__chain-lightning__name = Chain Lightning

# content/adventure/development-yarpen.grim
development__chainmail__name = Dwarven Chainmail

# content/adventure/development-dandelion.grim
development__countess-de-stael__name = Countess de Stael

# content/adventure/development-yarpen.grim
development__crossbow__name = Crossbow

# content/adventure/development-dandelion.grim
development__dijkstra__name = Sigismund Dijkstra

# content/adventure/development-triss.grim
development__dimeritium-amulet__name = Amulet of Focus

# content/adventure/development-triss.grim
development__dispel__name = Dispel

# content/adventure/development-yarpen.grim
development__dragon-hunter__name = Dragon Hunter

# content/adventure/development-dandelion.grim
development__dudu-the-doppler__name = Dudu the Doppler

# content/adventure/development-yarpen.grim
development__dwarven-map__name = Dwarven Map

# content/adventure/development-yarpen.grim
development__dwarven-shield__name = Dwarven Shield

# content/adventure/development-yarpen.grim
development__dwarven-spirit__name = Flask of Dwarven Spirit

# content/adventure/development-dandelion.grim
development__essi-daven__name = Essi Daven

# content/adventure/development-triss.grim
development__fireball__name = Fireball

# content/adventure/development-geralt.grim
development__golden-oriole__name = Golden Oriole

# content/adventure/development-dandelion.grim
development__gossip-network__name = Gossip Network

# content/adventure/development-triss.grim
development__healing-touch__name = Healing Touch

# content/adventure/development-geralt.grim
development__igni__name = Igni

# content/adventure/development-triss.grim
development__illusion__name = Illusion

# content/adventure/development-triss.grim
development__lodge-membership__name = Lodge Membership

# content/adventure/development-dandelion.grim
development__lute__name = Elven Lute

# content/adventure/development-triss.grim
development__magic-shield__name = Magic Shield

# content/adventure/development-yarpen.grim
development__mahakam-axe__name = Mahakam Axe

# content/adventure/development-yarpen.grim
development__mahakam-contacts__name = Mahakam Contacts

# content/adventure/development-yarpen.grim
development__mahakam-helmet__name = Mahakam Helmet

# content/adventure/development-triss.grim
development__megascope__name = Megascope

# content/adventure/development-triss.grim
development__merigolds-hailstorm__name = Merigold's Hailstorm

# content/adventure/development-yarpen.grim
development__mining-pick__name = Mining Pick

# content/adventure/development-dandelion.grim
development__oxenfurt-lecture__name = Oxenfurt Lecture

# content/adventure/development-dandelion.grim
development__philippa-eilhart__name = Philippa Eilhart

# content/adventure/development-dandelion.grim
development__priscilla__name = Priscilla

# content/adventure/development-geralt.grim
development__quen__name = Quen

# content/adventure/development-dandelion.grim
development__quick-escape__name = Quick Escape

# content/adventure/development-triss.grim
development__royal-advisor__name = Royal Advisor

# content/adventure/development-triss.grim
development__scrying__name = Scrying

# content/adventure/development-dandelion.grim
development__shani__name = Shani

# content/adventure/development-yarpen.grim
development__sihil-blade__name = Sihil Blade

# content/adventure/development-geralt.grim
development__silver-sword__name = Silver Sword

# content/adventure/development-dandelion.grim
development__silver-tongue__name = Silver Tongue

# content/adventure/development-triss.grim
development__sorceress-intuition__name = Sorceress's Intuition

# content/adventure/development-geralt.grim
development__steel-sword__name = Steel Sword

# content/adventure/development-yarpen.grim
development__stubborn__name = Stubborn as a Dwarf

# content/adventure/development-geralt.grim
development__swallow__name = Swallow

# content/adventure/development-geralt.grim
development__tawny-owl__name = Tawny Owl

# content/adventure/development-triss.grim
development__telekinesis__name = Telekinesis

# content/adventure/development-triss.grim
development__teleport__name = Teleport

# content/adventure/development-geralt.grim
development__thunderbolt__name = Thunderbolt

# content/adventure/development-dandelion.grim
development__vernon-roche__name = Vernon Roche

# content/adventure/development-yarpen.grim
development__veteran__name = Veteran

# content/adventure/development-geralt.grim
development__white-raffard__name = White Raffard's Decoction

# content/adventure/development-geralt.grim
development__witcher-medallion__name = Witcher Medallion

# content/adventure/development-geralt.grim
development__yrden__name = Yrden

# content/adventure/development-dandelion.grim
development__zoltan-chivay__name = Zoltan Chivay

# content/adventure/dice.grim
die__battle-die-1__name = Battle Die 1

# content/adventure/dice.grim
die__battle-die-2__name = Battle Die 2

# content/adventure/dice.grim
die__battle-die-3__name = Battle Die 3

# content/adventure/dice.grim
die__dandelion-die__name = Dandelion Hero Die

# content/adventure/dice.grim
die__geralt-die-1__name = Geralt Hero Die 1

# content/adventure/dice.grim
die__geralt-die-2__name = Geralt Hero Die 2

# content/adventure/dice.grim
die__geralt-die-3__name = Geralt Hero Die 3

# content/adventure/dice.grim
die__triss-die__name = Triss Hero Die

# content/adventure/dice.grim
die__yarpen-die__name = Yarpen Hero Die

# content/adventure/enemies.grim
enemy__assassin__name = Hired Assassin

# content/adventure/enemies.grim
enemy__bandits__name = Bandits

# content/adventure/enemies.grim
enemy__bruxa__name = Bruxa

# content/adventure/enemies.grim
enemy__cultists__name = Cultists of the Eternal Fire

# content/adventure/enemies.grim
enemy__djinn__name = Djinn

# content/adventure/enemies.grim
enemy__drowner-pack__name = Drowner Pack

# content/adventure/enemies.grim
enemy__golden-dragon__name = Golden Dragon

# content/adventure/enemies.grim
enemy__golem__name = Golem

# content/adventure/enemies.grim
enemy__highwaymen__name = Highwaymen

# content/adventure/enemies.grim
enemy__kikimore__name = Kikimore Queen

# content/adventure/enemies.grim
enemy__leshen__name = Leshen

# content/adventure/enemies.grim
enemy__mercenaries__name = Mercenaries

# content/adventure/enemies.grim
enemy__necromancer__name = Necromancer

# content/adventure/enemies.grim
enemy__nilfgaardian-patrol__name = Nilfgaardian Patrol

# content/adventure/enemies.grim
enemy__pirate-crew__name = Skellige Raiders

# content/adventure/enemies.grim
enemy__scoiatael-commando__name = Scoia'tael Commando

# content/adventure/enemies.grim
enemy__temple-guard__name = Temple Guard

# content/adventure/enemies.grim
enemy__troll__name = Rock Troll

# content/adventure/enemies.grim
enemy__vampire__name = Higher Vampire

# content/adventure/enemies.grim
enemy__wild-hunt-rider__name = Wild Hunt Rider

# content/adventure/enemies.grim
enemy__witch-hunters__name = Witch Hunters

# content/adventure/foulfate.grim
foulfate__bad-reputation__name = Bad Reputation

# content/adventure/foulfate.grim
foulfate__broken-gear__name = Broken Gear

# content/adventure/foulfate.grim
# note: The Romanian rules guide prints this card's name in English ("Bushwhacked"): keep it.
foulfate__bushwhacked__name = Bushwhacked

# content/adventure/foulfate.grim
foulfate__cold-trail__name = Cold Trail

# content/adventure/foulfate.grim
foulfate__curse__name = Curse

# content/adventure/foulfate.grim
foulfate__deep-cut__name = Deep Cut

# content/adventure/foulfate.grim
foulfate__drowners-at-the-ford__name = Drowners at the Ford

# content/adventure/foulfate.grim
foulfate__evil-eye__name = Evil Eye

# content/adventure/foulfate.grim
foulfate__flooded-roads__name = Flooded Roads

# content/adventure/foulfate.grim
foulfate__forged-documents__name = Forged Documents

# content/adventure/foulfate.grim
foulfate__highway-robbery__name = Highway Robbery

# content/adventure/foulfate.grim
foulfate__hunted-by-the-beast__name = Hunted by the Beast

# content/adventure/foulfate.grim
foulfate__informer__name = Informer

# content/adventure/foulfate.grim
foulfate__lost-in-the-fog__name = Lost in the Fog

# content/adventure/foulfate.grim
foulfate__monster-sighting__name = Monster Sighting

# content/adventure/foulfate.grim
foulfate__most-wanted__name = Most Wanted

# content/adventure/foulfate.grim
foulfate__nilfgaardian-advance__name = Nilfgaardian Advance

# content/adventure/foulfate.grim
foulfate__pickpocket__name = Pickpocket

# content/adventure/foulfate.grim
foulfate__plague__name = Catriona Plague

# content/adventure/foulfate.grim
foulfate__restless-dead__name = Restless Dead

# content/adventure/foulfate.grim
foulfate__storm__flavour = Nobody travels in this weather. Nobody sensible.

# content/adventure/foulfate.grim
foulfate__storm__name = Storm

# content/adventure/foulfate.grim
foulfate__tavern-brawl__name = Tavern Brawl

# content/adventure/foulfate.grim
foulfate__tax-collector__name = Tax Collector

# content/adventure/foulfate.grim
foulfate__treacherous-pass__name = Treacherous Pass

# content/adventure/foulfate.grim
foulfate__twisted-ankle__flavour = A root, a rut, a curse.

# content/adventure/foulfate.grim
foulfate__twisted-ankle__name = Twisted Ankle

# content/adventure/foulfate.grim
foulfate__witch-hunt__name = Witch Hunt

# content/adventure/foulfate.grim
foulfate__wrong-turn__name = Wrong Turn

# content/adventure/goodfortune.grim
goodfortune__blessing__name = Blessing of Melitele

# content/adventure/goodfortune.grim
goodfortune__crowd-of-well-wishers__name = Crowd of Well-Wishers

# content/adventure/goodfortune.grim
goodfortune__desperate-ritual__name = Desperate Ritual

# content/adventure/goodfortune.grim
goodfortune__fast-horse__name = Fast Horse

# content/adventure/goodfortune.grim
goodfortune__friendly-inn__flavour = A warm meal and a dry bed.

# content/adventure/goodfortune.grim
goodfortune__friendly-inn__name = Friendly Inn

# content/adventure/goodfortune.grim
goodfortune__friends-in-novigrad__name = Friends in Novigrad

# content/adventure/goodfortune.grim
goodfortune__full-purse__name = Full Purse

# content/adventure/goodfortune.grim
goodfortune__informant__name = Talkative Informant

# content/adventure/goodfortune.grim
goodfortune__keen-eye__name = Keen Eye

# content/adventure/goodfortune.grim
goodfortune__lucky-find__name = Lucky Find

# content/adventure/goodfortune.grim
goodfortune__lucky-strike__name = Lucky Strike

# content/adventure/goodfortune.grim
goodfortune__renown__name = Renown

# content/adventure/goodfortune.grim
goodfortune__safe-passage__name = Safe Passage

# content/adventure/goodfortune.grim
goodfortune__second-wind__name = Second Wind

# content/adventure/goodfortune.grim
goodfortune__steady-guard__name = Steady Guard

# content/adventure/goodfortune.grim
goodfortune__veterans-luck__name = Veteran's Luck

# content/adventure/goodfortune.grim
goodfortune__windfall__name = Windfall

# content/adventure/heroes.grim
hero__dandelion__flavour = A force of chaos and serendipity.

# content/adventure/heroes.grim
hero__dandelion__name = Dandelion

# content/adventure/heroes.grim
hero__geralt__flavour = A wandering solution in search of his next problem.

# content/adventure/heroes.grim
hero__geralt__name = Geralt of Rivia

# content/adventure/heroes.grim
hero__triss__flavour = Among the most powerful members of the Lodge of Sorceresses.

# content/adventure/heroes.grim
hero__triss__name = Triss Merigold

# content/adventure/heroes.grim
hero__yarpen__flavour = Tough as a Mahakam-forged blade and many times as deadly.

# content/adventure/heroes.grim
hero__yarpen__name = Yarpen Zigrin

# content/adventure/investigation-blue.grim
investigation__alchemists-commission__name = Alchemist's Commission

# content/adventure/investigation-red.grim
investigation__ambush-in-the-woods__name = Ambush in the Woods

# content/adventure/investigation-blue.grim
investigation__ancient-tome__name = Ancient Tome

# content/adventure/investigation-blue.grim
investigation__arcane-library__name = Arcane Library

# content/adventure/investigation-red.grim
investigation__armoury__name = Armoury

# content/adventure/investigation-purple.grim
investigation__ball-at-the-palace__name = Ball at the Palace

# content/adventure/investigation-red.grim
investigation__bandit-camp__name = Bandit Camp

# content/adventure/investigation-red.grim
investigation__battlefield-scavenging__name = Battlefield Scavenging

# content/adventure/investigation-blue.grim
investigation__black-ones-camp__name = Camp of the Black Ones

# content/adventure/investigation-purple.grim
investigation__blackmail__name = Blackmail

# content/adventure/investigation-red.grim
investigation__bounty-board__name = Bounty Board

# content/adventure/investigation-purple.grim
investigation__bribed-official__name = Bribed Official

# content/adventure/investigation-purple.grim
investigation__court-secrets__name = Court Secrets

# content/adventure/investigation-blue.grim
investigation__crypt-of-the-restless__name = Crypt of the Restless

# content/adventure/investigation-blue.grim
investigation__cursed-relic__name = Cursed Relic

# content/adventure/investigation-blue.grim
investigation__dark-ritual__name = Dark Ritual

# content/adventure/investigation-purple.grim
investigation__dijkstras-interest__name = Dijkstra's Interest

# content/adventure/investigation-blue.grim
investigation__dimeritium-shackles__name = Dimeritium Shackles

# content/adventure/investigation-purple.grim
investigation__diplomatic-mission__name = Diplomatic Mission

# content/adventure/investigation-red.grim
investigation__drowner-infestation__name = Drowner Infestation

# content/adventure/investigation-red.grim
investigation__duel__name = Duel of Honour

# content/adventure/investigation-blue.grim
investigation__elder-blood__name = Elder Blood

# content/adventure/investigation-blue.grim
investigation__elemental-remnant__name = Elemental Remnant

# content/adventure/investigation-blue.grim
investigation__elven-ruins__name = Elven Ruins

# content/adventure/investigation-purple.grim
investigation__failed-negotiations__name = Failed Negotiations

# content/adventure/investigation-blue.grim
investigation__favourable-omen__name = Favourable Omen

# content/adventure/investigation-purple.grim
investigation__feast__name = Wedding Feast

# content/adventure/investigation-red.grim
investigation__field-hospital__name = Field Hospital

# content/adventure/investigation-purple.grim
investigation__gossip__name = Tavern Gossip

# content/adventure/investigation-red.grim
investigation__grave-injury__name = Grave Injury

# content/adventure/investigation-purple.grim
investigation__gwent-tournament__name = Gwent Tournament

# content/adventure/investigation-blue.grim
investigation__haunted-mill__name = Haunted Mill

# content/adventure/investigation-blue.grim
investigation__healers-hut__name = Healer's Hut

# content/adventure/investigation-red.grim
investigation__hold-the-line__name = Hold the Line

# content/adventure/investigation-blue.grim
investigation__imperial-spy__name = Imperial Spy

# content/adventure/investigation-purple.grim
investigation__incriminating-letters__name = Incriminating Letters

# content/adventure/investigation-purple.grim
investigation__insulted-nobleman__name = Insulted Nobleman

# content/adventure/investigation-purple.grim
investigation__invitation-to-novigrad__name = Invitation to Novigrad

# content/adventure/investigation-purple.grim
investigation__jailed__name = Thrown in Jail

# content/adventure/investigation-red.grim
investigation__kaedweni-recruiters__name = Kaedweni Recruiters

# content/adventure/investigation-blue.grim
investigation__lodge-summons__name = Summons of the Lodge

# content/adventure/investigation-blue.grim
investigation__magic-backlash__name = Magic Backlash

# content/adventure/investigation-red.grim
investigation__mercenary-company__name = Mercenary Company

# content/adventure/investigation-purple.grim
investigation__merchant-guild__name = Merchant Guild

# content/adventure/investigation-red.grim
investigation__monster-invasion__name = Monster Invasion

# content/adventure/investigation-red.grim
investigation__monster-lair__name = Monster Lair

# content/adventure/investigation-red.grim
investigation__monster-nest__name = Monster Nest

# content/adventure/investigation-red.grim
investigation__monster-trophy__name = Monster Trophy

# content/adventure/investigation-blue.grim
investigation__mysterious-stranger__name = Mysterious Stranger

# content/adventure/investigation-red.grim
investigation__necromancers-crypt__name = Necromancer's Crypt

# content/adventure/investigation-blue.grim
investigation__nilfgaardian-emissary__name = Nilfgaardian Emissary

# content/adventure/investigation-purple.grim
investigation__oxenfurt-scholar__name = Oxenfurt Scholar

# content/adventure/investigation-purple.grim
investigation__patrons-seal__name = A Patron's Seal

# content/adventure/investigation-blue.grim
investigation__philippas-favour__name = Philippa's Favour

# content/adventure/investigation-purple.grim
investigation__political-scandal__name = Political Scandal

# content/adventure/investigation-blue.grim
investigation__portal-mishap__name = Portal Mishap

# content/adventure/investigation-blue.grim
investigation__prophecy-of-ithlinne__name = Prophecy of Ithlinne

# content/adventure/investigation-purple.grim
investigation__redanian-intelligence__name = Redanian Intelligence

# content/adventure/investigation-purple.grim
investigation__royal-audience__name = Royal Audience

# content/adventure/investigation-blue.grim
investigation__scoiatael-ambush__name = Scoia'tael Ambush

# content/adventure/investigation-purple.grim
investigation__scoiatael-envoy__name = Scoia'tael Envoy

# content/adventure/investigation-blue.grim
investigation__seidhe-sage__name = Seidhe Sage

# content/adventure/investigation-purple.grim
investigation__sell-secrets__name = Sell Secrets

# content/adventure/investigation-red.grim
investigation__silver-contract__name = Silver Contract

# content/adventure/investigation-red.grim
investigation__skirmish__name = Border Skirmish

# content/adventure/investigation-purple.grim
investigation__smugglers-ledger__name = Smuggler's Ledger

# content/adventure/investigation-blue.grim
investigation__sorceress-bargain__name = A Sorceress's Bargain

# content/adventure/investigation-blue.grim
investigation__spellbound__name = Spellbound

# content/adventure/investigation-purple.grim
investigation__street-thugs__name = Street Thugs

# content/adventure/investigation-red.grim
investigation__strigas-curse__name = The Striga's Curse

# content/adventure/investigation-red.grim
investigation__tracks-in-the-mud__name = Tracks in the Mud

# content/adventure/investigation-purple.grim
investigation__trade-agreement__name = Trade Agreement

# content/adventure/investigation-red.grim
investigation__training-yard__name = Training Yard

# content/adventure/investigation-red.grim
investigation__troll-bridge__name = Troll Bridge

# content/adventure/investigation-red.grim
investigation__veterans-advice__name = Veteran's Advice

# content/adventure/investigation-red.grim
investigation__war-refugees__name = War Refugees

# content/adventure/investigation-blue.grim
investigation__whispers-in-the-tower__name = Whispers in the Tower

# content/adventure/investigation-red.grim
investigation__wild-hunt-omen__name = Omen of the Wild Hunt

# content/adventure/investigation-red.grim
investigation__witchers-contract__name = Witcher's Contract

# content/adventure/investigation-red.grim
investigation__wounded-soldier__name = Wounded Soldier

# content/adventure/investigation-blue.grim
# note: The Romanian rules guide keeps this name in English ("Zerikanian Assassin").
investigation__zerikanian-assassin__name = Zerikanian Assassin

# content/adventure/board.grim
location__ard-carraig__name = Ard Carraig

# content/adventure/board.grim
location__ban-ard__name = Ban Ard

# content/adventure/board.grim
location__brokilon__flavour = The dryads' forest: no one comes back with news.

# content/adventure/board.grim
location__brokilon__name = Brokilon

# content/adventure/board.grim
location__cidaris__name = Cidaris

# content/adventure/board.grim
location__cintra__name = Cintra

# content/adventure/board.grim
location__dol-blathanna__name = Dol Blathanna

# content/adventure/board.grim
location__duen-canell__name = Duén Canell

# content/adventure/board.grim
location__ellander__flavour = The temple of Melitele takes in every wounded traveller.

# content/adventure/board.grim
location__ellander__name = Ellander

# content/adventure/board.grim
location__gors-velen__name = Gors Velen

# content/adventure/board.grim
location__jaruga__flavour = A river crossing watched by two armies.

# content/adventure/board.grim
location__jaruga__name = Jaruga

# content/adventure/board.grim
location__kaer-morhen__name = Kaer Morhen

# content/adventure/board.grim
location__kerack__name = Kerack

# content/adventure/board.grim
location__loc-muinne__name = Loc Muinne

# content/adventure/board.grim
location__mahakam__name = Mahakam

# content/adventure/board.grim
location__novigrad__name = Novigrad

# content/adventure/board.grim
location__shaerrawedd__name = Shaerrawedd

# content/adventure/board.grim
location__vengerberg__name = Vengerberg

# content/adventure/board.grim
location__wyzima__name = Wyzima

# content/adventure/monsters.grim
monster__alghoul__name = Alghoul

# content/adventure/monsters.grim
monster__arachas__name = Arachas

# content/adventure/monsters.grim
monster__archespore__name = Archespore

# content/adventure/monsters.grim
monster__drowner__name = Drowner

# content/adventure/monsters.grim
monster__ekimmara__name = Ekimmara

# content/adventure/monsters.grim
monster__fiend__name = Fiend

# content/adventure/monsters.grim
monster__fleder__name = Fleder

# content/adventure/monsters.grim
monster__foglet__name = Foglet

# content/adventure/monsters.grim
monster__ghoul__name = Ghoul

# content/adventure/monsters.grim
monster__griffin__name = Griffin

# content/adventure/monsters.grim
monster__harpy__name = Harpy

# content/adventure/monsters.grim
monster__katakan__name = Katakan

# content/adventure/monsters.grim
monster__nekker__name = Nekker

# content/adventure/monsters.grim
monster__noonwraith__name = Noonwraith

# content/adventure/monsters.grim
monster__phantom__name = Phantom

# content/adventure/monsters.grim
monster__rotfiend__name = Rotfiend

# content/adventure/monsters.grim
monster__striga__name = Striga

# content/adventure/monsters.grim
monster__werewolf__name = Werewolf

# content/adventure/monsters.grim
monster__wolves__name = Wolves

# content/adventure/monsters.grim
monster__wraith__name = Wraith

# content/adventure/monsters.grim
monster__wyvern__name = Wyvern

# content/adventure/quests-combat.grim
quest__bandit-king__name = The Bandit King

# content/adventure/quests-diplomacy.grim
quest__bards-competition__name = The Bards' Competition

# content/adventure/quests-combat.grim
quest__battle-for-brokilon__name = Battle for Brokilon

# content/adventure/quests-magic.grim
quest__cult-of-the-eternal-fire__name = The Eternal Fire

# content/adventure/quests-combat.grim
quest__curse-of-wyzima__name = The Curse of Wyzima

# content/adventure/quests-combat.grim
quest__defend-mahakam__name = Defend Mahakam

# content/adventure/quests-combat.grim
quest__dragon-hunt__name = The Dragon Hunt

# content/adventure/quests-diplomacy.grim
quest__dryad-treaty__name = Treaty with the Dryads

# content/adventure/quests-magic.grim
quest__dryads-plea__name = The Dryads' Plea

# content/adventure/quests-diplomacy.grim
quest__dwarven-guild__name = The Dwarven Guild

# content/adventure/quests-magic.grim
quest__elder-blood-prophecy__name = The Elder Blood Prophecy

# content/adventure/quests-magic.grim
quest__elven-artifact__name = The Elven Artifact

# content/adventure/quests-diplomacy.grim
quest__elven-envoy__name = The Elven Envoy

# content/adventure/quests-combat.grim
quest__griffin-of-ban-ard__name = The Griffin of Ban Ard

# content/adventure/quests-combat.grim
quest__hunt-for-the-fiend__name = Hunt for the Fiend

# content/adventure/quests-diplomacy.grim
quest__kaedweni-alliance__name = The Kaedweni Alliance

# content/adventure/quests-magic.grim
quest__kaer-morhen-library__name = The Kaer Morhen Library

# content/adventure/quests-diplomacy.grim
quest__king-of-beggars__name = The King of Beggars

# content/adventure/quests-magic.grim
quest__lodge-conclave__name = Conclave of the Lodge

# content/adventure/quests-combat.grim
quest__mercenary-war__name = The Mercenary War

# content/adventure/quests-magic.grim
quest__necromancers-tower__name = The Necromancer's Tower

# content/adventure/quests-diplomacy.grim
quest__nilfgaardian-envoy__name = The Nilfgaardian Envoy

# content/adventure/quests-diplomacy.grim
quest__peace-talks__name = Peace Talks at Loc Muinne

# content/adventure/quests-magic.grim
quest__phantom-of-ban-ard__name = The Phantom of Ban Ard

# content/adventure/quests-magic.grim
quest__plague-of-wyzima__name = The Catriona Plague

# content/adventure/quests-magic.grim
quest__portal-of-vengerberg__name = The Portal of Vengerberg

# content/adventure/quests-combat.grim
quest__raiders-of-cidaris__name = Raiders of Cidaris

# content/adventure/quests-magic.grim
quest__river-crossing__name = The Jaruga Crossing

# content/adventure/quests-diplomacy.grim
quest__river-trade__name = Trade on the Jaruga

# content/adventure/quests-combat.grim
quest__road-of-no-return__name = Road of No Return

# content/adventure/quests-diplomacy.grim
quest__royal-wedding__name = A Royal Wedding

# content/adventure/quests-combat.grim
quest__ruins-of-loc-muinne__name = Ruins of Loc Muinne

# content/adventure/quests-diplomacy.grim
quest__scoiatael-hostages__name = The Scoia'tael Hostages

# content/adventure/quests-magic.grim
quest__secrets-of-shaerrawedd__name = Secrets of Shaerrawedd

# content/adventure/quests-combat.grim
quest__sewers-of-novigrad__name = Beneath Novigrad

# content/adventure/quests-diplomacy.grim
quest__smugglers-den__name = The Smugglers' Den

# content/adventure/quests-diplomacy.grim
quest__temple-of-melitele__name = The Temple of Melitele

# content/adventure/quests-magic.grim
quest__the-bruxa__name = Night of the Bruxa

# content/adventure/quests-magic.grim
quest__the-djinn__name = The Djinn's Bottle

# content/adventure/quests-magic.grim
quest__the-golem-forge__name = The Golem Forge

# content/adventure/quests-diplomacy.grim
quest__the-redanian-throne__name = The Redanian Throne

# content/adventure/quests-combat.grim
quest__troll-toll__name = The Troll's Toll

# content/adventure/quests-combat.grim
quest__vampire-of-cintra__name = The Vampire of Cintra

# content/adventure/quests-diplomacy.grim
quest__vengerberg-court__name = The Court of Vengerberg

# content/adventure/quests-diplomacy.grim
quest__witcher-for-hire__name = A Witcher for Hire

# content/adventure/quests-combat.grim
quest__witchers-trial__name = The Witcher's Trial

# content/adventure/quests-combat.grim
quest__wolves-of-kaedwen__name = Wolves of Kaedwen

# content/adventure/quests-magic.grim
quest__wraith-of-ellander__name = The Wraith of Ellander

# content/adventure/board.grim
region__blue__name = Blue Region

# content/adventure/board.grim
region__gray__name = Gray Region

# content/adventure/board.grim
region__green__name = Green Region

# content/adventure/board.grim
region__purple__name = Purple Region

# content/adventure/board.grim
region__red__name = Red Region

# content/adventure/board.grim
region__yellow__name = Yellow Region

# content/adventure/traits.grim
trait__aen-seidhe__name = Aen Seidhe

# content/adventure/traits.grim
trait__friend__name = Friend

# content/adventure/traits.grim
trait__gear__name = Gear

# content/adventure/traits.grim
trait__lodge-of-sorceresses__name = Lodge of Sorceresses

# content/adventure/traits.grim
trait__nilfgaard__name = Nilfgaard

# content/adventure/traits.grim
trait__potion__name = Potion

# content/adventure/traits.grim
trait__scoiatael__name = Scoia'tael

# content/adventure/traits.grim
trait__spell__name = Spell

# content/adventure/traits.grim
trait__training__name = Training

# content/adventure/traits.grim
trait__valuable-information__name = Valuable Information

# content/adventure/traits.grim
trait__witcher-sign__name = Witcher Sign

# content/adventure/wartrack.grim
wartrack__war-track__name = War Track
