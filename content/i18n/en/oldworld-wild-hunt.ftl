### oldworld / wild-hunt: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/wild-hunt.grim
oldworld__event__cold-snap__flavour = The rivers freeze overnight.

# content/oldworld/wild-hunt.grim
oldworld__event__cold-snap__name = Cold Snap

# content/oldworld/wild-hunt.grim
oldworld__event__hunters-omen__flavour = A raven with frost on its wings lands at your feet.

# content/oldworld/wild-hunt.grim
oldworld__event__hunters-omen__name = Hunter's Omen

# content/oldworld/wild-hunt.grim
oldworld__event__sorceress-aid__flavour = A sorceress lends you her knowledge of the Aen Elle.

# content/oldworld/wild-hunt.grim
oldworld__event__sorceress-aid__name = A Sorceress's Aid

# content/oldworld/wild-hunt.grim
oldworld__event__stolen-child__flavour = A mother begs you to bring back the child the riders took.

# content/oldworld/wild-hunt.grim
oldworld__event__stolen-child__name = Stolen Child

# content/oldworld/wild-hunt.grim
oldworld__exploration__abandoned-village__flavour = Frost on every doorstep, and not a soul left to tell what came in the night.

# content/oldworld/wild-hunt.grim
oldworld__exploration__abandoned-village__name = Abandoned Village

# content/oldworld/wild-hunt.grim
oldworld__exploration__druids-circle__flavour = The druids offer a rite against the cold, at a price.

# content/oldworld/wild-hunt.grim
oldworld__exploration__druids-circle__name = Druids' Circle

# content/oldworld/wild-hunt.grim
oldworld__exploration__elven-ruins__flavour = Aen Elle runes on the stones: the Hunt has passed this way before.

# content/oldworld/wild-hunt.grim
oldworld__exploration__elven-ruins__name = Elven Ruins

# content/oldworld/wild-hunt.grim
oldworld__exploration__frozen-circle__flavour = A ring of standing stones sheathed in ice: the Navigator's gate, half open.

# content/oldworld/wild-hunt.grim
oldworld__exploration__frozen-circle__name = Circle of Frost

# content/oldworld/wild-hunt.grim
oldworld__exploration__frozen-shrine__flavour = Offerings left for a goddess who did not answer.

# content/oldworld/wild-hunt.grim
oldworld__exploration__frozen-shrine__name = Frozen Shrine

# content/oldworld/wild-hunt.grim
oldworld__exploration__gates-of-frost__flavour = A gate of ice hangs in the air, humming.

# content/oldworld/wild-hunt.grim
oldworld__exploration__gates-of-frost__name = Gates of Frost

# content/oldworld/wild-hunt.grim
oldworld__exploration__hounds-lair__flavour = Bones in the snow and a den no wolf would dig: the hounds rest here between hunts.

# content/oldworld/wild-hunt.grim
oldworld__exploration__hounds-lair__name = The Hounds' Lair

# content/oldworld/wild-hunt.grim
oldworld__exploration__last-stand__flavour = A village readies its walls; they ask for a witcher's advice.

# content/oldworld/wild-hunt.grim
oldworld__exploration__last-stand__name = Last Stand

# content/oldworld/wild-hunt.grim
oldworld__exploration__missing-scout__flavour = The ferryman's boy went to watch the riders pass. Find him before the frost does.

# content/oldworld/wild-hunt.grim
oldworld__exploration__missing-scout__name = The Missing Scout

# content/oldworld/wild-hunt.grim
oldworld__exploration__red-moon__flavour = The moon rises red; the Hunt is close.

# content/oldworld/wild-hunt.grim
oldworld__exploration__red-moon__name = Red Moon

# content/oldworld/wild-hunt.grim
oldworld__exploration__refugee-camp__flavour = Families fleeing the cold ask you to scout the road ahead.

# content/oldworld/wild-hunt.grim
oldworld__exploration__refugee-camp__name = Refugee Camp

# content/oldworld/wild-hunt.grim
oldworld__exploration__silent-forest__flavour = No birds, no wind: only your own breath, white in the air.

# content/oldworld/wild-hunt.grim
oldworld__exploration__silent-forest__name = Silent Forest

# content/oldworld/wild-hunt.grim
oldworld__exploration__trappers-tale__flavour = A trapper swears the hounds' tracks end in the middle of a field.

# content/oldworld/wild-hunt.grim
oldworld__exploration__trappers-tale__name = Trapper's Tale

# content/oldworld/wild-hunt.grim
oldworld__huntmember__caranthir__flavour = The navigator opens the ways between worlds and freezes those who stand in them.

# content/oldworld/wild-hunt.grim
oldworld__huntmember__caranthir__name = Caranthir

# content/oldworld/wild-hunt.grim
oldworld__huntmember__eredin__flavour = The King of the Wild Hunt rides at the head of his spectral host.

# content/oldworld/wild-hunt.grim
oldworld__huntmember__eredin__name = Eredin

# content/oldworld/wild-hunt.grim
oldworld__huntmember__imlerith__flavour = The Hunt's general: a mace, a shield and no mercy.

# content/oldworld/wild-hunt.grim
oldworld__huntmember__imlerith__name = Imlerith

# content/oldworld/wild-hunt.grim
oldworld__huntmember__nithral__flavour = A brutal warrior who runs with the Hunt's hounds.

# content/oldworld/wild-hunt.grim
oldworld__huntmember__nithral__name = Nithral

# content/oldworld/wild-hunt.grim
oldworld__specialattack__cleave__name = Cleave

# content/oldworld/wild-hunt.grim
oldworld__specialattack__crush__name = Crush

# content/oldworld/wild-hunt.grim
oldworld__specialattack__freeze__name = Freeze

# content/oldworld/wild-hunt.grim
oldworld__specialattack__frost-armor__name = Frost Armor

# content/oldworld/wild-hunt.grim
oldworld__specialattack__hound-pack__name = Hound Pack

# content/oldworld/wild-hunt.grim
oldworld__specialattack__howl__name = Howl

# content/oldworld/wild-hunt.grim
oldworld__specialattack__ice-spikes__name = Ice Spikes

# content/oldworld/wild-hunt.grim
oldworld__specialattack__kings-blade__name = King's Blade

# content/oldworld/wild-hunt.grim
oldworld__specialattack__maul__name = Maul

# content/oldworld/wild-hunt.grim
oldworld__specialattack__portal__name = Portal

# content/oldworld/wild-hunt.grim
oldworld__specialattack__royal-order__name = Royal Order

# content/oldworld/wild-hunt.grim
oldworld__specialattack__shield-bash__name = Shield Bash

# content/oldworld/wild-hunt.grim
oldworld__specialattack__spectral-steed__name = Spectral Steed

# content/oldworld/wild-hunt.grim
oldworld__specialattack__trample__name = Trample

# content/oldworld/wild-hunt.grim
oldworld__specialattack__war-cry__name = War Cry

# content/oldworld/wild-hunt.grim
oldworld__specialattack__white-frost__name = White Frost

# content/oldworld/wild-hunt.grim
oldworld__wildhunt__wild-hunt__name = Wild Hunt
