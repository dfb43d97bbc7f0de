### oldworld / wild-hunt: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__bandits-confession__flavour = Beaten, the bandit chief talks: the riders pay in silver for every child brought to them.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__bandits-confession__name = The Bandit's Confession

# content/oldworld/wild-hunt-cards.grim
oldworld__event__beacon-is-lit__flavour = One after another, the beacons burn along the hills: the land is warned.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__beacon-is-lit__name = The Beacon Is Lit

# content/oldworld/wild-hunt-cards.grim
oldworld__event__bell-tolls__flavour = Each stroke of the drowned bell shakes the frost from the trees.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__bell-tolls__name = The Bell Tolls

# content/oldworld/wild-hunt-cards.grim
oldworld__event__beyond-the-door__flavour = On the other side: a frozen world under a red sun, and the road the Hunt rides.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__beyond-the-door__name = Beyond the Door

# content/oldworld/wild-hunt.grim
oldworld__event__cold-snap__flavour = The rivers freeze overnight.

# content/oldworld/wild-hunt.grim
oldworld__event__cold-snap__name = Cold Snap

# content/oldworld/wild-hunt-cards.grim
oldworld__event__drowned-rider__flavour = One of the Hunt's own lies among the captives, caught by the ice he summoned.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__drowned-rider__name = The Drowned Rider

# content/oldworld/wild-hunt-cards.grim
oldworld__event__embers-of-the-forge__flavour = A single ember still glows under the ash: enough to temper one blade.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__embers-of-the-forge__name = Embers of the Forge

# content/oldworld/wild-hunt-cards.grim
oldworld__event__ferrymans-price__flavour = Halfway across, the ferryman asks for more, or he turns back.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__ferrymans-price__name = The Ferryman's Price

# content/oldworld/wild-hunt-cards.grim
oldworld__event__frozen-orchards__flavour = The apples hang on the branches like glass. The farmers will starve by spring.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__frozen-orchards__name = Frozen Orchards

# content/oldworld/wild-hunt-cards.grim
oldworld__event__gate-closes__flavour = You cannot read the stars, but you can break the stones that hold the way open.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__gate-closes__name = The Gate Closes

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hanged-mans-word__flavour = With his last breath he names a sorceress who knows the Hunt's weakness.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hanged-mans-word__name = The Hanged Man's Word

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hermits-herbs__flavour = "No answer? Then take these, and come back wiser."

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hermits-herbs__name = The Hermit's Herbs

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hermits-riddle__flavour = "Tell me what the Hunt fears, witcher, and I'll tell you where it sleeps."

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hermits-riddle__name = The Hermit's Riddle

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hill-opens__flavour = Inside the barrow, an Aen Elle standard frozen upright in the stone.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hill-opens__name = The Hill Opens

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hounds-trail__flavour = The tracks end at a frozen stream. On the far bank, something waits.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__hounds-trail__name = The Hounds' Trail

# content/oldworld/wild-hunt.grim
oldworld__event__hunters-omen__flavour = A raven with frost on its wings lands at your feet.

# content/oldworld/wild-hunt.grim
oldworld__event__hunters-omen__name = Hunter's Omen

# content/oldworld/wild-hunt-cards.grim
oldworld__event__keeps-defenders__flavour = The garrison's captain offers what is left of the keep's treasury for a plan.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__keeps-defenders__name = The Keep's Defenders

# content/oldworld/wild-hunt-cards.grim
oldworld__event__long-howl__flavour = You follow the howling to its source, and the pack turns to meet you.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__long-howl__name = The Long Howl

# content/oldworld/wild-hunt-cards.grim
oldworld__event__lost-flock__flavour = The frozen sheep stand in a perfect ring, facing inward.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__lost-flock__name = The Lost Flock

# content/oldworld/wild-hunt-cards.grim
oldworld__event__millers-daughter__flavour = She hid in the flour bin while the riders passed; she remembers where they turned.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__millers-daughter__name = The Miller's Daughter

# content/oldworld/wild-hunt-cards.grim
oldworld__event__navigators-trail__flavour = The spiral is a map, for one who can read the stars it shows.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__navigators-trail__name = The Navigator's Trail

# content/oldworld/wild-hunt-cards.grim
oldworld__event__other-shore__flavour = You turn the ferry back yourself, and on the far shore find what the riders left behind.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__other-shore__name = The Other Shore

# content/oldworld/wild-hunt-cards.grim
oldworld__event__pack-scatters__flavour = You hold your ground, and the hounds break around you like water round a stone.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__pack-scatters__name = The Pack Scatters

