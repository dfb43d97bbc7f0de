### oldworld / monster-trail: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/monster-trail.grim
oldworld__action__alzurs-thunderbolt__name = Alzur's Thunderbolt

# content/oldworld/monster-trail.grim
oldworld__action__ardeas-current__name = Ardea's Current

# content/oldworld/monster-trail-actions.grim
oldworld__action__battle-trance__name = Battle Trance

# content/oldworld/monster-trail.grim
oldworld__action__bears-bulwark__name = Bear's Bulwark

# content/oldworld/monster-trail.grim
oldworld__action__cats-pounce__name = Cat's Pounce

# content/oldworld/monster-trail-actions.grim
oldworld__action__critical-strike__name = Critical Strike

# content/oldworld/monster-trail-actions.grim
oldworld__action__delirium__name = Delirium

# content/oldworld/monster-trail-actions.grim
oldworld__action__endurance__name = Endurance

# content/oldworld/monster-trail-actions.grim
oldworld__action__evasion__name = Evasion

# content/oldworld/monster-trail.grim
oldworld__action__gekhiras-roots__name = Gekhira's Roots

# content/oldworld/monster-trail.grim
oldworld__action__griffins-dive__name = Griffin's Dive

# content/oldworld/monster-trail.grim
oldworld__action__manticores-sting__name = Manticore's Sting

# content/oldworld/monster-trail.grim
oldworld__action__othars-shift__name = Othar's Shift

# content/oldworld/monster-trail-actions.grim
oldworld__action__outburst-of-rage__name = Outburst of Rage

# content/oldworld/monster-trail.grim
oldworld__action__philippas-talon__name = Philippa's Talon

# content/oldworld/monster-trail-actions.grim
oldworld__action__pirouette__name = Pirouette

# content/oldworld/monster-trail-actions.grim
oldworld__action__retaliation__name = Retaliation

# content/oldworld/monster-trail-actions.grim
oldworld__action__sneak-attack__name = Sneak Attack

# content/oldworld/monster-trail-actions.grim
oldworld__action__sweeping-aard__name = Sweeping Aard

# content/oldworld/monster-trail.grim
oldworld__action__vipers-venom__name = Viper's Venom

# content/oldworld/monster-trail.grim
oldworld__action__wolfs-howl__name = Wolf's Howl

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__dancing-star__name = Dancing Star

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__devils-puffball__name = Devil's Puffball

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__dimeritium-bomb__name = Dimeritium Bomb

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__dragons-dream__name = Dragon's Dream

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__moon-dust__name = Moon Dust

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__northern-wind__name = Northern Wind

# content/oldworld/monster-trail-alchemy.grim
oldworld__bomb__samum__name = Samum

# content/oldworld/monster-trail-weakness.grim
oldworld__expansion__monster-trail__name = Monster Trail

# content/oldworld/monster-trail-weakness.grim
oldworld__fightcard__special-attack-1__name = Special Attack I

# content/oldworld/monster-trail-weakness.grim
oldworld__fightcard__special-attack-2__name = Special Attack II

# content/oldworld/monster-trail-weakness.grim
oldworld__fightcard__special-attack-3__name = Special Attack III

