### oldworld / monster-trail: nume, în română.

# source-hash: 7f8c1b5c
oldworld__action__battle-trance__name = Transă de luptă

# source-hash: 14a76be5
oldworld__action__bears-bulwark__name = Bastionul Ursului

# source-hash: eb9eb7f1
oldworld__action__cats-pounce__name = Saltul Pisicii

# source-hash: 6a5e6d92
oldworld__action__critical-strike__name = Lovitură critică

# source-hash: d936cf7e
oldworld__action__delirium__name = Delir

# source-hash: 86216f46
oldworld__action__endurance__name = Rezistență

# source-hash: 065c7920
oldworld__action__evasion__name = Eschivă

# source-hash: 0045d2d0
oldworld__action__griffins-dive__name = Picajul Grifonului

# source-hash: 89178894
oldworld__action__manticores-sting__name = Înțepătura Manticorei

# source-hash: a775f415
oldworld__action__outburst-of-rage__name = Izbucnire de furie

# source-hash: 8fee4ca6
oldworld__action__pirouette__name = Piruetă

# source-hash: 55dae8a5
oldworld__action__retaliation__name = Ripostă

# source-hash: 5cd6b01d
oldworld__action__sneak-attack__name = Atac pe furiș

# source-hash: 5f645507
oldworld__action__sweeping-aard__name = Aard măturător

# source-hash: ebee8768
oldworld__action__vipers-venom__name = Veninul Viperei

# source-hash: d3f782f7
oldworld__action__wolfs-howl__name = Urletul Lupului

# source-hash: 359e5ca9
oldworld__bomb__dancing-star__name = Steaua dansatoare

# source-hash: e3b6171f
oldworld__bomb__devils-puffball__name = Buretele diavolului

# source-hash: f2d22a98
oldworld__bomb__dimeritium-bomb__name = Bombă de dimeritiu

# source-hash: 9e36ad13
oldworld__bomb__dragons-dream__name = Visul dragonului

# source-hash: 1cf75b44
oldworld__bomb__moon-dust__name = Praf de lună

# source-hash: 265382e7
oldworld__bomb__northern-wind__name = Vânt de miazănoapte

# source-hash: a5ed3532
oldworld__bomb__samum__name = Samum

# source-hash: 5c45825c
oldworld__monster__troll__name = { -trol }
    .gender = masculine
    .definite = { -trol(case: "definite") }
    .genitive = { -trol(case: "genitive") }

# source-hash: 51d696eb
oldworld__mutagen__arachas-mutagen__name = Mutagen de Arachas

# source-hash: ea69eca8
oldworld__mutagen__blue-mutagen__name = Mutagen albastru

# source-hash: ccc513c1
oldworld__mutagen__green-mutagen__name = Mutagen verde

# source-hash: a2c81e41
oldworld__mutagen__griffin-mutagen__name = Mutagen de grifon

# source-hash: 96f2e521
oldworld__mutagen__red-mutagen__name = Mutagen roșu

# source-hash: 22841b11
oldworld__school__manticore__name = Școala Manticorei

# source-hash: e936664b
oldworld__witcher__manticore-witcher__name = Vânătorul Școlii Manticorei
    .gender = masculine
    .genitive = Vânătorului Școlii Manticorei

# source-hash: 1fc75b09
oldworld__expansion__monster-trail__name = Monster Trail

# source-hash: 9d2a0077
oldworld__fightcard__special-attack-1__name = Atac special I

# source-hash: a71e619a
oldworld__fightcard__special-attack-2__name = Atac special II

# source-hash: e7d3ff29
oldworld__fightcard__special-attack-3__name = Atac special III

# source-hash: 8a1e33f3
oldworld__fightcard__special-attack-4__name = Atac special IV

# source-hash: 6feba5d4
oldworld__largemonster__large-arachas__flavour = Cuirasat și veninos: doar un braț puternic îi sparge carapacea, iar veninul lui ține mult.

# source-hash: a382b426
oldworld__largemonster__large-arachas__name = Arachas

