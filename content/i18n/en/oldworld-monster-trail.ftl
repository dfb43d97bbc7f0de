### oldworld / monster-trail: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

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
oldworld__action__griffins-dive__name = Griffin's Dive

# content/oldworld/monster-trail.grim
oldworld__action__manticores-sting__name = Manticore's Sting

# content/oldworld/monster-trail-actions.grim
oldworld__action__outburst-of-rage__name = Outburst of Rage

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
