### oldworld / lost-mount: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/lost-mount.grim
oldworld__mount__lost-mount__name = Lost Mount