# content/oldworld/wild-hunt-cards.grim
oldworld__event__pilgrims-blessing__flavour = Warmed by your fire, the pilgrims pray for you, and their prayer carries.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__pilgrims-blessing__name = The Pilgrims' Blessing

# content/oldworld/wild-hunt-cards.grim
oldworld__event__riders-in-the-mist__flavour = You ride into the mist after them. Not every shape in it is a rider.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__riders-in-the-mist__name = Riders in the Mist

# content/oldworld/wild-hunt-cards.grim
oldworld__event__riders-last-words__flavour = Dying, the rider tells you, in Elder Speech, how his king can be wounded.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__riders-last-words__name = The Rider's Last Words

# content/oldworld/wild-hunt-cards.grim
oldworld__event__riders-on-the-ice__flavour = You walk out onto the lake after them. The ice groans under a mortal's weight.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__riders-on-the-ice__name = Riders on the Ice

# content/oldworld/wild-hunt-cards.grim
oldworld__event__ring-of-bones__flavour = At the centre of the ring, a circle of bones. Break it, and the spell may break too.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__ring-of-bones__name = The Ring of Bones

# content/oldworld/wild-hunt-cards.grim
oldworld__event__sally-at-dawn__flavour = At first light the gates open and the garrison rides out with you at its head.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__sally-at-dawn__name = A Sally at Dawn

# content/oldworld/wild-hunt-cards.grim
oldworld__event__sign-read-aright__flavour = The marks tell of a witcher who faced the hounds here, and how he won.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__sign-read-aright__name = The Sign Read Aright

# content/oldworld/wild-hunt.grim
oldworld__event__sorceress-aid__flavour = A sorceress lends you her knowledge of the Aen Elle.

# content/oldworld/wild-hunt.grim
oldworld__event__sorceress-aid__name = A Sorceress's Aid

# content/oldworld/wild-hunt.grim
oldworld__event__stolen-child__flavour = A mother begs you to bring back the child the riders took.

# content/oldworld/wild-hunt.grim
oldworld__event__stolen-child__name = Stolen Child

# content/oldworld/wild-hunt-cards.grim
oldworld__event__under-the-ice__flavour = You break the ice, and the captives' hands reach up out of the black water.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__under-the-ice__name = Under the Ice

# content/oldworld/wild-hunt-cards.grim
oldworld__event__voices-from-the-deep__flavour = The drowned answer the bell, and they remember the riders who drowned them.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__voices-from-the-deep__name = Voices from the Deep

# content/oldworld/wild-hunt-cards.grim
oldworld__event__where-the-riders-turned__flavour = The girl takes you to a crossroads where the snow lies untouched, and the air is colder still.

# content/oldworld/wild-hunt-cards.grim
oldworld__event__where-the-riders-turned__name = Where the Riders Turned

# content/oldworld/wild-hunt.grim
oldworld__exploration__abandoned-village__flavour = Frost on every doorstep, and not a soul left to tell what came in the night.

# content/oldworld/wild-hunt.grim
oldworld__exploration__abandoned-village__name = Abandoned Village

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__ambush-on-the-road__flavour = Bandits, half frozen and desperate: they would rather rob a witcher than face the night.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__ambush-on-the-road__name = Ambush on the Road

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__beacon-on-the-watchtower__flavour = The watchtower's beacon is laid but unlit; the guards have fled.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__beacon-on-the-watchtower__name = Beacon on the Watchtower

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__besieged-keep__flavour = The keep's garrison has held three nights against the hounds. It will not hold a fourth.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__besieged-keep__name = The Besieged Keep

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__burned-mill__flavour = The millstone is split by frost, though the fire burned only yesterday.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__burned-mill__name = The Burned Mill

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__cold-forge__flavour = A dwarven forge gone cold in a single night, its anvil white with rime.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__cold-forge__name = The Cold Forge

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__door-in-the-air__flavour = A doorway of blue light stands in an empty field. Something on the other side is knocking.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__door-in-the-air__name = A Door in the Air

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__drowned-bell__flavour = A temple bell rings under the water, though the temple fell into the river a hundred years ago.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__drowned-bell__name = The Drowned Bell

# content/oldworld/wild-hunt.grim
oldworld__exploration__druids-circle__flavour = The druids offer a rite against the cold, at a price.

# content/oldworld/wild-hunt.grim
oldworld__exploration__druids-circle__name = Druids' Circle