# source-hash: 639aa19f
oldworld__largemonster__large-archespore__flavour = O plantă carnivoră ai cărei spori strică poțiunile și al cărei acid arde.

# source-hash: df13d1d9
oldworld__largemonster__large-archespore__name = Archespore

# source-hash: 3d5641c7
oldworld__largemonster__large-barghest__flavour = Un câine spectral al cărui urlet frânge orice gardă.

# source-hash: 02b51d2f
oldworld__largemonster__large-barghest__name = Barghest

# source-hash: f31e7a5a
oldworld__largemonster__large-brewess__flavour = Una dintre cele trei Babe: ceaunul ei ascunde poțiuni, iar târgurile ei costă scump.

# source-hash: a5d70dce
oldworld__largemonster__large-brewess__name = Brewess

# source-hash: 1ab10ebf
oldworld__largemonster__large-bruxa__flavour = Un vampir superior care se ascunde nevăzut și țipă.

# source-hash: d3cbc78b
oldworld__largemonster__large-bruxa__name = Bruxa

# source-hash: 0ebd5487
oldworld__largemonster__large-drowners-nest__flavour = Înecații își trag prada sub apă.

# source-hash: 3ca570ba
oldworld__largemonster__large-drowners-nest__name = Cuibul de înecați

# source-hash: 10f8589e
oldworld__largemonster__large-ekimmara__flavour = Un vampir al munților: se hrănește cu oricine nu îi urmează urma.

# source-hash: 80ceab4c
oldworld__largemonster__large-ekimmara__name = Ekimmara

# source-hash: fc4558e8
oldworld__largemonster__large-fiend__flavour = Al treilea ochi al diavolului îți frânge voința; coarnele lui fac restul.

# source-hash: 03b3acf5
oldworld__largemonster__large-fiend__name = Diavol

# source-hash: 80273036
oldworld__largemonster__large-foglet__flavour = Un foglet se ascunde în ceața pe care o face: loviturile lui vin nevăzute, iar norocul hotărăște.

# source-hash: 203f0310
oldworld__largemonster__large-foglet__name = Foglet

# source-hash: 41b12f3a
oldworld__largemonster__large-ghouls-nest__flavour = Ghulii se hrănesc cu morți și se înfurie când sunt răniți.

# source-hash: 5365ea0a
oldworld__largemonster__large-ghouls-nest__name = Cuibul de ghuli

# source-hash: 0b056a07
oldworld__largemonster__large-glustyworp__flavour = Un munte de mâzgă care înghite tot ce strivește.

# source-hash: 8ec0fb89
oldworld__largemonster__large-glustyworp__name = Glustyworp

# source-hash: 9a10fac6
oldworld__largemonster__large-grave-hag__flavour = Baba mormintelor se hrănește în cimitire; limba ei lungă smulge din mână.

# source-hash: a287edb2
oldworld__largemonster__large-grave-hag__name = Baba mormintelor

# source-hash: dd12e7e6
oldworld__largemonster__large-griffin__flavour = Grifonul se năpustește din cer și sfâșie cu ghearele; la pământ, e greoi.

# source-hash: 245a01dc
oldworld__largemonster__large-griffin__name = Grifon

# source-hash: 59194c95
oldworld__largemonster__large-harpy__flavour = Harpiile se năpustesc de pe stânci și fură tot ce strălucește.

# source-hash: 62149ffb
oldworld__largemonster__large-harpy__name = Harpie

# source-hash: 035eb5bd
oldworld__largemonster__large-leshen__flavour = Leshenul cheamă corbi și lupi, iar rădăcinile lui îl țin strâns pe witcher.

# source-hash: ef37cffe
oldworld__largemonster__large-leshen__name = Leshen

# source-hash: 42ea8c79
oldworld__largemonster__large-manticore__flavour = Coada manticorei otrăvește pentru totdeauna; o singură lovitură grea face mai mult decât multe mici.

# source-hash: 1a72d6f7
oldworld__largemonster__large-manticore__name = Manticoră

