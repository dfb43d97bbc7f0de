### oldworld / ciri: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/ciri.grim
oldworld__action__dance-of-blades__name = Dance of Blades

# content/oldworld/ciri.grim
oldworld__witcher__ciri__name = Ciri