# content/oldworld/wild-hunt.grim
oldworld__exploration__elven-ruins__flavour = Aen Elle runes on the stones: the Hunt has passed this way before.

# content/oldworld/wild-hunt.grim
oldworld__exploration__elven-ruins__name = Elven Ruins

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__fallen-rider__flavour = An Aen Elle rider lies in the snow, his armour rimed, still breathing.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__fallen-rider__name = The Fallen Rider

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__fishermans-warning__flavour = He saw riders cross the lake, he says, and the ice did not crack beneath them.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__fishermans-warning__name = The Fisherman's Warning

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__frostbitten-pilgrims__flavour = They walk to a shrine that the frost has already taken. Share what you carry, and they may live to reach it.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__frostbitten-pilgrims__name = Frostbitten Pilgrims

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

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__hermits-smoke__flavour = Smoke from a hermit's chimney, the only warm thing for miles.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__hermits-smoke__name = Smoke in the Snow

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__hollow-hill__flavour = The barrow on the hill is open, and frost pours out of it like smoke.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__hollow-hill__name = The Hollow Hill

# content/oldworld/wild-hunt.grim
oldworld__exploration__hounds-lair__flavour = Bones in the snow and a den no wolf would dig: the hounds rest here between hunts.

# content/oldworld/wild-hunt.grim
oldworld__exploration__hounds-lair__name = The Hounds' Lair

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__howling-night__flavour = All night the hounds howl, closer each time, and no one in the village sleeps.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__howling-night__name = The Howling Night

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__lake-of-faces__flavour = Beneath the ice, faces: the Hunt's captives, waiting to be taken across.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__lake-of-faces__name = The Lake of Faces

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__last-ferry__flavour = The ferryman will make one more crossing before the river freezes, for a price.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__last-ferry__name = The Last Ferry

# content/oldworld/wild-hunt.grim
oldworld__exploration__last-stand__flavour = A village readies its walls; they ask for a witcher's advice.

# content/oldworld/wild-hunt.grim
oldworld__exploration__last-stand__name = Last Stand

# content/oldworld/wild-hunt.grim
oldworld__exploration__missing-scout__flavour = The ferryman's boy went to watch the riders pass. Find him before the frost does.

# content/oldworld/wild-hunt.grim
oldworld__exploration__missing-scout__name = The Missing Scout

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__navigators-mark__flavour = A spiral burned into the frost: Caranthir has opened a way here, and may again.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__navigators-mark__name = The Navigator's Mark

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__ravens-on-the-gallows__flavour = The hanged man's lips still move. The ravens wait for him to finish.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__ravens-on-the-gallows__name = Ravens on the Gallows

# content/oldworld/wild-hunt.grim
oldworld__exploration__red-moon__flavour = The moon rises red; the Hunt is close.

# content/oldworld/wild-hunt.grim
oldworld__exploration__red-moon__name = Red Moon

# content/oldworld/wild-hunt.grim
oldworld__exploration__refugee-camp__flavour = Families fleeing the cold ask you to scout the road ahead.

# content/oldworld/wild-hunt.grim
oldworld__exploration__refugee-camp__name = Refugee Camp

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__shepherds-lament__flavour = Half his flock is gone, not torn apart but frozen where it stood.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__shepherds-lament__name = The Shepherd's Lament

# content/oldworld/wild-hunt.grim
oldworld__exploration__silent-forest__flavour = No birds, no wind: only your own breath, white in the air.

# content/oldworld/wild-hunt.grim
oldworld__exploration__silent-forest__name = Silent Forest

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__spectral-riders__flavour = A column of riders crosses the sky, and the snow falls upward where they pass.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__spectral-riders__name = Spectral Riders

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__tracks-in-the-snow__flavour = Paw prints as wide as a shield, going nowhere.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__tracks-in-the-snow__name = Tracks in the Snow

# content/oldworld/wild-hunt.grim
oldworld__exploration__trappers-tale__flavour = A trapper swears the hounds' tracks end in the middle of a field.

# content/oldworld/wild-hunt.grim
oldworld__exploration__trappers-tale__name = Trapper's Tale

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__white-frost-spreads__flavour = Wells freeze to the bottom; the sun rises pale and gives no warmth.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__white-frost-spreads__name = The White Frost Spreads

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__witchers-sign__flavour = Scratched into a milestone: a warning only a witcher would know how to read.

# content/oldworld/wild-hunt-cards.grim
oldworld__exploration__witchers-sign__name = A Witcher's Sign

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
