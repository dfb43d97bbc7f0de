### oldworld / mages: nume, în română.

# source-hash: 60ae2420
oldworld__action__earthquake__name = Cutremur

# source-hash: 64b58b32
oldworld__action__firebolt__name = Săgeată de foc

# source-hash: 67f6df84
oldworld__action__flame-lash__name = Bici de flăcări

# source-hash: bc57b1b3
oldworld__action__focus__name = Concentrare

# source-hash: a679c8aa
oldworld__action__gale__name = Vijelie

# source-hash: d108ab2e
oldworld__action__gust__name = Rafală

# source-hash: 386ac954
oldworld__action__ice-wall__name = Zid de gheață

# source-hash: 759ba9c4
oldworld__action__inferno__name = Infern

# source-hash: 260e170b
oldworld__action__insight__name = Pătrundere

# source-hash: 6299d5a5
oldworld__action__lightning__name = Fulger

# source-hash: 554364db
oldworld__action__mind-blast__name = Explozie mentală

# source-hash: a31133d0
oldworld__action__recall__name = Rechemare

# source-hash: ab318937
oldworld__action__ripple__name = Undă

# source-hash: ca18d0a2
oldworld__action__roots__name = Rădăcini

# source-hash: cb9dde0a
oldworld__action__spark__name = Scânteie

# source-hash: bfeba99b
oldworld__action__stone-skin__name = Piele de piatră

# source-hash: 03929db0
oldworld__action__stone-ward__name = Scut de piatră

# source-hash: ee679ee1
oldworld__action__tempest__name = Uragan

# source-hash: e3f63371
oldworld__action__tide__name = Maree

# source-hash: b2c74a09
oldworld__action__water-shield__name = Scut de apă

# source-hash: 461abd89
oldworld__mage__alzur__name = Alzur
    .gender = masculine
    .genitive = lui Alzur

# genul: presupus (regulile nu îl spun; numele se declină ca feminin)
# source-hash: 6e0775a4
oldworld__mage__ardea__name = Ardea
    .gender = feminine
    .genitive = lui Ardea

# genul: presupus (regulile nu îl spun; numele se declină ca feminin)
# source-hash: 226b7d40
oldworld__mage__gekhira__name = Gekhira
    .gender = feminine
    .genitive = lui Gekhira

# source-hash: 762e7ed1
oldworld__mage__othar__name = Othar
    .gender = masculine
    .genitive = lui Othar

# source-hash: 8b91fb8e
oldworld__mage__philippa__name = Philippa
    .gender = feminine
    .genitive = Philippei
