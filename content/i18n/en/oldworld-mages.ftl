### oldworld / mages: names and flavour, in English.
### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.

# content/oldworld/mages-spells.grim
oldworld__action__earthquake__name = Earthquake

# content/oldworld/mages-spells.grim
oldworld__action__firebolt__name = Firebolt

# content/oldworld/mages-spells.grim
oldworld__action__flame-lash__name = Flame Lash

# content/oldworld/mages.grim
oldworld__action__focus__name = Focus

# content/oldworld/mages-spells.grim
oldworld__action__gale__name = Gale

# content/oldworld/mages.grim
oldworld__action__gust__name = Gust

# content/oldworld/mages-spells.grim
oldworld__action__ice-wall__name = Ice Wall

# content/oldworld/mages-spells.grim
oldworld__action__inferno__name = Inferno

# content/oldworld/mages-spells.grim
oldworld__action__insight__name = Insight

# content/oldworld/mages-spells.grim
oldworld__action__lightning__name = Lightning

# content/oldworld/mages-spells.grim
oldworld__action__mind-blast__name = Mind Blast

# content/oldworld/mages-spells.grim
oldworld__action__recall__name = Recall

# content/oldworld/mages.grim
oldworld__action__ripple__name = Ripple

# content/oldworld/mages-spells.grim
oldworld__action__roots__name = Roots

# content/oldworld/mages.grim
oldworld__action__spark__name = Spark

# content/oldworld/mages-spells.grim
oldworld__action__stone-skin__name = Stone Skin

# content/oldworld/mages.grim
oldworld__action__stone-ward__name = Stone Ward

# content/oldworld/mages-spells.grim
oldworld__action__tempest__name = Tempest

# content/oldworld/mages-spells.grim
oldworld__action__tide__name = Tide

# content/oldworld/mages-spells.grim
oldworld__action__water-shield__name = Water Shield

# content/oldworld/mages.grim
oldworld__mage__alzur__name = Alzur

# content/oldworld/mages.grim
oldworld__mage__ardea__name = Ardea

# content/oldworld/mages.grim
oldworld__mage__gekhira__name = Gekhira

# content/oldworld/mages.grim
oldworld__mage__othar__name = Othar

# content/oldworld/mages.grim
oldworld__mage__philippa__name = Philippa