# content/oldworld/monster-trail-weakness.grim
oldworld__fightcard__special-attack-4__name = Special Attack IV

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-arachas__flavour = Armoured and poisonous: only a strong arm cracks its shell, and its venom lasts.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-arachas__name = Arachas

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-archespore__flavour = A carnivorous plant whose spores spoil potions and whose acid burns.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-archespore__name = Archespore

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-barghest__flavour = A spectral hound whose howl breaks any guard.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-barghest__name = Barghest

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-brewess__flavour = One of the three Crones: her cauldron holds potions, and her bargains cost dear.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-brewess__name = Brewess

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-bruxa__flavour = A higher vampire who hides unseen and screams.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-bruxa__name = Bruxa

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-drowners-nest__flavour = Drowners drag their prey under the water.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-drowners-nest__name = Drowner's Nest

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-ekimmara__flavour = A vampire of the mountains: it feeds on whoever does not follow its trail.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-ekimmara__name = Ekimmara

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-fiend__flavour = A Fiend's third eye bends the will; its horns do the rest.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-fiend__name = Fiend

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-foglet__flavour = A Foglet hides in the fog it makes: its blows come unseen, and luck decides.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-foglet__name = Foglet

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-ghouls-nest__flavour = Ghouls feed on the dead and grow frenzied when wounded.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-ghouls-nest__name = Ghoul's Nest

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-glustyworp__flavour = A mountain of slime that swallows what it crushes.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-glustyworp__name = Glustyworp

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-grave-hag__flavour = A Grave Hag feeds in graveyards; her long tongue snatches from the hand.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-grave-hag__name = Grave Hag

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-griffin__flavour = A Griffin swoops from the sky and tears with its talons; grounded, it is slow.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-griffin__name = Griffin

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-harpy__flavour = Harpies swoop from the cliffs and carry off anything that glitters.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-harpy__name = Harpy

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-leshen__flavour = A Leshen calls crows and wolves, and its roots hold the witcher fast.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-leshen__name = Leshen

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-manticore__flavour = A Manticore's tail poisons for good; one heavy blow does more than many.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-manticore__name = Manticore

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-nekkers-nest__flavour = A burrow of nekkers: many small bites, and a nest a tracker can find.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-nekkers-nest__name = Nekker's Nest

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-nightwraith__flavour = A Nightwraith dances in the moonlight and blurs what the witcher sees.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-nightwraith__name = Nightwraith

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-noonwraith__flavour = A Noonwraith burns in the midday heat; her bones are the key to her.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-noonwraith__name = Noonwraith

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-penitent__flavour = A Penitent carries its guilt and a lantern; it spares those who come to it.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-penitent__name = Penitent

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-rotfiend__flavour = A swollen corpse-eater that bursts in a cloud of rot.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-rotfiend__name = Rotfiend

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-striga__flavour = A cursed princess in a frenzy until dawn: fast, and never tired.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-striga__name = Striga

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-troll__flavour = A rock troll throws boulders, and can be bought with drink.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-troll__name = Troll

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-water-hag__flavour = A Water Hag hurls mud and pulls the witcher into the bog.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-water-hag__name = Water Hag

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-weavess__flavour = One of the three Crones, who reads and unravels the threads of a life.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-weavess__name = Weavess

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-werewolf__flavour = A man cursed under the moon, whose claws rend any guard.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-werewolf__name = Werewolf

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-whispess__flavour = One of the three Crones: every gift of hers has a price.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-whispess__name = Whispess

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-wyvern__flavour = A Wyvern's tail carries a venom only an alchemist shrugs off.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-wyvern__name = Wyvern

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-yghern__flavour = Armoured like a fortress; only a strong blow finds its belly.

# content/oldworld/monster-trail-weakness.grim
oldworld__largemonster__large-yghern__name = Yghern

# content/oldworld/monster-trail.grim
oldworld__monster__troll__name = Troll

# content/oldworld/monster-trail-alchemy.grim
oldworld__mutagen__arachas-mutagen__name = Arachas Mutagen

# content/oldworld/monster-trail-alchemy.grim
oldworld__mutagen__blue-mutagen__name = Blue Mutagen

# content/oldworld/monster-trail-alchemy.grim
oldworld__mutagen__green-mutagen__name = Green Mutagen

# content/oldworld/monster-trail-alchemy.grim
oldworld__mutagen__griffin-mutagen__name = Griffin Mutagen

# content/oldworld/monster-trail-alchemy.grim
oldworld__mutagen__red-mutagen__name = Red Mutagen

# content/oldworld/monster-trail.grim
oldworld__school__manticore__name = School of the Manticore

# content/oldworld/monster-trail.grim
oldworld__witcher__manticore-witcher__name = Witcher of the Manticore