# source-hash: b57a33ca
oldworld__largemonster__large-nekkers-nest__flavour = O vizuină de nekkeri: multe mușcături mărunte și un cuib pe care un urmăritor îl poate găsi.

# source-hash: 867f897b
oldworld__largemonster__large-nekkers-nest__name = Cuibul de nekkeri

# source-hash: ee6d1048
oldworld__largemonster__large-nightwraith__flavour = Stafia nopții dansează în lumina lunii și încețoșează privirea witcherului.

# source-hash: 47cb73a2
oldworld__largemonster__large-nightwraith__name = Stafia nopții

# source-hash: 079071ca
oldworld__largemonster__large-noonwraith__flavour = Stafia amiezii arde în arșița prânzului; oasele ei sunt cheia.

# source-hash: c03d8a24
oldworld__largemonster__large-noonwraith__name = Stafia amiezii

# source-hash: b053a2f2
oldworld__largemonster__large-penitent__flavour = Penitentul își poartă vina și un felinar; îi cruță pe cei care vin la el.

# source-hash: e78522f2
oldworld__largemonster__large-penitent__name = Penitentul

# source-hash: 7e875caf
oldworld__largemonster__large-rotfiend__flavour = Un mâncător de stârvuri umflat, care plesnește într-un nor de putreziciune.

# source-hash: 6bb17690
oldworld__largemonster__large-rotfiend__name = Putreziciune

# source-hash: 1960d21a
oldworld__largemonster__large-striga__flavour = O prințesă blestemată, dezlănțuită până în zori: iute și fără oboseală.

# source-hash: 7260adcf
oldworld__largemonster__large-striga__name = Striga

# source-hash: 91545b52
oldworld__largemonster__large-troll__flavour = Trolul de piatră aruncă bolovani și poate fi cumpărat cu băutură.

# source-hash: 5c45825c
oldworld__largemonster__large-troll__name = Trol

# source-hash: 87cc439c
oldworld__largemonster__large-water-hag__flavour = Baba apelor aruncă cu noroi și îl trage pe witcher în mlaștină.

# source-hash: f18f63a4
oldworld__largemonster__large-water-hag__name = Baba apelor

# source-hash: 69aeb825
oldworld__largemonster__large-weavess__flavour = Una dintre cele trei Babe, care citește și destramă firele unei vieți.

# source-hash: 51b474bb
oldworld__largemonster__large-weavess__name = Weavess

# source-hash: c403c8d2
oldworld__largemonster__large-werewolf__flavour = Un om blestemat sub lună, ale cărui gheare sfâșie orice gardă.

# source-hash: b57f6c9c
oldworld__largemonster__large-werewolf__name = Vârcolac

# source-hash: 02255a51
oldworld__largemonster__large-whispess__flavour = Una dintre cele trei Babe: fiecare dar al ei are un preț.

# source-hash: 49b413ab
oldworld__largemonster__large-whispess__name = Whispess

# source-hash: e3ba7b4a
oldworld__largemonster__large-wyvern__flavour = Coada wivernei poartă un venin pe care doar un alchimist îl îndură.

# source-hash: 68922dcc
oldworld__largemonster__large-wyvern__name = Wivernă

# source-hash: 9639d957
oldworld__largemonster__large-yghern__flavour = Cuirasat ca o cetate; doar o lovitură puternică îi găsește pântecul.

# source-hash: 77bbb5fa
oldworld__largemonster__large-yghern__name = Yghern

# source-hash: 78d7e24e
oldworld__action__alzurs-thunderbolt__name = Trăsnetul lui Alzur

# source-hash: 37bb7edb
oldworld__action__ardeas-current__name = Curentul Ardeei

# source-hash: c54937f3
oldworld__action__gekhiras-roots__name = Rădăcinile Gekhirei

# source-hash: 6cc2f153
oldworld__action__othars-shift__name = Mutarea lui Othar

# source-hash: d5c55a74
oldworld__action__philippas-talon__name = Gheara Philippei
